/**
 * geo_point values at index time: GeoPointFieldMapper.GeoPointParser.validate refuses a latitude outside
 * [-90, 90] ("illegal latitude value [95.0] for loc") and a longitude outside [-180, 180], GeoPoint.assertZValue
 * a third dimension under `ignore_z_value: false`; AbstractGeometryFieldMapper.parse wraps the cause as
 * "failed to parse field [loc] of type [geo_point]" (mapper_parsing_exception, document_parsing_exception
 * from ES 8.8 with DocumentParsingException's `[line:col] ` prefix). `ignore_malformed` keeps the document.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call, type Reply } from '../../testkit.ts';
import type { ProfileName } from '../../profiles/names.ts';

function sim(profile: ProfileName = 'elasticsearch@8.19.0', loc: Record<string, unknown> = { type: 'geo_point' }) {
  const s = new Simulator({ now: () => Date.UTC(2026, 0, 1), seed: 3, profile });
  const c = (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
  c('PUT', '/g', { mappings: { properties: { loc: loc } } });
  return c;
}

describe('geo_point values at index time', () => {
  it('accepts every form in range', () => {
    const c = sim();
    for (const loc of [{ lat: 41.12, lon: -71.34 }, '41.12,-71.34', 'drm3btev3e86', [-71.34, 41.12], 'POINT (-71.34 41.12)', { type: 'Point', coordinates: [-71.34, 41.12] }, [[-71.34, 41.12], '1,2'], [-71.34, 41.12, 10]]) {
      expect(c('POST', '/g/_doc', { loc }).status).toBe(201);
    }
  });

  it('refuses an out-of-range latitude with ES 8\'s document_parsing_exception', () => {
    const c = sim();
    const r = c('PUT', '/g/_doc/1', { loc: { lat: 95, lon: 10 } });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('document_parsing_exception');
    expect(r.body.error.reason).toMatch(/^\[1:\d+\] failed to parse field \[loc\] of type \[geo_point\]$/);
    expect(r.body.error.caused_by).toEqual({ type: 'illegal_argument_exception', reason: 'illegal latitude value [95.0] for loc' });
    expect(c('GET', '/g/_doc/1').status).toBe(404);
  });

  it('refuses an out-of-range longitude in any form, and in an array of points', () => {
    const c = sim();
    for (const loc of ['10,200', [200, 10], 'POINT (200 10)', [[1, 2], [-181.5, 0]]]) {
      const r = c('POST', '/g/_doc', { loc });
      expect(r.status).toBe(400);
      expect(r.body.error.caused_by.reason).toMatch(/^illegal longitude value \[(200\.0|-181\.5)\] for loc$/);
    }
  });

  it('is a mapper_parsing_exception before ES 8.8 and in OpenSearch', () => {
    for (const profile of ['elasticsearch@7.17.0', 'opensearch@2.19.0'] as const) {
      const r = sim(profile)('PUT', '/g/_doc/1', { loc: '-91,0' });
      expect(r.body.error.type).toBe('mapper_parsing_exception');
      expect(r.body.error.reason).toBe('failed to parse field [loc] of type [geo_point]');
      expect(r.body.error.caused_by.reason).toBe('illegal latitude value [-91.0] for loc');
    }
  });

  it('ignore_z_value: false refuses a third dimension', () => {
    const c = sim('elasticsearch@8.19.0', { type: 'geo_point', ignore_z_value: false });
    const r = c('PUT', '/g/_doc/1', { loc: [1, 2, 3] });
    expect(r.body.error.caused_by).toEqual({ type: 'parse_exception', reason: 'Exception parsing coordinates: found Z value [3.0] but [ignore_z_value] parameter is [false]' });
    expect(c('PUT', '/g/_doc/2', { loc: [1, 2] }).status).toBe(201);
  });

  it('ignore_malformed: true keeps the document', () => {
    const c = sim('elasticsearch@8.19.0', { type: 'geo_point', ignore_malformed: true });
    expect(c('PUT', '/g/_doc/1', { loc: { lat: 95, lon: 10 } }).status).toBe(201);
  });

  it('a bulk with one bad item indexes the others only', () => {
    const c = sim();
    const r = c('POST', '/g/_bulk?refresh=true', [{ index: { _id: '1' } }, { loc: '1,2' }, { index: { _id: '2' } }, { loc: '100,2' }]);
    expect(r.body.errors).toBe(true);
    expect(r.body.items[1].index.status).toBe(400);
    expect(r.body.items[1].index.error.caused_by.reason).toBe('illegal latitude value [100.0] for loc');
    expect(c('POST', '/g/_search', {}).body.hits.total.value).toBe(1);
  });
});
