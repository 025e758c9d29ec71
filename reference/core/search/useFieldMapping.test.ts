/**
 * `docvalue_fields` `format: use_field_mapping`: ES 7.x's FetchDocValuesPhase (as OpenSearch keeps it) reads it
 * as "no format" and prints "[use_field_mapping] is a special format that was only used to ease the transition
 * to 7.x. ..."; ES 8's FieldAndFormat drops it only for the v7 compatible API, so 8.x formats with it literally.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import type { ProfileName } from '../../profiles.ts';

function run(profile: string) {
  const sim = new Simulator({ profile: profile as ProfileName, now: () => 0, seed: 1 });
  const h = { 'content-type': 'application/json' };
  sim.handle({ method: 'PUT', path: '/t/_doc/1', query: { refresh: 'true' }, headers: h, body: '{"n":1,"d":"2020-01-01"}' });
  const body = JSON.stringify({ docvalue_fields: [{ field: 'n', format: 'use_field_mapping' }, { field: 'd', format: 'use_field_mapping' }] });
  const r = sim.handle({ method: 'GET', path: '/t/_search', headers: h, body });
  return { fields: JSON.parse(String(r.body)).hits.hits[0].fields, warning: (r.headers as Record<string, unknown>).warning };
}

describe('docvalue_fields format use_field_mapping', () => {
  it('7.17: the mapping format, with the deprecation', () => {
    const r = run('elasticsearch@7.17.3');
    expect(r.fields).toEqual({ n: [1], d: ['2020-01-01T00:00:00.000Z'] });
    expect(String(r.warning)).toContain('[use_field_mapping] is a special format that was only used to ease the transition to 7.x.');
  });
  it('6.8: the mapping format (dates formatted, not millis), no warning', () => {
    const r = run('elasticsearch@6.8.13');
    expect(r.fields).toEqual({ n: [1], d: ['2020-01-01T00:00:00.000Z'] });
    expect(r.warning).toBeUndefined();
  });
  it('8.x: a literal pattern', () => {
    expect(run('elasticsearch@8.19.0').fields.n).toEqual(['use_field_mapping1']);
  });
});
