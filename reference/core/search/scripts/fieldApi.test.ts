/**
 * The field API of search scripts (ES docs "Access fields in a document with the field API": get(default)
 * answers the default for a missing or unmapped field; ES's 70_execute_painless_scripts.yml uses getValue(default)
 * and `values`); OpenSearch and ES before 7.15 have no `field` function (a compile error).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

function fieldOf(profile: string, source: string, doc: object = { n: [3, 1], k: 'a' }): unknown {
  const sim = testSimulator({ profile: profile as ProfileName });
  call(sim, 'PUT', '/t', { mappings: { properties: { n: { type: 'long' }, k: { type: 'keyword' }, t: { type: 'text' } } } });
  call(sim, 'PUT', '/t/_doc/1?refresh=true', doc);
  const r = call(sim, 'POST', '/t/_search', { script_fields: { x: { script: { source } } } });
  if (r.status !== 200) return (r.body as { error: { root_cause: Array<{ reason: string }> } }).error.root_cause[0]!.reason;
  return (r.body as { hits: { hits: Array<{ fields: { x: unknown } }> } }).hits.hits[0]!.fields.x;
}

describe('the field API', () => {
  it('get(default), get(i, default), values, size and isEmpty over the doc values', () => {
    expect(fieldOf('elasticsearch@8.19.0', "field('n').get(0L)")).toEqual([1]);
    expect(fieldOf('elasticsearch@8.19.0', "field('n').get(1, 0L)")).toEqual([3]);
    expect(fieldOf('elasticsearch@8.19.0', "field('n').getValue(0L) + field('n').values[1]")).toEqual([4]);
    expect(fieldOf('elasticsearch@8.19.0', "field('n').size() + ':' + field('n').isEmpty() + ':' + field('k').getName()")).toEqual(['2:false:k']);
    expect(fieldOf('elasticsearch@8.19.0', "def s = 0; for (def v : field('n')) { s += v } return s")).toEqual([4]);
  });

  it('a missing value and an unmapped field answer the default, where doc[] fails', () => {
    expect(fieldOf('elasticsearch@8.19.0', "field('n').get(-1L)", { k: 'a' })).toEqual([-1]);
    expect(fieldOf('elasticsearch@8.19.0', "field('nope').get('d')")).toEqual(['d']);
    expect(fieldOf('elasticsearch@8.19.0', "doc['nope'].value")).toBe('runtime error');
  });

  // TextFieldMapper.fielddataBuilder: the SCRIPT operation (the field API) reads a text field's source values,
  // fielddata or not, where doc[] needs fielddata (45_script_doc_values_cache.yml: `$('text', '')` is the source text).
  it('a text field reads its source values; $(name, default) is get(default)', () => {
    expect(fieldOf('elasticsearch@8.19.0', "field('t').get('d')", { t: 'x y' })).toEqual(['x y']);
    expect(fieldOf('elasticsearch@8.19.0', "$('t', 'd') + '|' + $('n', 0L) + '|' + $('nope', 'd')", { t: 'x y', n: [5, 2] })).toEqual(['x y|2|d']);
  });

  it('is not in OpenSearch nor in ES before 7.15', () => {
    expect(fieldOf('opensearch@2.19.0', "field('n').get(0L)")).toBe('compile error');
    expect(fieldOf('elasticsearch@7.10.2', "field('n').get(0L)")).toBe('compile error');
  });
});
