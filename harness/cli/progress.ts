/** The live progress line (a terminal) or plain lines (CI), with a weighted ETA. */
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
  /** How far the case under way is, 0..1, when it says (a property's runs, a reindex's copy). */
  private currentFraction = 0;
  private readonly weights: readonly number[] | undefined;
  private readonly totalWeight: number;

  /**
   * `expectedMs`: how long each case is expected to take, in the order the run takes them (runPlan's
   * expectations: a scenario test is quick, a property is its runs, a reindex under load its documents).
   * The ETA scales what is left of these expectations by how fast the done part went, so a run's slow tail
   * (properties, reindex) is not estimated at the pace of its quick head. Without it every case weighs one.
   */
  constructor(
    private readonly io: CliIO,
    /** The number of cases the run expects (its files' tests, its properties, its reindex cases). */
    private readonly total: number,
    private readonly now: () => number = () => performance.now(),
    expectedMs?: readonly number[],
  ) {
    this.started = now();
    this.lastPlainTick = this.started;
    this.weights = expectedMs?.length ? expectedMs : undefined;
    this.totalWeight = this.weights ? this.weights.reduce((a, b) => a + b, 0) : total;
  }

  private get done(): number {
    return this.counts.passed + this.counts.failed + this.counts.skipped + this.counts.error;
  }

  private weightOf(i: number): number {
    return this.weights ? (this.weights[Math.min(i, this.weights.length - 1)] ?? 0) : 1;
  }

  /** The expected work done so far: the finished cases' weights and the part of the current one. */
  private doneWeight(): number {
    const done = this.done;
    let w = 0;
    if (this.weights) for (let i = 0; i < Math.min(done, this.weights.length); i++) w += this.weights[i]!;
    else w = done;
    return Math.min(this.totalWeight, w + (done < this.total ? this.currentFraction * this.weightOf(done) : 0));
  }

  /** Time left: what is left of the expected work, at the pace the done part went (none before any). */
  eta(): number | undefined {
    const doneW = this.doneWeight();
    const left = this.totalWeight - doneW;
    if (doneW <= 0 || left <= 0 || this.done >= this.total) return undefined;
    return ((this.now() - this.started) / doneW) * left;
  }

  /** The live line: counts, rate and time left, and what is running now. */
  line(): string {
    const done = this.done;
    const elapsed = this.now() - this.started;
    const rate = elapsed > 0 ? (done * 1000) / elapsed : 0;
    const eta = this.eta();
    const etaText = eta !== undefined ? ` · ETA ${clock(eta)}` : '';
    const errors = this.counts.error ? `, ${this.counts.error} error` : '';
    return `[${done}/${this.total}] ${this.counts.passed} passed, ${this.counts.failed} failed${errors}, ${this.counts.skipped} skipped · ${rate.toFixed(1)} cases/s${etaText}${this.current ? ` · ${this.current}` : ''}`;
  }

  /** Account for one finished case. */
  add(c: CaseResult): void {
    this.counts[c.status]++;
    this.current = '';
    this.currentFraction = 0;
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

  /**
   * Say what a long case is doing (a property's run count, a reindex's phase and counters), and how far it is
   * (0..1) when known: moves the live line and the ETA; off a terminal, a plain line now and then.
   */
  tick(what: string, fraction?: number): void {
    this.current = what;
    if (fraction !== undefined && Number.isFinite(fraction)) this.currentFraction = Math.max(0, Math.min(1, fraction));
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
