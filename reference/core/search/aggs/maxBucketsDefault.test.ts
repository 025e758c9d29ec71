/**
 * `search.max_buckets` unset: 10,000 in ES 7.0–7.8, 65,535 from 7.9 (#57042), 65,536 from 7.13 (#70645 /
 * #70706; 7.x search.aggregation/10_histogram.yml "Tiny tiny tiny range" expects "[65536]" from 7.13),
 * 65,535 in OpenSearch (forked from 7.10).
 */
import { describe, expect, it } from 'vitest';
import { env, request } from '../testkit.ts';
import { search } from '../../apis/search.ts';
import { isEsError } from '../../errors/index.ts';
import { fixture } from './testkit.ts';
import type { ProfileName } from '../../../profiles.ts';
import { Simulator } from '../../../simulator.ts';

function limitIn(profile: ProfileName): string | undefined {
  const st = fixture({ n: { type: 'integer' } }, [{ n: 1 }, { n: 2 }]);
  const r = search(st, request('search', { index: 'test' }, {}, { size: 0, aggs: { h: { histogram: { field: 'n', interval: 5e-10 } } } }), env(profile));
  // Before 7.9 the shard refuses (a shard failure), after it the reduce: the text is the same.
  return isEsError(r) ? /less than or equal to: \[(\d+)\]/.exec(JSON.stringify(r))?.[1] : undefined;
}

describe('search.max_buckets default', () => {
  it('follows the version', () => {
    expect(limitIn('elasticsearch@7.8.0')).toBe('10000');
    expect(limitIn('elasticsearch@7.10.2')).toBe('65535');
    expect(limitIn('elasticsearch@7.17.3')).toBe('65536');
    expect(limitIn('elasticsearch@8.19.0')).toBe('65536');
    expect(limitIn('opensearch@2.19.0')).toBe('65535');
  });
});

describe('search.max_buckets under include_defaults', () => {
  it('lists the version default', () => {
    const listed = (profile: ProfileName) => {
      const sim = new Simulator({ profile, now: () => 0, seed: 1 });
      const r = sim.handle({ method: 'GET', path: '/_cluster/settings', query: { include_defaults: 'true', flat_settings: 'true' }, headers: {} });
      return JSON.parse(String(r.body)).defaults['search.max_buckets'];
    };
    expect(listed('elasticsearch@7.10.2')).toBe('65535');
    expect(listed('elasticsearch@7.17.3')).toBe('65536');
  });
});
