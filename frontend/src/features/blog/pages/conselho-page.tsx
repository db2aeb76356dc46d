/** /conselho: the editorial council's guidance — how PedBook's content is written, sourced and
 * reviewed, and the recommendations for using it safely at the bedside. Static text. */
import { Link } from 'react-router';
import { BrowserPage } from '@/components/reference-page';
import { pathTo } from '@/config/paths';

const SECTIONS: Array<{ title: string; items: string[] }> = [
  {
    title: 'Como o conteúdo é produzido',
    items: [
      'Cada dose, conduta e cálculo cita a sua fonte: diretrizes (SBP, Ministério da Saúde, OMS, AAP, GINA, ISPAD, WAO), formulários pediátricos e bulas aprovadas pela ANVISA.',
      'Tabelas oficiais (CID-10, SIGTAP, TUSS, curvas da OMS, calendário vacinal) são carregadas dos arquivos publicados pelos órgãos responsáveis, com a versão e a data registradas; tabelas desatualizadas são sinalizadas.',
      'Os resumos de condutas passam por revisão clínica antes de publicados. Enquanto aguardam, ficam como rascunho e não aparecem para os usuários.',
    ],
  },
  {
    title: 'Recomendações para a prática',
    items: [
      'Confirme o peso atual da criança antes de qualquer cálculo de dose e prefira o peso medido ao estimado.',
      'Respeite sempre a dose máxima do adulto, mesmo quando o cálculo por quilo der um valor maior.',
      'Confira a concentração da apresentação disponível na sua unidade: o volume depende dela.',
      'Em emergências, siga o protocolo da sua instituição; o PedBook apoia a decisão, não a substitui.',
      'Códigos novos ou alterados após a CID-10 de 2008 (como U07 e A97) trazem a marca “conferir nota oficial”: verifique a orientação vigente antes de registrar.',
    ],
  },
  {
    title: 'Atualização e correções',
    items: [
      'As condutas mostram a data da última revisão. Diretrizes mudam: quando a fonte citada for atualizada, o resumo é revisto.',
      'Encontrou um erro, uma dose divergente ou uma fonte desatualizada? Relate pela Central de Feedback e Suporte — cada relato é analisado e respondido.',
    ],
  },
  {
    title: 'Independência',
    items: [
      'O conteúdo clínico não é patrocinado. Marcas comerciais aparecem apenas para identificar apresentações, sem recomendação de uma sobre outra.',
    ],
  },
];

export function ConselhoPage() {
  return (
    <BrowserPage crumbs={[{ label: 'Conselho' }]} title="Conselho editorial" subtitle="Orientações e recomendações para a prática pediátrica com o PedBook.">
      {SECTIONS.map((s) => (
        <section key={s.title} className="space-y-2">
          <h2 className="text-lg font-semibold">{s.title}</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed">
            {s.items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-sm">
        <Link className="text-primary underline" to={pathTo('/feedback-suporte')}>
          Falar com a equipe editorial
        </Link>
      </p>
    </BrowserPage>
  );
}
