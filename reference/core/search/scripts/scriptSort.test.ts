/**
 * `_script` sort of `type: version` (ScriptSortBuilder's VERSION, ES 8.3; x-pack versionfield/20_scripts.yml
 * "Sort script returning version value" and "... with field()"): the script's String or Version result orders
 * by the version field's encoding (1.9.0 before 1.10.0, a pre-release before its release); earlier versions
 * and OpenSearch answer `Unknown ScriptSortType [version]`.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

function sorted(profile: ProfileName, source: string) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/v', { mappings: { properties: { v: { type: 'version' } } } });
  call(sim, 'POST', '/v/_bulk?refresh=true', '{"index":{"_id":"a"}}\n{"v":"1.10.0"}\n{"index":{"_id":"b"}}\n{"v":"1.9.0"}\n{"index":{"_id":"c"}}\n{"v":"1.10.0-rc1"}\n');
  return call(sim, 'POST', '/v/_search', { sort: { _script: { type: 'version', script: { source } } } });
}

describe('_script sort of type version', () => {
  it('orders by version precedence, for a String and for a Version result', () => {
    for (const source of ["doc['v'].value", "field('v').get(new Version('0'))"]) {
      const r = sorted('elasticsearch@8.19.0', source);
      expect(r.status).toBe(200);
      expect(r.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['b', 'c', 'a']);
      expect(r.body.hits.hits.map((h: { sort: unknown[] }) => h.sort[0])).toEqual(['1.9.0', '1.10.0-rc1', '1.10.0']);
    }
  });
  it('is an unknown type before 8.3 and in OpenSearch', () => {
    for (const p of ['elasticsearch@8.2.0', 'opensearch@2.19.0'] as ProfileName[]) {
      const r = sorted(p, "doc['v'].value");
      expect([r.status, r.body.error.reason]).toEqual([400, 'Unknown ScriptSortType [version]']);
    }
  });
});
