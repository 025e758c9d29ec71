/** Field types a version does not have are refused as its mapper parser refuses an unknown type. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function create(profile: string, type: string): [number, string | undefined] {
  const s = testSimulator({ profile: profile as never });
  const props = { f: type === 'dense_vector' ? { type, dims: 3 } : { type } };
  const body = profile.includes('@6.') ? { mappings: { _doc: { properties: props } } } : { mappings: { properties: props } };
  const r = call(s, 'PUT', '/m', body);
  return [r.status, r.body.error?.root_cause?.[0]?.reason];
}

describe('field types per version', () => {
  it("OpenSearch has none of x-pack's flattened, constant_keyword, version, dense_vector; its wildcard from 2.15", () => {
    for (const t of ['flattened', 'constant_keyword', 'version', 'dense_vector']) expect(create('opensearch@2.19.0', t)).toEqual([400, `No handler for type [${t}] declared on field [f]`]);
    expect(create('opensearch@2.14.0', 'wildcard')[0]).toBe(400);
    expect(create('opensearch@2.15.0', 'wildcard')[0]).toBe(200);
    expect(create('opensearch@2.11.0', 'match_only_text')[0]).toBe(400);
    expect(create('opensearch@2.12.0', 'match_only_text')[0]).toBe(200);
  });
  it('Elasticsearch: each type from the release that brought it', () => {
    expect(create('elasticsearch@7.8.0', 'wildcard')).toEqual([400, 'No handler for type [wildcard] declared on field [f]']);
    expect(create('elasticsearch@7.9.0', 'wildcard')[0]).toBe(200);
    expect(create('elasticsearch@7.13.0', 'match_only_text')[0]).toBe(400);
    expect(create('elasticsearch@8.19.0', 'match_only_text')[0]).toBe(200);
    expect(create('elasticsearch@6.8.13', 'flattened')[0]).toBe(400);
    expect(create('elasticsearch@8.19.0', 'dense_vector')[0]).toBe(200);
  });
});
