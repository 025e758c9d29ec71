/**
 * Doc values recorded at write time (docColumns.ts) against the columns built from the sources they replace
 * (aggs/columns.ts `numberColumn`/`bytesColumn`, the path every field not recorded still takes): for random
 * indexes written in batches (ids reused, so documents are replaced and left deleted in older segments),
 * refreshed, sometimes force-merged, every segment's column of every recorded field equals, array for array,
 * the column built by parsing that segment's documents.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { JsonObject } from '../../json.ts';
import { getProfile } from '../../../profiles.ts';
import { Simulator } from '../../../simulator.ts';
import { call } from '../../../testkit.ts';
import { sourceValues } from '../fields.ts';
import { bytesColumn, numberColumn } from '../aggs/columns.ts';
import { drain } from '../resumable/steps.ts';
import { shardSegments } from './indexEngine.ts';
import { resolveColumn, termOrder, trackedFields, type Column } from './docColumns.ts';

const PROFILE = 'elasticsearch@8.19.0';
const MAPPING = {
  properties: {
    k: { type: 'keyword', fields: { short: { type: 'keyword', ignore_above: 2 } } },
    n: { type: 'long' },
    f: { type: 'float' },
    t: { type: 'date' },
    b: { type: 'boolean' },
    ip: { type: 'ip' },
    o: { properties: { x: { type: 'integer' } } },
  },
};

const some = <T>(a: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: a }, { weight: 1, arbitrary: fc.array(a, { maxLength: 3 }) });
const source = fc.record(
  {
    k: some(fc.constantFrom('a', 'b', 'é', 'Z', '10', '9', 'x y', '\u{1F600}', '\uFF5A')),
    n: some(fc.integer({ min: -50, max: 50 })),
    f: some(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
    t: some(fc.oneof(fc.integer({ min: 1_700_000_000_000, max: 1_710_000_000_000 }), fc.constant('2024-02-29T23:59:59Z'))),
    b: some(fc.boolean()),
    ip: some(fc.constantFrom('10.0.0.1', '192.168.1.1', '::1', '2001:db8::1')),
    o: fc.record({ x: some(fc.integer({ min: 0, max: 9 })) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

function build(batches: JsonObject[][], shards: number, merge: boolean, after: [string, string][] = []): Simulator {
  const sim = new Simulator({ profile: PROFILE, now: () => 1_700_000_000_000 });
  const call = (method: string, path: string, body?: string, nd = false) => {
    const [p, q] = path.split('?');
    const query = Object.fromEntries(new URLSearchParams(q ?? ''));
    const r = sim.handle({ method, path: p!, query, headers: { 'content-type': nd ? 'application/x-ndjson' : 'application/json' }, ...(body !== undefined ? { body } : {}) });
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${String(r.body)}`);
  };
  call('PUT', '/p', JSON.stringify({ settings: { number_of_shards: shards }, mappings: MAPPING }));
  batches.forEach((batch, bi) => {
    if (batch.length === 0) return;
    call('POST', '/p/_bulk', batch.map((src, i) => `{"index":{"_id":"${(bi * 7 + i * 3) % 25}"}}\n${JSON.stringify(src)}\n`).join(''), true);
    call('POST', '/p/_refresh');
    if (merge && bi % 3 === 2) call('POST', '/p/_forcemerge?max_num_segments=1');
  });
  for (const [method, path] of after) call(method, path);
  return sim;
}

/** Every segment's recorded columns, each beside the one built from its documents' sources. */
function pairs(sim: Simulator): { key: string; recorded: Column; fromSources: Column }[] {
  const index = sim.state.indices.get('p')!;
  const out: { key: string; recorded: Column; fromSources: Column }[] = [];
  const tracked = trackedFields(index, getProfile(PROFILE));
  for (const segments of shardSegments(index, getProfile(PROFILE))) {
    for (const seg of segments) {
      for (const f of tracked) {
        const src = seg.columns.get(f.key);
        if (!src) continue;
        const cmp = termOrder(f.kind);
        const fromDocs = (docs: readonly import('../../doc.ts').Doc[]) =>
          f.numeric ? numberColumn(docs, (d) => f.toNumbers(sourceValues(d.parsed, f.ref))) : bytesColumn(docs, (d) => f.toStrings(sourceValues(d.parsed, f.ref)), cmp);
        const recorded = drain(resolveColumn(src, f.numeric, cmp, function* (docs) {
          return fromDocs(docs);
        }));
        out.push({ key: f.key, recorded, fromSources: fromDocs(seg.docs) });
      }
    }
  }
  return out;
}

describe('doc values recorded at write time', () => {
  it('every recorded field is tracked: keywords, multi-fields, numbers, dates, booleans, ips, object leaves', () => {
    const sim = build([[{ k: 'a', n: 1 }]], 1, false);
    const names = trackedFields(sim.state.indices.get('p')!, getProfile(PROFILE)).map((f) => f.ref.name).sort();
    expect(names).toEqual(['b', 'f', 'ip', 'k', 'k.short', 'n', 'o.x', 't']);
  });

  it('equal the columns built from the sources, segment by segment, after replacements and merges', () => {
    fc.assert(
      fc.property(fc.array(fc.array(source, { maxLength: 9 }), { minLength: 1, maxLength: 7 }), fc.constantFrom(1, 2), fc.boolean(), (batches, shards, merge) => {
        const sim = build(batches, shards, merge);
        for (const p of pairs(sim)) expect(p.recorded, p.key).toEqual(p.fromSources);
      }),
      { numRuns: 60 },
    );
  });

  it('a merged segment joins its parts: terms only deleted documents used are dropped', () => {
    // Lucene's merge writes only the live documents' values (SegmentMerger: deleted documents are skipped).
    const sim = build([[{ k: 'gone', n: 5 }], [{ k: 'kept', n: 6 }]], 1, false, [
      ['DELETE', '/p/_doc/0'],
      ['POST', '/p/_refresh'],
      ['POST', '/p/_forcemerge?max_num_segments=1'],
    ]);
    const cols = pairs(sim);
    const k = cols.find((c) => c.key.startsWith('k\u0000'))!;
    expect(k.recorded.terms).toEqual(['kept']);
    for (const p of cols) expect(p.recorded, p.key).toEqual(p.fromSources);
  });
  it("orders a segment's keyword values by bytes when a surrogate first comes after other values", () => {
    // UTF-16 order puts U+1F600 (a surrogate pair) before U+FF5A; UTF-8 byte order, the field's order, after it.
    const sim = new Simulator({ profile: PROFILE, now: () => 1_700_000_000_000 });
    const c = (method: string, path: string, body?: unknown) => call(sim, method, path, body);
    c('PUT', '/s', { mappings: { properties: { k: { type: 'keyword' } } } });
    for (const [id, k] of [['1', '\uFF5A'], ['2', 'b'], ['3', '\u{1F600}'], ['4', 'a'], ['5', '\u{1F600}']]) c('PUT', `/s/_doc/${id}`, { k });
    c('POST', '/s/_refresh');
    const seg = shardSegments(sim.state.indices.get('s')!, getProfile(PROFILE))[0]![0]!;
    const recorded = [...seg.columns.values()][0] as Column;
    expect(recorded.terms).toEqual(['a', 'b', '\uFF5A', '\u{1F600}']);
    const r = c('POST', '/s/_search', { size: 0, aggs: { k: { terms: { field: 'k', order: { _key: 'asc' } } } } });
    expect((r.body as { aggregations: { k: { buckets: { key: string }[] } } }).aggregations.k.buckets.map((b) => b.key)).toEqual(['a', 'b', '\uFF5A', '\u{1F600}']);
  });
});
