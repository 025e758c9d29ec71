/**
 * `buckets_path` into `top_hits` (InternalTopHits.getProperty, ES 8.9; modules/aggregations top_hits.yml "having")
 * and a top hit's `fields` from the search's runtime_mappings (top_hits.yml "runtime fields"), on our own data.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';

const TEAMS = fixture({ team: { type: 'keyword' }, pts: { type: 'long' }, name: { type: 'keyword' } }, [
  { team: 'a', pts: 12, name: 'ann' },
  { team: 'a', pts: 30, name: 'abe' },
  { team: 'b', pts: 9, name: 'bo' },
  { team: 'b', pts: 21, name: 'bea' },
  { team: 'c', name: 'cy' },
]);

const best = (extra: object, path: string, size = 1) => ({
  teams: {
    terms: { field: 'team', order: { _key: 'asc' } },
    aggs: {
      best: { top_hits: { sort: { pts: { order: 'desc' } }, size, _source: { includes: ['pts', 'name'] }, ...extra } },
      keep: { bucket_selector: { buckets_path: { v: path }, script: 'params.v > 20' } },
    },
  },
});
const PROFILE = 'elasticsearch@8.19.0' as const;
const keys = (r: Body) => (r.teams.buckets as Body[]).map((b) => b.key);

describe('top_hits properties in buckets_path', () => {
  it('_source.<field> and _sort read the only hit', () => {
    const two = fixture({ team: { type: 'keyword' }, pts: { type: 'long' } }, [{ team: 'a', pts: 30 }, { team: 'b', pts: 9 }]);
    expect(keys(aggs(two, best({}, 'best[_source.pts]'), {}, PROFILE))).toEqual(['a']);
    expect(keys(aggs(two, best({}, 'best[_sort]'), {}, PROFILE))).toEqual(['a']);
    // The element is lower-cased before it is split.
    expect(keys(aggs(two, best({}, 'best[_SOURCE.PTS]'), {}, PROFILE))).toEqual(['a']);
  });

  it('_score is NaN when the hits are sorted on a field: every bucket is dropped', () => {
    expect(keys(aggs(TEAMS, best({}, 'best[_score]'), {}, PROFILE))).toEqual([]);
  });

  it('a bucket whose hit lacks the field fails the reduce with a 400 naming the path', () => {
    const r = aggs(TEAMS, best({}, 'best[_source.pts]'), {}, PROFILE);
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'path not supported for [best]: [_source.pts]' });
  });

  it('more than one hit in a bucket is refused, whatever the path', () => {
    const r = aggs(TEAMS, best({}, 'best[pts]', 10), {}, PROFILE);
    expect(r.error.root_cause[0].reason).toBe('property paths for top_hits [best] require configuring it with size to 1');
  });

  it('a keyword value is no number: the path error names its class', () => {
    const r = aggs(TEAMS, best({}, 'best[_source.name]'), {}, PROFILE);
    expect(r.error.root_cause[0].reason).toBe('buckets_path must reference either a number value or a single value numeric metric aggregation, got: [String] at aggregation [best]');
  });

  it('_sort without a sort: ES\'s message keeps its escaped quotes', () => {
    const unsorted = { teams: { terms: { field: 'team' }, aggs: { best: { top_hits: { size: 1 } }, keep: { bucket_selector: { buckets_path: { v: 'best[_sort]' }, script: 'params.v > 0' } } } } };
    expect(aggs(TEAMS, unsorted, {}, PROFILE).error.root_cause[0].reason).toBe('property path for top_hits [" + getName() + "] requires a single sort value, got 0');
  });
});

describe('top_hits fields', () => {
  it('a runtime field of the search is fetched for the top hits', () => {
    const r = aggs(TEAMS, { teams: { terms: { field: 'team', size: 1 }, aggs: { best: { top_hits: { size: 1, sort: ['pts'] } } } } }, {}, PROFILE, {
      runtime_mappings: { twice: { type: 'long', script: "emit(doc['pts'].value * 2)" } },
      fields: ['twice'],
    });
    expect(r.teams.buckets[0].best.hits.hits[0].fields).toEqual({ twice: [24] });
  });
});

describe('top_hits properties before 8.9', () => {
  it('no path into a top_hits is read (8.8 and OpenSearch)', () => {
    const two = fixture({ team: { type: 'keyword' }, pts: { type: 'long' } }, [{ team: 'a', pts: 30 }]);
    for (const p of ['elasticsearch@8.8.2', 'opensearch@2.19.0'] as const) {
      expect(aggs(two, best({}, 'best[_sort]'), {}, p).error.root_cause[0].reason).toBe('path not supported for [best]: [_sort]');
    }
  });
});
