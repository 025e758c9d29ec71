/**
 * Tests of `index.max_docvalue_fields_search`: the docvalue_fields entries, expanded to mapped fields, are
 * counted before any fetch, so the limit answers before a text field's fielddata error. Expected message: ES's
 * official YAML test search/30_limits.yml ("Docvalues_fields size limit") and FetchDocValuesContext.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';

const st = cluster(index('t', { foo: { type: 'text' }, foo2: { type: 'keyword' }, foo3: { type: 'keyword' }, n1: { type: 'long' }, n2: { type: 'long' } }, [['1', { foo: 'bar', foo2: 'bar', foo3: 'bar' }]], { 'index.max_docvalue_fields_search': '2' }));

function reason(docvalue_fields: string[], profile: Parameters<typeof env>[0] = 'es8'): string | undefined {
  const r = search(st, request('search', { index: 't' }, {}, { docvalue_fields }), env(profile));
  if (!isEsError(r)) return undefined;
  return (errorEnvelope(r).error as { root_cause: { reason: string }[] }).root_cause[0]!.reason;
}

describe('index.max_docvalue_fields_search', () => {
  it('three fields over a limit of two fail before the text field is read', () => {
    expect(reason(['foo', 'foo2', 'foo3'])).toBe('Trying to retrieve too many docvalue_fields. Must be less than or equal to: [2] but was [3]. This limit can be set by changing the [index.max_docvalue_fields_search] index level setting.');
  });
  it('a pattern counts the mapped fields it matches; unmapped names count nothing', () => {
    expect(reason(['n*', 'foo2'])).toMatch(/but was \[3\]/);
    expect(reason(['n1', 'missing', 'other'])).toBeUndefined();
  });
  it('OpenSearch counts every plain name, mapped or not (its search/30_limits.yml asks for three unmapped ones)', () => {
    expect(reason(['one', 'two', 'three'], 'opensearch2')).toMatch(/Must be less than or equal to: \[2\] but was \[3\]/);
    expect(reason(['n*', 'missing'], 'opensearch2')).toMatch(/but was \[3\]/);
  });
});
