/**
 * `no_match_size` and `number_of_fragments: 0` across the highlighters, against Elasticsearch's
 * HighlighterSearchIT (server/src/internalClusterTest/.../highlight/HighlighterSearchIT.java, the
 * testHighlightNoMatchSize* tests; the `postings` highlighter of those versions is left out).
 */
import { describe, expect, it } from 'vitest';
import type { Json, JsonObject } from '../../json.ts';
import { isEsError } from '../../errors/index.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import type { TypeMapping } from '../../mapping/types.ts';

const props = { text: { type: 'text', term_vector: 'with_positions_offsets', index_options: 'offsets' } } as TypeMapping['properties'];

function hl(text: Json, body: JsonObject): Json | undefined {
  const s = cluster(index('test', props, [['1', { text }]]));
  const r = search(s, request('search', { index: 'test' }, {}, body as Json), env('es8'));
  if (isEsError(r)) throw new Error(JSON.stringify(r));
  const hit = (((r.body as JsonObject).hits as JsonObject).hits as JsonObject[])[0]!;
  return (hit.highlight as JsonObject | undefined)?.text as Json | undefined;
}

const text = 'I am pretty long so some of me should get cut off. Second sentence';

describe('no_match_size (testHighlightNoMatchSize)', () => {
  const field = (type: string, extra: JsonObject = {}) => ({ highlight: { fields: { text: { type, fragment_size: 21, number_of_fragments: 1, ...extra } } } });
  it('gives nothing without it, or at 0', () => {
    for (const type of ['plain', 'fvh', 'unified']) {
      expect(hl(text, field(type))).toBeUndefined();
      expect(hl(text, field(type, { no_match_size: 0 }))).toBeUndefined();
    }
  });
  it('plain cuts at the last token end within it; fvh moves to the next boundary char (boundary_max_scan)', () => {
    expect(hl(text, field('plain', { no_match_size: 21 }))).toEqual(['I am pretty long so']);
    expect(hl(text, field('fvh', { no_match_size: 21 }))).toEqual(['I am pretty long so some']);
  });
  it('gives the whole value when it asks as much or more', () => {
    for (const type of ['plain', 'fvh']) {
      expect(hl(text, field(type, { no_match_size: text.length * 2 }))).toEqual([text]);
      expect(hl(text, field(type, { no_match_size: text.length }))).toEqual([text]);
    }
  });
  it('may be set globally', () => {
    expect(hl(text, { highlight: { no_match_size: 21, fields: { text: { type: 'plain', fragment_size: 21, number_of_fragments: 1 } } } })).toEqual(['I am pretty long so']);
  });
  it('takes the first value of a multi-valued field (testHighlightNoMatchSizeWithMultivaluedFields)', () => {
    const values = ["I am pretty long so some of me should get cut off. We'll see how that goes.", 'I am short'];
    expect(hl(values, field('plain', { no_match_size: 21 }))).toEqual(['I am pretty long so']);
    expect(hl(values, field('fvh', { no_match_size: 21 }))).toEqual(['I am pretty long so some']);
  });
});

describe('number_of_fragments 0 (testHighlightNoMatchSizeNumberOfFragments)', () => {
  const values = ['This is the first sentence. This is the second sentence.\u2029', 'This is the third sentence. This is the fourth sentence.', 'This is the fifth sentence'];
  const field = (type: string) => ({ text: { type, fragment_size: 1, number_of_fragments: 0, no_match_size: 20 } });
  it('without a match: the excerpt of the first value', () => {
    expect(hl(values, { highlight: { fields: field('plain') } })).toEqual(['This is the first']);
    expect(hl(values, { highlight: { fields: field('fvh') } })).toEqual(['This is the first sentence']);
  });
  it('with matches: each value that matches, whole', () => {
    for (const type of ['plain', 'fvh', 'unified']) {
      expect(hl(values, { query: { match: { text: 'third fifth' } }, highlight: { fields: field(type) } })).toEqual(['This is the <em>third</em> sentence. This is the fourth sentence.', 'This is the <em>fifth</em> sentence']);
    }
  });
});
