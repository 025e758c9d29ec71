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

/** Report progress case by case: a live line on a terminal, plain lines otherwise. */
export class Progress {
  private counts = { passed: 0, failed: 0, skipped: 0 };
  constructor(private readonly io: CliIO, private readonly total: number) {}

  /** Account for one finished case. */
  add(c: CaseResult): void {
    const st = c.status === 'error' ? 'failed' : c.status;
    this.counts[st]++;
    const done = this.counts.passed + this.counts.failed + this.counts.skipped;
    if (this.io.isTTY && this.io.status) {
      if (st === 'failed') {
        this.io.status('');
        this.io.err(`FAIL ${c.id}: ${c.message.split('\n')[0]}`);
      }
      this.io.status(`[${done}/~${this.total}] ${this.counts.passed} passed, ${this.counts.failed} failed, ${this.counts.skipped} skipped · ${c.id}`);
    } else {
      const tag = st === 'passed' ? 'PASS' : st === 'failed' ? 'FAIL' : 'SKIP';
      this.io.out(`${tag} ${c.area} ${c.id}${st === 'passed' ? '' : `: ${c.message.split('\n')[0]}`}`);
    }
  }

  /** End the live line. */
  done(): void {
    if (this.io.isTTY && this.io.status) this.io.status('');
  }
}
