import { describe, expect, it } from 'vitest';
import { SseParser } from './sse';

describe('SseParser', () => {
  it('completes events across chunk boundaries, skipping comments', () => {
    const p = new SseParser();
    expect(p.push('event: passages\ndata: [1,')).toEqual([]);
    expect(p.push('2]\n\n: ping\n\nevent: delta\r\ndata: {"text":"a"}\r\n\r\nevent: de')).toEqual([
      { event: 'passages', data: '[1,2]' },
      { event: 'delta', data: '{"text":"a"}' },
    ]);
    expect(p.push('lta\ndata:{"text":"b"}\n\n')).toEqual([{ event: 'delta', data: '{"text":"b"}' }]);
  });
  it('joins multi-line data and defaults the event name', () => {
    expect(new SseParser().push('data: a\ndata: b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
