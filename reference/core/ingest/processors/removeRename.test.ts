/**
 * rename and remove with templated fields that render empty, and remove's metadata guard, per version:
 * Elasticsearch #74248 (7.14), OpenSearch #9725/#10066 (2.11) and #10732 (2.12), as OpenSearch's
 * ingest/280_rename_processor.yml and 290_remove_processor.yml expect them.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function reason(profile: string, processors: unknown[], source: unknown, meta: Record<string, unknown> = {}): string | undefined {
  const r = call(testSimulator({ profile: profile as never }), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors }, docs: [{ _index: 'i', _id: '1', ...meta, _source: source }] });
  return r.body.docs?.[0]?.error?.reason;
}

describe('rename with a field that renders empty', () => {
  it('is "field path cannot be null nor empty" from ES 7.14 and OpenSearch 2.11, the FieldPath message before', () => {
    const p = [{ rename: { field: '{{x}}', target_field: 'b' } }];
    expect(reason('opensearch@2.19.0', p, { a: 1 })).toBe('field path cannot be null nor empty');
    expect(reason('elasticsearch@8.19.0', p, { a: 1 })).toBe('field path cannot be null nor empty');
    expect(reason('elasticsearch@7.10.2', p, { a: 1 })).toBe('path cannot be null nor empty');
    expect(reason('opensearch@2.19.0', [{ rename: { field: '{{x}}', target_field: 'b', ignore_missing: true } }], { a: 1 })).toBeUndefined();
  });
});

describe('remove', () => {
  it('OpenSearch 2.11+: an empty or missing path in its own words; Elasticsearch: FieldPath\'s', () => {
    expect(reason('opensearch@2.19.0', [{ remove: { field: '{{x}}' } }], { a: 1 })).toBe('field path cannot be null nor empty');
    expect(reason('opensearch@2.19.0', [{ remove: { field: 'nope' } }], { a: 1 })).toBe("field [nope] doesn't exist");
    expect(reason('elasticsearch@8.19.0', [{ remove: { field: 'nope' } }], { a: 1 })).toBe('field [nope] not present as part of path [nope]');
  });
  it('OpenSearch 2.12+ guards _index, _version, _version_type, and _id under an external version', () => {
    expect(reason('opensearch@2.19.0', [{ remove: { field: '_index' } }], { a: 1 })).toBe('cannot remove metadata field [_index]');
    expect(reason('opensearch@2.11.0', [{ remove: { field: '_index' } }], { a: 1 })).toBeUndefined();
    expect(reason('opensearch@2.19.0', [{ remove: { field: '_id' } }], { a: 1 }, { _version: 3, _version_type: 'external' })).toBe('cannot remove metadata field [_id] when specifying external version for the document, version: 3, version_type: external');
  });
});

describe('kv with templated fields (OpenSearch 2.11+, its ingest/150_kv.yml)', () => {
  it('renders field and target_field; an empty or missing field in KeyValueProcessor\'s words', () => {
    const p = [{ kv: { field: '{{s}}', target_field: '{{t}}', field_split: ' ', value_split: '=' } }];
    const r = call(testSimulator({ profile: 'opensearch@2.19.0' as never }), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: p }, docs: [{ _source: { s: 'foo', t: 'zoo', foo: 'a=1 b=2' } }] });
    expect(r.body.docs[0].doc._source.zoo).toEqual({ a: '1', b: '2' });
    expect(reason('opensearch@2.19.0', p, { t: 'zoo' })).toBe('field path cannot be null nor empty');
    expect(reason('opensearch@2.19.0', p, { s: 'nope' })).toBe("field [nope] doesn't exist");
    // Elasticsearch before 7.14 (#73758) reads the field name as written.
    expect(reason('elasticsearch@7.13.4', p, { s: 'foo', foo: 'a=1' })).toBe('field [{{s}}] not present as part of path [{{s}}]');
  });
});
