/**
 * The `shape` query over cartesian fields (x-pack spatial ShapeQueryBuilder): the 8.x docs page
 * query-dsl/shape-query (a point at x 1355.4, y 5255.5 found `within` an envelope, and again through an
 * `indexed_shape` stored in index `shapes`) in our own data, with the errors of AbstractGeometryQueryBuilder.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import type { ProfileName } from '../../../profiles.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';

const st = cluster(
  index('plans', { outline: { type: 'shape' }, spot: { type: 'point' }, name: { type: 'keyword' } }, [
    ['hall', { outline: { type: 'polygon', coordinates: [[[1000, 5000], [1200, 5000], [1200, 5200], [1000, 5200], [1000, 5000]]] }, spot: { x: 1100, y: 5100 } }],
    ['shed', { outline: { type: 'point', coordinates: [1355.400544, 5255.530286] }, spot: [1355.4, 5255.5] }],
  ]),
  index('shapes', { shape: { type: 'shape' } }, [['yard', { shape: { type: 'envelope', coordinates: [[1300, 5400], [1400, 5200]] } }]]),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(query: Json, profile: ProfileName = 'es8'): any {
  const r = search(st, request('search', { index: 'plans' }, {}, { query }), env(profile));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const ids = (r: { hits: { hits: { _id: string }[] } }) => r.hits.hits.map((h) => h._id).sort();
const box = { type: 'envelope', coordinates: [[1300, 5400], [1400, 5200]] };

describe('shape query', () => {
  it('relates shape and point fields to the query shape in x/y', () => {
    expect(ids(run({ shape: { outline: { shape: box, relation: 'within' } } }))).toEqual(['shed']);
    expect(ids(run({ shape: { outline: { shape: box, relation: 'disjoint' } } }))).toEqual(['hall']);
    expect(ids(run({ shape: { outline: { shape: { type: 'point', coordinates: [1100, 5100] }, relation: 'contains' } } }))).toEqual(['hall']);
    expect(ids(run({ shape: { spot: { shape: 'BBOX (1000, 1200, 5200, 5000)' } } }))).toEqual(['hall']);
  });
  it('takes an indexed_shape (index shapes, path shape by default)', () => {
    expect(ids(run({ shape: { outline: { indexed_shape: { id: 'yard' } } } }))).toEqual(['shed']);
  });
  it('unmapped and unsupported fields fail, unless ignore_unmapped', () => {
    expect(run({ shape: { nope: { shape: box } } }).error.root_cause[0].reason).toBe('failed to find type for field [nope]');
    expect(ids(run({ shape: { nope: { shape: box }, ignore_unmapped: true } }))).toEqual([]);
    expect(run({ shape: { name: { shape: box } } }).error.root_cause[0].reason).toBe('Field [name] is of unsupported type [keyword] for [shape] query');
  });
  it('is unknown before 7.4 and in OpenSearch', () => {
    expect(run({ shape: { outline: { shape: box } } }, 'opensearch@2.19.0' as ProfileName).error.type).toBe('parsing_exception');
  });
});
