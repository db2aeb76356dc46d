import { resetCodeSchema, signInSchema, signUpDefaults, signUpSchema, type SignUpValues } from './schemas';
import { signUpMetadata } from './sign-up-metadata';

function firstError(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, field: string) {
  return result.error?.issues.find((i) => i.path[0] === field)?.message;
}

const validSignUp: SignUpValues = {
  ...signUpDefaults,
  fullName: 'Maria Souza',
  email: 'maria.souza@hospital.com.br',
  password: 'segura123',
  formationArea: 'Medicina',
  graduationYear: '2020',
  isAdult: true,
  acceptTerms: true,
};

describe('sign-in schema', () => {
  it.each([
    ['abc', 'Email inválido'],
    ['a@b.c', 'Domínio de email inválido'],
    ['ana@hospital', 'Domínio de email inválido'],
  ])('email %s → %s', (email, message) => {
    expect(firstError(signInSchema.safeParse({ email, password: 'secret1' }), 'email')).toBe(message);
  });

  it('password rules', () => {
    expect(firstError(signInSchema.safeParse({ email: 'ana@mail.com', password: '123' }), 'password')).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(firstError(signInSchema.safeParse({ email: 'ana@mail.com', password: ' secret1' }), 'password')).toBe(
      'Senha não pode começar ou terminar com espaços',
    );
    expect(signInSchema.safeParse({ email: 'ana@mail.com', password: 'secret1' }).success).toBe(true);
  });
});

describe('sign-up schema', () => {
  it('accepts a valid form', () => {
    expect(signUpSchema.safeParse(validSignUp).success).toBe(true);
  });

  it.each<[keyof SignUpValues, unknown, string]>([
    ['fullName', 'Al', 'Nome deve ter pelo menos 3 caracteres'],
    ['fullName', 'A'.repeat(60) + ' ' + 'B'.repeat(45), 'Nome muito longo'],
    ['fullName', 'Maria 2 Souza', 'Nome deve conter apenas letras e espaços'],
    ['fullName', 'Maria', 'Digite seu nome completo (nome e sobrenome)'],
    ['email', 'maria', 'Email inválido'],
    ['email', 'maria@x.c', 'Domínio de email inválido'],
    ['email', 'test@hospital.com', 'Por favor, use um email válido'],
    ['email', 'user@hospital.com', 'Por favor, use um email válido'],
    ['email', 'a'.repeat(95) + '@x.com', 'Email muito longo'],
    ['password', 'abc12', 'A senha deve ter pelo menos 8 caracteres'],
    ['password', 'a1'.repeat(51), 'Senha muito longa'],
    ['password', ' abcdefg1', 'Senha não pode começar ou terminar com espaços'],
    ['password', '12345678', 'Senha deve conter pelo menos uma letra'],
    ['password', 'abcdefgh', 'Senha deve conter pelo menos um número'],
    ['formationArea', 'M', 'Área de formação muito curta'],
    ['graduationYear', '20', 'Ano de formação inválido'],
    ['isAdult', false, 'Você deve ter mais de 17 anos'],
    ['acceptTerms', false, 'Você deve aceitar os termos'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstError(signUpSchema.safeParse({ ...validSignUp, [field]: value }), field)).toBe(message);
  });

  it('builds the metadata of the chosen type', () => {
    expect(signUpMetadata({ ...validSignUp, type: 'student' })).toEqual({
      full_name: 'Maria Souza',
      formation_area: 'Medicina',
      graduation_year: '2020',
      is_student: true,
      is_professional: false,
    });
  });
});

describe('reset schema', () => {
  const ok = { code: '123456', password: 'nova1234', confirmPassword: 'nova1234' };
  it('accepts six digits and a matching password', () => {
    expect(resetCodeSchema.safeParse(ok).success).toBe(true);
  });
  it('rejects short codes, weak and mismatching passwords', () => {
    expect(firstError(resetCodeSchema.safeParse({ ...ok, code: '123' }), 'code')).toBe('O código deve ter 6 dígitos');
    expect(firstError(resetCodeSchema.safeParse({ ...ok, password: 'abcdefgh', confirmPassword: 'abcdefgh' }), 'password')).toBe(
      'Senha deve conter pelo menos um número',
    );
    expect(firstError(resetCodeSchema.safeParse({ ...ok, confirmPassword: 'outra123' }), 'confirmPassword')).toBe('As senhas não coincidem');
  });
});
