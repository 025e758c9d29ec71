/**
 * Stored scripts in a search's own scripts. ScriptService.compile reads a `{"id": ...}` script's lang,
 * source and options from the cluster state and compiles it with the request's params, for every script
 * context (ScoreScript, FilterScript, FieldScript, NumberSortScript); the scripting guide's "Store and
 * retrieve scripts" example (8.x docs scripting/using) runs its `calculate-score` in a script_score query.
 * Our own data and scripts.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { inlineStoredScripts } from './storedScripts.ts';

const st = cluster(
  index('books', { pages: { type: 'integer' }, title: { type: 'text' } }, [
    ['a', { pages: 120, title: 'sea stories' }],
    ['b', { pages: 300, title: 'more sea stories' }],
    ['c', { pages: 80, title: 'mountain' }],
  ]),
);
st.storedScripts.set('by-pages', { lang: 'painless', source: "doc['pages'].value * params.factor" });
st.storedScripts.set('long-book', { lang: 'painless', source: "doc['pages'].value > params.min" });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json): any {
  const r = search(st, request('search', { index: 'books' }, {}, body), env('es8'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}

describe('stored scripts in search scripts', () => {
  it('script_score, script query, _script sort and script_fields run the stored source with the request params', () => {
    const scored = run({ query: { script_score: { query: { match_all: {} }, script: { id: 'by-pages', params: { factor: 2 } } } } });
    expect(scored.hits.hits.map((h: { _id: string; _score: number }) => [h._id, h._score])).toEqual([['b', 600], ['a', 240], ['c', 160]]);
    const filtered = run({ query: { script: { script: { id: 'long-book', params: { min: 100 } } } }, sort: ['_doc'] });
    expect(filtered.hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['a', 'b']);
    const sorted = run({ sort: [{ _script: { type: 'number', order: 'asc', script: { id: 'by-pages', params: { factor: 1 } } } }] });
    expect(sorted.hits.hits.map((h: { sort: number[] }) => h.sort)).toEqual([[80], [120], [300]]);
    const fields = run({ query: { ids: { values: ['c'] } }, script_fields: { twice: { script: { id: 'by-pages', params: { factor: 2 } } } } });
    expect(fields.hits.hits[0].fields).toEqual({ twice: [160] });
  });
  it('an id the cluster state lacks is the 404 of ScriptService.getScriptFromClusterState', () => {
    const r = run({ query: { script_score: { query: { match_all: {} }, script: { id: 'nope' } } } });
    expect(r.status).toBe(404);
    expect(r.error.reason).toBe('unable to find script [nope] in cluster state');
  });
  it('leaves aggregations, runtime fields and non-script objects alone', () => {
    const body = { aggs: { s: { sum: { script: { id: 'by-pages' } } } }, runtime_mappings: { r: { type: 'long', script: { id: 'by-pages' } } }, query: { term: { script: { value: 'x' } } } };
    expect(inlineStoredScripts(st, body as Json)).toBe(body);
    const withLang = { query: { script: { script: { id: 'by-pages', lang: 'painless' } } } };
    expect(inlineStoredScripts(st, withLang as Json)).toBe(withLang);
  });
});
