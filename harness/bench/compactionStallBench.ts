/**
 * `stall_compaction_*` figures: how long a concurrent `GET /` waits while the served simulator compacts a
 * `--data` directory of `docs` documents into a snapshot. The documents are loaded with compaction put off
 * (a huge --compact-bytes) and the server killed, so the journal holds them all; a server restarted with
 * --compact-bytes just above that journal compacts on the first write after it. From that write on, `GET /`
 * is sent one after another until the snapshot is in place, and after the third a write (which makes the
 * compaction copy the document maps it has not read); the worst waits are the figures (never asserted).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type LoadClient } from './procs.ts';

type Figures = Record<string, number | string | null>;

const round1 = (x: number) => Math.round(x * 10) / 10;

function timed(port: number, method: string, path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path, agent: false, headers: body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode! < 300 ? resolve(performance.now() - t0) : reject(new Error(`${method} ${path}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The snapshot of a generation above 0 is in place and no temporary file is left: the compaction is over. */
function compacted(dir: string): boolean {
  const names = readdirSync(dir);
  return names.some((n) => /^snapshot-[1-9]\d*\.snap$/.test(n)) && !names.some((n) => n.endsWith('.tmp'));
}

export async function measureCompactionStall(client: LoadClient, docs: number, log: (line: string) => void): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-compact-'));
  try {
    const first = await spawnServer(undefined, ['--data', dir, '--compact-bytes', String(2 ** 40)]);
    try {
      const r = await client.run({ type: 'bulk', origin: first.origin, index: 'durable', first: 0, total: docs, batch: 1000, concurrency: 2 });
      if (r.errors > 0) throw new Error(`loading durable: ${r.firstError}`);
    } finally {
      first.proc.kill('SIGKILL'); // no clean stop: its compaction is the one to measure
      await new Promise((r) => (first.proc.exitCode !== null || first.proc.signalCode !== null ? r(undefined) : first.proc.once('exit', r)));
    }
    const journal = readdirSync(dir).filter((n) => n.startsWith('journal-')).reduce((a, n) => a + statSync(join(dir, n)).size, 0);
    // It replays every document from the journal first: far longer than an ordinary start.
    const s = await spawnServer(undefined, ['--data', dir, '--compact-bytes', String(journal)], 300_000);
    try {
      const t0 = performance.now();
      // The write that crosses the threshold; GETs follow it on other connections until the snapshot is in place.
      const write = timed(s.port, 'PUT', '/durable/_doc/compaction-trigger', JSON.stringify({ pad: 'x'.repeat(512) }));
      let worst = 0;
      let gets = 0;
      let writeMs: number | undefined;
      void write.then((ms) => (writeMs = ms));
      // A write while it runs: the compaction first copies the document maps it has not read yet.
      let put: Promise<number> | undefined;
      while (!compacted(dir) && performance.now() - t0 < 120_000) {
        worst = Math.max(worst, await timed(s.port, 'GET', '/'));
        if (++gets === 3) put = timed(s.port, 'PUT', '/durable/_doc/written-during-compaction', '{"x":1}');
      }
      const compactMs = performance.now() - t0;
      writeMs ??= await write;
      if (!compacted(dir)) throw new Error('stall compaction: no snapshot within 120 s');
      const putMs = put ? await put : undefined;
      log(`stall compaction: ${docs} docs compacted in ${compactMs.toFixed(0)} ms; the write that started it ${writeMs.toFixed(1)} ms; ${gets} concurrent GET / meanwhile, worst ${worst.toFixed(1)} ms; a write meanwhile ${putMs === undefined ? 'not sent (no GET came between)' : `${putMs.toFixed(1)} ms`}`);
      return { stall_compaction_get_ms: round1(worst), stall_compaction_write_ms: round1(writeMs), stall_compaction_put_ms: putMs === undefined ? null : round1(putMs), stall_compaction_ms: Math.round(compactMs) };
    } finally {
      await s.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
