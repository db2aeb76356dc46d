import { isBlockedOffline, offlineArea } from './offline-areas';

describe('offline-blocked routes', () => {
  it('blocks the listed prefixes and their sub-paths only', () => {
    expect(isBlockedOffline('/blog')).toBe(true);
    expect(isBlockedOffline('/blog/post/1')).toBe(true);
    expect(isBlockedOffline('/results/abc')).toBe(true);
    expect(isBlockedOffline('/blogger')).toBe(false);
    expect(isBlockedOffline('/medicamentos')).toBe(false);
    expect(isBlockedOffline('/')).toBe(false);
  });
  it('picks the area text', () => {
    expect(offlineArea('/dr-will')).toBe('dr-will');
    expect(offlineArea('/ai-assistant')).toBe('dr-will');
    expect(offlineArea('/anotacoes')).toBe('notes');
    expect(offlineArea('/shared-prescriptions')).toBe('prescriptions');
    expect(offlineArea('/interacoes-medicamentosas')).toBe('interactions');
    expect(offlineArea('/questions/1')).toBe('questions');
    expect(offlineArea('/blog')).toBe('generic');
  });
});
