/**
 * `npm run bench [-- --json FILE]`: every figure of the performance issue, measured in one run on this
 * machine, printed as a table (and written as one flat JSON object with --json). See the README's Performance section
 * for what each figure means. Options for quick trials: --docs N (default 1,000,000), --rounds N,
 * --round-ms MS, --connections N, --skip-props, --skip-reindex, --only reindex (load the big index,
 * then measure only reindex_1m_s), --only native (load the big index, then measure only the server's own
 * `_reindex`: reindex_native_copy_s and the p99 of other clients during it), --only throughput (the
 * closed-loop ratios and the latency only), --only data (load --docs documents into a server with --data,
 * then the start after compaction) and --only stalls (a concurrent GET / while one pathological request
 * runs, or while a --data directory of --docs documents is compacted: the stall_* figures only), --only startup (start-up against a bare `node -e 0`, and idle memory),
 * --only search (load the big index, then the ranked-search figures: search_*, and the aggregation figures),
 * --only aggs (a fresh server, the aggregation index of --docs documents, the agg_* figures),
 * --only bulk (a fresh server, the bulk ingest of --docs documents as the whole run measures it: bulk_*, rss_loaded_mb, rss_per_1k_docs_mb).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { apiPath } from '../../reference/api/catalogue.ts';
import { bulkBody, docPathPrefix, parseNdjson } from './workload.ts';
import { rssMb, spawnBare, spawnBaseline, spawnServer, startLoadClient, type LoadClient, type Served } from './procs.ts';
import type { ReqSpec } from './loadClient.ts';
import { measureReindex } from './reindexBench.ts';
import { measureNativeReindex } from './nativeReindexBench.ts';
import { measureProps } from './propsBench.ts';
import { measureDataStart } from './dataBench.ts';
import { measureStalls } from './stallBench.ts';
import { measureCompactionStall } from './compactionStallBench.ts';
import { measureSearch } from './searchBench.ts';
import { measureAggs } from './aggBench.ts';

interface Options {
  json?: string;
  docs: number;
  rounds: number;
  roundMs: number;
  connections: number;
  skipProps: boolean;
  skipReindex: boolean;
  /** `--only reindex`: load the big index and measure only `reindex_1m_s` (quick trials of the reindex). */
  only?: 'reindex' | 'native' | 'throughput' | 'data' | 'stalls' | 'startup' | 'search' | 'aggs' | 'bulk';
}

function parseOptions(argv: readonly string[]): Options {
  const o: Options = { docs: 1_000_000, rounds: 5, roundMs: 2000, connections: 32, skipProps: false, skipReindex: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--json') o.json = val();
    else if (a === '--docs') o.docs = Number(val());
    else if (a === '--rounds') o.rounds = Number(val());
    else if (a === '--round-ms') o.roundMs = Number(val());
    else if (a === '--connections') o.connections = Number(val());
    else if (a === '--skip-props') o.skipProps = true;
    else if (a === '--skip-reindex') o.skipReindex = true;
    else if (a === '--only') {
      const v = val();
      if (!['reindex', 'native', 'throughput', 'data', 'stalls', 'startup', 'search', 'aggs', 'bulk'].includes(v)) throw new Error(`--only: unknown figure group ${v} (known: reindex, native, throughput, data, stalls, startup, search, aggs, bulk)`);
      o.only = v as Options['only'];
    }
    else throw new Error(`unknown option ${a}`);
  }
  return o;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const round = (x: number, digits = 0): number => Number(x.toFixed(digits));
const log = (line: string) => process.stderr.write(`bench: ${line}\n`);

async function request(origin: string, method: string, path: string, body?: string): Promise<string> {
  const res = await fetch(origin + path, { method, body, headers: body ? { 'content-type': body.includes('\n{') ? 'application/x-ndjson' : 'application/json' } : {} });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/** Loads `count` documents with `_bulk` batches of 1,000 (setup, not measured). */
async function load(client: LoadClient, origin: string, index: string, count: number): Promise<void> {
  const r = await client.run({ type: 'bulk', origin, index, first: 0, total: count, batch: 1000, concurrency: 2 });
  if (r.errors > 0) throw new Error(`loading ${index}: ${r.firstError}`);
}

type Figures = Record<string, number | string | null>;

/** Start-up rounds: each costs about half a second; an odd count has a true median. */
const STARTUP_ROUNDS = 9;

/**
 * Start-up and idle memory over several fresh processes (medians). Each round first times a bare `node -e 0`
 * (spawn to exit) and then the server (spawn to first 200), so `startup_over_bare_ms`, the median of the
 * rounds' differences, is what the server adds to node itself on this machine right now: the absolute
 * figures move with the shared machine's load, the difference much less.
 */
async function startup(rounds: number): Promise<Figures> {
  const times: number[] = [];
  const bare: number[] = [];
  const over: number[] = [];
  const rss: number[] = [];
  // One start first, not counted: after a source change it also rebuilds the bundle (harness/start.js).
  const first = await spawnServer();
  log(`first start (may include the bundle build): ${first.startupMs.toFixed(0)} ms`);
  await first.stop();
  for (let i = 0; i < rounds; i++) {
    const b = await spawnBare();
    const s = await spawnServer();
    bare.push(b);
    times.push(s.startupMs);
    over.push(s.startupMs - b);
    await new Promise((r) => setTimeout(r, 300));
    rss.push(rssMb(s.proc.pid!));
    await s.stop();
  }
  log(`start-up ${times.map((t) => t.toFixed(0)).join(', ')} ms; bare node ${bare.map((t) => t.toFixed(0)).join(', ')} ms; idle rss ${rss.map((x) => x.toFixed(1)).join(', ')} MB`);
  return { startup_ms: round(median(times)), startup_bare_ms: round(median(bare)), startup_over_bare_ms: round(median(over)), rss_idle_mb: round(median(rss), 1) };
}

/** Closed-loop throughput: baseline and simulator rounds interleaved, so drift hits them alike. */
async function throughput(o: Options, client: LoadClient, sim: Served, base: Served): Promise<Figures> {
  await load(client, sim.origin, 'bench', 10_000);
  await request(sim.origin, 'PUT', apiPath('indices.put_alias', 'PUT', { index: 'bench', name: 'bench_alias' }));
  let putStart = 1_000_000;
  // Paths named once, here: each round's requests only append an id (loadClient.ts).
  const root = apiPath('info', 'GET');
  const [writes, reads, aliasReads] = [docPathPrefix('index', 'bench_writes'), docPathPrefix('get', 'bench'), docPathPrefix('get', 'bench_alias')];
  const specs: Record<string, { origin: string; req: () => ReqSpec }> = {
    baseline: { origin: base.origin, req: () => ({ kind: 'get', path: root }) },
    // Writes go to an index of their own, so the reads below stay on exactly 10,000 documents.
    index: { origin: sim.origin, req: () => ({ kind: 'put', prefix: writes, start: (putStart += 1_000_000) }) },
    get: { origin: sim.origin, req: () => ({ kind: 'getRand', prefix: reads, max: 10_000 }) },
    alias_get: { origin: sim.origin, req: () => ({ kind: 'getRand', prefix: aliasReads, max: 10_000 }) },
  };
  const results: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  // Warm-up: every path once, long enough for the JIT.
  for (const [, s] of Object.entries(specs)) await client.run({ type: 'closed', origin: s.origin, connections: o.connections, durationMs: 1000, req: s.req() });
  for (let r = 0; r < o.rounds; r++) {
    for (const [name, s] of Object.entries(specs)) {
      const res = await client.run({ type: 'closed', origin: s.origin, connections: o.connections, durationMs: o.roundMs, req: s.req() });
      if (res.errors > 0) throw new Error(`${name}: ${res.errors} errors, first: ${res.firstError}`);
      (results[name] ??= []).push((res.count * 1000) / res.ms);
      (cpu[name] ??= []).push(res.clientCpu);
    }
  }
  for (const name of Object.keys(specs)) log(`${name}: ${results[name]!.map((x) => x.toFixed(0)).join(', ')} req/s (client cpu ${median(cpu[name]!).toFixed(2)})`);
  const baseline = median(results.baseline!);
  const f: Figures = { baseline_req_s: round(baseline) };
  for (const name of ['index', 'get', 'alias_get']) f[`${name}_req_s`] = round(median(results[name]!));
  // Ratios per round (baseline and simulator measured back to back), then the median.
  const ratio = (name: string) => round(median(results[name]!.map((x, i) => x / results.baseline![i]!)), 3);
  f.index_ratio = ratio('index');
  f.get_ratio = ratio('get');
  f.alias_get_ratio = ratio('alias_get');
  f.client_cpu_baseline = round(median(cpu.baseline!), 2);
  return f;
}

/** Single-document write latency at a fixed, moderate rate. */
async function latency(o: Options, client: LoadClient, sim: Served): Promise<Figures> {
  const rate = 1000;
  const prefix = docPathPrefix('index', 'lat');
  await client.run({ type: 'rate', origin: sim.origin, connections: o.connections, rate, durationMs: 500, req: { kind: 'put', prefix, start: 0 } });
  const r = await client.run({ type: 'rate', origin: sim.origin, connections: o.connections, rate, durationMs: 4000, req: { kind: 'put', prefix, start: 1_000_000 } });
  if (r.errors > 0) throw new Error(`latency run: ${r.errors} errors`);
  const l = r.latencies!;
  return { latency_rate_req_s: rate, latency_p50_ms: round(quantile(l, 0.5), 2), latency_p99_ms: round(quantile(l, 0.99), 2) };
}

/** The in-process floor for bulk: the same bytes, only split and `JSON.parse`d, line by line. */
function bulkParse(docs: number): number {
  const bodies: string[] = [];
  for (let first = 0; first < docs; first += 1000) bodies.push(bulkBody('bulk1m', first, Math.min(1000, docs - first)));
  for (let i = 0; i < Math.min(50, bodies.length); i++) parseNdjson(bodies[i]!);
  const rates: number[] = [];
  for (let r = 0; r < 3; r++) {
    const t0 = performance.now();
    let lines = 0;
    for (const b of bodies) lines += parseNdjson(b);
    rates.push(lines / 2 / ((performance.now() - t0) / 1000));
  }
  return median(rates);
}

/** Bulk ingest of the big index into a fresh server (after a warm-up), memory per document, and the parse floor. */
async function measureBulk(o: Options, client: LoadClient, sim: Served): Promise<Figures> {
  await new Promise((r) => setTimeout(r, 300));
  const rssBefore = rssMb(sim.proc.pid!);
  // Warm-up on a throw-away index, then the measured ingest.
  await load(client, sim.origin, 'bulkwarm', 50_000);
  await request(sim.origin, 'DELETE', apiPath('indices.delete', 'DELETE', { index: 'bulkwarm' }));
  const b = await client.run({ type: 'bulk', origin: sim.origin, index: 'bulk1m', first: 0, total: o.docs, batch: 1000, concurrency: 2 });
  if (b.errors > 0) throw new Error(`bulk: ${b.errors} failed docs, first: ${b.firstError}`);
  const bulkDocsS = (b.count * 1000) / b.ms;
  log(`bulk: ${o.docs} docs in ${(b.ms / 1000).toFixed(1)} s (client cpu ${b.clientCpu.toFixed(2)})`);
  await new Promise((r) => setTimeout(r, 500));
  const rssAfter = rssMb(sim.proc.pid!);
  const parseDocsS = bulkParse(o.docs);
  log(`bulk parse floor: ${parseDocsS.toFixed(0)} docs/s`);
  return {
    bulk_docs_s: round(bulkDocsS),
    bulk_parse_docs_s: round(parseDocsS),
    bulk_ratio: round(bulkDocsS / parseDocsS, 3),
    rss_loaded_mb: round(rssAfter, 1),
    rss_per_1k_docs_mb: round(((rssAfter - rssBefore) / o.docs) * 1000, 4),
  };
}

/** Bulk ingest of the big index, memory per document, then scroll page cost at 10k and at full size. */
async function bigIndex(o: Options, client: LoadClient): Promise<Figures> {
  const sim = await spawnServer();
  try {
    const bulkFigures = await measureBulk(o, client, sim);

    // Scroll pages at 10,000 documents (another index on the same server) and at full size.
    await load(client, sim.origin, 'scroll10k', 10_000);
    await client.run({ type: 'scroll', origin: sim.origin, index: 'scroll10k', size: 1000 });
    const small: number[] = [];
    for (let r = 0; r < 5; r++) {
      const s = await client.run({ type: 'scroll', origin: sim.origin, index: 'scroll10k', size: 1000 });
      if (s.count !== 10_000) throw new Error(`scroll10k saw ${s.count} docs`);
      small.push(...s.latencies!);
    }
    const big = await client.run({ type: 'scroll', origin: sim.origin, index: 'bulk1m', size: 1000 });
    if (big.count !== o.docs) throw new Error(`scroll of bulk1m saw ${big.count} docs`);
    const page10k = mean(small);
    const page1m = mean(big.latencies!);
    log(`scroll: start ${big.startMs!.toFixed(0)} ms, pages ${page10k.toFixed(2)} ms at 10k, ${page1m.toFixed(2)} ms at ${o.docs}`);
    const f: Figures = {
      ...bulkFigures,
      scroll_docs_s: round((big.count * 1000) / big.ms),
      scroll_start_ms: round(big.startMs!, 1),
      scroll_page_ms_10k: round(page10k, 3),
      scroll_page_ms_1m: round(page1m, 3),
      scroll_growth: round(page1m / page10k, 3),
    };
    Object.assign(f, await measureSearch(sim.origin, 'bulk1m', o.docs, log));
    Object.assign(f, await measureAggs(sim.origin, o.docs, log));
    if (!o.skipReindex) {
      Object.assign(f, await measureReindex(sim.origin, 'bulk1m', o.docs, log));
      Object.assign(f, await measureNativeReindex(sim.origin, 'bulk1m', o.docs, log));
    }
    return f;
  } finally {
    await sim.stop();
  }
}

/** `--only reindex` / `--only native`: a fresh server, the big index bulk-loaded (not measured), then the copy. */
async function reindexOnly(o: Options): Promise<Figures> {
  const client = await startLoadClient();
  const sim = await spawnServer();
  try {
    const t = performance.now();
    await load(client, sim.origin, 'bulk1m', o.docs);
    log(`loaded ${o.docs} docs in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    if (o.only === 'native') return await measureNativeReindex(sim.origin, 'bulk1m', o.docs, log);
    if (o.only === 'search') return { ...(await measureSearch(sim.origin, 'bulk1m', o.docs, log)), ...(await measureAggs(sim.origin, o.docs, log)) };
    return await measureReindex(sim.origin, 'bulk1m', o.docs, log);
  } finally {
    client.close();
    await sim.stop();
  }
}

const TARGETS: Record<string, { op: '<' | '>=' | '<='; value: number }> = {
  startup_ms: { op: '<', value: 150 },
  startup_over_bare_ms: { op: '<', value: 60 },
  rss_idle_mb: { op: '<', value: 80 },
  index_ratio: { op: '>=', value: 0.6 },
  get_ratio: { op: '>=', value: 0.6 },
  bulk_ratio: { op: '>=', value: 0.4 },
  bulk_docs_s: { op: '>=', value: 100_000 },
  scroll_growth: { op: '<=', value: 1.3 },
  scroll_docs_s: { op: '>=', value: 150_000 },
  reindex_1m_s: { op: '<', value: 12 },
  reindex_1m_scroll_s: { op: '<', value: 25 },
  reindex_native_p99_ms: { op: '<', value: 50 },
  native_root_p99_ms: { op: '<', value: 50 },
  native_get_p99_ms: { op: '<', value: 50 },
  // The text-search issue: a match query's top 10 over 1,000,000 short texts, and no stall of GET / by a search.
  search_match_p50_ms: { op: '<=', value: 20 },
  // Issue 30: a highlighted page of 10 hits over 1,000,000 documents.
  search_highlight_p50_ms: { op: '<=', value: 30 },
  search_match_p99_ms: { op: '<=', value: 50 },
  // Issue 30: a search_after page costs the same at page 1 and page 1,000 (within 1.3x, as scroll_growth).
  search_after_plain_growth: { op: '<=', value: 1.3 },
  search_after_pit_growth: { op: '<=', value: 1.3 },
  search_first_stall_get_ms: { op: '<', value: 100 },
  // The aggregations issue: over 1,000,000 documents over HTTP, and no stall of GET / by one.
  agg_terms_p50_ms: { op: '<=', value: 150 },
  agg_date_histogram_p50_ms: { op: '<=', value: 150 },
  agg_cardinality_p50_ms: { op: '<=', value: 200 },
  ...Object.fromEntries(['terms', 'date_histogram', 'cardinality'].map((a) => [`agg_${a}_stall_get_ms`, { op: '<' as const, value: 100 }])),
  ...Object.fromEntries(['sorted_scan', 'wildcard_sorted', 'scored_filter', 'terms_agg'].map((c) => [`search_long_${c}_stall_get_ms`, { op: '<' as const, value: 100 }])),
  props_cmds_s: { op: '>=', value: 2000 },
  // A concurrent GET / while one pathological request runs (issue 19): within 100 ms.
  ...Object.fromEntries(['wildcard', 'wildcard_30', 'regexp', 'new_fields_10k', 'deep_bulk', 'deep_body', 'filter_path', 'compaction', 'script_loop', 'script_dates', 'script_query', 'script_score', 'function_score_script', 'terms_script', 'scripted_metric', 'runtime_sort', 'runtime_terms', 'script_fields', 'bucket_script', 'update_by_query_script', 'update_script', 'ingest_script', 'bulk_update_script', 'scripted_metric_buckets', 'bucket_script_buckets', 'data_update_script', 'data_ingest_script', 'upsert_new_index', 'update_by_query_one_doc', 'reindex_one_doc', 'foreach', 'grok', 'gsub', 'kv', 'many_processors', 'terms_script_under_terms', 'avg_script_under_terms', 'runtime_under_histogram'].map((c) => [`stall_${c}_get_ms`, { op: '<' as const, value: 100 }])),
};

function holds(name: string, v: number | string | null): string {
  const t = TARGETS[name];
  if (!t) return '';
  if (typeof v !== 'number') return `${t.op} ${t.value}: pending`;
  const ok = t.op === '<' ? v < t.value : t.op === '<=' ? v <= t.value : v >= t.value;
  return `${t.op} ${t.value}: ${ok ? 'ok' : 'MISSED'}`;
}

function table(f: Figures): string {
  const w = Math.max(...Object.keys(f).map((k) => k.length));
  const vw = Math.max(...Object.values(f).map((v) => String(v).length));
  return Object.entries(f)
    .map(([k, v]) => `${k.padEnd(w)}  ${String(v).padStart(vw)}  ${holds(k, v)}`.trimEnd())
    .join('\n');
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  const t0 = performance.now();
  const f: Figures = { date: new Date().toISOString().slice(0, 10), cpus: os.cpus().length, node: process.version, docs: o.docs };
  if (o.only !== undefined && o.only !== 'throughput') {
    if (o.only === 'reindex' || o.only === 'native' || o.only === 'search') Object.assign(f, await reindexOnly(o));
    else if (o.only === 'bulk') {
      const client = await startLoadClient();
      const sim = await spawnServer();
      try {
        Object.assign(f, await measureBulk(o, client, sim));
      } finally {
        client.close();
        await sim.stop();
      }
    }
    else if (o.only === 'aggs') {
      // A fresh server holding only the aggregation index.
      const sim = await spawnServer();
      try {
        Object.assign(f, await measureAggs(sim.origin, o.docs, log));
      } finally {
        await sim.stop();
      }
    }
    else if (o.only === 'stalls') {
      Object.assign(f, await measureStalls(log));
      const client = await startLoadClient();
      try {
        Object.assign(f, await measureCompactionStall(client, o.docs, log));
      } finally {
        client.close();
      }
    }
    else if (o.only === 'startup') Object.assign(f, await startup(STARTUP_ROUNDS));
    else {
      const client = await startLoadClient();
      try {
        Object.assign(f, await measureDataStart(client, o.docs, log));
      } finally {
        client.close();
      }
    }
    f.bench_s = round((performance.now() - t0) / 1000, 1);
    process.stdout.write(table(f) + '\n');
    if (o.json) writeFileSync(o.json, JSON.stringify(f, null, 2) + '\n');
    return;
  }
  if (o.only !== 'throughput') Object.assign(f, await startup(STARTUP_ROUNDS));
  const client = await startLoadClient();
  try {
    const sim = await spawnServer();
    const base = await spawnBaseline().catch(async (e: unknown) => {
      await sim.stop();
      throw e;
    });
    try {
      Object.assign(f, await throughput(o, client, sim, base));
      Object.assign(f, await latency(o, client, sim));
    } finally {
      await Promise.all([sim.stop(), base.stop()]);
    }
    if (o.only !== 'throughput') Object.assign(f, await bigIndex(o, client));
    if (o.only !== 'throughput') Object.assign(f, await measureDataStart(client, o.docs, log));
    if (o.only !== 'throughput') Object.assign(f, await measureCompactionStall(client, o.docs, log));
  } finally {
    client.close();
  }
  if (!o.skipProps && o.only !== 'throughput') Object.assign(f, await measureProps(log));
  if (o.only !== 'throughput') Object.assign(f, await measureStalls(log));
  f.bench_s = round((performance.now() - t0) / 1000, 1);
  process.stdout.write(table(f) + '\n');
  if (o.json) writeFileSync(o.json, JSON.stringify(f, null, 2) + '\n');
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    process.stderr.write(`bench: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(2);
  },
);
