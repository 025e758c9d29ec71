/**
 * A geo_shape query's `indexed_shape`, as AbstractGeometryQueryBuilder.doRewrite fetches it: the 8.x docs page
 * query-dsl/geo-shape-query ("Pre-indexed shape": an envelope in index `shapes`, id `deu`, path `location`,
 * finding the Berlin point) in our own data; the errors are AbstractGeometryQueryBuilder.fetch's.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';

const st = cluster(
  index('places', { where: { type: 'geo_shape' } }, [
    ['paris', { where: { type: 'point', coordinates: [2.35, 48.85] } }],
    ['lyon', { where: 'POINT (4.83 45.76)' }],
  ]),
  index('shapes', { area: { properties: { outline: { type: 'geo_shape' } } } }, [
    ['north', { area: { outline: { type: 'envelope', coordinates: [[1.0, 50.0], [3.0, 47.0]] } } }],
    ['plain', { shape: 'BBOX (4.0, 5.0, 46.0, 45.0)' }],
  ]),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(query: Json): any {
  const r = search(st, request('search', { index: 'places' }, {}, { query }), env('es8'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const ids = (r: { hits: { hits: { _id: string }[] } }) => r.hits.hits.map((h) => h._id).sort();

describe('geo_shape indexed_shape', () => {
  it('queries with the shape at path in the looked-up document', () => {
    expect(ids(run({ geo_shape: { where: { indexed_shape: { index: 'shapes', id: 'north', path: 'area.outline' } } } }))).toEqual(['paris']);
    expect(ids(run({ bool: { filter: { geo_shape: { where: { indexed_shape: { index: 'shapes', id: 'north', path: 'area.outline' }, relation: 'disjoint' } } } } }))).toEqual(['lyon']);
  });
  it('defaults to index `shapes` and path `shape`', () => {
    expect(ids(run({ geo_shape: { where: { indexed_shape: { id: 'plain' } } } }))).toEqual(['lyon']);
  });
  it('a missing document or path is an error, a missing index the GET\'s 404', () => {
    const missing = run({ geo_shape: { where: { indexed_shape: { id: 'nope' } } } });
    expect(missing.status).toBe(400);
    expect(missing.error.type).toBe('illegal_argument_exception');
    expect(missing.error.reason).toBe('Shape with ID [nope] not found');
    const noPath = run({ geo_shape: { where: { indexed_shape: { id: 'north', path: 'area.other' } } } });
    expect(noPath.status).toBe(500);
    expect(noPath.error.reason).toBe('Shape with name [north] found but missing area.other field');
    expect(run({ geo_shape: { where: { indexed_shape: { index: 'none', id: 'x' } } } }).status).toBe(404);
  });
});
