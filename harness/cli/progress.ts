import type { CaseResult } from '../model/caseResult.ts';

/** Where the CLI writes; injected so tests can capture output. */
export interface CliIO {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Overwrite the current terminal line (TTY only). */
  status?: (line: string) => void;
  isTTY: boolean;
}

/** The process's own streams; a live line only on a TTY outside CI. */
export function processIO(): CliIO {
  const tty = Boolean(process.stderr.isTTY) && process.env.CI !== 'true';
  return {
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
    status: (l) => process.stderr.write(`\r\x1b[2K${l.slice(0, (process.stderr.columns ?? 100) - 1)}`),
    isTTY: tty,
  };
}

/** `m:ss` (or `h:mm:ss`). */
export function clock(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** How often a plain (non-terminal) run says what a long case is doing. */
const PLAIN_TICK_MS = 10_000;

/**
 * Report progress case by case: on a terminal, one live line with counts, rate and ETA that also moves
 * while a long case (a property's runs) is under way; elsewhere (CI, pipes) plain lines, one per case,
 * and a line now and then for a long case.
 */
export class Progress {
  private counts = { passed: 0, failed: 0, skipped: 0, error: 0 };
  private readonly started: number;
  private lastPlainTick = 0;
  private current = '';

  constructor(
    private readonly io: CliIO,
    /** The number of cases the run expects (its files' tests, its properties, its reindex cases). */
    private readonly total: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
    this.lastPlainTick = this.started;
  }

  private get done(): number {
    return this.counts.passed + this.counts.failed + this.counts.skipped + this.counts.error;
  }

  /** The live line: counts, rate and time left, and what is running now. */
  line(): string {
    const done = this.done;
    const elapsed = this.now() - this.started;
    const rate = elapsed > 0 ? (done * 1000) / elapsed : 0;
    const left = Math.max(0, this.total - done);
    const eta = done > 0 && left > 0 ? ` · ETA ${clock((elapsed / done) * left)}` : '';
    const errors = this.counts.error ? `, ${this.counts.error} error` : '';
    return `[${done}/${this.total}] ${this.counts.passed} passed, ${this.counts.failed} failed${errors}, ${this.counts.skipped} skipped · ${rate.toFixed(1)} cases/s${eta}${this.current ? ` · ${this.current}` : ''}`;
  }

  /** Account for one finished case. */
  add(c: CaseResult): void {
    this.counts[c.status]++;
    this.current = '';
    const tag = c.status === 'passed' ? 'PASS' : c.status === 'failed' ? 'FAIL' : c.status === 'error' ? 'ERROR' : 'SKIP';
    if (this.io.isTTY && this.io.status) {
      if (c.status === 'failed' || c.status === 'error') {
        this.io.status('');
        this.io.err(`${tag} ${c.id}: ${c.message.split('\n')[0]}`);
      }
      this.io.status(this.line());
    } else {
      this.io.out(`${tag} ${c.area} ${c.id}${c.status === 'passed' ? '' : `: ${c.message.split('\n')[0]}`}`);
    }
  }

  /** Say what a long case is doing (a property's run count): moves the live line; a plain line now and then. */
  tick(what: string): void {
    this.current = what;
    if (this.io.isTTY && this.io.status) {
      this.io.status(this.line());
      return;
    }
    const t = this.now();
    if (t - this.lastPlainTick >= PLAIN_TICK_MS) {
      this.lastPlainTick = t;
      this.io.out(`... ${this.line()}`);
    }
  }

  /** End the live line. */
  finish(): void {
    if (this.io.isTTY && this.io.status) this.io.status('');
  }
}
