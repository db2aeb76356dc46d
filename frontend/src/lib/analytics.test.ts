import { trackEvent } from './analytics';

const insert = vi.fn(() => Promise.resolve({ error: null }));
let session: { user: { id: string } } | null = null;
vi.mock('./supabase', () => ({
  db: () => Promise.resolve({ auth: { getSession: () => Promise.resolve({ data: { session } }) }, from: () => ({ insert }) }),
}));

describe('trackEvent', () => {
  beforeEach(() => {
    insert.mockClear();
  });

  it('records the user of the session the row is sent with', async () => {
    session = { user: { id: 'u-1' } };
    trackEvent({ action_type: 'page_view', page_url: '/calculadoras' });
    await vi.waitFor(() => expect(insert).toHaveBeenCalledOnce());
    expect(insert.mock.calls[0]).toEqual([expect.objectContaining({ user_id: 'u-1', page_url: '/calculadoras', action_type: 'page_view' })]);
  });

  it('sends an anonymous row once the session is gone (a signed-out user id would be refused)', async () => {
    session = null;
    trackEvent({ action_type: 'search', page_url: '/', search_query: 'asma' });
    await vi.waitFor(() => expect(insert).toHaveBeenCalledOnce());
    expect(insert.mock.calls[0]).toEqual([expect.objectContaining({ user_id: null, search_query: 'asma' })]);
  });
});
