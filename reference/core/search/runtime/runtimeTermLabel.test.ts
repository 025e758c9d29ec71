/**
 * A term query on a runtime field, explained (AbstractScriptFieldQuery.explainMatch; x-pack runtime_fields
 * 30_double.yml and 50_ip.yml "explain term query"): `field:term` with the term as the type parsed it, and one
 * detail, `boost * runtime_field_score`, of the boost and a score that is always 1. Our own data.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { runtimeTermLabel } from './runtimeTermLabel.ts';

describe('runtime term queries explained', () => {
  it('label the term as the field type reads it', () => {
    expect(runtimeTermLabel('d', 'double', 2)).toBe('d:2.0');
    expect(runtimeTermLabel('l', 'long', '7')).toBe('l:7');
    expect(runtimeTermLabel('k', 'keyword', 'x y')).toBe('k:x y');
  });
  it('explain the constant score as boost times a runtime_field_score of 1', () => {
    const sim = testSimulator({ profile: 'es8' });
    call(sim, 'PUT', '/rt', { mappings: { runtime: { half: { type: 'double', script: { source: "emit(doc['n'].value / 2.0)" } } }, properties: { n: { type: 'long' } } } });
    call(sim, 'PUT', '/rt/_doc/1?refresh=true', { n: 6 });
    const e = call(sim, 'POST', '/rt/_search?explain=true', { query: { term: { half: { value: 3, boost: 2 } } } }).body.hits.hits[0]._explanation;
    expect(e).toEqual({
      value: 2,
      description: 'half:3.0^2.0',
      details: [{ value: 2, description: 'boost * runtime_field_score', details: [{ value: 2, description: 'boost', details: [] }, { value: 1, description: 'runtime_field_score is always 1', details: [] }] }],
    });
  });
});
