/**
 * `--data` figures: bulk loading with every change made durable (fsync before each answer, compactions
 * as the journal outgrows the snapshot), the clean stop (which compacts: as long as the server stalls
 * for one compaction), then the start of a server over that directory after its compaction: spawn to
 * first 200 on `GET /`, with all documents back.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type LoadClient, type Served } from './procs.ts';

type Figures = Record<string, number | string | null>;

const round = (x: number, digits = 0) => Number(x.toFixed(digits));

function dirMb(dir: string): number {
  return readdirSync(dir).reduce((a, n) => a + statSync(join(dir, n)).size, 0) / (1024 * 1024);
}

/** A clean stop, however long its compaction takes (Served.stop kills after 3 s, which would cut it short). */
function stopCleanly(s: Served): Promise<void> {
  return new Promise((resolve, reject) => {
    if (s.proc.exitCode !== null || s.proc.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      s.proc.kill('SIGKILL');
      reject(new Error('--data: the server did not stop within 120 s'));
    }, 120_000);
    s.proc.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    s.proc.kill('SIGTERM');
  });
}

async function count(origin: string, index: string): Promise<number> {
  const r = await fetch(`${origin}/${index}/_count`);
  return ((await r.json()) as { count: number }).count;
}

/** Loads `docs` documents into a server with `--data`, stops it, and times the start after the compaction. */
export async function measureDataStart(client: LoadClient, docs: number, log: (line: string) => void): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  try {
    const first = await spawnServer(undefined, ['--data', dir]);
    let loadMs: number;
    let stopMs = 0;
    try {
      const t = performance.now();
      const r = await client.run({ type: 'bulk', origin: first.origin, index: 'durable', first: 0, total: docs, batch: 1000, concurrency: 2 });
      if (r.errors > 0) throw new Error(`loading durable: ${r.firstError}`);
      loadMs = performance.now() - t;
    } finally {
      const t = performance.now();
      await stopCleanly(first);
      stopMs = performance.now() - t;
    }
    const files = readdirSync(dir).sort().join(', ');
    if (readdirSync(dir).some((n) => n === 'lock' || n.endsWith('.tmp'))) throw new Error(`--data: the stop was not clean, the directory holds ${files}`);
    log(`--data: loaded ${docs} docs in ${(loadMs / 1000).toFixed(1)} s; after the stop: ${files}, ${dirMb(dir).toFixed(1)} MB`);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await spawnServer(undefined, ['--data', dir]);
      try {
        const n = await count(s.origin, 'durable');
        if (n !== docs) throw new Error(`--data: ${n} documents after the restart, not ${docs}`);
        times.push(s.startupMs);
      } finally {
        await stopCleanly(s);
      }
    }
    log(`--data: start after compaction ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    return {
      data_bulk_docs_s: round((docs * 1000) / loadMs),
      data_dir_mb: round(dirMb(dir), 1),
      // SIGTERM to exit, its compaction (a snapshot of every document) included: what one compaction stalls the server for.
      data_stop_compact_ms: round(stopMs),
      data_start_1m_ms: round([...times].sort((a, b) => a - b)[1]!),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
