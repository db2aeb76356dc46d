/** A reader of text/event-stream bodies (the WHATWG format: `event:`/`data:` fields, events
 * separated by a blank line, `:` comments), fed chunk by chunk as they arrive. */
export interface SseEvent {
  event: string;
  data: string;
}

export class SseParser {
  private buffer = '';

  /** Feeds text; returns the events it completed. */
  push(text: string): SseEvent[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const out: SseEvent[] = [];
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) out.push({ event, data: data.join('\n') });
    }
    return out;
  }
}
