/**
 * `reindex_1m_s`: `conformance reindex` over HTTP on the big index, default mode, 2 workers (`--slices 2`),
 * run as its own process exactly as a user runs it (`npx conformance reindex`: harness/bin.js, the CLI
 * bundle on plain node), timed from spawn to exit (so the copy, the catch-up passes, the swap, the settle
 * pause and the verification through the alias all count). A stale bundle is rebuilt before the clock starts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error harness/build.js is plain JavaScript without declarations
import { ensureBundle } from '../build.js';

type Log = (line: string) => void;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Reindexes `source` (holding `docs` documents) behind a new alias on the server at `origin`. */
export async function measureReindex(origin: string, source: string, docs: number, log: Log): Promise<Record<string, number | string | null>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-reindex-'));
  const mapping = path.join(dir, 'mapping.json');
  // The spec's kind of change: one field gets an explicit type; the rest is mapped again dynamically.
  writeFileSync(mapping, JSON.stringify({ mappings: { properties: { name: { type: 'keyword' } } } }));
  await ensureBundle('cli');
  const args = ['harness/bin.js', 'reindex', '--target', origin, '--alias', `${source}_alias`, '--from', source, '--index', `${source}_v2`, '--mapping', mapping, '--slices', '2'];
  const t0 = performance.now();
  const { code, out } = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
  });
  const s = (performance.now() - t0) / 1000;
  const summary = out.split('\n').map((l) => l.trim()).filter((l) => /^(reindex complete|copy:|catch-up \d|right after the swap|final catch-up|verify:|phases:)/.test(l));
  for (const l of summary) log(`reindex: ${l}`);
  if (code !== 0) {
    log(`reindex exited with ${code}:\n${out.slice(-2000)}`);
    return { reindex_1m_s: null };
  }
  log(`reindex: ${docs} docs in ${s.toFixed(1)} s`);
  return { reindex_1m_s: Number(s.toFixed(1)) };
}
