/** Tests of parsing sorts and ordering hits. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { getProfile } from '../../profiles.ts';
import type { Json } from '../json.ts';
import { compareKeys, parseSort, sortKeyer, type SortSpec } from './sort.ts';
import { index } from './testkit.ts';

const idx = index('s', { n: { type: 'long' }, d: { type: 'date' }, k: { type: 'keyword' }, t: { type: 'text' } }, [
  ['a', { n: 3, d: '2020-01-02', k: 'b' }],
  ['b', { n: [1, 9], d: '2019-12-31', k: 'a' }],
  ['c', { k: 'c' }],
  ['d', { n: 2, d: 1577836800000, k: 'a' }],
]);

function order(sort: Json): string[] {
  const specs = parseSort(undefined, sort) as SortSpec[];
  const keyer = sortKeyer(specs, idx, getProfile('es8'), 0);
  if (isEsError(keyer)) throw new Error('unexpected');
  const docs = [...idx.docs.values()].map((d, pos) => ({ d, keys: keyer(d, pos, 1) }));
  return docs.sort((x, y) => compareKeys(specs, x.keys, y.keys)).map((x) => x.d.id);
}

describe('parseSort', () => {
  it('reads the query parameter form', () => {
    expect(parseSort('n:desc,k', undefined)).toEqual([
      { field: 'n', order: 'desc', missing: '_last' },
      { field: 'k', order: 'asc', missing: '_last' },
    ]);
  });
  it('reads strings, arrays, objects and option objects; _score defaults to desc', () => {
    expect(parseSort(undefined, '_doc')).toEqual([{ field: '_doc', order: 'asc', missing: '_last' }]);
    expect(parseSort(undefined, ['_score', { n: 'desc' }, { k: { order: 'desc', missing: '_first', mode: 'max' } }])).toEqual([
      { field: '_score', order: 'desc', missing: '_last' },
      { field: 'n', order: 'desc', missing: '_last' },
      { field: 'k', order: 'desc', missing: '_first', mode: 'max' },
    ]);
    expect(parseSort(undefined, undefined)).toBeUndefined();
    const bad = parseSort(undefined, { n: 'up' });
    expect(isEsError(bad) && bad.cause.reason).toBe('Unknown SortOrder [up]');
  });
});

describe('ordering', () => {
  it('numbers (min for asc, max for desc), missing last', () => {
    expect(order({ n: 'asc' })).toEqual(['b', 'd', 'a', 'c']);
    expect(order({ n: 'desc' })).toEqual(['b', 'a', 'd', 'c']);
    expect(order({ n: { order: 'asc', missing: '_first' } })).toEqual(['c', 'b', 'd', 'a']);
  });
  it('dates as epoch millis, keywords, ties broken by the next key', () => {
    expect(order({ d: 'asc' })).toEqual(['b', 'd', 'a', 'c']);
    expect(order([{ k: 'asc' }, { n: 'desc' }])).toEqual(['b', 'd', 'a', 'c']);
    expect(order(['_id'])).toEqual(['a', 'b', 'c', 'd']);
    expect(order({ _doc: 'desc' })).toEqual(['d', 'c', 'b', 'a']);
  });
  it('sorting on a text field fails the shard with the fielddata message', () => {
    const specs = parseSort(undefined, ['t']) as SortSpec[];
    const e = sortKeyer(specs, idx, getProfile('es6'), 0);
    expect(isEsError(e) && errorEnvelope(e)).toMatchObject({
      error: {
        root_cause: [{ type: 'illegal_argument_exception', reason: expect.stringContaining('Fielddata is disabled on text fields by default. Set fielddata=true on [t]') }],
        type: 'search_phase_execution_exception',
        reason: 'all shards failed',
        phase: 'query',
      },
      status: 400,
    });
  });
  it('an unmapped field fails unless unmapped_type is given', () => {
    const e = sortKeyer(parseSort('zzz', undefined) as SortSpec[], idx, getProfile('es8'), 0);
    expect(isEsError(e) && (errorEnvelope(e) as { error: { root_cause: { reason: string }[] } }).error.root_cause[0].reason).toBe('No mapping found for [zzz] in order to sort on');
    expect(isEsError(sortKeyer(parseSort(undefined, { zzz: { unmapped_type: 'long' } }) as SortSpec[], idx, getProfile('es8'), 0))).toBe(false);
  });
});
