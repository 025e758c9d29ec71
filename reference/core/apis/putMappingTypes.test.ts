/**
 * A type in a put-mapping path, by dialect. ES 7.x and OpenSearch 1.x (RestPutMappingAction of 7.x:
 * `includeTypeName == false && (type != null || isMappingSourceTyped(...))` throws) refuse it unless
 * include_type_name is true, the parameter defaulting to false; a 7.5 user met it on `PUT /raw1/items/_mapping`
 * (chaoss/grimoirelab issue, the 400 quoted there). ES 6.x reads the type from the path, and the default
 * profile's typed dialect takes it with or without the parameter.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

const REFUSED = 'Types cannot be provided in put mapping requests, unless the include_type_name parameter is set to true.';

function put(profile: ProfileName, path: string) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/t', profile === 'es6' ? { mappings: { _doc: { properties: { f: { type: 'keyword' } } } } } : { mappings: { properties: { f: { type: 'keyword' } } } });
  return call(sim, 'PUT', path, { properties: { g: { type: 'long' } } });
}

describe('a type in the put-mapping path', () => {
  it('ES 7.x and OpenSearch 1.x refuse it unless include_type_name=true', () => {
    for (const profile of ['elasticsearch@7.17.3', 'opensearch@1.3.19'] as const) {
      for (const path of ['/t/_doc/_mapping', '/t/_mapping/_doc', '/t/_doc/_mapping?include_type_name=false']) {
        const r = put(profile, path);
        expect([r.status, r.body.error?.type, r.body.error?.reason], `${profile} ${path}`).toEqual([400, 'illegal_argument_exception', REFUSED]);
      }
      expect(put(profile, '/t/_mapping/_doc?include_type_name=true').status).toBe(200);
      expect(put(profile, '/t/_mapping').status).toBe(200);
    }
  });

  it('ES 6.x and the default profile\'s typed dialect take it', () => {
    expect(put('es6', '/t/_doc/_mapping').status).toBe(200);
    expect(put('default', '/t/_doc/_mapping').status).toBe(200);
    expect(put('default', '/t/_doc/_mapping?include_type_name=true').status).toBe(200);
  });
});
