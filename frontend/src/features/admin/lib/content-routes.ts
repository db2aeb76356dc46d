/** The content routes of the admin area and the table each edits (spec part 1 "Admin area"). */
import type { EditorConfig } from './editor-config';
import { pathTo } from '@/config/paths';

export interface ContentSection {
  heading?: string;
  config: EditorConfig;
}

export interface ContentRoute {
  intro: string;
  sections: ContentSection[];
}

export type ContentRouteId =
  | 'problems-debug'
  | 'rag-management'
  | 'pedidrop'
  | 'categories'
  | 'medications'
  | 'dosages'
  | 'instructions'
  | 'prescription-categories'
  | 'icd10'
  | 'cid'
  | 'sus'
  | 'growth-curves'
  | 'vaccines'
  | 'formulas'
  | 'dnpm'
  | 'breastfeeding-medications'
  | 'drug-interaction-medications'
  | 'blog'
  | 'site-settings'
  | 'settings'
  | 'premium-users';

export const CONTENT_ROUTES: Record<ContentRouteId, ContentRoute> = {
  'problems-debug': {
    intro: 'Erros que a tela de erro do app capturou nos navegadores dos usuários (tipo, mensagem, página, pilha de componentes). Marque como resolvido depois de corrigir.',
    sections: [
      {
        config: {
          table: 'client_error_reports',
          noun: 'erro',
          listColumns: ['message', 'kind', 'path', 'created_at', 'resolved'],
          searchColumns: ['message', 'path'],
          filterColumns: ['resolved'],
          defaultSort: { column: 'created_at', ascending: false },
          noCreate: true,
          hidden: ['user_id'],
        },
      },
    ],
  },
  'rag-management': {
    intro: 'Documentos da base de conhecimento do assistente Dr. Will: os ativos entram nas respostas dele (busca em português, como o resto do Dr. Will), com título, fonte e link. Cada documento cita sua fonte.',
    sections: [{ config: { table: 'pedbook_rag_documents', noun: 'documento', listColumns: ['title', 'source', 'active', 'updated_at'], searchColumns: ['title', 'source', 'content'], filterColumns: ['active'], markdown: ['content'] } }],
  },
  pedidrop: {
    intro: 'PediDrop: boletins curtos de atualização publicados em /newsletters (Markdown, com fonte).',
    sections: [{ config: { table: 'pedbook_newsletters', noun: 'boletim', listColumns: ['title', 'published', 'published_at'], searchColumns: ['title', 'summary'], filterColumns: ['published'], slug: { column: 'slug', from: 'title' }, markdown: ['content'] } }],
  },
  categories: {
    intro: 'Categorias que agrupam os medicamentos na lista pública.',
    sections: [{ config: { table: 'pedbook_medication_categories', noun: 'categoria', listColumns: ['name', 'display_order', 'color'], searchColumns: ['name'], images: ['icon_url'], defaultSort: { column: 'display_order', ascending: true } } }],
  },
  medications: {
    intro: 'Medicamentos publicados e rascunhos. Os usos, dosagens, tags e apresentações de cada um: "Editar doses" na linha.',
    sections: [
      {
        config: {
          table: 'pedbook_medications',
          noun: 'medicamento',
          listColumns: ['name', 'category_id', 'published', 'updated_at'],
          searchColumns: ['name', 'slug', 'brands'],
          filterColumns: ['category_id', 'published'],
          slug: { column: 'slug', from: 'name' },
          markdown: ['guidelines'],
          labels: { category_id: 'categoria', published: 'publicado' },
          rowLink: { label: 'Editar doses', href: (row) => `${pathTo('/admin/dosages')}?medicamento=${encodeURIComponent(String(row.id))}` },
        },
      },
    ],
  },
  dosages: {
    intro: 'Editor de um medicamento: usos, dosagens (modelos com variáveis {tag}), tags (multiplicador por kg, máximo, faixa de idade e peso) e apresentações, editados juntos ao lado da pré-visualização da dose. Cada número deve citar sua fonte.',
    // The sections are the medication editor's (components/medication-workbench.tsx), fixed to the chosen medication.
    sections: [],
  },
  instructions: {
    intro: 'Bulas profissionais em Markdown; só as publicadas aparecem em /bulas-profissionais.',
    sections: [{ config: { table: 'pedbook_medication_instructions', noun: 'bula', listColumns: ['medication_id', 'is_published', 'source', 'updated_at'], filterColumns: ['medication_id', 'is_published'], markdown: ['content'], enums: { format_type: ['markdown'] } } }],
  },
  'prescription-categories': {
    intro: 'Categorias em que os usuários organizam suas prescrições.',
    sections: [{ config: { table: 'pedbook_prescription_categories', noun: 'categoria', listColumns: ['name', 'display_order'], searchColumns: ['name'], defaultSort: { column: 'display_order', ascending: true } } }],
  },
  icd10: {
    intro: 'Códigos CID-10 do navegador público (/codigos/cid-10).',
    sections: [{ config: { table: 'unified_cids', noun: 'código CID', listColumns: ['code', 'name', 'level', 'active'], searchColumns: ['code', 'name'], filterColumns: ['active'], defaultSort: { column: 'code', ascending: true } } }],
  },
  cid: {
    intro: 'CID-10: códigos e o vínculo de cada procedimento SUS com os CIDs compatíveis.',
    sections: [
      { heading: 'Códigos', config: { table: 'unified_cids', noun: 'código CID', listColumns: ['code', 'name', 'level', 'active'], searchColumns: ['code', 'name'], defaultSort: { column: 'code', ascending: true } } },
      { heading: 'CIDs por procedimento SUS', config: { table: 'pedbook_sus_procedimento_cids', noun: 'vínculo', listColumns: ['procedimento_code', 'cid_code'], searchColumns: ['procedimento_code', 'cid_code'], defaultSort: { column: 'procedimento_code', ascending: true } } },
    ],
  },
  sus: {
    intro: 'Procedimentos da tabela SUS (SIGTAP) do navegador público.',
    sections: [{ config: { table: 'pedbook_sus_procedimentos', noun: 'procedimento', listColumns: ['code', 'name', 'complexity_name', 'value_total'], searchColumns: ['code', 'name'], defaultSort: { column: 'code', ascending: true } } }],
  },
  'growth-curves': {
    intro: 'Tabelas das curvas de crescimento (L, M, S e percentis por idade) usadas em /puericultura/curva-de-crescimento.',
    sections: [{ config: { table: 'pedbook_growth_curves', noun: 'ponto da curva', listColumns: ['growth_type', 'gender', 'reference', 'age_months', 'm', 'source'], searchColumns: ['growth_type', 'reference'], filterColumns: ['gender'], defaultSort: { column: 'age_months', ascending: true } } }],
  },
  vaccines: {
    intro: 'Vacinas e suas doses do calendário vacinal.',
    sections: [
      { heading: 'Vacinas', config: { table: 'pedbook_vaccines', noun: 'vacina', listColumns: ['name', 'acronym', 'calendar', 'verification_status'], searchColumns: ['name', 'acronym'] } },
      { heading: 'Doses', config: { table: 'pedbook_vaccine_doses', noun: 'dose', listColumns: ['vaccine_id', 'dose_label', 'age_months', 'calendar', 'verification_status'], searchColumns: ['dose_label', 'age_recommendation'], filterColumns: ['vaccine_id'] } },
    ],
  },
  formulas: {
    intro: 'Fórmulas infantis e suas categorias.',
    sections: [
      { heading: 'Fórmulas', config: { table: 'pedbook_formulas', noun: 'fórmula', listColumns: ['name', 'brand', 'category_id', 'published'], searchColumns: ['name', 'brand'], filterColumns: ['category_id', 'published'], images: ['image_url'] } },
      { heading: 'Categorias', config: { table: 'pedbook_formula_categories', noun: 'categoria', listColumns: ['name', 'display_order'], searchColumns: ['name'], images: ['image_url'] } },
    ],
  },
  dnpm: {
    intro: 'Marcos do desenvolvimento neuropsicomotor por faixa de idade (início ≤ idade < fim).',
    sections: [{ config: { table: 'pedbook_dnpm_milestones', noun: 'marco', listColumns: ['age_months', 'age_end_months', 'domain', 'milestone', 'verification_status'], searchColumns: ['milestone', 'domain'], defaultSort: { column: 'age_months', ascending: true }, images: ['image_url'] } }],
  },
  'breastfeeding-medications': {
    intro: 'Compatibilidade de medicamentos com a amamentação (/medicamentos-amamentacao).',
    sections: [{ config: { table: 'pedbook_breastfeeding_medications', noun: 'medicamento', listColumns: ['name', 'compatibility_level', 'section_id', 'published'], searchColumns: ['name'], filterColumns: ['compatibility_level', 'section_id', 'published'], hidden: ['seed_key'] } }],
  },
  'drug-interaction-medications': {
    intro: 'Medicamentos do verificador de interações e as interações entre pares.',
    sections: [
      { heading: 'Medicamentos', config: { table: 'pedbook_drug_interaction_medications', noun: 'medicamento', listColumns: ['name', 'active_ingredient', 'drug_class'], searchColumns: ['name', 'active_ingredient'] } },
      { heading: 'Interações', config: { table: 'pedbook_drug_interactions', noun: 'interação', listColumns: ['medication_a_id', 'medication_b_id', 'severity', 'published'], filterColumns: ['severity', 'published'], searchColumns: ['mechanism', 'clinical_effect'] } },
    ],
  },
  blog: {
    intro: 'Artigos do blog (/blog); o conteúdo é Markdown.',
    sections: [{ config: { table: 'pedbook_blog_posts', noun: 'artigo', listColumns: ['title', 'published', 'published_at'], searchColumns: ['title', 'excerpt'], filterColumns: ['published'], slug: { column: 'slug', from: 'title' }, markdown: ['content'], images: ['featured_image'], hidden: ['author_id'] } }],
  },
  'site-settings': {
    intro: 'Pares chave/valor que o site lê (logo_url e outros).',
    sections: [{ config: { table: 'site_settings', noun: 'configuração', listColumns: ['key', 'value', 'description'], searchColumns: ['key', 'value'], defaultSort: { column: 'key', ascending: true } } }],
  },
  settings: {
    intro: 'Configurações da central de feedback: os tipos que o usuário escolhe ao enviar um feedback.',
    sections: [{ config: { table: 'pedbook_feedback_types', noun: 'tipo de feedback', listColumns: ['name', 'updated_at'], searchColumns: ['name'] } }],
  },
  'premium-users': {
    intro: 'Usuários premium e pedidos de premium: marque premium para conceder, desmarque para retirar.',
    sections: [
      {
        config: {
          table: 'profiles',
          noun: 'usuário',
          listColumns: ['full_name', 'premium', 'premium_requested', 'formation_area'],
          searchColumns: ['full_name'],
          filterColumns: ['premium', 'premium_requested'],
          hidden: ['avatar_url', 'formation_area', 'graduation_year', 'is_student', 'is_professional', 'is_admin', 'specialty', 'preparation_type', 'theme_preference', 'premium_requested_history', 'professional_email', 'phone', 'registration_number', 'full_name'],
          noCreate: true,
          noDelete: true,
        },
      },
    ],
  },
};
