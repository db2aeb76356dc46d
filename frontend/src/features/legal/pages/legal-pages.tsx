function Legal({ title, sections }: { title: string; sections: Array<[string, string]> }) {
  return (
    <article className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {sections.map(([h, p]) => (
        <section key={h}>
          <h2 className="font-semibold">{h}</h2>
          <p className="mt-1 text-muted-foreground">{p}</p>
        </section>
      ))}
    </article>
  );
}

export function TermsPage() {
  return (
    <Legal
      title="Termos de Uso"
      sections={[
        ['Finalidade', 'O PedBook é uma ferramenta de referência para profissionais e estudantes da saúde. Apoia a prática clínica e não substitui o julgamento médico nem as diretrizes institucionais.'],
        ['Conta', 'Para criar uma conta é preciso ter mais de 17 anos e informar dados verdadeiros. Você é responsável pela guarda da sua senha.'],
        ['Conteúdo', 'Doses, condutas e cálculos citam suas fontes e devem ser conferidos antes de cada prescrição. Relate erros pela Central de Feedback.'],
        ['Uso adequado', 'É proibido usar o serviço para fins ilícitos, tentar acessar dados de outros usuários ou sobrecarregar a plataforma.'],
      ]}
    />
  );
}

export function PrivacyPage() {
  return (
    <Legal
      title="Política de Privacidade"
      sections={[
        ['Dados coletados', 'Nome, email, área e ano de formação informados no cadastro; páginas visitadas e buscas realizadas, para melhorar o serviço.'],
        ['Uso dos dados', 'Usamos seus dados para manter sua conta, responder feedbacks e aprimorar o conteúdo. Não vendemos dados pessoais.'],
        ['Seus direitos', 'Conforme a LGPD, você pode solicitar acesso, correção ou exclusão dos seus dados pela Central de Feedback e Suporte.'],
        ['Armazenamento local', 'Preferências como tema e seções abertas ficam salvas no seu dispositivo.'],
      ]}
    />
  );
}
