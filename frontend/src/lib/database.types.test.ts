/** The generated Database type (database.types.ts) through supabase-js's own generics: tsc
 * checks these assertions (`npx tsc -b --noEmit`); vitest only runs them. No request is sent:
 * a query builder sends nothing until it is awaited. */
import { createClient } from '@supabase/supabase-js';
import { describe, expectTypeOf, it } from 'vitest';
import type { Database, Enums, Json, Tables, TablesInsert, TablesUpdate } from './database.types';

const client = createClient<Database>('http://127.0.0.1:9', 'anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

type Data<Q> = Awaited<Q> extends { data: infer D } ? D : never;

describe('Database type with supabase-js', () => {
  it('types the columns a select names', () => {
    const q = client.from('pedbook_blog_posts').select('id,title,published_at,tags');
    expectTypeOf<Data<typeof q>>().toEqualTypeOf<{ id: string; title: string; published_at: string | null; tags: string[] }[] | null>();
  });

  it('types an embed through a foreign key as one object (many-to-one)', () => {
    const q = client.from('pedbook_medication_tags').select('id,pedbook_medications(name)').single();
    expectTypeOf<Data<typeof q>>().toEqualTypeOf<{ id: string; pedbook_medications: { name: string } } | null>();
  });

  it('types rpc arguments and results', () => {
    const q = client.rpc('admin_analytics_daily', { days: 7 });
    expectTypeOf<Data<typeof q>>().toEqualTypeOf<{ day: string; page_views: number; searches: number }[] | null>();
    const n = client.rpc('increment_instagram_click', { post_id: '00000000-0000-0000-0000-000000000000' });
    expectTypeOf<Data<typeof n>>().toEqualTypeOf<number | null>();
  });

  it('makes optional what the database fills in, and refuses unknown names', () => {
    expectTypeOf<TablesInsert<'client_error_reports'>>().toHaveProperty('kind').toEqualTypeOf<string>();
    expectTypeOf<TablesInsert<'client_error_reports'>['id']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<TablesUpdate<'client_error_reports'>['kind']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Tables<'public_profiles'>['full_name']>().toEqualTypeOf<string | null>();
    expectTypeOf<Enums<'pedbook_dose_unit'>>().toExtend<string>();
    expectTypeOf<'mg'>().toExtend<Enums<'pedbook_dose_unit'>>();
    expectTypeOf<Tables<'site_analytics'>['metadata']>().toEqualTypeOf<Json>();
    // @ts-expect-error a table the schema does not have
    void client.from('pedbook_nao_existe').select('*');
    // @ts-expect-error a column the table does not have
    void client.from('pedbook_blog_posts').select('id').eq('titulo', 'x');
    // @ts-expect-error a required column (content, slug) is missing
    void client.from('pedbook_blog_posts').insert({ title: 'x' });
    // @ts-expect-error an rpc argument of the wrong type
    void client.rpc('admin_analytics_daily', { days: '7' });
  });
});
