/** Tests of `search_after`: pages resume strictly after the given keys, totals count every match, ES's errors. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';
import type { ProfileName } from '../../profiles.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function fixture() {
  return cluster(
    index('a', { n: { type: 'long' }, k: { type: 'keyword' }, d: { type: 'date' } }, [
      ['1', { n: 3, k: 'c', d: '2020-01-03' }],
      ['2', { n: 1, k: 'a', d: '2020-01-01' }],
      ['3', { n: 2, k: 'b', d: '2020-01-02' }],
      ['4', { n: 2, k: 'd' }],
      ['5', { k: 'e' }],
    ]),
  );
}

function run(body: Json, query: Record<string, string> = {}, profile: ProfileName = 'es8'): Body {
  const r = search(fixture(), request('search', { index: 'a' }, query, body), env(profile));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

const ids = (r: Body): string[] => r.hits.hits.map((h: Body) => h._id);

describe('search_after', () => {
  it('pages through a two-clause sort without repeating or skipping a hit', () => {
    const sort = [{ n: 'asc' }, { k: 'asc' }];
    const seen: string[] = [];
    let after: Json[] | undefined;
    for (let i = 0; i < 4; i++) {
      const r = run({ size: 2, sort, ...(after ? { search_after: after } : {}) });
      // Lucene's PagingFieldCollector counts every match in the total, before the after test.
      expect(r.hits.total).toEqual({ value: 5, relation: 'eq' });
      seen.push(...ids(r));
      if (r.hits.hits.length === 0) break;
      after = r.hits.hits[r.hits.hits.length - 1].sort;
    }
    expect(seen).toEqual(['2', '3', '4', '1', '5']);
  });

  it('a missing numeric value printed as Long.MAX_VALUE resumes after the missing ones', () => {
    // The doc without `n` printed 9223372036854775807 (ES's substitute for a missing value sorted last, asc).
    const r = run({ size: 10, sort: [{ n: 'asc' }], search_after: [9223372036854775807] });
    expect(ids(r)).toEqual([]);
    const r2 = run({ size: 10, sort: [{ n: 'asc' }], search_after: [2] });
    expect(ids(r2)).toEqual(['1', '5']);
  });

  it('keyword and date values; dates as millis or formatted strings', () => {
    expect(ids(run({ sort: [{ k: 'desc' }], search_after: ['c'] }))).toEqual(['3', '2']);
    expect(ids(run({ sort: [{ d: 'asc' }], search_after: [Date.UTC(2020, 0, 1)] }))).toEqual(['3', '1', '4', '5']);
    expect(ids(run({ sort: [{ d: 'asc' }], search_after: ['2020-01-02'] }))).toEqual(['1', '4', '5']);
  });

  it('_doc sorts resume after the position', () => {
    const r = run({ sort: ['_doc'], search_after: [1] });
    expect(ids(r)).toEqual(['3', '4', '5']);
    expect(r.hits.hits[0].sort).toEqual([2]);
  });

  it('a wrong number of values: SearchAfterBuilder.buildFieldDoc', () => {
    const r = run({ sort: [{ n: 'asc' }], search_after: [1, 'x'] });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'search_after has 2 value(s) but sort has 1.' });
  });

  it('without a sort: "Sort must contain at least one field."', () => {
    const r = run({ search_after: [1] });
    expect(r.error.root_cause[0].reason).toBe('Sort must contain at least one field.');
  });

  it('a value the field type cannot read', () => {
    const r = run({ sort: [{ n: 'asc' }], search_after: ['abc'] });
    expect(r.error.root_cause[0].reason).toBe('Failed to parse search_after value for field [n].');
  });

  it('with from > 0, and with scroll (SearchService.parseSource, SearchRequest.validate)', () => {
    // SearchService.parseSource throws a SearchException: no status of its own, so 500.
    const r = run({ from: 1, sort: [{ n: 'asc' }], search_after: [1] });
    expect(r.status).toBe(500);
    expect(r.error.root_cause[0]).toMatchObject({ type: 'search_exception', reason: '`from` parameter must be set to 0 when `search_after` is used.' });
    const s = run({ sort: [{ n: 'asc' }], search_after: [1] }, { scroll: '1m' });
    expect(s.status).toBe(400);
    expect(s.error.root_cause[0].reason).toContain('[search_after] cannot be used in a scroll context');
    // Before 8.0, SearchService's shard check (a SearchException, 500).
    const s7 = run({ sort: [{ n: 'asc' }], search_after: [1] }, { scroll: '1m' }, 'elasticsearch@7.17.0' as ProfileName);
    expect([s7.status, s7.error.root_cause[0].reason]).toEqual([500, '`search_after` cannot be used in a scroll context.']);
  });

  it('search_after that is not an array is a parsing error', () => {
    const r = run({ sort: [{ n: 'asc' }], search_after: { a: 1 } });
    expect(r.status).toBe(400);
    expect(r.error.type).toBe('parsing_exception');
  });
});

describe('_shard_doc without a point in time', () => {
  it('is a validation error from 7.12 (90_search_after.yml "_shard_doc sort")', () => {
    const r = run({ size: 1, sort: ['_shard_doc'], search_after: [0] });
    expect(r.status).toBe(400);
    expect(r.error.type).toBe('action_request_validation_exception');
    expect(r.error.reason).toBe('Validation Failed: 1: [_shard_doc] sort field cannot be used without [point in time];');
  });
  it('before 7.12 it is a field like any other, unmapped', () => {
    const r = run({ size: 1, sort: ['_shard_doc'] }, {}, 'elasticsearch@7.10.2' as ProfileName);
    expect(r.error.root_cause[0].reason).toContain('No mapping found for [_shard_doc]');
  });
});

describe('search_after values read as the sort field reads them', () => {
  const floats = () =>
    cluster(
      index('f', { p: { type: 'float' }, h: { type: 'half_float' }, d: { type: 'double' }, n: { type: 'integer' } }, [
        ['1', { p: 1.99, h: 1.99, d: 1.99, n: 1 }],
        ['2', { p: 2.99, h: 2.99, d: 2.99, n: 2 }],
      ]),
    );
  const after = (field: string, value: Json, order = 'asc'): string[] => {
    const r = search(floats(), request('search', { index: 'f' }, {}, { sort: [{ [field]: order }], search_after: [value] }), env('es8'));
    return (JSON.parse(encodeJson((r as ApiResult).body)) as Body).hits.hits.map((h: Body) => h._id);
  };
  it('a float sort takes the float of the value: the page resumes after the hit that printed 1.99', () => {
    // SearchAfterBuilder.convertValueFromSortType, FLOAT: ((Number) value).floatValue(). Before, 1.99 was
    // compared as a double with the stored float (1.9900000095...) and the same hit came back on the next page.
    expect(after('p', 1.99)).toEqual(['2']);
    expect(after('d', 1.99)).toEqual(['2']);
    // half_float stores 1.990234375, which still sorts after the float 1.99.
    expect(after('h', 1.99)).toEqual(['1', '2']);
  });
  it('an integral sort takes the long of the value (1.5 is 1)', () => {
    expect(after('n', 1.5, 'desc')).toEqual([]);
    expect(after('n', 1.5)).toEqual(['2']);
  });
});
