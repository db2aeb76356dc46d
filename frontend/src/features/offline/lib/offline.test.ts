import 'fake-indexeddb/auto';
import { DATASETS, OFFLINE_METADATA_KEY, datasetKey, type DatasetDef } from './datasets';
import { OfflineDownloadError, downloadOfflineData, supabaseFetcher, type ClientLike, type TableFetcher } from './download';
import { IMAGE_BATCH_PAUSE_MS, MAX_IMAGE_BYTES, collectImageUrls, declaredSizeAllowed, downloadImages, imageExtension, imageFileName } from './images';
import { medicationBySlug, restoreOfflineData } from './offline-data';
import { idbStore } from './store';

let dbCounter = 0;
const freshStore = () => idbStore(`offline-test-${++dbCounter}`);

const rowsFor = (table: string): unknown[] =>
  table === 'pedbook_medications'
    ? [{ id: 'm1', name: 'Amoxicilina', slug: 'amoxicilina' }, { id: 'm2', name: 'Dipirona', slug: 'dipirona' }]
    : table === 'pedbook_formulas'
      ? [{ id: 'f1', name: 'Fórmula', image_url: 'https://img.example/f1.png' }]
      : [{ id: `${table}-1` }];

const okFetcher: TableFetcher = async (def) => rowsFor(def.table);

describe('offline datasets (spec part 2 §3, §7, §9)', () => {
  it('lists the spec tables with their orders and row limits', () => {
    const byTable = new Map(DATASETS.map((d) => [d.table, d]));
    const expected: Array<[string, number | null, string[]]> = [
      ['pedbook_medications', 1000, ['name']],
      ['pedbook_conducts_summaries', 2000, []],
      ['pedbook_formulas', null, ['name']],
      ['pedbook_formula_categories', 100, ['display_order']],
      ['pedbook_vaccines', 500, ['name']],
      ['pedbook_growth_curves', 10000, ['growth_type', 'created_at']],
      ['pedbook_growth_curve_metadata', 100, ['type', 'gender']],
      ['pedbook_vaccine_doses', 5000, ['vaccine_id', 'dose_number']],
      ['pedbook_vaccine_relationships', 500, []],
      ['pedbook_dnpm_milestones', 2000, ['age_months', 'created_at']],
      ['pedbook_breastfeeding_medications', 5000, []],
      ['pedbook_breastfeeding_sections', 1000, []],
      ['pedbook_breastfeeding_subsections', 1000, []],
      ['pedbook_medication_instructions', 1000, []],
      ['pedbook_conducts_categories', null, ['display_order', 'name']],
      ['pedbook_conducts_topics', 1000, []],
      ['pedbook_conducts_optimized', 5000, ['topic_id']],
      ['pedbook_conducts_content', 3000, []],
      ['unified_cids', 10000, ['code']],
    ];
    expect(DATASETS.map((d) => d.table)).toEqual(expected.map(([t]) => t));
    for (const [table, limit, order] of expected) {
      expect(byTable.get(table)?.limit, table).toBe(limit);
      expect(byTable.get(table)?.order.map((o) => o.column), table).toEqual(order);
    }
    expect(byTable.get('unified_cids')?.select.startsWith('id, code, name, description, parent_code, ')).toBe(true);
    expect(byTable.get('pedbook_medication_instructions')?.eq).toEqual({ is_published: true });
    // The medication select carries what a dose needs offline: tags with unit, maximum, interval.
    expect(byTable.get('pedbook_medications')?.select).toMatch(/pedbook_medication_tags\(.*unit.*max_value.*interval_hours/);
    expect(DATASETS.filter((d) => d.main).map((d) => d.table)).toEqual(['pedbook_medications', 'pedbook_conducts_summaries']);
  });

  it('reads each dataset with its select, filters, order and limit', async () => {
    const calls: string[] = [];
    const client: ClientLike = {
      from(table) {
        return {
          select(columns) {
            const q = {
              log: [`${table}.select(${columns})`],
              eq(c: string, v: string | boolean) {
                q.log.push(`eq(${c},${String(v)})`);
                return q;
              },
              order(c: string, o?: { ascending?: boolean }) {
                q.log.push(`order(${c},${o?.ascending === false ? 'desc' : 'asc'})`);
                return q;
              },
              limit(n: number) {
                q.log.push(`limit(${n})`);
                return q;
              },
              then<A, B>(ok?: ((v: { data: unknown; error: null }) => A | PromiseLike<A>) | null, ko?: ((e: unknown) => B | PromiseLike<B>) | null) {
                calls.push(q.log.join('.'));
                return Promise.resolve({ data: [], error: null }).then(ok, ko);
              },
            };
            return q;
          },
        };
      },
    };
    const fetcher = supabaseFetcher(client);
    const def = (t: string) => DATASETS.find((d) => d.table === t) as DatasetDef;
    await fetcher(def('pedbook_medication_instructions'));
    await fetcher(def('unified_cids'));
    await fetcher(def('pedbook_formulas'));
    expect(calls).toEqual([
      `pedbook_medication_instructions.select(${def('pedbook_medication_instructions').select}).eq(is_published,true).limit(1000)`,
      `unified_cids.select(${def('unified_cids').select}).order(code,asc).limit(10000)`,
      'pedbook_formulas.select(*).order(name,asc)',
    ]);
  });

  it('stores one offline_<table> JSON string per dataset and the metadata {timestamp, version, totalItems}', async () => {
    const store = freshStore();
    const progress: number[] = [];
    const result = await downloadOfflineData({ fetchTable: okFetcher, store, now: () => new Date('2026-11-25T08:00:00Z'), onProgress: (p) => progress.push(p) });
    const total = DATASETS.reduce((n, d) => n + rowsFor(d.table).length, 0);
    expect(result.metadata).toEqual({ timestamp: '2026-11-25T08:00:00.000Z', version: '1.0.0', totalItems: total });
    const keys = DATASETS.map((d) => datasetKey(d.table));
    expect(keys.every((k) => k.startsWith('offline_'))).toBe(true);
    const texts = await store.getMany([...keys, OFFLINE_METADATA_KEY]);
    expect(texts.every((t) => typeof t === 'string')).toBe(true);
    expect(JSON.parse(texts[0] as string)).toEqual(rowsFor('pedbook_medications'));
    expect(JSON.parse(texts.at(-1) as string)).toEqual(result.metadata);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(Math.max(...progress)).toBe(100);

    const data = await restoreOfflineData(store);
    expect(data?.metadata).toEqual(result.metadata);
    expect(medicationBySlug(data, 'amoxicilina')).toMatchObject({ name: 'Amoxicilina' });
    expect(medicationBySlug(data, 'nao-existe')).toBeNull();
    expect(medicationBySlug(null, 'amoxicilina')).toBeNull();
  });

  it('a main-table failure aborts and keeps the previous copy; a secondary failure stores [] and goes on', async () => {
    const store = freshStore();
    const first = await downloadOfflineData({ fetchTable: okFetcher, store });
    const failing = (table: string): TableFetcher => async (def) => {
      if (def.table === table) throw new Error('503');
      return okFetcher(def);
    };
    await expect(downloadOfflineData({ fetchTable: failing('pedbook_medications'), store, log: () => undefined })).rejects.toBeInstanceOf(OfflineDownloadError);
    await expect(downloadOfflineData({ fetchTable: failing('pedbook_conducts_summaries'), store, log: () => undefined })).rejects.toThrow(
      'Falha ao baixar pedbook_conducts_summaries',
    );
    expect((await restoreOfflineData(store))?.metadata).toEqual(first.metadata);

    const logged: string[] = [];
    const result = await downloadOfflineData({ fetchTable: failing('unified_cids'), store, log: (m) => logged.push(m) });
    expect(result.skipped).toEqual(['unified_cids']);
    expect(logged).toHaveLength(1);
    const data = await restoreOfflineData(store);
    expect(data?.rows('unified_cids')).toEqual([]);
    expect(data?.rows('pedbook_medications')).toHaveLength(2);
    expect(result.metadata.totalItems).toBe(first.metadata.totalItems - 1);
  });

  it('reads no copy when there is none or its metadata version differs', async () => {
    const store = freshStore();
    expect(await restoreOfflineData(store)).toBeNull();
    await store.replaceAll([[OFFLINE_METADATA_KEY, JSON.stringify({ timestamp: 'x', version: '0.9.0', totalItems: 1 })]]);
    expect(await restoreOfflineData(store)).toBeNull();
    await store.replaceAll([[OFFLINE_METADATA_KEY, 'not json']]);
    expect(await restoreOfflineData(store)).toBeNull();
  });
});

describe('offline images (spec part 2 §5, §9)', () => {
  it('accepts http(s) URLs with jpg, jpeg, png, webp or svg only', () => {
    expect(imageExtension('https://a.b/x.PNG')).toBe('png');
    expect(imageExtension('http://a.b/x.jpeg?v=2')).toBe('jpeg');
    expect(imageExtension('https://a.b/x.svg')).toBe('svg');
    expect(imageExtension('https://a.b/x.gif')).toBeNull();
    expect(imageExtension('/local/x.png')).toBeNull();
    expect(imageExtension('ftp://a.b/x.png')).toBeNull();
    expect(imageExtension('https://a.b/noext')).toBeNull();
    expect(imageExtension(null)).toBeNull();
    expect(declaredSizeAllowed(String(MAX_IMAGE_BYTES))).toBe(true);
    expect(declaredSizeAllowed(String(MAX_IMAGE_BYTES + 1))).toBe(false);
    expect(declaredSizeAllowed(null)).toBe(true);
    expect(imageFileName('https://a.b/x.png')).toMatch(/^[0-9a-f]{16}\.png$/);
    expect(imageFileName('https://a.b/x.png')).toBe(imageFileName('https://a.b/x.png'));
    expect(imageFileName('https://a.b/y.png')).not.toBe(imageFileName('https://a.b/x.png'));
    expect(collectImageUrls([[{ image_url: 'https://a/1.png' }, { image_url: 'https://a/1.png' }, { image_url: 'https://a/2.gif' }, {}]])).toEqual(['https://a/1.png']);
  });

  it('downloads in batches of 3 with a 100 ms pause, skipping failures, non-OK and oversized answers', async () => {
    const urls = Array.from({ length: 7 }, (_, i) => `https://img.example/${i}.png`);
    const inFlight: number[] = [];
    let current = 0;
    const fetchImpl = (async (input: RequestInfo | URL) => {
      current++;
      inFlight.push(current);
      await new Promise((r) => setTimeout(r, 1));
      current--;
      const url = String(input);
      if (url.endsWith('/1.png')) throw new TypeError('Failed to fetch');
      if (url.endsWith('/2.png')) return new Response('x', { status: 404 });
      if (url.endsWith('/3.png')) return new Response('x', { headers: { 'content-length': String(MAX_IMAGE_BYTES + 1) } });
      return new Response(new Blob(['img']));
    }) as typeof fetch;
    const saved: string[] = [];
    const pauses: number[] = [];
    const n = await downloadImages(urls, { fetchImpl, save: async (name) => void saved.push(name), sleep: async (ms) => void pauses.push(ms) });
    expect(n).toBe(4);
    expect(saved).toEqual([0, 4, 5, 6].map((i) => imageFileName(urls[i] as string)));
    expect(pauses).toEqual([IMAGE_BATCH_PAUSE_MS, IMAGE_BATCH_PAUSE_MS]);
    expect(Math.max(...inFlight)).toBeLessThanOrEqual(3);
  });

  it('stores the images of the downloaded rows in offline_images', async () => {
    const store = freshStore();
    const fetchImpl = (async () => new Response(new Blob(['png-bytes'], { type: 'image/png' }))) as unknown as typeof fetch;
    const result = await downloadOfflineData({ fetchTable: okFetcher, store, images: { fetchImpl, sleep: async () => undefined } });
    expect(result.images).toBe(1);
    expect(await store.imageNames()).toEqual([imageFileName('https://img.example/f1.png')]);
  });
});
