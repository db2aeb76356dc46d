import { pathTo } from '@/config/paths';
import { BrowserPage, ChildList } from '../components/browser-ui';

/** /codigos: the three code tables. */
export function CodesHomePage() {
  return (
    <BrowserPage crumbs={[{ label: 'Códigos' }]} title="Códigos" subtitle="Consulta de códigos CID-10, SUS (SIGTAP) e TUSS, navegando pela hierarquia ou buscando por código ou nome.">
      <ChildList
        label="Tabelas de códigos"
        items={[
          { key: 'cid', to: pathTo('/codigos/cid-10'), code: 'CID-10', name: 'Classificação Internacional de Doenças — 22 capítulos, 14.538 códigos (DATASUS 2008 + U07, A97).' },
          { key: 'sus', to: pathTo('/codigos/sus'), code: 'SUS', name: 'Tabela de procedimentos do SUS (SIGTAP, competência 12/2020), com valores, idades e CIDs vinculados.' },
          { key: 'tuss', to: pathTo('/codigos/tuss'), code: 'TUSS', name: 'Terminologia Unificada da Saúde Suplementar — procedimentos (ANS Tabela 22, versão 2018, desatualizada).' },
        ]}
      />
    </BrowserPage>
  );
}
