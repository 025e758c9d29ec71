/**
 * The engine's columns (columns.ts, columnar.ts) against the per-document path they replace: for random
 * indexes (several segments per shard, replaced documents left deleted in them, several shards) and random
 * aggregations of the shapes columns collect (terms on keywords and numbers with metric sub-aggregations,
 * histograms, date histograms, top-level metrics and cardinality) and some they leave to that path, the
 * rendered answer is the same, bit for bit, whichever path reads the values.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Json, JsonObject } from '../../json.ts';
import { isEsError } from '../../errors/index.ts';
import { getProfile } from '../../../profiles.ts';
import { Simulator } from '../../../simulator.ts';
import { docsInOrder } from '../visibleDocs.ts';
import { shardCount, shardOf } from '../routing.ts';
import { parseAggregations, runAggregations, type ShardMatches } from './index.ts';
import type { Doc } from '../../doc.ts';

const PROFILE = 'elasticsearch@8.19.0';
const MAPPING = { properties: { k: { type: 'keyword' }, n: { type: 'long' }, d: { type: 'double' }, f: { type: 'float' }, t: { type: 'date' }, b: { type: 'boolean' } } };

const keyword = fc.constantFrom('a', 'b', 'c', 'é', 'Z', '10', '9', 'x y');
const long = fc.integer({ min: -50, max: 50 });
const dbl = fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom(0, -0, 0.1, 0.2, 1, 3, 1e16, 1e300, -1e300));
const date = fc.oneof(fc.integer({ min: 1_700_000_000_000, max: 1_710_000_000_000 }), fc.constantFrom('2024-01-01', '2024-02-29T23:59:59Z', '2023-12-31T12:00:00.000Z'));
const some = <T>(a: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: a }, { weight: 1, arbitrary: fc.array(a, { maxLength: 3 }) });

const source = fc.record({ k: some(keyword), n: some(long), d: some(dbl), f: some(dbl), t: some(date), b: some(fc.boolean()) }, { requiredKeys: [] });

const numField = fc.constantFrom('n', 'd', 'f', 't', 'b');
const metric = fc.oneof(
  fc.record({ type: fc.constantFrom('avg', 'sum', 'min', 'max', 'stats', 'extended_stats', 'value_count', 'cardinality'), field: numField }),
  fc.record({ type: fc.constantFrom('cardinality', 'value_count'), field: fc.constant('k') }),
  fc.record({ type: fc.constant('avg'), field: numField, missing: fc.constant(3) }),
);
const metricBody = (m: { type: string; field: string; missing?: number }): JsonObject => ({ [m.type]: { field: m.field, ...(m.missing !== undefined ? { missing: m.missing } : {}) } });
const subs = fc.array(metric, { maxLength: 3 }).map((ms) => Object.fromEntries(ms.map((m, i) => [`m${i}`, metricBody(m)])) as JsonObject);

const bucketAgg = fc.oneof(
  fc.record({ field: fc.constantFrom('k', 'n', 't', 'b', 'd'), size: fc.integer({ min: 1, max: 6 }), order: fc.constantFrom<Json>(undefined as unknown as Json, { _key: 'asc' }, { _count: 'asc' }), minDoc: fc.constantFrom(1, 2, 0) }).map((t) => ({
    terms: { field: t.field, size: t.size, ...(t.order ? { order: t.order } : {}), ...(t.minDoc !== 1 ? { min_doc_count: t.minDoc } : {}) },
  })),
  fc.record({ interval: fc.constantFrom('day', 'month', 'week'), offset: fc.constantFrom(undefined, '+6h') }).map((h) => ({ date_histogram: { field: 't', calendar_interval: h.interval, ...(h.offset ? { offset: h.offset } : {}) } })),
  fc.record({ field: fc.constantFrom('n', 'd', 'f'), interval: fc.constantFrom(1, 7, 0.5, 1000) }).map((h) => ({ histogram: { field: h.field, interval: h.interval } })),
);
const agg: fc.Arbitrary<JsonObject> = fc.oneof(
  fc.tuple(bucketAgg, subs).map(([b, s]) => ({ top: { ...b, ...(Object.keys(s).length ? { aggs: s } : {}) } }) as JsonObject),
  metric.map((m) => ({ top: metricBody(m) }) as JsonObject),
);

/** An index built through the simulator: batches of writes (ids reused, so documents are replaced), each refreshed into a segment. */
function build(batches: JsonObject[][], shards: number): Simulator {
  const sim = new Simulator({ profile: PROFILE, now: () => 1_700_000_000_000 });
  const call = (method: string, path: string, body?: string, nd = false) => {
    const r = sim.handle({ method, path, headers: { 'content-type': nd ? 'application/x-ndjson' : 'application/json' }, ...(body !== undefined ? { body } : {}) });
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${String(r.body)}`);
  };
  call('PUT', '/p', JSON.stringify({ settings: { number_of_shards: shards }, mappings: MAPPING }));
  batches.forEach((batch, bi) => {
    if (batch.length === 0) return;
    const body = batch.map((src, i) => `{"index":{"_id":"${(bi * 7 + i * 3) % 25}"}}\n${JSON.stringify(src)}\n`).join('');
    call('POST', '/p/_bulk', body, true);
    call('POST', '/p/_refresh');
  });
  return sim;
}

function run(sim: Simulator, aggs: JsonObject, keep: ((d: Doc) => boolean) | 'all', perDocValues: boolean): Json {
  const profile = getProfile(PROFILE);
  const index = sim.state.indices.get('p')!;
  const tree = parseAggregations(aggs, { profile });
  if (isEsError(tree)) return { parseError: tree.status };
  const n = shardCount(index);
  const byShard: Doc[][] = Array.from({ length: n }, () => []);
  const all: Doc[][] = Array.from({ length: n }, () => []);
  for (const d of docsInOrder(index)) {
    const s = shardOf(index, profile, d.id, d.routing);
    all[s]!.push(d);
    if (keep === 'all' || keep(d)) byShard[s]!.push(d);
  }
  // A match_all hands columns every live document of the segments (`all`); the per-document path reads the list.
  const shards: ShardMatches[] = byShard.map((docs, shard) => ({ index, shard, docs, ...(keep === 'all' ? { all: true } : {}) }));
  const r = runAggregations(tree, shards, { profile, now: 1_700_000_000_000, state: sim.state, typedKeys: true, maxBuckets: 65535, allDocs: (_i, s) => all[s] ?? [], perDocValues });
  return JSON.parse(JSON.stringify(r, (_k, v: unknown) => (typeof v === 'number' && Object.is(v, -0) ? '-0' : v))) as Json;
}

describe('aggregations from columns', () => {
  it('sum per bucket as CompensatedSum does, in document order (1e16 + 1 + 1 keeps both ones)', () => {
    // ES's CompensatedSum (Kahan): a plain sum would lose each 1 against 1e16.
    const sim = build([[{ k: 'a', d: 1e16 }, { k: 'a', d: 1 }], [{ k: 'a', d: 1 }]], 1);
    const aggs = { top: { terms: { field: 'k' }, aggs: { s: { sum: { field: 'd' } } } } };
    const got = run(sim, aggs, 'all', false) as { 'sterms#top': { buckets: { 'sum#s': { value: number } }[] } };
    expect(got['sterms#top'].buckets[0]!['sum#s'].value).toBe(1e16 + 2);
    expect(got).toEqual(run(sim, aggs, 'all', true));
  });


  it('answer as the per-document path does, bit for bit', () => {
    fc.assert(
      fc.property(fc.array(fc.array(source, { maxLength: 12 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 3 }), agg, fc.integer({ min: 0, max: 3 }), (batches, shards, aggs, mod) => {
        const sim = build(batches as JsonObject[][], shards);
        const keep = mod === 0 ? 'all' : (d: Doc) => Number(d.id) % (mod + 1) !== 0;
        expect(run(sim, aggs, keep, false)).toEqual(run(sim, aggs, keep, true));
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
