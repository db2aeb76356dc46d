/** Dr. Will with a language model configured on the server: a second pedbook (same database)
 * started with PEDBOOK_LLM_* pointing at a local OpenAI-compatible stub that speaks the real
 * streaming protocol (POST /v1/chat/completions with stream: true answered by `data: {chunk}`
 * events and `data: [DONE]`). The answer streams into the page grounded in PedBook's passages,
 * which stay listed with their links; the model's key never reaches the browser. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUser, env } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

const KEY = `sk-test-${Math.random().toString(36).slice(2)}`;
const apiPort = Number(new URL(env.API_URL).port);
const SERVER_PORT = apiPort + 10;
const STUB_PORT = apiPort + 11;
const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`;
const binary = resolve(process.env.PEDBOOK_DATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../.data'), 'bin/pedbook');

interface Seen {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
}
const seen: Seen[] = [];
let stub: Server;
let pedbook: ChildProcess;
let serverLog = '';

const PIECES = ['Na otite média aguda, ', 'a amoxicilina em **dose alta** ', 'é a primeira escolha [1]. ', 'Confira a dose na página do medicamento.'];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    let s = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (s += c));
    req.on('end', () => ok(s));
    req.on('error', fail);
  });
}

test.beforeAll(async () => {
  stub = createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) as Seen['body'] });
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      const created = Math.floor(Date.now() / 1000);
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-stub', object: 'chat.completion.chunk', created, model: 'stub-pediatria', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }, null));
      for (const p of PIECES) {
        res.write(chunk({ content: p }, null));
        await new Promise((r) => setTimeout(r, 30));
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((ok) => stub.listen(STUB_PORT, '127.0.0.1', ok));

  pedbook = spawn(binary, ['serve'], {
    env: {
      ...process.env,
      PEDBOOK_LISTEN: `127.0.0.1:${SERVER_PORT}`,
      API_URL: SERVER_URL,
      API_EXTERNAL_URL: `${SERVER_URL}/auth/v1`,
      PEDBOOK_LLM_BASE_URL: `http://127.0.0.1:${STUB_PORT}/v1`,
      PEDBOOK_LLM_MODEL: 'stub-pediatria',
      PEDBOOK_LLM_API_KEY: KEY,
      PEDBOOK_METRICS_LISTEN: '',
      PEDBOOK_PPROF_LISTEN: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pedbook.stdout?.on('data', (b: Buffer) => (serverLog += b.toString()));
  pedbook.stderr?.on('data', (b: Buffer) => (serverLog += b.toString()));
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${SERVER_URL}/health`).then((r) => r.ok, () => false);
    if (up) return;
    if (pedbook.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the second pedbook did not start:\n${serverLog.slice(-2000)}`);
});

test.afterAll(async () => {
  if (pedbook && pedbook.exitCode === null) {
    const exited = new Promise((r) => pedbook.once('exit', r));
    pedbook.kill('SIGTERM');
    await exited;
  }
  await new Promise((r) => stub?.close(r));
});

test.use({ baseURL: SERVER_URL });

test('Dr. Will with an OpenAI-compatible model: the streamed answer, grounded in the linked passages; the key stays on the server', async ({ page }) => {
  const user = await createUser('drwillmodel');
  const leaks: string[] = [];
  page.on('request', (r) => {
    const text = `${JSON.stringify(r.headers())} ${r.postData() ?? ''}`;
    if (text.includes(KEY)) leaks.push(`request ${r.url()}`);
  });
  page.on('response', (r) => {
    void r.text().then((t) => t.includes(KEY) && leaks.push(`response ${r.url()}`), () => undefined);
  });
  await signIn(page, user.email, user.password);
  await page.goto('/dr-will');
  await ready(page);
  await page.getByLabel('Sua pergunta').fill('dose de amoxicilina na otite');
  await page.getByRole('button', { name: 'Perguntar' }).click();

  const answer = page.getByRole('region', { name: 'Resposta do Dr. Will' });
  await expect(answer.getByTestId('drwill-composed')).toHaveText(PIECES.join('').replace(/\*\*/g, '').trim());
  await expect(answer.getByTestId('drwill-composed').locator('strong')).toHaveText('dose alta');
  await expect(answer).toContainText('Composta por um modelo de linguagem (stub-pediatria) somente a partir dos trechos abaixo.');
  const first = answer.getByRole('list', { name: 'Trechos' }).getByRole('listitem').first();
  await expect(first).toContainText('Amoxicilina — Otite média aguda — dose alta');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/medicamentos/amoxicilina');

  // what the model was asked: the real protocol, with the key, the rules and the passages
  expect(seen).toHaveLength(1);
  const call = seen[0]!;
  expect(call.path).toBe('/v1/chat/completions');
  expect(call.authorization).toBe(`Bearer ${KEY}`);
  expect(call.body.model).toBe('stub-pediatria');
  expect(call.body.stream).toBe(true);
  expect(call.body.messages[0]!.role).toBe('system');
  expect(call.body.messages[0]!.content).toContain('SOMENTE os trechos do PedBook');
  expect(call.body.messages[1]!.content).toContain('Pergunta: dose de amoxicilina na otite');
  expect(call.body.messages[1]!.content).toContain('[1] Amoxicilina — Otite média aguda — dose alta (/medicamentos/amoxicilina)');

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/medicamentos\/amoxicilina$/);
  expect(leaks).toEqual([]);
});
