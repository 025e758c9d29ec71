/** Tests of inner hits' highlight and docvalue_fields (innerHitHighlight.ts, innerHitFields.ts). */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import type { IndexState } from '../../state.ts';
import { cluster, env, index, request } from '../testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function run(idx: IndexState, body: Json): Body {
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, body), env('es8'));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

// The documents of search.highlight/20_fvh.yml "Highlight multiple nested documents".
const idx = () =>
  index('test', { nested: { type: 'nested', properties: { title: { type: 'text', term_vector: 'with_positions_offsets' }, n: { type: 'long' } } } }, [
    ['2', { nested: [{ title: 'purple octopus', n: 2 }, { title: 'purple fish', n: 1 }] }],
  ]);

describe('inner hits shaping', () => {
  it('highlights each nested object with the nested query (20_fvh.yml, fvh and unified alike)', () => {
    for (const type of ['fvh', 'unified']) {
      const r = run(idx(), { query: { nested: { path: 'nested', query: { match: { 'nested.title': 'purple' } }, inner_hits: { name: 'nested_hits', highlight: { type, fields: { 'nested.title': {} } } } } } });
      const hits = r.hits.hits[0].inner_hits.nested_hits.hits.hits;
      expect(hits.map((h: Body) => h.highlight['nested.title'][0])).toEqual(['<em>purple</em> octopus', '<em>purple</em> fish']);
    }
  });

  it('gives docvalue_fields of the nested object, and _seq_no of its root (search.inner_hits/10_basic.yml)', () => {
    const r = run(idx(), { query: { nested: { path: 'nested', query: { match_all: {} }, inner_hits: { docvalue_fields: ['_seq_no', 'nested.n'] } } }, docvalue_fields: ['_seq_no'] });
    expect(r.hits.hits[0].fields).toEqual({ _seq_no: [0] });
    expect(r.hits.hits[0].inner_hits.nested.hits.hits.map((h: Body) => h.fields)).toEqual([{ _seq_no: [0], 'nested.n': [2] }, { _seq_no: [0], 'nested.n': [1] }]);
  });
});
