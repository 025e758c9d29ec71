/** Get field mapping's typed answers (ES 5/6, `include_type_name`), which no version range of a scenario can pick out. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('get field mapping, typed', () => {
  it('ES 6 answers per type, and only the types with a match', () => {
    const sim = testSimulator({ profile: 'es6' });
    call(sim, 'PUT', '/t', { mappings: { doc: { properties: { a: { type: 'keyword' }, o: { properties: { b: { type: 'long' } } } } } } });
    const want = { t: { mappings: { doc: { 'o.b': { full_name: 'o.b', mapping: { b: { type: 'long' } } } } } } };
    expect(call(sim, 'GET', '/t/_mapping/field/o.b').body).toEqual(want);
    expect(call(sim, 'GET', '/t/_mapping/doc/field/o.*').body).toEqual(want);
    expect(call(sim, 'GET', '/t/_mapping/other/field/o.b').body).toEqual({ t: { mappings: {} } });
    expect(call(sim, 'GET', '/t/_mapping/field/nope').body).toEqual({ t: { mappings: {} } });
  });

  it('ES 7 answers typeless unless include_type_name asks, and 8 has no typed path', () => {
    const sim = testSimulator({ profile: 'elasticsearch@7.17.3' });
    call(sim, 'PUT', '/t', { mappings: { properties: { a: { type: 'keyword' } } } });
    const a = { full_name: 'a', mapping: { a: { type: 'keyword' } } };
    expect(call(sim, 'GET', '/t/_mapping/field/a').body).toEqual({ t: { mappings: { a } } });
    expect(call(sim, 'GET', '/t/_mapping/field/a?include_type_name=true').body).toEqual({ t: { mappings: { _doc: { a } } } });
    const es8 = testSimulator({ profile: 'es8' });
    call(es8, 'PUT', '/t', { mappings: { properties: { a: { type: 'keyword' } } } });
    expect(call(es8, 'GET', '/t/_mapping/_doc/field/a').status).toBe(400);
  });
});
