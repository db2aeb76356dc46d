import { formValues, profileChanges, profileFormSchema } from './profile-form';

const row = {
  id: 'u1', full_name: 'Ana  Souza', avatar_url: null, formation_area: 'Não informado', graduation_year: 'Não informado',
  is_student: false, is_professional: true, is_admin: false, premium: false, professional_email: null, phone: null,
  registration_number: null, theme_preference: null,
} as const;

describe('profile form', () => {
  it("shows the sign-up defaults ('Não informado') as empty fields to fill", () => {
    expect(formValues(row)).toMatchObject({ fullName: 'Ana  Souza', formationArea: '', graduationYear: '', type: 'professional', phone: '' });
  });
  it('saves trimmed values, empty optional fields as null and the type as both flags', () => {
    const v = { ...formValues(row), fullName: ' Ana   Beatriz Souza ', formationArea: 'Pediatria', graduationYear: '2015', type: 'student' as const, phone: ' ' };
    expect(profileChanges(v)).toEqual({
      full_name: 'Ana Beatriz Souza', formation_area: 'Pediatria', graduation_year: '2015', is_student: true, is_professional: false,
      professional_email: null, phone: null, registration_number: null, avatar_url: null,
    });
  });
  it.each([
    [{ graduationYear: '1949' }, 'Ano de formação fora do intervalo (1950 a daqui a 10 anos)'],
    [{ avatarUrl: 'javascript:alert(1)' }, 'O endereço da foto deve começar com https://'],
    [{ phone: '1234' }, 'Telefone inválido (inclua o DDD)'],
    [{ fullName: 'Ana' }, 'Digite seu nome completo (nome e sobrenome)'],
  ])('%j → %s', (patch, message) => {
    const base = { ...formValues(row), fullName: 'Ana Souza', formationArea: 'Medicina', graduationYear: '2020' };
    const r = profileFormSchema.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});
