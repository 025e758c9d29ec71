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

describe('missing values of integer fields (Lucene INT sort, intSortForIntFields)', () => {
  // search/95_sort_mixed_numeric_types.yml "Sort missing values sort last": from 8.19 and 9.1 (elastic/elasticsearch#127968,
  // #128832) an integer, short or byte field's missing value is Integer.MAX_VALUE (or MIN_VALUE), a long's stays Long's.
  const ints = index('i', { n: { type: 'integer' }, l: { type: 'long' } }, [['a', { n: 5, l: 5 }], ['b', {}]]);
  const keysOf = (profile: string, sort: Json) => {
    const specs = parseSort(undefined, sort) as SortSpec[];
    const keyer = sortKeyer(specs, ints, getProfile(profile as 'es8'), 0);
    if (isEsError(keyer)) throw new Error('unexpected');
    return keyer(ints.docs.get('b')!, 1, 1);
  };
  it('substitutes Integer.MAX_VALUE or MIN_VALUE by order and missing', () => {
    expect(keysOf('elasticsearch@8.19.0', [{ n: 'asc' }])).toEqual([2147483647]);
    expect(keysOf('elasticsearch@8.19.0', [{ n: { order: 'asc', missing: '_first' } }])).toEqual([-2147483648]);
    expect(keysOf('elasticsearch@9.1.0', [{ n: 'desc' }])).toEqual([-2147483648]);
    expect(keysOf('elasticsearch@9.1.0', [{ n: { order: 'desc', missing: '_first' } }])).toEqual([2147483647]);
  });
  it('leaves a long, a numeric_type, a custom missing value and the other versions alone', () => {
    expect(keysOf('elasticsearch@8.19.0', [{ l: 'asc' }])).toEqual([null]);
    expect(keysOf('elasticsearch@8.19.0', [{ n: { order: 'asc', numeric_type: 'long' } }])).toEqual([null]);
    expect(keysOf('elasticsearch@8.19.0', [{ n: { order: 'asc', missing: 7 } }])).toEqual([7]);
    expect(keysOf('elasticsearch@8.18.0', [{ n: 'asc' }])).toEqual([null]);
    expect(keysOf('elasticsearch@9.0.0', [{ n: 'asc' }])).toEqual([null]);
    expect(keysOf('opensearch@2.19.0', [{ n: 'asc' }])).toEqual([null]);
  });
});
