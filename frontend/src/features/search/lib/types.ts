export type SearchResultType =
  | 'medication'
  | 'category'
  | 'calculator'
  | 'flowchart'
  | 'childcare'
  | 'conduct'
  | 'vaccine'
  | 'icd10'
  | 'leaflet'
  | 'toxidrome';

export interface SearchResult {
  id: string;
  name: string;
  type: SearchResultType;
  path: string;
  /** Router state carried by the navigation (category → selectedCategory). */
  state?: Record<string, unknown>;
  slug?: string;
  description?: string;
  relevance: number;
  similarity_score?: number;
}

export const TYPE_LABELS: Record<SearchResultType, string> = {
  medication: 'Medicamento',
  category: 'Categoria',
  calculator: 'Calculadora',
  flowchart: 'Fluxograma',
  childcare: 'Puericultura',
  conduct: 'Conduta',
  vaccine: 'Vacina',
  icd10: 'CID-10',
  leaflet: 'Bula',
  toxidrome: 'Intoxicação',
};
