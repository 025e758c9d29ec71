/**
 * OpenSearch's fingerprint processor (2.16): the expected digests are those of its ingest/340_fingerprint_processor.yml
 * (opensearch-project/OpenSearch 92dfbd8d), for each hash method, with fields, all fields and empty lists.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

const DOC = { foo: [1, 2, 3], bar: { field: { innerField: 'inner' } }, zoo: null };

function simulate(processor: Record<string, unknown>, source: unknown, profile = 'opensearch@2.19.0') {
  return call(testSimulator({ profile: profile as never }), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ fingerprint: processor }] }, docs: [{ _index: 'i', _id: '1', _source: source }] });
}

describe('fingerprint (OpenSearch)', () => {
  it.each([
    ['SHA-1@2.16.0', 'SHA-1@2.16.0:KYJ4pc4ouFmAbgZGp7CfNoykZeo='],
    ['MD5@2.16.0', 'MD5@2.16.0:NovpcJ+MYHzEZtCewcDPTQ=='],
    ['SHA-256@2.16.0', 'SHA-256@2.16.0:Sdlg0BodM3n1my4BvaTfJCPrvHxfrxno0kCLfMaC+XY='],
    ['SHA3-256@2.16.0', 'SHA3-256@2.16.0:+GZCkMLEMkUA/4IrEZEZZYsVMbZdpJ92ppN3wUsFYOI='],
  ])('%s over fields, every field, fields: [] and exclude_fields: []', (method, expected) => {
    for (const p of [{ fields: ['foo', 'bar', 'zoo'] }, {}, { fields: [] }, { exclude_fields: [] }]) {
      expect(simulate({ ...p, hash_method: method }, DOC).body.docs[0].doc._source.fingerprint).toBe(expected);
    }
  });
  it('the default SHA-1, a target field, ignore_missing and a missing field', () => {
    expect(simulate({ fields: ['foo', 'bar'], ignore_missing: true, target_field: 't' }, { foo: 'foo' }).body.docs[0].doc._source.t).toBe('SHA-1@2.16.0:YqpBTuHXCPV04j/7lGfWeUl8Tyo=');
    expect(simulate({ fields: ['foo'] }, { bar: 'bar' }).body.docs[0].error.reason).toBe("field [foo] doesn't exist");
  });
  it("the Factory's checks", () => {
    expect(simulate({ fields: [null] }, {}).body.error.reason).toBe('[fields] field name cannot be null nor empty');
    expect(simulate({ exclude_fields: [''] }, {}).body.error.reason).toBe('[exclude_fields] field name cannot be null nor empty');
    expect(simulate({ fields: ['a'], exclude_fields: ['b'] }, {}).body.error.reason).toBe('[fields] either fields or exclude_fields can be set');
    expect(simulate({ hash_method: 'x' }, {}).body.error.reason).toBe('[hash_method] hash method must be MD5@2.16.0, SHA-1@2.16.0, SHA-256@2.16.0 or SHA3-256@2.16.0');
  });
  it('Elasticsearch keeps its own fingerprint (fields required)', () => {
    expect(simulate({}, {}, 'elasticsearch@8.19.0').body.error.reason).toBe('[fields] required property is missing');
  });
});
