/** Dr. Will through the server's /functions/v1/dr-will: the passages of PedBook's own content
 * (the gateway RPC dr_will_search — PostgreSQL full text over medications, conducts,
 * calculators, flowcharts and the admin's knowledge-base documents; 30 questions per user per
 * hour) and, when the server has a language model configured, an answer composed from them,
 * streamed as server-sent events. The model's key stays on the server; the browser sends only
 * the user's own token. */
import { z } from 'zod';
import { postToFunction } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { SseParser } from '../lib/sse';

/** A passage: a PedBook page (path starts with '/'), or a document of the admin's knowledge base
 * (kind 'document': its source cited, its path the source's https URL or ''). */
const passage = z.union([
  z.object({ kind: z.enum(['medication', 'conduct', 'calculator', 'flowchart']), title: z.string(), path: z.string().startsWith('/'), excerpt: z.string(), rank: z.number() }),
  z.object({
    kind: z.literal('document'),
    title: z.string(),
    path: z.union([z.literal(''), z.string().regex(/^https?:\/\//)]),
    source: z.string(),
    excerpt: z.string(),
    rank: z.number(),
  }),
]);
export type Passage = z.infer<typeof passage>;

export interface AskHandlers {
  onPassages: (p: Passage[]) => void;
  onDelta: (text: string) => void;
  /** The model failed mid-way; the passages stand. */
  onModelError: (message: string) => void;
}

/** Gives up when the server sends nothing for this long (an answer may stream for longer). */
export const IDLE_TIMEOUT_MS = 20_000;

/** Asks; resolves with the model's name ('' without one) when the answer is complete. */
export async function askDrWill(question: string, h: AskHandlers): Promise<{ model: string }> {
  const abort = new AbortController();
  let idle = window.setTimeout(() => abort.abort(), IDLE_TIMEOUT_MS);
  const touch = () => {
    window.clearTimeout(idle);
    idle = window.setTimeout(() => abort.abort(), IDLE_TIMEOUT_MS);
  };
  try {
    let res: Response;
    try {
      res = await postToFunction('dr-will', { question: question.trim() }, abort.signal);
    } catch (e) {
      if (e instanceof Error && e.message.startsWith('Entre na sua conta')) throw new Error('Entre na sua conta para perguntar ao Dr. Will');
      throw new Error(abort.signal.aborted ? 'O Dr. Will demorou demais para responder. Tente novamente.' : 'Sem conexão com o servidor. Verifique sua internet e tente novamente.');
    }
    if (!res.ok || !res.body) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      throw new Error(body?.message ?? `Erro ao perguntar ao Dr. Will (HTTP ${res.status})`);
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new SseParser();
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch {
        throw new Error(abort.signal.aborted ? 'O Dr. Will parou de responder. Tente novamente.' : 'A conexão caiu durante a resposta. Tente novamente.');
      }
      if (chunk.done) throw new Error('A resposta do Dr. Will chegou incompleta. Tente novamente.');
      touch();
      for (const e of parser.push(chunk.value)) {
        const payload: unknown = JSON.parse(e.data);
        if (e.event === 'passages') h.onPassages(parseRows(z.array(passage), payload, 'dr-will'));
        else if (e.event === 'delta') h.onDelta(parseRows(z.object({ text: z.string() }), payload, 'dr-will').text);
        else if (e.event === 'error') h.onModelError(parseRows(z.object({ message: z.string() }), payload, 'dr-will').message);
        else if (e.event === 'done') {
          void reader.cancel();
          return { model: parseRows(z.object({ model: z.string() }), payload, 'dr-will').model };
        }
      }
    }
  } finally {
    window.clearTimeout(idle);
  }
}
