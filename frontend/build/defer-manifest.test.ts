import { withoutManifestLink } from './defer-manifest';

describe('defer-manifest', () => {
  it('takes the manifest link out and reports its href', () => {
    const html = '<head><link rel="icon" href="/favicon-32.png">\n<link rel="manifest" href="/manifest.webmanifest">\n<script>x</script></head>';
    expect(withoutManifestLink(html)).toEqual({ html: '<head><link rel="icon" href="/favicon-32.png">\n<script>x</script></head>', href: '/manifest.webmanifest' });
  });

  it('keeps the crossorigin form too', () => {
    expect(withoutManifestLink('<link rel="manifest" href="/m.json" crossorigin="use-credentials">').html).toBe('');
  });

  it('refuses html with no manifest link or with two', () => {
    expect(() => withoutManifestLink('<head></head>')).toThrow(/found 0/);
    expect(() => withoutManifestLink('<link rel="manifest" href="/a"><link rel="manifest" href="/b">')).toThrow(/found 2/);
  });
});
