/** A second pedbook, started and stopped by a spec (the offline spec stops "the server" while
 * the page stays open). Same database and keys as the suite's server (scripts/test exports them),
 * its own port: PEDBOOK_SPARE_API_PORT. */
import { spawn, type ChildProcess } from 'node:child_process';

export class OwnServer {
  private proc: ChildProcess | null = null;
  private log: string[] = [];
  readonly origin: string;

  constructor(
    private readonly bin = process.env.PEDBOOK_BIN,
    readonly port = Number(process.env.PEDBOOK_SPARE_API_PORT ?? ''),
  ) {
    if (!this.bin || !Number.isInteger(this.port) || this.port <= 0) {
      throw new Error('OwnServer needs PEDBOOK_BIN and PEDBOOK_SPARE_API_PORT (run through scripts/test browser)');
    }
    this.origin = `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.proc) return;
    if (await this.answers()) throw new Error(`port ${this.port} is already in use`);
    this.log = [];
    const env = {
      ...process.env,
      PEDBOOK_LISTEN: `127.0.0.1:${this.port}`,
      API_URL: this.origin,
      GOTRUE_SITE_URL: this.origin,
      API_EXTERNAL_URL: `${this.origin}/auth/v1`,
      PEDBOOK_METRICS_LISTEN: '',
      PEDBOOK_PPROF_LISTEN: '',
    };
    const proc = spawn(this.bin as string, ['serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.log.push(chunk.toString());
      if (this.log.length > 200) this.log.shift();
    };
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    this.proc = proc;
    // A loaded machine: allow a minute for start-up, polling /health.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) break;
      if (await this.answers()) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    await this.stop();
    throw new Error(`pedbook did not start on ${this.origin}:\n${this.log.join('').slice(-3000)}`);
  }

  /** SIGTERM, then SIGKILL after 20 s; resolves once the port no longer answers. */
  async stop(): Promise<void> {
    const proc = this.proc;
    this.proc = null;
    if (!proc) return;
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    const deadline = Date.now() + 20_000;
    while ((await this.answers()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  }

  private async answers(): Promise<boolean> {
    try {
      const res = await fetch(`${this.origin}/health`, { signal: AbortSignal.timeout(2_000) });
      return res.ok;
    } catch {
      return false;
    }
  }
}
