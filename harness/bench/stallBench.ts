/**
 * `stall_*` figures: how long a concurrent `GET /` waits while one pathological request runs on the served
 * simulator (the patterns, the 10,000 new fields and the deep nesting of issue 19). The server is one
 * JavaScript thread, so the wait is the time the pathological request holds it; the target is 100 ms.
 * Each case sends its request, and as soon as the request's bytes are written, `GET /` on another
 * connection; both durations are recorded (maxima over a few rounds), never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath } from '../../reference/api/catalogue.ts';
import { spawnServer } from './procs.ts';

type Log = (line: string) => void;
type Figures = Record<string, number | string | null>;

interface Case {
  name: string;
  /** Requests run once before the rounds (not measured). */
  setup: { method: string; path: string; body?: string }[];
  method: string;
  /** The path of round `r` (a case that needs a fresh target each round names it by the round). */
  path: string | ((r: number) => string);
  body: () => string | undefined;
  /** Run against a second server started with `--data` (a journal fsynced per change). */
  data?: boolean;
}

const repeatObj = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Document bodies and query bodies built to be as expensive as the issue's reports. */
function cases(): Case[] {
  const search = apiPath('search', 'POST', { index: 'stall_w' });
  const manyFields = (n: number): string => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, i % 3 === 0 ? `v${i}` : i])));
  const value40 = 'a'.repeat(40);
  return [
    {
      name: 'wildcard',
      setup: [
        { method: 'PUT', path: apiPath('indices.create', 'PUT', { index: 'stall_w' }), body: JSON.stringify({ mappings: { properties: { k: { type: 'keyword' } } } }) },
        { method: 'PUT', path: `${apiPath('index', 'PUT', { index: 'stall_w', id: '1' })}?refresh=true`, body: JSON.stringify({ k: value40 }) },
      ],
      method: 'POST',
      path: search,
      // Eight `*a` then `*b` (11.6 s before the glob matcher); each further `*a` multiplied it by ~3.5.
      body: () => JSON.stringify({ query: { wildcard: { k: `${'*a'.repeat(8)}*b` } } }),
    },
    {
      name: 'wildcard_30',
      setup: [],
      method: 'POST',
      path: search,
      body: () => JSON.stringify({ query: { wildcard: { k: `${'*a'.repeat(30)}*b` } } }),
    },
    {
      name: 'regexp',
      setup: [],
      method: 'POST',
      path: search,
      // Catastrophic for a backtracking engine: (a|aa)* has exponentially many ways to split 40 a's.
      body: () => JSON.stringify({ query: { regexp: { k: '(a|aa)*(a|aa)*(a|aa)*b' } } }),
    },
    {
      name: 'new_fields_10k',
      setup: [{ method: 'PUT', path: apiPath('indices.create', 'PUT', { index: 'stall_f' }) }],
      method: 'PUT',
      path: apiPath('index', 'PUT', { index: 'stall_f', id: '1' }),
      body: () => manyFields(10_000),
    },
    {
      name: 'deep_bulk',
      setup: [],
      method: 'POST',
      path: apiPath('bulk', 'POST'),
      body: () => `{"index":{"_index":"stall_b","_id":"1"}}\n{"a":1}\n{"index":{"_index":"stall_b","_id":"2"}}\n${repeatObj(10_000)}\n`,
    },
    {
      name: 'deep_body',
      setup: [],
      method: 'PUT',
      path: apiPath('index', 'PUT', { index: 'stall_d', id: '1' }),
      body: () => repeatObj(10_000),
    },
    {
      name: 'filter_path',
      // An unmapped (enabled: false) object 200 deep: each `**` could both stay and step at every level.
      setup: [
        { method: 'PUT', path: apiPath('indices.create', 'PUT', { index: 'stall_p' }), body: JSON.stringify({ mappings: { properties: { x: { type: 'object', enabled: false } } } }) },
        { method: 'PUT', path: `${apiPath('index', 'PUT', { index: 'stall_p', id: '1' })}?refresh=true`, body: `{"x":${repeatObj(200)}}` },
      ],
      method: 'GET',
      // The catalogue names the API; the query is the pathological part, written out as the issue's reports sent it.
      path: `${apiPath('search', 'GET', { index: 'stall_p' })}?filter_path=${Array(24).fill('**').join('.')}.zzz`,
      body: () => undefined,
    },
    ...scriptCases(),
    ...vectorCases(),
  ];
}

/**
 * The exact knn scan (issue 28's bounded work): 40,000 documents of 64-dimension float vectors (int8_hnsw by default
 * from 8.14, so the first search also builds the segments' quantizers), searched by the top-level `knn` option
 * (its first round is the first search after indexing: it reads every vector from the sources), the `knn` query,
 * and a script_score on `cosineSimilarity`. Before stop 52 the first search held the server 0.7–1.4 s in one piece.
 */
function vectorCases(): Case[] {
  const dims = 64;
  const docs = 40_000;
  let seed = 7;
  const next = () => Math.round((((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1) * 1000) / 1000;
  const vector = () => Array.from({ length: dims }, next);
  const bulk = apiPath('bulk', 'POST', { index: 'stall_v' });
  const batches = Array.from({ length: docs / 5000 }, (_, b) => ({
    method: 'POST',
    path: `${bulk}${b === docs / 5000 - 1 ? '?refresh=true' : ''}`,
    body: Array.from({ length: 5000 }, (_, i) => `{"index":{"_id":"${b * 5000 + i}"}}\n${JSON.stringify({ n: b * 5000 + i, v: vector() })}\n`).join(''),
  }));
  const search = apiPath('search', 'POST', { index: 'stall_v' });
  const qv = vector();
  const one = (name: string, body: object): Case => ({ name, setup: [], method: 'POST', path: search, body: () => JSON.stringify(body) });
  return [
    { ...one('knn_option', { knn: { field: 'v', query_vector: qv, k: 10, num_candidates: 100 } }), setup: [{ method: 'PUT', path: apiPath('indices.create', 'PUT', { index: 'stall_v' }), body: JSON.stringify({ mappings: { properties: { v: { type: 'dense_vector', dims, similarity: 'cosine', index: true }, n: { type: 'integer' } } } }) }, ...batches] },
    one('knn_query', { query: { knn: { field: 'v', query_vector: qv, k: 10, num_candidates: 100 } } }),
    one('knn_script_score', { size: 3, query: { script_score: { query: { match_all: {} }, script: { source: "cosineSimilarity(params.q, 'v') + 1.0", params: { q: qv } } } } }),
  ];
}

/**
 * Painless scripts that run long (stop 48): a loop to just under the loop counter's million through the
 * execute API, a loop of date parses, and a script query whose loop runs on each of 2,000 documents; then
 * (stop 49) the other searches that script per document, and an update_by_query whose script loops per document.
 */
function scriptCases(): Case[] {
  const execute = apiPath('scripts_painless_execute', 'POST');
  const loop = 'long s = 0; for (int i = 0; i < 500; i++) { s += i }';
  const search = apiPath('search', 'POST', { index: 'stall_s' });
  const docs = Array.from({ length: 2000 }, (_, i) => `{"index":{"_id":"${i}"}}\n{"n":${i}}\n`).join('');
  return [
    {
      name: 'script_loop',
      setup: [],
      method: 'POST',
      path: execute,
      body: () => JSON.stringify({ script: { source: 'long s = 0; for (int i = 0; i < 999999; i++) { s += i } return s' } }),
    },
    {
      name: 'script_dates',
      setup: [],
      method: 'POST',
      path: execute,
      body: () => JSON.stringify({ script: { source: "long t = 0; for (int i = 0; i < 200000; i++) { t += ZonedDateTime.parse('2020-03-29T01:30:00+01:00').getYear() } return t" } }),
    },
    {
      name: 'script_query',
      setup: [{ method: 'POST', path: `${apiPath('bulk', 'POST', { index: 'stall_s' })}?refresh=true`, body: docs }],
      method: 'POST',
      path: search,
      body: () => JSON.stringify({ size: 1, query: { bool: { filter: { script: { script: { source: "int s = 0; for (int i = 0; i < 500; i++) { s += i } return doc['n'].value % 2 == 0 && s > 0" } } } } } }),
    },
    ...scriptedSearchCases(search, loop),
    {
      name: 'update_by_query_script',
      setup: [],
      method: 'POST',
      path: `${apiPath('update_by_query', 'POST', { index: 'stall_s' })}?conflicts=proceed`,
      body: () => JSON.stringify({ script: { source: `${loop} ctx._source.m = s + ctx._source.n` } }),
    },
    ...singleScriptCases(search, loop),
    ...perDocumentScriptCases(),
    ...processorCases(),
    ...bucketScriptCases(search, loop),
  ];
}

/** The script of about two seconds that singleScriptCases runs once. */
const LONG = 'long s = 0; for (int i = 0; i < 999999; i++) { s += i % 7; s = s * 3 % 1000003 }';

/** An `_update` and an index request through a pipeline's script processor, each one LONG script. */
function writeScriptCases(): Case[] {
  return [
    {
      name: 'update_script',
      setup: [{ method: 'PUT', path: apiPath('index', 'PUT', { index: 'stall_u', id: '1' }), body: JSON.stringify({ n: 1 }) }],
      method: 'POST',
      path: apiPath('update', 'POST', { index: 'stall_u', id: '1' }),
      body: () => JSON.stringify({ script: { source: `${LONG} ctx._source.s = s` } }),
    },
    {
      name: 'ingest_script',
      setup: [{ method: 'PUT', path: apiPath('ingest.put_pipeline', 'PUT', { id: 'stall_long' }), body: JSON.stringify({ processors: [{ script: { source: `${LONG} ctx.s = s` } }] }) }],
      method: 'PUT',
      path: `${apiPath('index', 'PUT', { index: 'stall_i', id: '1' })}?pipeline=stall_long`,
      body: () => JSON.stringify({ n: 1 }),
    },
  ];
}

/**
 * Stop 51: the writes that still ran their script whole. The single-document writes of singleScriptCases on a
 * server with `--data` (each change journaled before its answer); an update that creates its index (a scripted
 * upsert on a missing index, a fresh one each round); and one document's long script in `_update_by_query` and
 * `_reindex` (one document, so the script is the whole request).
 */
function perDocumentScriptCases(): Case[] {
  return [
    // The same writes on a server with --data.
    ...writeScriptCases().map((c) => ({ ...c, name: `data_${c.name}`, data: true })),
    {
      name: 'upsert_new_index',
      setup: [],
      method: 'POST',
      path: (r) => apiPath('update', 'POST', { index: `stall_new${r}`, id: '1' }),
      body: () => JSON.stringify({ scripted_upsert: true, upsert: {}, script: { source: `${LONG} ctx._source.s = s` } }),
    },
    {
      name: 'update_by_query_one_doc',
      setup: [{ method: 'PUT', path: `${apiPath('index', 'PUT', { index: 'stall_one', id: '1' })}?refresh=true`, body: JSON.stringify({ n: 1 }) }],
      method: 'POST',
      path: apiPath('update_by_query', 'POST', { index: 'stall_one' }),
      body: () => JSON.stringify({ script: { source: `${LONG} ctx._source.s = s` } }),
    },
    {
      name: 'reindex_one_doc',
      setup: [],
      method: 'POST',
      path: apiPath('reindex', 'POST'),
      body: () => JSON.stringify({ source: { index: 'stall_one' }, dest: { index: 'stall_one_copy' }, script: { source: `${LONG} ctx._source.s = s` } }),
    },
  ];
}

/**
 * Stop 51: ingest processors without a script that run long on one document: `foreach` over 200,000 values,
 * grok, gsub and kv on a field of a few megabytes, and a pipeline of 2,000 processors.
 */
function processorCases(): Case[] {
  const pipe = (name: string, processors: object[], doc: () => object): Case => ({
    name,
    setup: [{ method: 'PUT', path: apiPath('ingest.put_pipeline', 'PUT', { id: `stall_${name}` }), body: JSON.stringify({ processors }) }],
    method: 'PUT',
    path: `${apiPath('index', 'PUT', { index: 'stall_proc', id: '1' })}?pipeline=stall_${name}`,
    body: () => JSON.stringify(doc()),
  });
  const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
  const pairs = (n: number): string => Array.from({ length: n }, (_, i) => `k${i % 50}=v${i}`).join(' ');
  return [
    pipe('foreach', [{ foreach: { field: 'a', processor: { uppercase: { field: '_ingest._value' } } } }], () => ({ a: Array.from({ length: 200_000 }, (_, i) => `v${i}`) })),
    pipe('grok', [{ grok: { field: 'm', patterns: ['%{WORD:first} %{GREEDYDATA:rest}'] } }, { grok: { field: 'rest', patterns: ['%{IP:ip}'], ignore_failure: true } }], () => ({ m: words(400_000) })),
    pipe('gsub', [{ gsub: { field: 'm', pattern: 'w(\\d)', replacement: 'x$1' } }], () => ({ m: words(400_000) })),
    pipe('kv', [{ kv: { field: 'm', field_split: ' ', value_split: '=' } }], () => ({ m: pairs(200_000) })),
    pipe('many_processors', Array.from({ length: 2000 }, (_, i) => ({ set: { field: `f${i % 100}`, value: `{{{n}}}-${i}` } })), () => ({ n: 1 })),
  ];
}

/**
 * Stop 51: value-source scripts below a bucket, per document of `stall_s`: a script `terms` and a script `avg`
 * under a terms parent, and a runtime field's terms under a histogram.
 */
function bucketScriptCases(search: string, loop: string): Case[] {
  const one = (name: string, body: object): Case => ({ name, setup: [], method: 'POST', path: search, body: () => JSON.stringify(body) });
  const parent = { terms: { script: { source: "doc['n'].value % 10" }, size: 10 } };
  return [
    one('terms_script_under_terms', { size: 0, aggs: { p: { ...parent, aggs: { t: { terms: { script: { source: `${loop} return doc['n'].value % 3 + s * 0` } } } } } } }),
    one('avg_script_under_terms', { size: 0, aggs: { p: { terms: { field: 'n', size: 10 }, aggs: { a: { avg: { script: { source: `${loop} return doc['n'].value + s` } } } } } } }),
    one('runtime_under_histogram', { size: 0, runtime_mappings: { r: { type: 'long', script: { source: `${loop} emit(doc['n'].value % 10 + s * 0)` } } }, aggs: { h: { histogram: { field: 'n', interval: 200 }, aggs: { t: { terms: { field: 'r' } } } } } }),
  ];
}

/**
 * One script of about two seconds where it runs once (stop 50): an `_update`, an ingest pipeline's script
 * processor on an index request, a `_bulk` update item; and aggregation scripts under 10 histogram buckets of `stall_s`: a
 * `scripted_metric` whose map script loops 500 times per document, a `bucket_script` looping 100,000 times per bucket.
 */
function singleScriptCases(search: string, loop: string): Case[] {
  const tenBuckets = { histogram: { field: 'n', interval: 200 } };
  return [
    ...writeScriptCases(),
    {
      name: 'bulk_update_script',
      setup: [],
      method: 'POST',
      path: apiPath('bulk', 'POST'),
      body: () => `{"update":{"_index":"stall_u","_id":"1"}}\n${JSON.stringify({ script: { source: `${LONG} ctx._source.b = s` } })}\n{"index":{"_index":"stall_u","_id":"2"}}\n{"n":2}\n`,
    },
    {
      name: 'scripted_metric_buckets',
      setup: [],
      method: 'POST',
      path: search,
      body: () => JSON.stringify({ size: 0, aggs: { h: { ...tenBuckets, aggs: { m: { scripted_metric: { init_script: 'state.t = 0L', map_script: `${loop} state.t += doc['n'].value + s`, combine_script: 'return state.t', reduce_script: 'long t = 0; for (x in states) { t += x } return t' } } } } } }),
    },
    {
      name: 'bucket_script_buckets',
      setup: [],
      method: 'POST',
      path: search,
      body: () => JSON.stringify({ size: 0, aggs: { h: { ...tenBuckets, aggs: { c: { bucket_script: { buckets_path: { x: '_count' }, script: 'long s = 0; for (int i = 0; i < 100000; i++) { s += i % 7; s = s * 3 % 1000003 } return params.x + s' } } } } } }),
    },
  ];
}

/**
 * The other places a script runs per document in a search (stop 49), each looping 500 times on each of the
 * 2,000 documents of `stall_s`: a script_score and a function_score query, a terms aggregation on a script,
 * a scripted_metric, a sort and a terms aggregation on a runtime field, script_fields on 2,000 hits, and a
 * bucket_script over 2,000 histogram buckets.
 */
function scriptedSearchCases(search: string, loop: string): Case[] {
  const one = (name: string, body: object): Case => ({ name, setup: [], method: 'POST', path: search, body: () => JSON.stringify(body) });
  const value = `${loop} return doc['n'].value + s`;
  return [
    one('script_score', { size: 1, query: { script_score: { query: { match_all: {} }, script: { source: value } } } }),
    one('function_score_script', { size: 1, query: { function_score: { query: { match_all: {} }, functions: [{ script_score: { script: { source: value } } }] } } }),
    one('terms_script', { size: 0, aggs: { t: { terms: { script: { source: `${loop} return doc['n'].value % 10 + s * 0` } } } } }),
    one('scripted_metric', { size: 0, aggs: { m: { scripted_metric: { init_script: 'state.t = 0L', map_script: `${loop} state.t += doc['n'].value + s`, combine_script: 'return state.t', reduce_script: 'long t = 0; for (x in states) { t += x } return t' } } } }),
    one('runtime_sort', { size: 1, runtime_mappings: { r: { type: 'long', script: { source: `${loop} emit(doc['n'].value + s)` } } }, sort: [{ r: 'desc' }] }),
    one('runtime_terms', { size: 0, runtime_mappings: { r: { type: 'long', script: { source: `${loop} emit(doc['n'].value % 10 + s * 0)` } } }, aggs: { t: { terms: { field: 'r' } } } }),
    one('script_fields', { size: 2000, script_fields: { f: { script: { source: value } } } }),
    one('bucket_script', { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { c: { bucket_script: { buckets_path: { x: '_count' }, script: `${loop} return params.x + s` } } } } } }),
  ];
}

interface Timed {
  status: number;
  ms: number;
}

/** Sends one request on its own connection; `sent` fires once its bytes are written. */
function send(port: number, method: string, path: string, body: string | undefined, timeoutMs: number, sent?: () => void): Promise<Timed> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path, agent: false, headers: body === undefined ? {} : { 'content-type': path.includes('_bulk') ? 'application/x-ndjson' : 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve({ status: 0, ms: performance.now() - t0 });
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    req.end(body, () => sent?.());
  });
}

/** Runs every case `rounds` times against a fresh server (and one with `--data` for its cases); a request past `timeoutMs` is cut and reported as such. */
export async function measureStalls(log: Log, rounds = 3, timeoutMs = 60_000, only?: (name: string) => boolean): Promise<Figures> {
  const chosen = cases().filter((c) => !only || only(c.name));
  const f: Figures = {};
  const plain = chosen.filter((c) => !c.data);
  if (plain.length > 0) await measureOn(await spawnServer(), plain, f, log, rounds, timeoutMs);
  const journaled = chosen.filter((c) => c.data);
  if (journaled.length > 0) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-stall-data-'));
    try {
      await measureOn(await spawnServer(undefined, ['--data', dir]), journaled, f, log, rounds, timeoutMs);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return f;
}

async function measureOn(sim: Awaited<ReturnType<typeof spawnServer>>, list: Case[], f: Figures, log: Log, rounds: number, timeoutMs: number): Promise<void> {
  const root = apiPath('info', 'GET');
  try {
    for (const c of list) {
      for (const s of c.setup) await send(sim.port, s.method, s.path, s.body, timeoutMs);
      let worstGet = 0;
      let worstReq = 0;
      let status = 0;
      for (let r = 0; r < rounds; r++) {
        let get: Promise<Timed> | undefined;
        const path = typeof c.path === 'string' ? c.path : c.path(r);
        const patho = send(sim.port, c.method, path, c.body(), timeoutMs, () => {
          get = send(sim.port, 'GET', root, undefined, timeoutMs);
        });
        const p = await patho;
        const g = await (get ?? send(sim.port, 'GET', root, undefined, timeoutMs));
        status = p.status;
        worstGet = Math.max(worstGet, g.ms);
        worstReq = Math.max(worstReq, p.ms);
        if (p.status === 0) {
          log(`stall ${c.name}: cut after ${timeoutMs} ms; later rounds skipped`);
          break;
        }
      }
      log(`stall ${c.name}: request ${worstReq.toFixed(1)} ms (status ${status}), concurrent GET / ${worstGet.toFixed(1)} ms`);
      f[`stall_${c.name}_req_ms`] = Math.round(worstReq * 10) / 10;
      f[`stall_${c.name}_get_ms`] = Math.round(worstGet * 10) / 10;
    }
  } finally {
    await sim.stop();
  }
}
