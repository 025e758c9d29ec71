/**
 * `_term`/`_time` order keys per version: deprecated in 6.0 ("Deprecated aggregation order key [_term] used,
 * replaced by [_key]", InternalOrder.Parser), removed in 8.0 (elastic/elasticsearch#39450, release notes
 * 8.0.0-alpha1 "Remove deprecated _time and _term sort orders"), where they name a missing sub-aggregation.
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../profiles.ts';
import { orderKeyNames } from './legacyOrderKeys.ts';
import { aggs, fixture } from './testkit.ts';
import type { ParseCtx } from './types.ts';

const ctx = (name: string): ParseCtx => ({ profile: getProfile(name as never), warnings: [] }) as unknown as ParseCtx;

describe('orderKeyNames', () => {
  it('7.x reads _term and _time as _key, with the deprecation warning', () => {
    const p = ctx('elasticsearch@7.17.3');
    expect(orderKeyNames({ _term: 'asc' }, ['_term'], p)).toEqual(['_key', '_term', '_time']);
    expect(p.warnings).toEqual(['Deprecated aggregation order key [_term] used, replaced by [_key]']);
  });
  it('8.x has _key only', () => {
    const p = ctx('elasticsearch@8.19.0');
    expect(orderKeyNames({ _term: 'asc' }, ['_term'], p)).toEqual(['_key']);
    expect(p.warnings).toEqual([]);
  });
});

describe('terms ordered by _term', () => {
  const st = () => fixture({ n: { type: 'long' } }, [{ n: 7 }, { n: 1 }, { n: 1 }]);
  it('fails as an invalid order path in 8.x', () => {
    expect(JSON.stringify(aggs(st(), { t: { terms: { field: 'n', order: { _term: 'asc' } } } }))).toContain('Invalid aggregation order path [_term]');
  });
  it('orders by key in 7.x', () => {
    const r = aggs(st(), { t: { terms: { field: 'n', order: { _term: 'desc' } } } }, {}, 'elasticsearch@7.17.3' as never);
    expect(r.t.buckets.map((b: { key: number }) => b.key)).toEqual([7, 1]);
  });
});
