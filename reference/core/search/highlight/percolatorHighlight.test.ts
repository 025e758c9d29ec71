/**
 * The percolator's highlights, against the percolate query docs page (elastic/elasticsearch
 * docs/reference/query-dsl/percolate-query.asciidoc @8f11a9ea, "Percolate query and highlighting"):
 * each stored query highlights the percolated documents it matches, slots prefixed when there are several.
 */
import { describe, expect, it } from 'vitest';
import type { Json, JsonObject } from '../../json.ts';
import { isEsError } from '../../errors/index.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import type { TypeMapping } from '../../mapping/types.ts';

const props = { message: { type: 'text' }, query: { type: 'percolator' } } as TypeMapping['properties'];
const stored: [string, JsonObject][] = [
  ['1', { query: { match: { message: 'bonsai tree' } } }],
  ['3', { query: { match: { message: 'brown fox' } } }],
  ['4', { query: { match: { message: 'lazy dog' } } }],
];

function highlights(body: JsonObject): Record<string, unknown> {
  const r = search(cluster(index('test', props, stored)), request('search', { index: 'test' }, {}, body as Json), env('es8'));
  if (isEsError(r)) throw new Error(JSON.stringify(r));
  const hits = ((r.body as JsonObject).hits as JsonObject).hits as JsonObject[];
  return Object.fromEntries(hits.map((h) => [h._id as string, h.highlight]));
}

describe('percolator highlighting (PercolatorHighlightSubFetchPhase)', () => {
  it('one document: each matching stored query highlights it under the field name itself', () => {
    const hl = highlights({
      query: { percolate: { field: 'query', document: { message: 'The quick brown fox jumps over the lazy dog' } } },
      highlight: { fields: { message: {} } },
    });
    expect(hl).toEqual({
      '3': { message: ['The quick <em>brown</em> <em>fox</em> jumps over the lazy dog'] },
      '4': { message: ['The quick brown fox jumps over the <em>lazy</em> <em>dog</em>'] },
    });
  });
  it('several documents: one field per matching slot, `<slot>_<field>`', () => {
    const hl = highlights({
      query: { percolate: { field: 'query', documents: [{ message: 'bonsai tree' }, { message: 'new tree' }, { message: 'the office' }, { message: 'office tree' }] } },
      highlight: { fields: { message: {} } },
    });
    expect(hl).toEqual({ '1': { '0_message': ['<em>bonsai</em> <em>tree</em>'], '1_message': ['new <em>tree</em>'], '3_message': ['office <em>tree</em>'] } });
    // Java's HashMap order of the hit's highlight fields, as the docs response prints them.
    expect(Object.keys(hl['1'] as object)).toEqual(['0_message', '3_message', '1_message']);
  });
  it('several percolate queries: fields prefixed with the query name', () => {
    const hl = highlights({
      query: { bool: { should: [
        { percolate: { field: 'query', document: { message: 'bonsai tree' }, name: 'query1' } },
        { percolate: { field: 'query', document: { message: 'tulip flower' }, name: 'query2' } },
      ] } },
      highlight: { fields: { message: {} } },
    });
    expect(hl).toEqual({ '1': { query1_message: ['<em>bonsai</em> <em>tree</em>'] } });
  });
});
