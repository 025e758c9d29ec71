/** Progress as people read it: a bar with docs/s and ETA on a terminal, plain lines otherwise. */
import type { CliIO } from '../cli/progress.ts';
import type { ProgressUpdate } from './context.ts';

/** Format seconds as `1m05s` / `12s`. */
export function formatEta(sec: number): string {
  if (!Number.isFinite(sec) || sec < 0) return '?';
  const s = Math.round(sec);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** One progress line: `copy [#####-----] 52% 52,000/100,000 · 12,000 docs/s · ETA 4s`. */
export function progressLine(p: ProgressUpdate, elapsedMs: number, width = 24): string {
  const rate = elapsedMs > 0 ? (p.done / elapsedMs) * 1000 : 0;
  if (p.total <= 0) return `${p.phase}${p.done ? ` · ${p.done.toLocaleString('en')} docs · ${Math.round(rate).toLocaleString('en')} docs/s` : ''}`;
  const frac = Math.min(1, p.done / p.total);
  const fill = Math.round(frac * width);
  const eta = rate > 0 ? (p.total - p.done) / rate : Infinity;
  return `${p.phase.padEnd(14)} [${'#'.repeat(fill)}${'-'.repeat(width - fill)}] ${String(Math.round(frac * 100)).padStart(3)}% ${p.done.toLocaleString('en')}/${p.total.toLocaleString('en')} · ${Math.round(rate).toLocaleString('en')} docs/s · ETA ${formatEta(eta)}`;
}

/** A progress sink for runReindex, throttled; call done() before printing the summary. */
export function progressView(io: CliIO, now: () => number = () => performance.now()): { update: (p: ProgressUpdate) => void; done: () => void } {
  const live = io.isTTY && io.status !== undefined;
  let phase = '';
  let phaseStart = now();
  let lastDraw = 0;
  let lastPlainPct = -1;
  return {
    update(p) {
      const t = now();
      if (p.phase !== phase) {
        phase = p.phase;
        phaseStart = t;
        lastPlainPct = -1;
        if (!live) io.out(`phase: ${p.phase}`);
      }
      if (live) {
        if (t - lastDraw < 100 && p.done < p.total) return;
        lastDraw = t;
        io.status!(progressLine(p, t - phaseStart));
        return;
      }
      if (p.total <= 0 || p.done === 0) return;
      const pct = Math.floor((Math.min(1, p.done / p.total) * 100) / 10) * 10;
      if (pct > lastPlainPct && t - lastDraw >= 2000) {
        lastDraw = t;
        lastPlainPct = pct;
        io.out(`  ${progressLine(p, t - phaseStart)}`);
      }
    },
    done() {
      if (live) io.status!('');
    },
  };
}
