/**
 * `reindex_1m_s` and its variants: `conformance reindex` over HTTP on the big index, with the native copy
 * (the default), the client copy (`--copy scroll`, 2 workers) and `--plain`,
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

/** Each way of running the command the bench times: the default (the cluster copies), the client copy, and the spec's procedure. */
const VARIANTS = [
  { key: 'native', flags: ['--copy', 'native'] },
  { key: 'scroll', flags: ['--copy', 'scroll'] },
  { key: 'plain', flags: ['--plain'] },
] as const;

/** A way of running the command: `native`, `scroll` or `plain`. */
export type Variant = (typeof VARIANTS)[number]['key'];

/** One request of the probing client: when it was sent (performance.now()) and how long it took. */
interface Probe {
  at: number;
  ms: number;
}

/**
 * A client that keeps reading while the reindex runs, one request at a time (`GET /` and single-document
 * GETs of the source, alternately), and records each latency: what other users of the server feel.
 */
function probeClient(origin: string, source: string, docs: number): { stop(): Promise<Probe[]> } {
  const latencies: Probe[] = [];
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const url = i % 2 === 0 ? `${origin}/` : `${origin}/${source}/_doc/${(i * 7919) % docs}`;
      const t = performance.now();
      try {
        const r = await fetch(url);
        await r.arrayBuffer();
      } catch {
        // A refused request still counts with the time it took.
      }
      latencies.push({ at: t, ms: performance.now() - t });
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The probe's requests grouped by the phase they were sent in: count, how many took over 50 ms, p99 and max of each (where a slow request comes from). */
function byPhase(probes: readonly Probe[], starts: readonly { phase: string; at: number }[]): string {
  const groups = new Map<string, number[]>();
  for (const p of probes) {
    let phase = 'start';
    for (const s of starts) if (s.at <= p.at) phase = s.phase;
    const g = groups.get(phase) ?? [];
    g.push(p.ms);
    groups.set(phase, g);
  }
  return [...groups].map(([phase, ms]) => `${phase} ${ms.length} (${ms.filter((x) => x > 50).length} over 50 ms) p99 ${percentile(ms, 99).toFixed(1)} max ${Math.max(...ms).toFixed(1)} ms`).join('; ');
}

/** The seconds each phase took, from the summary's `phases:` line (`copy 12.3 s, …`). */
function phasesOf(out: string): Record<string, number> {
  const line = out.split('\n').find((l) => l.trim().startsWith('phases:'));
  const phases: Record<string, number> = {};
  for (const m of (line ?? '').matchAll(/([a-z -]+?) ([\d.]+) s/g)) phases[m[1]!.trim().replace(/[ -]/g, '_')] = Number(m[2]);
  return phases;
}

/**
 * Reindexes `source` (holding `docs` documents) behind a new alias on the server at `origin`, once per
 * variant (each into its own new index, deleted afterwards so the server holds one copy at a time), with
 * the probing client running: `reindex_1m_s` (native), `reindex_1m_scroll_s`, `reindex_1m_plain_s`, the
 * phases of each, and the p99 latency of the probe during each.
 */
export async function measureReindex(origin: string, source: string, docs: number, log: Log, only?: readonly Variant[]): Promise<Record<string, number | string | null>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-reindex-'));
  const mapping = path.join(dir, 'mapping.json');
  // The spec's kind of change: one field gets an explicit type; the rest is mapped again dynamically.
  writeFileSync(mapping, JSON.stringify({ mappings: { properties: { name: { type: 'keyword' } } } }));
  await ensureBundle('cli');
  const figures: Record<string, number | string | null> = {};
  for (const v of VARIANTS.filter((x) => !only || only.includes(x.key))) {
    const suffix = v.key === 'native' ? '' : `_${v.key}`;
    const alias = `${source}_alias${suffix}`;
    const target = `${source}${suffix}_v2`;
    const args = ['harness/bin.js', 'reindex', '--target', origin, '--alias', alias, '--from', source, '--index', target, '--mapping', mapping, '--slices', '2', ...v.flags];
    const probe = probeClient(origin, source, docs);
    const phaseStarts: { phase: string; at: number }[] = [];
    const t0 = performance.now();
    const { code, out } = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
      const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      const read = (c: Buffer) => {
        const text = c.toString();
        // `phase: X` lines come as each phase starts (progressView.ts, off a terminal): when, by our clock.
        for (const m of text.matchAll(/^phase: (.+)$/gm)) phaseStarts.push({ phase: m[1]!.trim(), at: performance.now() });
        out += text;
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code, out }));
    });
    const s = (performance.now() - t0) / 1000;
    const probes = await probe.stop();
    const lat = probes.map((p) => p.ms);
    const summary = out.split('\n').map((l) => l.trim()).filter((l) => /^(reindex complete|copy|catch-up \d|right after the swap|final catch-up|verify:|phases:)/.test(l));
    for (const l of summary) log(`reindex ${v.key}: ${l}`);
    // --plain loses nothing here (no writers), so every variant must end verified.
    const key = `reindex_1m${suffix}_s`;
    if (code !== 0) {
      log(`reindex ${v.key} exited with ${code}:\n${out.slice(-2000)}`);
      figures[key] = null;
    } else {
      figures[key] = Number(s.toFixed(1));
      for (const [phase, secs] of Object.entries(phasesOf(out))) figures[`reindex_${v.key}_${phase}_s`] = secs;
    }
    figures[`reindex_${v.key}_p99_ms`] = Number(percentile(lat, 99).toFixed(1));
    log(`reindex ${v.key}: ${docs} docs in ${s.toFixed(1)} s; probe ${lat.length} requests, p50 ${percentile(lat, 50).toFixed(1)} ms, p99 ${percentile(lat, 99).toFixed(1)} ms, max ${Math.max(...lat).toFixed(1)} ms`);
    log(`reindex ${v.key}: probe by phase: ${byPhase(probes, phaseStarts)}`);
    // One copy at a time on the server: drop this variant's new index and alias.
    await fetch(`${origin}/${target}`, { method: 'DELETE' }).catch(() => undefined);
  }
  return figures;
}
