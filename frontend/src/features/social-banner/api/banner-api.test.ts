import { toPost } from './banner-api';

describe('latest post row', () => {
  it('keeps a post with an id and a link, defaulting what is missing', () => {
    expect(toPost({ id: 'p1', link: 'https://instagram.com/p/1', title: null, created_at: '2026-01-01', click_count: 3 })).toEqual({
      id: 'p1', title: null, link: 'https://instagram.com/p/1', created_at: '2026-01-01', post_date: null, click_count: 3,
    });
  });
  it('shows no card for a row without a link', () => {
    expect(toPost({ id: 'p1', link: null })).toBeNull();
    expect(toPost(null)).toBeNull();
  });
});
