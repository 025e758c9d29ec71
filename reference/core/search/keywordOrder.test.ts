/**
 * Keyword values order as Lucene's BytesRef does, by UTF-8 bytes (BytesRef.compareTo), which is code point
 * order: a character above U+FFFF (a surrogate pair in UTF-16) sorts after U+FFFF, where UTF-16 code units
 * would put it before U+E000. Term ranges (TermRangeQuery) follow it. Sorts (SortedSetSortField) do too in
 * ES, but the simulator's sorts compare UTF-16 code units, a known departure for such characters only, kept
 * because byte comparison doubled the cost of large sorts (sort.ts, `order`): the test below pins it, so a
 * change of either is seen.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call } from '../../testkit.ts';

function keywords() {
  const s = new Simulator({ now: () => 0, seed: 1, profile: 'elasticsearch@8.19.0' });
  const c = (m: string, p: string, b?: unknown) => call(s, m, p, b);
  c('PUT', '/k', { mappings: { properties: { k: { type: 'keyword' } } } });
  ['a', 'z', '\uffff', '😀', '\ue000'].forEach((k, i) => c('PUT', `/k/_doc/${i}`, { k }));
  return c;
}

describe('keyword order is UTF-8 byte order', () => {
  it('a sort keeps UTF-16 order (known departure: ES puts the astral character last)', () => {
    const r = keywords()('POST', '/k/_search', { sort: [{ k: 'asc' }], _source: false });
    expect((r.body.hits.hits as { sort: string[] }[]).map((h) => h.sort[0])).toEqual(['a', 'z', '😀', '\ue000', '\uffff']);
  });

  it('a range compares the same way', () => {
    const c = keywords();
    const ids = (range: unknown) => (c('POST', '/k/_search', { query: { range: { k: range } } }).body.hits.hits as { _id: string }[]).map((h) => h._id).sort();
    expect(ids({ gt: '\uffff' })).toEqual(['3']);
    expect(ids({ gte: '\ue000', lt: '😀' })).toEqual(['2', '4']);
  });
});
