// The Database type of the schemas the REST gateway exposes, in the shape of Supabase's
// `supabase gen types typescript`. Generated from the migrated schema by
// `pedbook gen types typescript` (scripts/gen-types): do not edit by hand; a Go test fails
// when it no longer matches the migrations.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      client_error_reports: {
        Row: {
          app_version: string | null
          component_stack: string
          created_at: string
          id: string
          kind: string
          message: string
          path: string
          resolved: boolean
          updated_at: string
          user_agent: string | null
          user_id: string | null
        }
        Insert: {
          app_version?: string | null
          component_stack?: string
          created_at?: string
          id?: string
          kind: string
          message: string
          path?: string
          resolved?: boolean
          updated_at?: string
          user_agent?: string | null
          user_id?: string | null
        }
        Update: {
          app_version?: string | null
          component_stack?: string
          created_at?: string
          id?: string
          kind?: string
          message?: string
          path?: string
          resolved?: boolean
          updated_at?: string
          user_agent?: string | null
          user_id?: string | null
        }
        Relationships: []
      }
      pedbook_blog_posts: {
        Row: {
          admin_edited_at: string | null
          author_id: string | null
          content: string
          created_at: string
          excerpt: string | null
          featured_image: string | null
          id: string
          published: boolean
          published_at: string | null
          slug: string
          tags: string[]
          title: string
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          author_id?: string | null
          content: string
          created_at?: string
          excerpt?: string | null
          featured_image?: string | null
          id?: string
          published?: boolean
          published_at?: string | null
          slug: string
          tags?: string[]
          title: string
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          author_id?: string | null
          content?: string
          created_at?: string
          excerpt?: string | null
          featured_image?: string | null
          id?: string
          published?: boolean
          published_at?: string | null
          slug?: string
          tags?: string[]
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_breastfeeding_medications: {
        Row: {
          additional_info: string | null
          admin_edited_at: string | null
          article_reference: string | null
          compatibility_level: string
          created_at: string
          id: string
          lactmed_entry: string | null
          lactmed_revised_on: string | null
          name: string
          published: boolean
          safety_source: string | null
          section_id: string | null
          seed_key: string | null
          subsection_id: string | null
          updated_at: string
          usage_description: string | null
          verification_status: string | null
        }
        Insert: {
          additional_info?: string | null
          admin_edited_at?: string | null
          article_reference?: string | null
          compatibility_level: string
          created_at?: string
          id?: string
          lactmed_entry?: string | null
          lactmed_revised_on?: string | null
          name: string
          published?: boolean
          safety_source?: string | null
          section_id?: string | null
          seed_key?: string | null
          subsection_id?: string | null
          updated_at?: string
          usage_description?: string | null
          verification_status?: string | null
        }
        Update: {
          additional_info?: string | null
          admin_edited_at?: string | null
          article_reference?: string | null
          compatibility_level?: string
          created_at?: string
          id?: string
          lactmed_entry?: string | null
          lactmed_revised_on?: string | null
          name?: string
          published?: boolean
          safety_source?: string | null
          section_id?: string | null
          seed_key?: string | null
          subsection_id?: string | null
          updated_at?: string
          usage_description?: string | null
          verification_status?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_breastfeeding_medications_section_id_fkey"
            columns: ["section_id"]
            isOneToOne: false
            referencedRelation: "pedbook_breastfeeding_sections"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pedbook_breastfeeding_medications_subsection_id_fkey"
            columns: ["subsection_id"]
            isOneToOne: false
            referencedRelation: "pedbook_breastfeeding_subsections"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_breastfeeding_sections: {
        Row: {
          admin_edited_at: string | null
          created_at: string
          description: string | null
          display_order: number
          id: string
          name: string
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          name: string
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_breastfeeding_subsections: {
        Row: {
          created_at: string
          description: string | null
          display_order: number
          id: string
          name: string
          section_id: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          name: string
          section_id: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          name?: string
          section_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_breastfeeding_subsections_section_id_fkey"
            columns: ["section_id"]
            isOneToOne: false
            referencedRelation: "pedbook_breastfeeding_sections"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_chat_messages: {
        Row: {
          content: string
          created_at: string
          id: string
          role: string
          thread_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          content: string
          created_at?: string
          id?: string
          role: string
          thread_id: string
          updated_at?: string
          user_id: string
        }
        Update: {
          content?: string
          created_at?: string
          id?: string
          role?: string
          thread_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_chat_messages_thread_id_fkey"
            columns: ["thread_id"]
            isOneToOne: false
            referencedRelation: "pedbook_chat_threads"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_chat_threads: {
        Row: {
          created_at: string
          id: string
          title: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          title?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          title?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      pedbook_clinical_reviewers: {
        Row: {
          created_at: string
          full_name: string
          registration: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          full_name: string
          registration: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          full_name?: string
          registration?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      pedbook_conducts_categories: {
        Row: {
          admin_edited_at: string | null
          created_at: string
          description: string | null
          display_order: number
          id: string
          image_url: string | null
          name: string
          slug: string
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          image_url?: string | null
          name: string
          slug: string
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          image_url?: string | null
          name?: string
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_conducts_content: {
        Row: {
          content: string
          created_at: string
          format_type: string
          id: string
          published: boolean
          seed_key: string | null
          source: string | null
          topic_id: string
          updated_at: string
        }
        Insert: {
          content: string
          created_at?: string
          format_type?: string
          id?: string
          published?: boolean
          seed_key?: string | null
          source?: string | null
          topic_id: string
          updated_at?: string
        }
        Update: {
          content?: string
          created_at?: string
          format_type?: string
          id?: string
          published?: boolean
          seed_key?: string | null
          source?: string | null
          topic_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_conducts_content_topic_id_fkey"
            columns: ["topic_id"]
            isOneToOne: false
            referencedRelation: "pedbook_conducts_topics"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_conducts_optimized: {
        Row: {
          content: string | null
          created_at: string
          id: string
          published: boolean
          search_name: string | null
          slug: string
          source: string | null
          title: string
          topic_id: string
          updated_at: string
        }
        Insert: {
          content?: string | null
          created_at?: string
          id?: string
          published?: boolean
          search_name?: never
          slug: string
          source?: string | null
          title: string
          topic_id: string
          updated_at?: string
        }
        Update: {
          content?: string | null
          created_at?: string
          id?: string
          published?: boolean
          search_name?: never
          slug?: string
          source?: string | null
          title?: string
          topic_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_conducts_optimized_topic_id_fkey"
            columns: ["topic_id"]
            isOneToOne: false
            referencedRelation: "pedbook_conducts_topics"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_conducts_summaries: {
        Row: {
          admin_edited_at: string | null
          content: string | null
          content_type: string
          created_at: string
          id: string
          published: boolean
          search_name: string | null
          slug: string
          source: string | null
          title: string
          topic_id: string
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          content?: string | null
          content_type?: string
          created_at?: string
          id?: string
          published?: boolean
          search_name?: never
          slug: string
          source?: string | null
          title: string
          topic_id: string
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          content?: string | null
          content_type?: string
          created_at?: string
          id?: string
          published?: boolean
          search_name?: never
          slug?: string
          source?: string | null
          title?: string
          topic_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_conducts_summaries_topic_id_fkey"
            columns: ["topic_id"]
            isOneToOne: false
            referencedRelation: "pedbook_conducts_topics"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_conducts_topics: {
        Row: {
          admin_edited_at: string | null
          category_id: string
          created_at: string
          description: string | null
          display_order: number
          id: string
          is_subcategory: boolean
          name: string
          parent_id: string | null
          slug: string
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          category_id: string
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          is_subcategory?: boolean
          name: string
          parent_id?: string | null
          slug: string
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          category_id?: string
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          is_subcategory?: boolean
          name?: string
          parent_id?: string | null
          slug?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_conducts_topics_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "pedbook_conducts_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pedbook_conducts_topics_parent_id_fkey"
            columns: ["parent_id"]
            isOneToOne: false
            referencedRelation: "pedbook_conducts_topics"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_dnpm_milestones: {
        Row: {
          admin_edited_at: string | null
          age_end_months: number
          age_months: number
          created_at: string
          display_order: number
          domain: string
          id: string
          image_url: string | null
          milestone: string
          source: string
          updated_at: string
          verification_status: string
        }
        Insert: {
          admin_edited_at?: string | null
          age_end_months: number
          age_months: number
          created_at?: string
          display_order: number
          domain: string
          id?: string
          image_url?: string | null
          milestone: string
          source: string
          updated_at?: string
          verification_status: string
        }
        Update: {
          admin_edited_at?: string | null
          age_end_months?: number
          age_months?: number
          created_at?: string
          display_order?: number
          domain?: string
          id?: string
          image_url?: string | null
          milestone?: string
          source?: string
          updated_at?: string
          verification_status?: string
        }
        Relationships: []
      }
      pedbook_dose_verifications: {
        Row: {
          checked_on: string | null
          document: string | null
          id: string
          level: string
          location: string | null
          note: string | null
          numbers: Json | null
          searched: string | null
          stale: boolean
          statement: string | null
          tag_id: string
          updated_at: string
          url: string | null
          writer: string
        }
        Insert: {
          checked_on?: string | null
          document?: string | null
          id?: string
          level: string
          location?: string | null
          note?: string | null
          numbers?: Json | null
          searched?: string | null
          stale?: boolean
          statement?: string | null
          tag_id: string
          updated_at?: string
          url?: string | null
          writer: string
        }
        Update: {
          checked_on?: string | null
          document?: string | null
          id?: string
          level?: string
          location?: string | null
          note?: string | null
          numbers?: Json | null
          searched?: string | null
          stale?: boolean
          statement?: string | null
          tag_id?: string
          updated_at?: string
          url?: string | null
          writer?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_dose_verifications_tag_id_fkey"
            columns: ["tag_id"]
            isOneToOne: true
            referencedRelation: "pedbook_medication_tags"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_drug_interaction_medications: {
        Row: {
          active_ingredient: string | null
          admin_edited_at: string | null
          created_at: string
          drug_class: string | null
          id: string
          medication_slug: string | null
          name: string
          updated_at: string
        }
        Insert: {
          active_ingredient?: string | null
          admin_edited_at?: string | null
          created_at?: string
          drug_class?: string | null
          id?: string
          medication_slug?: string | null
          name: string
          updated_at?: string
        }
        Update: {
          active_ingredient?: string | null
          admin_edited_at?: string | null
          created_at?: string
          drug_class?: string | null
          id?: string
          medication_slug?: string | null
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_drug_interactions: {
        Row: {
          admin_edited_at: string | null
          clinical_effect: string | null
          created_at: string
          id: string
          management: string | null
          mechanism: string | null
          medication_a_id: string
          medication_b_id: string
          published: boolean
          seed_key: string | null
          severity: string
          source: string | null
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          clinical_effect?: string | null
          created_at?: string
          id?: string
          management?: string | null
          mechanism?: string | null
          medication_a_id: string
          medication_b_id: string
          published?: boolean
          seed_key?: string | null
          severity: string
          source?: string | null
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          clinical_effect?: string | null
          created_at?: string
          id?: string
          management?: string | null
          mechanism?: string | null
          medication_a_id?: string
          medication_b_id?: string
          published?: boolean
          seed_key?: string | null
          severity?: string
          source?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_drug_interactions_medication_a_id_fkey"
            columns: ["medication_a_id"]
            isOneToOne: false
            referencedRelation: "pedbook_drug_interaction_medications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pedbook_drug_interactions_medication_b_id_fkey"
            columns: ["medication_b_id"]
            isOneToOne: false
            referencedRelation: "pedbook_drug_interaction_medications"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_feedback_responses: {
        Row: {
          created_at: string
          feedback_id: string
          id: string
          message: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          feedback_id: string
          id?: string
          message: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          feedback_id?: string
          id?: string
          message?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_feedback_responses_feedback_id_fkey"
            columns: ["feedback_id"]
            isOneToOne: false
            referencedRelation: "pedbook_feedbacks"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_feedback_types: {
        Row: {
          created_at: string
          id: string
          name: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_feedbacks: {
        Row: {
          created_at: string
          feedback_category: string | null
          feedback_type: string | null
          id: string
          message: string
          status: string
          title: string
          type_id: string | null
          updated_at: string
          user_id: string
          whatsapp: string | null
        }
        Insert: {
          created_at?: string
          feedback_category?: string | null
          feedback_type?: string | null
          id?: string
          message: string
          status?: string
          title?: string
          type_id?: string | null
          updated_at?: string
          user_id: string
          whatsapp?: string | null
        }
        Update: {
          created_at?: string
          feedback_category?: string | null
          feedback_type?: string | null
          id?: string
          message?: string
          status?: string
          title?: string
          type_id?: string | null
          updated_at?: string
          user_id?: string
          whatsapp?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_feedbacks_type_id_fkey"
            columns: ["type_id"]
            isOneToOne: false
            referencedRelation: "pedbook_feedback_types"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_formula_categories: {
        Row: {
          admin_edited_at: string | null
          created_at: string
          description: string | null
          display_order: number
          id: string
          image_url: string | null
          name: string
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          image_url?: string | null
          name: string
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          image_url?: string | null
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_formulas: {
        Row: {
          admin_edited_at: string | null
          age_range: string | null
          brand: string | null
          category_id: string | null
          characteristics: string | null
          composition: Json
          created_at: string
          description: string | null
          id: string
          image_url: string | null
          name: string
          preparation: string | null
          published: boolean
          seed_key: string | null
          source: string | null
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          age_range?: string | null
          brand?: string | null
          category_id?: string | null
          characteristics?: string | null
          composition?: Json
          created_at?: string
          description?: string | null
          id?: string
          image_url?: string | null
          name: string
          preparation?: string | null
          published?: boolean
          seed_key?: string | null
          source?: string | null
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          age_range?: string | null
          brand?: string | null
          category_id?: string | null
          characteristics?: string | null
          composition?: Json
          created_at?: string
          description?: string | null
          id?: string
          image_url?: string | null
          name?: string
          preparation?: string | null
          published?: boolean
          seed_key?: string | null
          source?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_formulas_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "pedbook_formula_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_growth_curve_metadata: {
        Row: {
          created_at: string
          data: Json
          gender: string
          id: string
          reference: string
          source: string
          type: string
          updated_at: string
          x_unit: string
          y_unit: string
        }
        Insert: {
          created_at?: string
          data: Json
          gender: string
          id?: string
          reference: string
          source: string
          type: string
          updated_at?: string
          x_unit: string
          y_unit: string
        }
        Update: {
          created_at?: string
          data?: Json
          gender?: string
          id?: string
          reference?: string
          source?: string
          type?: string
          updated_at?: string
          x_unit?: string
          y_unit?: string
        }
        Relationships: []
      }
      pedbook_growth_curves: {
        Row: {
          age_months: number
          created_at: string
          curve_type: string
          gender: string
          growth_type: string
          id: string
          image_url: string | null
          l: number
          m: number
          p15: number
          p3: number
          p50: number
          p85: number
          p97: number
          reference: string
          s: number
          sd_neg1: number
          sd_neg2: number
          sd_neg3: number
          sd_pos1: number
          sd_pos2: number
          sd_pos3: number
          source: string
          updated_at: string
          y_unit: string
        }
        Insert: {
          age_months: number
          created_at?: string
          curve_type?: string
          gender: string
          growth_type: string
          id?: string
          image_url?: string | null
          l: number
          m: number
          p15: number
          p3: number
          p50: number
          p85: number
          p97: number
          reference: string
          s: number
          sd_neg1: number
          sd_neg2: number
          sd_neg3: number
          sd_pos1: number
          sd_pos2: number
          sd_pos3: number
          source: string
          updated_at?: string
          y_unit: string
        }
        Update: {
          age_months?: number
          created_at?: string
          curve_type?: string
          gender?: string
          growth_type?: string
          id?: string
          image_url?: string | null
          l?: number
          m?: number
          p15?: number
          p3?: number
          p50?: number
          p85?: number
          p97?: number
          reference?: string
          s?: number
          sd_neg1?: number
          sd_neg2?: number
          sd_neg3?: number
          sd_pos1?: number
          sd_pos2?: number
          sd_pos3?: number
          source?: string
          updated_at?: string
          y_unit?: string
        }
        Relationships: []
      }
      pedbook_growth_lms: {
        Row: {
          created_at: string
          id: string
          indicator: string
          l: number
          m: number
          measure_position: string | null
          reference: string
          s: number
          sex: number
          updated_at: string
          x: number
          x_unit: string
          y_unit: string
        }
        Insert: {
          created_at?: string
          id?: string
          indicator: string
          l: number
          m: number
          measure_position?: string | null
          reference: string
          s: number
          sex: number
          updated_at?: string
          x: number
          x_unit: string
          y_unit: string
        }
        Update: {
          created_at?: string
          id?: string
          indicator?: string
          l?: number
          m?: number
          measure_position?: string | null
          reference?: string
          s?: number
          sex?: number
          updated_at?: string
          x?: number
          x_unit?: string
          y_unit?: string
        }
        Relationships: []
      }
      pedbook_medication_categories: {
        Row: {
          admin_edited_at: string | null
          color: string | null
          created_at: string
          description: string | null
          display_order: number
          icon_url: string | null
          id: string
          name: string
          search_name: string | null
          source: string | null
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          color?: string | null
          created_at?: string
          description?: string | null
          display_order?: number
          icon_url?: string | null
          id?: string
          name: string
          search_name?: never
          source?: string | null
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          color?: string | null
          created_at?: string
          description?: string | null
          display_order?: number
          icon_url?: string | null
          id?: string
          name?: string
          search_name?: never
          source?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_medication_dosages: {
        Row: {
          admin_edited_at: string | null
          age_group: string | null
          created_at: string
          display_order: number
          dosage_template: string
          id: string
          medication_id: string
          name: string
          seed_key: string | null
          source: string | null
          summary: string | null
          updated_at: string
          use_case_id: string | null
        }
        Insert: {
          admin_edited_at?: string | null
          age_group?: string | null
          created_at?: string
          display_order?: number
          dosage_template: string
          id?: string
          medication_id: string
          name: string
          seed_key?: string | null
          source?: string | null
          summary?: string | null
          updated_at?: string
          use_case_id?: string | null
        }
        Update: {
          admin_edited_at?: string | null
          age_group?: string | null
          created_at?: string
          display_order?: number
          dosage_template?: string
          id?: string
          medication_id?: string
          name?: string
          seed_key?: string | null
          source?: string | null
          summary?: string | null
          updated_at?: string
          use_case_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_medication_dosages_medication_id_fkey"
            columns: ["medication_id"]
            isOneToOne: false
            referencedRelation: "pedbook_medications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pedbook_medication_dosages_use_case_id_fkey"
            columns: ["use_case_id"]
            isOneToOne: false
            referencedRelation: "pedbook_medication_use_cases"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_medication_instructions: {
        Row: {
          admin_edited_at: string | null
          anvisa_entry: string | null
          content: string
          created_at: string
          format_type: string
          id: string
          is_published: boolean
          medication_id: string
          reviewed_at: string | null
          reviewed_by: string | null
          seed_key: string | null
          source: string | null
          status: string
          title: string | null
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          anvisa_entry?: string | null
          content: string
          created_at?: string
          format_type?: string
          id?: string
          is_published?: boolean
          medication_id: string
          reviewed_at?: string | null
          reviewed_by?: string | null
          seed_key?: string | null
          source?: string | null
          status?: string
          title?: string | null
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          anvisa_entry?: string | null
          content?: string
          created_at?: string
          format_type?: string
          id?: string
          is_published?: boolean
          medication_id?: string
          reviewed_at?: string | null
          reviewed_by?: string | null
          seed_key?: string | null
          source?: string | null
          status?: string
          title?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_medication_instructions_medication_id_fkey"
            columns: ["medication_id"]
            isOneToOne: false
            referencedRelation: "pedbook_medications"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_medication_presentations: {
        Row: {
          admin_edited_at: string | null
          amount: number
          amount_unit: Database["public"]["Enums"]["pedbook_dose_unit"]
          created_at: string
          display_order: number
          drops_per_ml: number | null
          end_month: number | null
          form: string
          id: string
          is_default: boolean
          label: string
          max_daily_per_kg: number | null
          medication_id: string
          routes: string[]
          seed_key: string | null
          source: string | null
          start_month: number | null
          updated_at: string
          volume_ml: number | null
        }
        Insert: {
          admin_edited_at?: string | null
          amount: number
          amount_unit: Database["public"]["Enums"]["pedbook_dose_unit"]
          created_at?: string
          display_order?: number
          drops_per_ml?: number | null
          end_month?: number | null
          form: string
          id?: string
          is_default?: boolean
          label: string
          max_daily_per_kg?: number | null
          medication_id: string
          routes?: string[]
          seed_key?: string | null
          source?: string | null
          start_month?: number | null
          updated_at?: string
          volume_ml?: number | null
        }
        Update: {
          admin_edited_at?: string | null
          amount?: number
          amount_unit?: Database["public"]["Enums"]["pedbook_dose_unit"]
          created_at?: string
          display_order?: number
          drops_per_ml?: number | null
          end_month?: number | null
          form?: string
          id?: string
          is_default?: boolean
          label?: string
          max_daily_per_kg?: number | null
          medication_id?: string
          routes?: string[]
          seed_key?: string | null
          source?: string | null
          start_month?: number | null
          updated_at?: string
          volume_ml?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_medication_presentations_medication_id_fkey"
            columns: ["medication_id"]
            isOneToOne: false
            referencedRelation: "pedbook_medications"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_medication_tags: {
        Row: {
          admin_edited_at: string | null
          created_at: string
          daily_max_per_kg: number | null
          daily_max_value: number | null
          display_order: number
          doses_per_day: number | null
          duration: string | null
          end_month: number | null
          end_weight: number | null
          id: string
          interval_hours: number | null
          is_user_medication: boolean
          label: string | null
          max_value: number | null
          medication_id: string
          min_value: number | null
          multiplier: number | null
          name: string
          not_indicated: boolean
          not_indicated_reason: string | null
          rate_limit: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          round_result: boolean
          route: string | null
          seed_key: string | null
          source: string | null
          start_month: number | null
          start_weight: number | null
          status: string
          type: string
          unit: Database["public"]["Enums"]["pedbook_dose_unit"] | null
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          created_at?: string
          daily_max_per_kg?: number | null
          daily_max_value?: number | null
          display_order?: number
          doses_per_day?: number | null
          duration?: string | null
          end_month?: number | null
          end_weight?: number | null
          id?: string
          interval_hours?: number | null
          is_user_medication?: boolean
          label?: string | null
          max_value?: number | null
          medication_id: string
          min_value?: number | null
          multiplier?: number | null
          name: string
          not_indicated?: boolean
          not_indicated_reason?: string | null
          rate_limit?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          round_result?: boolean
          route?: string | null
          seed_key?: string | null
          source?: string | null
          start_month?: number | null
          start_weight?: number | null
          status?: string
          type?: string
          unit?: Database["public"]["Enums"]["pedbook_dose_unit"] | null
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          created_at?: string
          daily_max_per_kg?: number | null
          daily_max_value?: number | null
          display_order?: number
          doses_per_day?: number | null
          duration?: string | null
          end_month?: number | null
          end_weight?: number | null
          id?: string
          interval_hours?: number | null
          is_user_medication?: boolean
          label?: string | null
          max_value?: number | null
          medication_id?: string
          min_value?: number | null
          multiplier?: number | null
          name?: string
          not_indicated?: boolean
          not_indicated_reason?: string | null
          rate_limit?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          round_result?: boolean
          route?: string | null
          seed_key?: string | null
          source?: string | null
          start_month?: number | null
          start_weight?: number | null
          status?: string
          type?: string
          unit?: Database["public"]["Enums"]["pedbook_dose_unit"] | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_medication_tags_medication_id_fkey"
            columns: ["medication_id"]
            isOneToOne: false
            referencedRelation: "pedbook_medications"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_medication_use_cases: {
        Row: {
          admin_edited_at: string | null
          created_at: string
          description: string | null
          display_order: number
          id: string
          medication_id: string
          name: string
          seed_key: string | null
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          medication_id: string
          name: string
          seed_key?: string | null
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          medication_id?: string
          name?: string
          seed_key?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_medication_use_cases_medication_id_fkey"
            columns: ["medication_id"]
            isOneToOne: false
            referencedRelation: "pedbook_medications"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_medications: {
        Row: {
          admin_edited_at: string | null
          brands: string | null
          category_id: string | null
          contraindications: string | null
          created_at: string
          description: string | null
          guidelines: string | null
          id: string
          measure_types: string[]
          name: string
          published: boolean
          required_measures: string[]
          scientific_references: string | null
          search_name: string | null
          search_text: string | null
          slug: string
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          brands?: string | null
          category_id?: string | null
          contraindications?: string | null
          created_at?: string
          description?: string | null
          guidelines?: string | null
          id?: string
          measure_types?: string[]
          name: string
          published?: boolean
          required_measures?: string[]
          scientific_references?: string | null
          search_name?: never
          search_text?: never
          slug: string
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          brands?: string | null
          category_id?: string | null
          contraindications?: string | null
          created_at?: string
          description?: string | null
          guidelines?: string | null
          id?: string
          measure_types?: string[]
          name?: string
          published?: boolean
          required_measures?: string[]
          scientific_references?: string | null
          search_name?: never
          search_text?: never
          slug?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_medications_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "pedbook_medication_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_newsletters: {
        Row: {
          content: string
          created_at: string
          id: string
          published: boolean
          published_at: string | null
          slug: string
          source_url: string | null
          summary: string | null
          title: string
          updated_at: string
        }
        Insert: {
          content: string
          created_at?: string
          id?: string
          published?: boolean
          published_at?: string | null
          slug: string
          source_url?: string | null
          summary?: string | null
          title: string
          updated_at?: string
        }
        Update: {
          content?: string
          created_at?: string
          id?: string
          published?: boolean
          published_at?: string | null
          slug?: string
          source_url?: string | null
          summary?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_notes: {
        Row: {
          content: string
          created_at: string
          folder_id: string | null
          id: string
          is_favorite: boolean
          is_pinned: boolean
          search: unknown
          tags: string[]
          title: string
          updated_at: string
          user_id: string
        }
        Insert: {
          content?: string
          created_at?: string
          folder_id?: string | null
          id?: string
          is_favorite?: boolean
          is_pinned?: boolean
          search?: never
          tags?: string[]
          title?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          content?: string
          created_at?: string
          folder_id?: string | null
          id?: string
          is_favorite?: boolean
          is_pinned?: boolean
          search?: never
          tags?: string[]
          title?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_notes_folder_id_fkey"
            columns: ["folder_id"]
            isOneToOne: false
            referencedRelation: "pedbook_notes_folders"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_notes_folders: {
        Row: {
          created_at: string
          id: string
          name: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      pedbook_poisonings: {
        Row: {
          admin_edited_at: string | null
          antidote: string
          created_at: string
          display_order: number
          dosing: Json | null
          dosing_summary: string
          id: string
          name: string
          source: string
          type: string
          updated_at: string
        }
        Insert: {
          admin_edited_at?: string | null
          antidote: string
          created_at?: string
          display_order?: number
          dosing?: Json | null
          dosing_summary: string
          id: string
          name: string
          source: string
          type: string
          updated_at?: string
        }
        Update: {
          admin_edited_at?: string | null
          antidote?: string
          created_at?: string
          display_order?: number
          dosing?: Json | null
          dosing_summary?: string
          id?: string
          name?: string
          source?: string
          type?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_prescription_categories: {
        Row: {
          created_at: string
          display_order: number
          id: string
          name: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          display_order?: number
          id?: string
          name: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          display_order?: number
          id?: string
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_prescription_medications: {
        Row: {
          created_at: string
          custom_text: string | null
          display_order: number
          dosage_id: string | null
          duration: string | null
          id: string
          is_shared: boolean
          item_name: string | null
          medication_id: string | null
          notes: string | null
          prescription_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          custom_text?: string | null
          display_order?: number
          dosage_id?: string | null
          duration?: string | null
          id?: string
          is_shared?: boolean
          item_name?: string | null
          medication_id?: string | null
          notes?: string | null
          prescription_id: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          custom_text?: string | null
          display_order?: number
          dosage_id?: string | null
          duration?: string | null
          id?: string
          is_shared?: boolean
          item_name?: string | null
          medication_id?: string | null
          notes?: string | null
          prescription_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_prescription_medications_dosage_id_fkey"
            columns: ["dosage_id"]
            isOneToOne: false
            referencedRelation: "pedbook_medication_dosages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pedbook_prescription_medications_medication_id_fkey"
            columns: ["medication_id"]
            isOneToOne: false
            referencedRelation: "pedbook_medications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pedbook_prescription_medications_prescription_id_fkey"
            columns: ["prescription_id"]
            isOneToOne: false
            referencedRelation: "pedbook_prescriptions"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_prescription_patients: {
        Row: {
          created_at: string
          patient_name: string
          prescription_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          patient_name: string
          prescription_id: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          patient_name?: string
          prescription_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_prescription_patients_prescription_id_fkey"
            columns: ["prescription_id"]
            isOneToOne: true
            referencedRelation: "pedbook_prescriptions"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_prescriptions: {
        Row: {
          category_id: string | null
          created_at: string
          description: string | null
          id: string
          is_public: boolean
          name: string
          notes: string | null
          patient_age_months: number | null
          patient_weight_kg: number | null
          updated_at: string
          user_id: string
        }
        Insert: {
          category_id?: string | null
          created_at?: string
          description?: string | null
          id?: string
          is_public?: boolean
          name: string
          notes?: string | null
          patient_age_months?: number | null
          patient_weight_kg?: number | null
          updated_at?: string
          user_id: string
        }
        Update: {
          category_id?: string | null
          created_at?: string
          description?: string | null
          id?: string
          is_public?: boolean
          name?: string
          notes?: string | null
          patient_age_months?: number | null
          patient_weight_kg?: number | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_prescriptions_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "pedbook_prescription_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_questions: {
        Row: {
          admin_edited_at: string | null
          alternatives: Json
          correct_answer: number
          created_at: string
          difficulty: string | null
          explanation: string | null
          focus: string | null
          id: string
          institution: string | null
          published: boolean
          seed_key: string | null
          source: string | null
          source_reference: string | null
          specialty: string | null
          statement: string
          theme: string | null
          updated_at: string
          verified: boolean
          year: number | null
        }
        Insert: {
          admin_edited_at?: string | null
          alternatives: Json
          correct_answer: number
          created_at?: string
          difficulty?: string | null
          explanation?: string | null
          focus?: string | null
          id?: string
          institution?: string | null
          published?: boolean
          seed_key?: string | null
          source?: string | null
          source_reference?: string | null
          specialty?: string | null
          statement: string
          theme?: string | null
          updated_at?: string
          verified?: boolean
          year?: number | null
        }
        Update: {
          admin_edited_at?: string | null
          alternatives?: Json
          correct_answer?: number
          created_at?: string
          difficulty?: string | null
          explanation?: string | null
          focus?: string | null
          id?: string
          institution?: string | null
          published?: boolean
          seed_key?: string | null
          source?: string | null
          source_reference?: string | null
          specialty?: string | null
          statement?: string
          theme?: string | null
          updated_at?: string
          verified?: boolean
          year?: number | null
        }
        Relationships: []
      }
      pedbook_rag_documents: {
        Row: {
          active: boolean
          content: string
          created_at: string
          id: string
          source: string
          source_url: string | null
          title: string
          updated_at: string
        }
        Insert: {
          active?: boolean
          content: string
          created_at?: string
          id?: string
          source: string
          source_url?: string | null
          title: string
          updated_at?: string
        }
        Update: {
          active?: boolean
          content?: string
          created_at?: string
          id?: string
          source?: string
          source_url?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_reference_datasets: {
        Row: {
          created_at: string
          dated_note: string | null
          id: string
          is_dated: boolean
          key: string
          licence: string
          loaded_at: string
          name: string
          row_count: number
          source: string
          updated_at: string
          version: string
        }
        Insert: {
          created_at?: string
          dated_note?: string | null
          id?: string
          is_dated?: boolean
          key: string
          licence: string
          loaded_at?: string
          name: string
          row_count?: number
          source: string
          updated_at?: string
          version: string
        }
        Update: {
          created_at?: string
          dated_note?: string | null
          id?: string
          is_dated?: boolean
          key?: string
          licence?: string
          loaded_at?: string
          name?: string
          row_count?: number
          source?: string
          updated_at?: string
          version?: string
        }
        Relationships: []
      }
      pedbook_revisions: {
        Row: {
          action: string
          after: Json | null
          author: string | null
          author_kind: string
          author_name: string | null
          before: Json | null
          comment: string | null
          created_at: string
          entity_id: string
          entity_table: string
          id: string
          medication_id: string | null
          reason: string
          reviewed_at: string | null
          reviewer: string | null
          reviewer_name: string | null
          rollback_of: string | null
          signoff_name: string | null
          signoff_registration: string | null
          status: string
        }
        Insert: {
          action?: string
          after?: Json | null
          author?: string | null
          author_kind?: string
          author_name?: string | null
          before?: Json | null
          comment?: string | null
          created_at?: string
          entity_id: string
          entity_table: string
          id?: string
          medication_id?: string | null
          reason: string
          reviewed_at?: string | null
          reviewer?: string | null
          reviewer_name?: string | null
          rollback_of?: string | null
          signoff_name?: string | null
          signoff_registration?: string | null
          status?: string
        }
        Update: {
          action?: string
          after?: Json | null
          author?: string | null
          author_kind?: string
          author_name?: string | null
          before?: Json | null
          comment?: string | null
          created_at?: string
          entity_id?: string
          entity_table?: string
          id?: string
          medication_id?: string | null
          reason?: string
          reviewed_at?: string | null
          reviewer?: string | null
          reviewer_name?: string | null
          rollback_of?: string | null
          signoff_name?: string | null
          signoff_registration?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_revisions_rollback_of_fkey"
            columns: ["rollback_of"]
            isOneToOne: false
            referencedRelation: "pedbook_revisions"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_shared_prescriptions: {
        Row: {
          created_at: string
          id: string
          prescription_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          prescription_id: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          prescription_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_shared_prescriptions_prescription_id_fkey"
            columns: ["prescription_id"]
            isOneToOne: false
            referencedRelation: "pedbook_prescriptions"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_site_instagram_posts: {
        Row: {
          auto_dismiss_count: number
          backdrop_count: number
          click_count: number
          close_count: number
          created_at: string
          id: string
          image_url: string | null
          is_counter: boolean
          later_count: number
          link: string | null
          post_date: string | null
          title: string | null
          updated_at: string
          view_count: number
        }
        Insert: {
          auto_dismiss_count?: number
          backdrop_count?: number
          click_count?: number
          close_count?: number
          created_at?: string
          id?: string
          image_url?: string | null
          is_counter?: boolean
          later_count?: number
          link?: string | null
          post_date?: string | null
          title?: string | null
          updated_at?: string
          view_count?: number
        }
        Update: {
          auto_dismiss_count?: number
          backdrop_count?: number
          click_count?: number
          close_count?: number
          created_at?: string
          id?: string
          image_url?: string | null
          is_counter?: boolean
          later_count?: number
          link?: string | null
          post_date?: string | null
          title?: string | null
          updated_at?: string
          view_count?: number
        }
        Relationships: []
      }
      pedbook_study_answers: {
        Row: {
          created_at: string
          id: string
          is_correct: boolean
          question_id: string
          selected_answer: number
          session_id: string
          time_spent_seconds: number | null
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          is_correct: boolean
          question_id: string
          selected_answer: number
          session_id: string
          time_spent_seconds?: number | null
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          is_correct?: boolean
          question_id?: string
          selected_answer?: number
          session_id?: string
          time_spent_seconds?: number | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_study_answers_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "pedbook_questions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pedbook_study_answers_session_id_fkey"
            columns: ["session_id"]
            isOneToOne: false
            referencedRelation: "pedbook_study_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_study_sessions: {
        Row: {
          completed_at: string | null
          created_at: string
          current_question_index: number
          filters: Json
          id: string
          question_ids: string[]
          started_at: string
          status: string
          time_limit_seconds: number | null
          title: string | null
          total_correct: number
          total_questions: number
          updated_at: string
          user_id: string
        }
        Insert: {
          completed_at?: string | null
          created_at?: string
          current_question_index?: number
          filters?: Json
          id?: string
          question_ids?: string[]
          started_at?: string
          status?: string
          time_limit_seconds?: number | null
          title?: string | null
          total_correct?: number
          total_questions?: number
          updated_at?: string
          user_id: string
        }
        Update: {
          completed_at?: string | null
          created_at?: string
          current_question_index?: number
          filters?: Json
          id?: string
          question_ids?: string[]
          started_at?: string
          status?: string
          time_limit_seconds?: number | null
          title?: string | null
          total_correct?: number
          total_questions?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      pedbook_sus_financiamentos: {
        Row: {
          code: string
          competence: string
          created_at: string
          id: string
          name: string
          updated_at: string
        }
        Insert: {
          code: string
          competence: string
          created_at?: string
          id?: string
          name: string
          updated_at?: string
        }
        Update: {
          code?: string
          competence?: string
          created_at?: string
          id?: string
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_sus_formas_organizacao: {
        Row: {
          code: string
          competence: string
          created_at: string
          full_code: string
          grupo_code: string
          id: string
          name: string
          subgrupo_code: string
          updated_at: string
        }
        Insert: {
          code: string
          competence: string
          created_at?: string
          full_code: string
          grupo_code: string
          id?: string
          name: string
          subgrupo_code: string
          updated_at?: string
        }
        Update: {
          code?: string
          competence?: string
          created_at?: string
          full_code?: string
          grupo_code?: string
          id?: string
          name?: string
          subgrupo_code?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_sus_formas_organizacao_grupo_code_fkey"
            columns: ["grupo_code"]
            isOneToOne: false
            referencedRelation: "pedbook_sus_grupos"
            referencedColumns: ["code"]
          },
        ]
      }
      pedbook_sus_grupos: {
        Row: {
          code: string
          competence: string
          created_at: string
          id: string
          name: string
          updated_at: string
        }
        Insert: {
          code: string
          competence: string
          created_at?: string
          id?: string
          name: string
          updated_at?: string
        }
        Update: {
          code?: string
          competence?: string
          created_at?: string
          id?: string
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_sus_procedimento_cids: {
        Row: {
          cid_code: string
          competence: string
          created_at: string
          id: string
          is_principal: boolean
          procedimento_code: string
          updated_at: string
        }
        Insert: {
          cid_code: string
          competence: string
          created_at?: string
          id?: string
          is_principal: boolean
          procedimento_code: string
          updated_at?: string
        }
        Update: {
          cid_code?: string
          competence?: string
          created_at?: string
          id?: string
          is_principal?: boolean
          procedimento_code?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_sus_procedimento_cids_cid_code_fkey"
            columns: ["cid_code"]
            isOneToOne: false
            referencedRelation: "pedbook_icd10"
            referencedColumns: ["datasus_code"]
          },
          {
            foreignKeyName: "pedbook_sus_procedimento_cids_cid_code_fkey"
            columns: ["cid_code"]
            isOneToOne: false
            referencedRelation: "unified_cids"
            referencedColumns: ["datasus_code"]
          },
          {
            foreignKeyName: "pedbook_sus_procedimento_cids_procedimento_code_fkey"
            columns: ["procedimento_code"]
            isOneToOne: false
            referencedRelation: "pedbook_sus_procedimentos"
            referencedColumns: ["code"]
          },
        ]
      }
      pedbook_sus_procedimentos: {
        Row: {
          code: string
          competence: string
          complexity: number | null
          complexity_name: string | null
          created_at: string
          days_of_stay: number | null
          financing_code: string | null
          forma_code: string
          grupo_code: string
          id: string
          max_age_months: number | null
          max_executions: number | null
          min_age_months: number | null
          name: string
          points: number | null
          rubric_code: string | null
          search_name: string | null
          sex: string | null
          stay_time: number | null
          subgrupo_code: string
          updated_at: string
          value_sa: number
          value_sh: number
          value_sp: number
          value_total: number | null
        }
        Insert: {
          code: string
          competence: string
          complexity?: number | null
          complexity_name?: string | null
          created_at?: string
          days_of_stay?: number | null
          financing_code?: string | null
          forma_code: string
          grupo_code: string
          id?: string
          max_age_months?: number | null
          max_executions?: number | null
          min_age_months?: number | null
          name: string
          points?: number | null
          rubric_code?: string | null
          search_name?: never
          sex?: string | null
          stay_time?: number | null
          subgrupo_code: string
          updated_at?: string
          value_sa?: number
          value_sh?: number
          value_sp?: number
          value_total?: never
        }
        Update: {
          code?: string
          competence?: string
          complexity?: number | null
          complexity_name?: string | null
          created_at?: string
          days_of_stay?: number | null
          financing_code?: string | null
          forma_code?: string
          grupo_code?: string
          id?: string
          max_age_months?: number | null
          max_executions?: number | null
          min_age_months?: number | null
          name?: string
          points?: number | null
          rubric_code?: string | null
          search_name?: never
          sex?: string | null
          stay_time?: number | null
          subgrupo_code?: string
          updated_at?: string
          value_sa?: number
          value_sh?: number
          value_sp?: number
          value_total?: never
        }
        Relationships: []
      }
      pedbook_sus_subgrupos: {
        Row: {
          code: string
          competence: string
          created_at: string
          full_code: string
          grupo_code: string
          id: string
          name: string
          updated_at: string
        }
        Insert: {
          code: string
          competence: string
          created_at?: string
          full_code: string
          grupo_code: string
          id?: string
          name: string
          updated_at?: string
        }
        Update: {
          code?: string
          competence?: string
          created_at?: string
          full_code?: string
          grupo_code?: string
          id?: string
          name?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_sus_subgrupos_grupo_code_fkey"
            columns: ["grupo_code"]
            isOneToOne: false
            referencedRelation: "pedbook_sus_grupos"
            referencedColumns: ["code"]
          },
        ]
      }
      pedbook_tool_pages: {
        Row: {
          created_at: string
          keywords: string
          kind: string
          path: string
          summary: string
          title: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          keywords?: string
          kind: string
          path: string
          summary: string
          title: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          keywords?: string
          kind?: string
          path?: string
          summary?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      pedbook_tuss_capitulos: {
        Row: {
          code: string
          created_at: string
          id: string
          is_dated: boolean
          name: string
          updated_at: string
          version: string
        }
        Insert: {
          code: string
          created_at?: string
          id?: string
          is_dated?: boolean
          name: string
          updated_at?: string
          version: string
        }
        Update: {
          code?: string
          created_at?: string
          id?: string
          is_dated?: boolean
          name?: string
          updated_at?: string
          version?: string
        }
        Relationships: []
      }
      pedbook_tuss_grupos: {
        Row: {
          capitulo_code: string
          code: string
          created_at: string
          full_code: string
          id: string
          is_dated: boolean
          name: string | null
          updated_at: string
          version: string
        }
        Insert: {
          capitulo_code: string
          code: string
          created_at?: string
          full_code: string
          id?: string
          is_dated?: boolean
          name?: string | null
          updated_at?: string
          version: string
        }
        Update: {
          capitulo_code?: string
          code?: string
          created_at?: string
          full_code?: string
          id?: string
          is_dated?: boolean
          name?: string | null
          updated_at?: string
          version?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_tuss_grupos_capitulo_code_fkey"
            columns: ["capitulo_code"]
            isOneToOne: false
            referencedRelation: "pedbook_tuss_capitulos"
            referencedColumns: ["code"]
          },
        ]
      }
      pedbook_tuss_procedimentos: {
        Row: {
          capitulo_code: string
          check_digit: string
          code: string
          created_at: string
          description: string
          grupo_code: string
          id: string
          is_dated: boolean
          item: string
          search_name: string | null
          source_note: string | null
          subgrupo_code: string
          subgrupo_full_code: string
          updated_at: string
          version: string
        }
        Insert: {
          capitulo_code: string
          check_digit: string
          code: string
          created_at?: string
          description: string
          grupo_code: string
          id?: string
          is_dated?: boolean
          item: string
          search_name?: never
          source_note?: string | null
          subgrupo_code: string
          subgrupo_full_code: string
          updated_at?: string
          version: string
        }
        Update: {
          capitulo_code?: string
          check_digit?: string
          code?: string
          created_at?: string
          description?: string
          grupo_code?: string
          id?: string
          is_dated?: boolean
          item?: string
          search_name?: never
          source_note?: string | null
          subgrupo_code?: string
          subgrupo_full_code?: string
          updated_at?: string
          version?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_tuss_procedimentos_subgrupo_full_code_fkey"
            columns: ["subgrupo_full_code"]
            isOneToOne: false
            referencedRelation: "pedbook_tuss_subgrupos"
            referencedColumns: ["full_code"]
          },
        ]
      }
      pedbook_tuss_subgrupos: {
        Row: {
          code: string
          created_at: string
          full_code: string
          grupo_full_code: string
          id: string
          is_dated: boolean
          name: string | null
          updated_at: string
          version: string
        }
        Insert: {
          code: string
          created_at?: string
          full_code: string
          grupo_full_code: string
          id?: string
          is_dated?: boolean
          name?: string | null
          updated_at?: string
          version: string
        }
        Update: {
          code?: string
          created_at?: string
          full_code?: string
          grupo_full_code?: string
          id?: string
          is_dated?: boolean
          name?: string | null
          updated_at?: string
          version?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_tuss_subgrupos_grupo_full_code_fkey"
            columns: ["grupo_full_code"]
            isOneToOne: false
            referencedRelation: "pedbook_tuss_grupos"
            referencedColumns: ["full_code"]
          },
        ]
      }
      pedbook_vaccine_doses: {
        Row: {
          admin_edited_at: string | null
          age_months: number | null
          age_recommendation: string
          calendar: string
          corroborated_by: string | null
          created_at: string
          difference_vs_pni: string | null
          dose_label: string
          dose_number: number
          id: string
          notes: string | null
          route: string | null
          source: string
          updated_at: string
          vaccine_id: string
          verification_status: string
        }
        Insert: {
          admin_edited_at?: string | null
          age_months?: number | null
          age_recommendation: string
          calendar: string
          corroborated_by?: string | null
          created_at?: string
          difference_vs_pni?: string | null
          dose_label: string
          dose_number: number
          id?: string
          notes?: string | null
          route?: string | null
          source: string
          updated_at?: string
          vaccine_id: string
          verification_status: string
        }
        Update: {
          admin_edited_at?: string | null
          age_months?: number | null
          age_recommendation?: string
          calendar?: string
          corroborated_by?: string | null
          created_at?: string
          difference_vs_pni?: string | null
          dose_label?: string
          dose_number?: number
          id?: string
          notes?: string | null
          route?: string | null
          source?: string
          updated_at?: string
          vaccine_id?: string
          verification_status?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_vaccine_doses_vaccine_id_fkey"
            columns: ["vaccine_id"]
            isOneToOne: false
            referencedRelation: "pedbook_vaccines"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_vaccine_relationships: {
        Row: {
          admin_edited_at: string | null
          child_vaccine_id: string
          created_at: string
          id: string
          notes: string | null
          parent_vaccine_id: string
          relationship_type: string
          source: string
          updated_at: string
          verification_status: string
        }
        Insert: {
          admin_edited_at?: string | null
          child_vaccine_id: string
          created_at?: string
          id?: string
          notes?: string | null
          parent_vaccine_id: string
          relationship_type: string
          source: string
          updated_at?: string
          verification_status: string
        }
        Update: {
          admin_edited_at?: string | null
          child_vaccine_id?: string
          created_at?: string
          id?: string
          notes?: string | null
          parent_vaccine_id?: string
          relationship_type?: string
          source?: string
          updated_at?: string
          verification_status?: string
        }
        Relationships: [
          {
            foreignKeyName: "pedbook_vaccine_relationships_child_vaccine_id_fkey"
            columns: ["child_vaccine_id"]
            isOneToOne: false
            referencedRelation: "pedbook_vaccines"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pedbook_vaccine_relationships_parent_vaccine_id_fkey"
            columns: ["parent_vaccine_id"]
            isOneToOne: false
            referencedRelation: "pedbook_vaccines"
            referencedColumns: ["id"]
          },
        ]
      }
      pedbook_vaccines: {
        Row: {
          acronym: string | null
          admin_edited_at: string | null
          calendar: string
          created_at: string
          description: string | null
          display_order: number
          id: string
          name: string
          route: string | null
          search_name: string | null
          search_text: string | null
          source: string
          updated_at: string
          verification_status: string
        }
        Insert: {
          acronym?: string | null
          admin_edited_at?: string | null
          calendar: string
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          name: string
          route?: string | null
          search_name?: never
          search_text?: never
          source: string
          updated_at?: string
          verification_status: string
        }
        Update: {
          acronym?: string | null
          admin_edited_at?: string | null
          calendar?: string
          created_at?: string
          description?: string | null
          display_order?: number
          id?: string
          name?: string
          route?: string | null
          search_name?: never
          search_text?: never
          source?: string
          updated_at?: string
          verification_status?: string
        }
        Relationships: []
      }
      profiles: {
        Row: {
          avatar_url: string | null
          created_at: string
          formation_area: string | null
          full_name: string | null
          graduation_year: string | null
          id: string
          is_admin: boolean
          is_professional: boolean
          is_student: boolean
          phone: string | null
          premium: boolean
          premium_requested: boolean
          premium_requested_history: Json
          preparation_type: string | null
          professional_email: string | null
          registration_number: string | null
          specialty: string | null
          theme_preference: string | null
          updated_at: string
        }
        Insert: {
          avatar_url?: string | null
          created_at?: string
          formation_area?: string | null
          full_name?: string | null
          graduation_year?: string | null
          id: string
          is_admin?: boolean
          is_professional?: boolean
          is_student?: boolean
          phone?: string | null
          premium?: boolean
          premium_requested?: boolean
          premium_requested_history?: Json
          preparation_type?: string | null
          professional_email?: string | null
          registration_number?: string | null
          specialty?: string | null
          theme_preference?: string | null
          updated_at?: string
        }
        Update: {
          avatar_url?: string | null
          created_at?: string
          formation_area?: string | null
          full_name?: string | null
          graduation_year?: string | null
          id?: string
          is_admin?: boolean
          is_professional?: boolean
          is_student?: boolean
          phone?: string | null
          premium?: boolean
          premium_requested?: boolean
          premium_requested_history?: Json
          preparation_type?: string | null
          professional_email?: string | null
          registration_number?: string | null
          specialty?: string | null
          theme_preference?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      site_analytics: {
        Row: {
          action_type: string
          category_id: string | null
          created_at: string
          id: string
          medication_id: string | null
          metadata: Json
          page_url: string | null
          referrer: string | null
          search_query: string | null
          session_id: string
          user_agent: string | null
          user_id: string | null
        }
        Insert: {
          action_type: string
          category_id?: string | null
          created_at?: string
          id?: string
          medication_id?: string | null
          metadata?: Json
          page_url?: string | null
          referrer?: string | null
          search_query?: string | null
          session_id: string
          user_agent?: string | null
          user_id?: string | null
        }
        Update: {
          action_type?: string
          category_id?: string | null
          created_at?: string
          id?: string
          medication_id?: string | null
          metadata?: Json
          page_url?: string | null
          referrer?: string | null
          search_query?: string | null
          session_id?: string
          user_agent?: string | null
          user_id?: string | null
        }
        Relationships: []
      }
      site_maintenance: {
        Row: {
          activated_at: string | null
          activated_by: string | null
          created_at: string
          estimated_duration: string | null
          id: string
          is_active: boolean
          message: string | null
          updated_at: string
        }
        Insert: {
          activated_at?: string | null
          activated_by?: string | null
          created_at?: string
          estimated_duration?: string | null
          id?: string
          is_active?: boolean
          message?: string | null
          updated_at?: string
        }
        Update: {
          activated_at?: string | null
          activated_by?: string | null
          created_at?: string
          estimated_duration?: string | null
          id?: string
          is_active?: boolean
          message?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      site_settings: {
        Row: {
          created_at: string
          description: string | null
          id: string
          key: string
          updated_at: string
          value: string | null
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: string
          key: string
          updated_at?: string
          value?: string | null
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: string
          key?: string
          updated_at?: string
          value?: string | null
        }
        Relationships: []
      }
      site_visitor_feedbacks: {
        Row: {
          comment: string | null
          created_at: string
          email: string | null
          feedback_type: string
          id: string
          rating: number
          user_id: string | null
          visitor_id: string | null
          whatsapp: string | null
        }
        Insert: {
          comment?: string | null
          created_at?: string
          email?: string | null
          feedback_type?: string
          id?: string
          rating: number
          user_id?: string | null
          visitor_id?: string | null
          whatsapp?: string | null
        }
        Update: {
          comment?: string | null
          created_at?: string
          email?: string | null
          feedback_type?: string
          id?: string
          rating?: number
          user_id?: string | null
          visitor_id?: string | null
          whatsapp?: string | null
        }
        Relationships: []
      }
      unified_cids: {
        Row: {
          abbreviated_name: string | null
          active: boolean
          added_by_note: string | null
          chapter_number: number
          classification: string | null
          code: string
          created_at: string
          datasus_code: string
          description: string | null
          excluded_note: string | null
          id: string
          is_asterisk: boolean | null
          is_dagger: boolean | null
          level: string
          name: string
          not_underlying_cause_of_death: boolean
          parent_code: string | null
          range_end: string | null
          range_start: string | null
          reference_note: string | null
          search_code: string | null
          search_name: string | null
          sex_restriction: string | null
          source: string
          updated_at: string
          verification_status: string
        }
        Insert: {
          abbreviated_name?: string | null
          active?: boolean
          added_by_note?: string | null
          chapter_number: number
          classification?: string | null
          code: string
          created_at?: string
          datasus_code: string
          description?: string | null
          excluded_note?: string | null
          id?: string
          is_asterisk?: never
          is_dagger?: never
          level: string
          name: string
          not_underlying_cause_of_death?: boolean
          parent_code?: string | null
          range_end?: string | null
          range_start?: string | null
          reference_note?: string | null
          search_code?: never
          search_name?: never
          sex_restriction?: string | null
          source: string
          updated_at?: string
          verification_status?: string
        }
        Update: {
          abbreviated_name?: string | null
          active?: boolean
          added_by_note?: string | null
          chapter_number?: number
          classification?: string | null
          code?: string
          created_at?: string
          datasus_code?: string
          description?: string | null
          excluded_note?: string | null
          id?: string
          is_asterisk?: never
          is_dagger?: never
          level?: string
          name?: string
          not_underlying_cause_of_death?: boolean
          parent_code?: string | null
          range_end?: string | null
          range_start?: string | null
          reference_note?: string | null
          search_code?: never
          search_name?: never
          sex_restriction?: string | null
          source?: string
          updated_at?: string
          verification_status?: string
        }
        Relationships: [
          {
            foreignKeyName: "unified_cids_parent_code_fkey"
            columns: ["parent_code"]
            isOneToOne: false
            referencedRelation: "pedbook_icd10"
            referencedColumns: ["codigo_cid"]
          },
          {
            foreignKeyName: "unified_cids_parent_code_fkey"
            columns: ["parent_code"]
            isOneToOne: false
            referencedRelation: "unified_cids"
            referencedColumns: ["code"]
          },
        ]
      }
    }
    Views: {
      pedbook_dose_signoffs: {
        Row: {
          entity_id: string | null
          entity_table: string | null
          medication_id: string | null
          reviewed_at: string | null
          reviewer_name: string | null
          reviewer_registration: string | null
        }
        Relationships: []
      }
      pedbook_dose_verification_counts: {
        Row: {
          level: string | null
          percent: number | null
          rows: number | null
          total: number | null
          with_statement: number | null
        }
        Relationships: []
      }
      pedbook_icd10: {
        Row: {
          ativo: boolean | null
          categoria_nome: string | null
          chapter_number: number | null
          codigo_cid: string | null
          datasus_code: string | null
          id: string | null
          is_asterisk: boolean | null
          is_dagger: boolean | null
          level: string | null
          nome_doenca: string | null
          parent_code: string | null
          sex_restriction: string | null
        }
        Relationships: [
          {
            foreignKeyName: "unified_cids_parent_code_fkey"
            columns: ["parent_code"]
            isOneToOne: false
            referencedRelation: "pedbook_icd10"
            referencedColumns: ["codigo_cid"]
          },
          {
            foreignKeyName: "unified_cids_parent_code_fkey"
            columns: ["parent_code"]
            isOneToOne: false
            referencedRelation: "unified_cids"
            referencedColumns: ["code"]
          },
        ]
      }
      public_profiles: {
        Row: {
          full_name: string | null
          id: string | null
          is_admin: boolean | null
        }
        Insert: {
          full_name?: never
          id?: string | null
          is_admin?: boolean | null
        }
        Update: {
          full_name?: never
          id?: string | null
          is_admin?: boolean | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_analytics_daily: {
        Args: {
          days?: number
        }
        Returns: {
          day: string
          page_views: number
          searches: number
        }[]
      }
      admin_empty_searches: {
        Args: {
          days?: number
          max_terms?: number
        }
        Returns: {
          last_searched: string
          term: string
          times: number
        }[]
      }
      admin_list_users: {
        Args: {
          page_limit?: number
          page_offset?: number
          search?: string
        }
        Returns: {
          banned_until: string
          created_at: string
          email: string
          full_name: string
          id: string
          is_admin: boolean
          last_sign_in_at: string
          total_count: number
        }[]
      }
      admin_set_user_admin: {
        Args: {
          make_admin: boolean
          target: string
        }
        Returns: undefined
      }
      admin_set_user_ban: {
        Args: {
          banned: boolean
          target: string
        }
        Returns: string
      }
      dr_will_search: {
        Args: {
          max_results?: number
          question: string
        }
        Returns: Json
      }
      increment_instagram_click: {
        Args: {
          post_id: string
        }
        Returns: number
      }
      increment_social_banner_counter: {
        Args: {
          counter: string
        }
        Returns: number
      }
      is_admin: {
        Args: never
        Returns: boolean
      }
      is_clinical_reviewer: {
        Args: never
        Returns: boolean
      }
      is_super_admin: {
        Args: never
        Returns: boolean
      }
      propose_revision: {
        Args: {
          p_action: string
          p_after: Json
          p_entity_id: string
          p_reason: string
          p_rollback_of?: string
          p_table: string
        }
        Returns: {
          action: string
          after: Json | null
          author: string | null
          author_kind: string
          author_name: string | null
          before: Json | null
          comment: string | null
          created_at: string
          entity_id: string
          entity_table: string
          id: string
          medication_id: string | null
          reason: string
          reviewed_at: string | null
          reviewer: string | null
          reviewer_name: string | null
          rollback_of: string | null
          signoff_name: string | null
          signoff_registration: string | null
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "pedbook_revisions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      review_revision: {
        Args: {
          p_comment: string
          p_decision: string
          p_id: string
        }
        Returns: {
          action: string
          after: Json | null
          author: string | null
          author_kind: string
          author_name: string | null
          before: Json | null
          comment: string | null
          created_at: string
          entity_id: string
          entity_table: string
          id: string
          medication_id: string | null
          reason: string
          reviewed_at: string | null
          reviewer: string | null
          reviewer_name: string | null
          rollback_of: string | null
          signoff_name: string | null
          signoff_registration: string | null
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "pedbook_revisions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      unified_search_complete: {
        Args: {
          max_results_per_type?: number
          search_query: string
        }
        Returns: Json
      }
    }
    Enums: {
      pedbook_dose_unit: "mg" | "mcg" | "g" | "UI" | "mEq" | "mmol" | "mL" | "jato" | "gota" | "comprimido"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

type SchemaName = keyof DatabaseWithoutInternals

type SchemaOption = { schema: SchemaName }

type TablesAndViewsOf<S extends SchemaName> = DatabaseWithoutInternals[S]["Tables"] &
  DatabaseWithoutInternals[S]["Views"]

export type Tables<
  NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"]) | SchemaOption,
  TableName extends NameOrSchema extends SchemaOption ? keyof TablesAndViewsOf<NameOrSchema["schema"]> : never = never,
> = NameOrSchema extends SchemaOption
  ? TablesAndViewsOf<NameOrSchema["schema"]>[TableName] extends { Row: infer R }
    ? R
    : never
  : NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[NameOrSchema] extends { Row: infer R }
      ? R
      : never
    : never

export type TablesInsert<
  NameOrSchema extends keyof DefaultSchema["Tables"] | SchemaOption,
  TableName extends NameOrSchema extends SchemaOption
    ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"]
    : never = never,
> = NameOrSchema extends SchemaOption
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"][TableName] extends { Insert: infer I }
    ? I
    : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  NameOrSchema extends keyof DefaultSchema["Tables"] | SchemaOption,
  TableName extends NameOrSchema extends SchemaOption
    ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"]
    : never = never,
> = NameOrSchema extends SchemaOption
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"][TableName] extends { Update: infer U }
    ? U
    : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  NameOrSchema extends keyof DefaultSchema["Enums"] | SchemaOption,
  EnumName extends NameOrSchema extends SchemaOption
    ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Enums"]
    : never = never,
> = NameOrSchema extends SchemaOption
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Enums"][EnumName]
  : NameOrSchema extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][NameOrSchema]
    : never

export type CompositeTypes<
  NameOrSchema extends keyof DefaultSchema["CompositeTypes"] | SchemaOption,
  TypeName extends NameOrSchema extends SchemaOption
    ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["CompositeTypes"]
    : never = never,
> = NameOrSchema extends SchemaOption
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["CompositeTypes"][TypeName]
  : NameOrSchema extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][NameOrSchema]
    : never

export const Constants = {
  public: {
    Enums: {
      pedbook_dose_unit: ["mg", "mcg", "g", "UI", "mEq", "mmol", "mL", "jato", "gota", "comprimido"],
    },
  },
} as const
