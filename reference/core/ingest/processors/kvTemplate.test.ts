/**
 * kv's field and target_field as templates: Elasticsearch from 7.14 (#73758; ES ingest/150_kv.yml, "Test KV
 * Processor with template snippets"; KeyValueProcessor: a missing or empty rendered field "doesn't exist"),
 * OpenSearch from 2.11 (OpenSearch#10040, which words the empty one otherwise). Before, the braces are part of a
 * field name.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function simulate(profile: string, kv: Record<string, unknown>, source: unknown) {
  const r = call(testSimulator({ profile: profile as never }), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ kv: { field_split: ' ', value_split: '=', ...kv } }] }, docs: [{ _index: 'i', _id: '1', _source: source }] });
  return r.body.docs[0];
}

const SOURCE = { origin: 'f', f: 'a=1 b=2', target: 't' };

describe('kv templates', () => {
  it("Elasticsearch 7.14+ renders field and target_field; a missing or empty rendered field doesn't exist", () => {
    expect(simulate('elasticsearch@8.19.0', { field: '{{origin}}', target_field: '{{target}}' }, SOURCE).doc._source.t).toEqual({ a: '1', b: '2' });
    expect(simulate('elasticsearch@7.14.0', { field: '{{origin}}' }, SOURCE).doc._source).toMatchObject({ a: '1', b: '2' });
    expect(simulate('elasticsearch@8.19.0', { field: '{{nope}}x' }, SOURCE).error.reason).toBe("field [x] doesn't exist");
    expect(simulate('elasticsearch@8.19.0', { field: '{{nope}}' }, SOURCE).error.reason).toBe("field [] doesn't exist");
    expect(simulate('elasticsearch@8.19.0', { field: '{{nope}}', ignore_missing: true }, SOURCE).doc._source).toEqual(SOURCE);
    // A target that renders empty puts the keys at the root.
    expect(simulate('elasticsearch@8.19.0', { field: 'f', target_field: '{{nope}}' }, SOURCE).doc._source).toMatchObject({ a: '1', b: '2' });
  });
  it('Elasticsearch 7.13: the braces are part of the field name', () => {
    expect(simulate('elasticsearch@7.13.4', { field: '{{origin}}' }, SOURCE).error.reason).toBe('field [{{origin}}] not present as part of path [{{origin}}]');
  });
  it("OpenSearch 2.11+ says a missing rendered field doesn't exist, an empty one that the path cannot be empty", () => {
    expect(simulate('opensearch@2.19.0', { field: '{{nope}}x' }, SOURCE).error.reason).toBe("field [x] doesn't exist");
    expect(simulate('opensearch@2.19.0', { field: '{{nope}}' }, SOURCE).error.reason).toBe('field path cannot be null nor empty');
    expect(simulate('opensearch@2.19.0', { field: '{{origin}}' }, SOURCE).doc._source).toMatchObject({ a: '1', b: '2' });
  });
});
