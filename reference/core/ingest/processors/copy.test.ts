/**
 * OpenSearch's copy and remove_by_pattern processors (2.12), as its ingest/300_copy_processor.yml and
 * 310_remove_by_pattern_processor.yml expect them; neither exists in Elasticsearch nor before 2.12.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function simulate(profile: string, processors: unknown[], source: unknown) {
  const r = call(testSimulator({ profile: profile as never }), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors }, docs: [{ _index: 'i', _id: '1', _source: source }] });
  return r;
}

describe('copy', () => {
  it('copies deeply, removes the source on request, refuses an existing target unless override_target', () => {
    const r = simulate('opensearch@2.19.0', [{ copy: { source_field: 'a', target_field: 'b', remove_source: true } }], { a: { x: [1] } });
    expect(r.body.docs[0].doc._source).toEqual({ b: { x: [1] } });
    const taken = simulate('opensearch@2.19.0', [{ copy: { source_field: 'a', target_field: 'b' } }], { a: 1, b: 2 });
    expect(taken.body.docs[0].error.reason).toBe('target field [b] already exists');
    const over = simulate('opensearch@2.19.0', [{ copy: { source_field: 'a', target_field: 'b', override_target: true } }], { a: 1, b: 2 });
    expect(over.body.docs[0].doc._source).toEqual({ a: 1, b: 1 });
  });
  it('templated paths that render empty or the same', () => {
    const p = [{ copy: { source_field: '{{s}}', target_field: '{{t}}' } }];
    expect(simulate('opensearch@2.19.0', p, { t: 'x' }).body.docs[0].error.reason).toBe('source field path cannot be null nor empty');
    expect(simulate('opensearch@2.19.0', p, { s: 'a', a: 1 }).body.docs[0].error.reason).toBe('target field path cannot be null nor empty');
    expect(simulate('opensearch@2.19.0', p, { s: 's', t: 's' }).body.docs[0].error.reason).toBe('source field path and target field path cannot be same');
  });
  it('is no processor type on Elasticsearch or OpenSearch 2.11', () => {
    for (const profile of ['elasticsearch@8.19.0', 'opensearch@2.11.0']) {
      const r = simulate(profile, [{ copy: { source_field: 'a', target_field: 'b' } }], { a: 1 });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('No processor type exists with name [copy]');
    }
  });
});

describe('remove_by_pattern', () => {
  it('removes matching top-level fields, or all but the matching ones; metadata stays', () => {
    const rm = simulate('opensearch@2.19.0', [{ remove_by_pattern: { field_pattern: ['foo*', 'zz*'] } }], { foo1: 1, foo2: 2, zoo: 3 });
    expect(rm.body.docs[0].doc._source).toEqual({ zoo: 3 });
    const keep = simulate('opensearch@2.19.0', [{ remove_by_pattern: { exclude_field_pattern: 'foo*' } }], { foo1: 1, bar: 2 });
    expect(keep.body.docs[0].doc._source).toEqual({ foo1: 1 });
    expect(keep.body.docs[0].doc._index).toBe('i');
  });
  it('exactly one of the two options', () => {
    const both = simulate('opensearch@2.19.0', [{ remove_by_pattern: { field_pattern: 'a', exclude_field_pattern: 'b' } }], {});
    expect(both.body.error.reason).toBe('[field_pattern] ether field_pattern or exclude_field_pattern must be set');
  });
});

describe('remove_by_pattern pattern checks (RemoveByPatternProcessor.Factory.validateFieldPatterns)', () => {
  it('refuses a pattern starting with _ (310_remove_by_pattern_processor.yml) and lists every problem', () => {
    const s = testSimulator({ profile: 'opensearch@2.19.0' });
    const put = (p: unknown) => call(s, 'PUT', '/_ingest/pipeline/p', { processors: [{ remove_by_pattern: p }] });
    expect(put({ field_pattern: '_id' }).body.error.reason).toBe("[field_pattern] Validation Failed: 1: field_pattern [_id] must not start with '_';");
    expect(put({ exclude_field_pattern: ['a b'] }).body.error.reason).toBe(
      "[exclude_field_pattern] Validation Failed: 1: exclude_field_pattern [a b] must not contain a space;2: exclude_field_pattern [a b] must not contain the following characters [ , \", *, \\, <, |, ,, >, /, ?];",
    );
    expect(put({ field_pattern: ['foo*'] }).status).toBe(200);
  });
});
