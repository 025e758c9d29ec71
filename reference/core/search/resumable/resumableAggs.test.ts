/**
 * Resumable aggregations (issue 27/29): a search's aggregations collect in steps (columnar.ts, index.ts,
 * searchAggs.ts), so the sliced answer equals the synchronous one, the collection yields more than once,
 * and writes served between slices change nothing of what the aggregations see (a point-in-time view).
 * The bodies are size-0 match_alls: their hits are counted without a loop, so every yield is the aggregations'.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { Simulator } from '../../../simulator.ts';

const DOCS = 20_000; // several times SLICE_DOCS

function loaded(shards = 1): Simulator {
  const sim = testSimulator();
  call(sim, 'PUT', '/a', { settings: { number_of_shards: shards }, mappings: { properties: { k: { type: 'keyword' }, n: { type: 'integer' }, x: { type: 'double' }, t: { type: 'date' } } } });
  const lines: unknown[] = [];
  for (let i = 0; i < DOCS; i++) lines.push({ index: { _id: String(i) } }, { k: `key${i % 300}`, n: i % 500, x: (i % 77) / 7, t: 1_600_000_000_000 + i * 3_600_000 });
  expect(call(sim, 'POST', '/a/_bulk?refresh=true', lines).body.errors).toBe(false);
  return sim;
}

const AGGS: Record<string, unknown> = {
  terms_keyword: { t: { terms: { field: 'k', size: 5 }, aggs: { s: { sum: { field: 'x' } } } } },
  terms_number: { t: { terms: { field: 'n', size: 3 }, aggs: { a: { avg: { field: 'x' } } } } },
  date_histogram: { h: { date_histogram: { field: 't', calendar_interval: 'month' }, aggs: { m: { max: { field: 'x' } } } } },
  histogram: { h: { histogram: { field: 'x', interval: 2.5 } } },
  metrics: { c: { cardinality: { field: 'k' } }, s: { stats: { field: 'x' } }, e: { extended_stats: { field: 'n' } } },
  per_doc_path: { p: { percentiles: { field: 'x', percents: [50] } }, f: { filter: { term: { k: 'key7' } } } },
};

/** Runs a search as the HTTP server does (sliced), one step at a time, `between` after each. */
function sliced(sim: Simulator, body: unknown, between: () => void = () => undefined): { text: string; steps: number } {
  const res = sim.handle({ method: 'POST', path: '/a/_search', query: {}, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, { sliced: true });
  expect(res.resume).toBeDefined();
  let steps = 0;
  for (;;) {
    const done = res.resume!(() => false);
    steps++;
    if (done) return { text: done.body, steps };
    between();
  }
}

describe('resumable aggregations', () => {
  const sim = loaded();
  for (const [name, aggs] of Object.entries(AGGS)) {
    it(`${name}: the sliced answer equals the synchronous one`, () => {
      const body = { size: 0, query: { match_all: {} }, aggs };
      const sync = call(sim, 'POST', '/a/_search', body);
      expect(sync.status, sync.text).toBe(200);
      const s = sliced(sim, body);
      expect(s.text).toBe(sync.text);
      // The columnar collection yields every SLICE_DOCS documents; the per-document path once per aggregation.
      expect(s.steps).toBeGreaterThan(name === 'per_doc_path' ? 1 : 4);
    });
  }

  it('a query with aggregations: the matching loop and the collection both yield, same answer', () => {
    const body = { size: 2, query: { range: { n: { gte: 100 } } }, aggs: AGGS.terms_keyword, sort: [{ n: 'asc' }] };
    const sync = call(sim, 'POST', '/a/_search', body).text;
    const s = sliced(sim, body);
    expect(s.text).toBe(sync);
    expect(s.steps).toBeGreaterThan(8);
  });

  it('writes served between slices do not change what the running aggregations see', () => {
    // Three shards: the later shards' columns must be the ones read before the first yield.
    const fresh = loaded(3);
    const body = { size: 0, aggs: { ...(AGGS.terms_keyword as object), c: { cardinality: { field: 'k' } }, h: { histogram: { field: 'n', interval: 100 } } } };
    const before = call(fresh, 'POST', '/a/_search', body).text;
    let w = 0;
    const write = () => {
      call(fresh, 'PUT', `/a/_doc/new${w}?refresh=true`, { k: `fresh${w}`, n: 9999, x: 1e6 });
      call(fresh, 'DELETE', `/a/_doc/${w++}?refresh=true`);
    };
    const s = sliced(fresh, body, write);
    expect(w).toBeGreaterThan(2);
    expect(s.text).toBe(before);
    expect(call(fresh, 'POST', '/a/_search', body).text).not.toBe(before);
  });

  it('the first aggregation on a field reads the doc values recorded at write time: no build, same answer', () => {
    // engine/docColumns.ts: `x` was recorded as the documents were written, so the cold run does no more than a warm one.
    const cold = loaded();
    // Another field first: the live documents' places (made once per refresh, in steps) are then known.
    sliced(cold, { size: 0, aggs: { a: { avg: { field: 'n' } } } });
    const body = { size: 0, aggs: { a: { avg: { field: 'x' } } } };
    const first = sliced(cold, body);
    const again = sliced(cold, body);
    expect(first.text).toBe(again.text);
    expect(first.text).toBe(call(cold, 'POST', '/a/_search', body).text);
    expect(first.steps).toBeLessThanOrEqual(again.steps + 1);
  });

  it('a field the segments did not record (mapped after its documents) builds its column in steps, with the same answer', () => {
    const sim = testSimulator();
    call(sim, 'PUT', '/a', { mappings: { dynamic: false, properties: { k: { type: 'keyword' } } } });
    const lines: unknown[] = [];
    for (let i = 0; i < DOCS; i++) lines.push({ index: { _id: String(i) } }, { k: `key${i % 300}`, y: (i % 77) / 7 });
    expect(call(sim, 'POST', '/a/_bulk?refresh=true', lines).body.errors).toBe(false);
    expect(call(sim, 'PUT', '/a/_mapping', { properties: { y: { type: 'double' } } }).status).toBe(200);
    const body = { size: 0, aggs: { a: { avg: { field: 'y' } } } };
    const first = sliced(sim, body);
    const again = sliced(sim, body);
    expect(first.text).toBe(again.text);
    expect(first.text).toBe(call(sim, 'POST', '/a/_search', body).text);
    // 20,000 documents: about four yields while the column is built from the sources, on top of the collection's own.
    expect(first.steps).toBeGreaterThanOrEqual(again.steps + 3);
  });

  it("a cardinality's first run hashes its column's values in steps (columnar.ts warmHashes), with the same answer", () => {
    const sim = testSimulator();
    call(sim, 'PUT', '/a', { mappings: { properties: { u: { type: 'long' }, k: { type: 'keyword' } } } });
    const lines: unknown[] = [];
    for (let i = 0; i < DOCS; i++) lines.push({ index: { _id: String(i) } }, { u: i * 7, k: `v${i}` });
    expect(call(sim, 'POST', '/a/_bulk?refresh=true', lines).body.errors).toBe(false);
    // Another aggregation first: the live documents' places are then known, so only the hashing is left to a first run.
    sliced(sim, { size: 0, aggs: { a: { avg: { field: 'u' } } } });
    for (const field of ['u', 'k']) {
      const body = { size: 0, aggs: { c: { cardinality: { field } } } };
      const first = sliced(sim, body);
      const again = sliced(sim, body);
      expect(first.text).toBe(again.text);
      expect(first.text).toBe(call(sim, 'POST', '/a/_search', body).text);
      // 20,000 distinct values: about four yields while they are hashed, on top of the collection's own.
      expect(first.steps).toBeGreaterThanOrEqual(again.steps + 3);
    }
  });
});
