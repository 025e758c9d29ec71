/**
 * Highlighting through the search handler, against expectations taken from the official YAML tests and
 * from Lucene's and Elasticsearch's highlighter source (each case names its origin).
 */
import { describe, expect, it } from 'vitest';
import type { Json, JsonObject } from '../../json.ts';
import { isEsError } from '../../errors/index.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';
import type { TypeMapping } from '../../mapping/types.ts';

function run(props: TypeMapping['properties'], docs: [string, JsonObject][], body: JsonObject, profile: ProfileName = 'es8', settings: Record<string, string> = {}) {
  const s = cluster(index('test', props, docs, settings));
  return search(s, request('search', { index: 'test' }, {}, body as Json), env(profile));
}

function hits(r: ReturnType<typeof run>): JsonObject[] {
  if (isEsError(r)) throw new Error(JSON.stringify(r));
  return ((r.body as JsonObject).hits as JsonObject).hits as JsonObject[];
}

const fox = 'The quick brown fox is brown.';

describe('unified highlighter', () => {
  it('highlights every field a pattern names (search.highlight/10_unified.yml "Basic multi_match query")', () => {
    const props = { text: { type: 'text', fields: { fvh: { type: 'text', term_vector: 'with_positions_offsets' }, postings: { type: 'text', index_options: 'offsets' } } } } as TypeMapping['properties'];
    const r = run(props, [['1', { text: fox }]], { query: { multi_match: { query: 'quick brown fox', fields: ['text*'] } }, highlight: { type: 'unified', fields: { '*': {} } } });
    const hl = hits(r)[0]!.highlight as JsonObject;
    const want = 'The <em>quick</em> <em>brown</em> <em>fox</em> is <em>brown</em>.';
    expect(hl.text).toEqual([want]);
    expect(hl['text.fvh']).toEqual([want]);
    expect(hl['text.postings']).toEqual([want]);
  });

  it('refuses a field longer than index.highlight.max_analyzed_offset without offsets (30_max_analyzed_offset.yml)', () => {
    const props = { field1: { type: 'text' }, field2: { type: 'text', index_options: 'offsets' } } as TypeMapping['properties'];
    const text = 'The quick brown fox went to the forest and saw another fox.';
    const docs: [string, JsonObject][] = [['1', { field1: text, field2: text }]];
    const settings = { 'index.highlight.max_analyzed_offset': '30' };
    const bad = run(props, docs, { query: { match: { field1: 'fox' } }, highlight: { type: 'unified', fields: { field1: {} } } }, 'es8', settings);
    expect(isEsError(bad) && bad.status).toBe(400);
    // With offsets in the postings, the unified highlighter needs no analysis: both foxes.
    const ok = run(props, docs, { query: { match: { field2: 'fox' } }, highlight: { type: 'unified', fields: { field2: {} } } }, 'es8', settings);
    expect((hits(ok)[0]!.highlight as JsonObject).field2).toEqual(['The quick brown <em>fox</em> went to the forest and saw another <em>fox</em>.']);
    // max_analyzed_offset 20 keeps the tokens starting up to offset 20 (LimitTokenOffsetAnalyzer).
    const cut = run(props, docs, { query: { match: { field1: 'fox' } }, highlight: { type: 'unified', fields: { field1: {} }, max_analyzed_offset: 20 } }, 'es8', settings);
    expect((hits(cut)[0]!.highlight as JsonObject).field1).toEqual(['The quick brown <em>fox</em> went to the forest and saw another fox.']);
    const plain = run(props, docs, { query: { match: { field2: 'fox' } }, highlight: { type: 'plain', fields: { field2: {} }, max_analyzed_offset: 20 } }, 'es8', settings);
    expect((hits(plain)[0]!.highlight as JsonObject).field2).toEqual(['The quick brown <em>fox</em> went to the forest and saw another fox.']);
  });

  it('highlights a keyword value but not one over ignore_above (40_keyword_ignore.yml)', () => {
    const props = { k1: { type: 'keyword' }, k2: { type: 'keyword', ignore_above: 3 } } as TypeMapping['properties'];
    const docs: [string, JsonObject][] = [['1', { k1: '123', k2: '123' }], ['2', { k1: '1234', k2: '1234' }]];
    for (const type of ['plain', 'unified']) {
      const r = run(props, docs, { query: { prefix: { k1: '12' } }, highlight: { require_field_match: false, fields: { k2: { type } } } });
      const h = hits(r);
      expect((h[0]!.highlight as JsonObject).k2).toEqual(['<em>123</em>']);
      expect(h[1]!.highlight).toBeUndefined();
    }
  });

  it('refuses empty pre_tags (issue69009.yml)', () => {
    const r = run({ text: { type: 'text' } }, [['1', { text: fox }]], { query: { match: { text: 'fox' } }, highlight: { fields: { '*': {} }, pre_tags: [], post_tags: [] } });
    expect(isEsError(r) && r.cause.reason).toBe('pre_tags or post_tags must not be empty');
  });

  it('cuts long text into sentences bounded by fragment_size (BoundedBreakIteratorScanner)', () => {
    const text = 'First sentence talks about cats. The second sentence mentions a fox here. A third sentence is about dogs and nothing else at all.';
    const r = run({ body: { type: 'text' } }, [['1', { body: text }]], { query: { match: { body: 'fox' } }, highlight: { fields: { body: { fragment_size: 40 } } } });
    expect((hits(r)[0]!.highlight as JsonObject).body).toEqual(['The second sentence mentions a <em>fox</em> here.']);
  });

  it('highlights a phrase as one match with weight matches (ES ≥ 8.9), word by word before', () => {
    const body = { query: { match_phrase: { body: 'quick brown' } }, highlight: { fields: { body: {} } } };
    const r8 = run({ body: { type: 'text' } }, [['1', { body: fox }]], body, 'es8');
    expect((hits(r8)[0]!.highlight as JsonObject).body).toEqual(['The <em>quick brown</em> fox is brown.']);
    const r7 = run({ body: { type: 'text' } }, [['1', { body: fox }]], body, 'elasticsearch@7.17.3' as ProfileName);
    expect((hits(r7)[0]!.highlight as JsonObject).body).toEqual(['The <em>quick</em> <em>brown</em> fox is brown.']);
  });
});

describe('unified options', () => {
  const text = 'Fox one here. The quick fox and the brown fox. Nothing else.';
  const q = (hl: JsonObject) => run({ body: { type: 'text' } }, [['1', { body: text }]], { query: { match: { body: 'fox' } }, highlight: { fields: { body: { fragment_size: 0, ...hl } } } });
  const frags = (hl: JsonObject) => (hits(q(hl))[0]!.highlight as JsonObject).body;
  it('keeps the best passages by PassageScorer (two matches outscore one), in text order unless order is score', () => {
    // FieldHighlighter keeps the number_of_fragments best by score; DefaultHighlighter sorts by score only for order: score.
    expect(frags({ number_of_fragments: 1 })).toEqual(['The quick <em>fox</em> and the brown <em>fox</em>.']);
    expect(frags({ number_of_fragments: 2 })).toEqual(['<em>Fox</em> one here.', 'The quick <em>fox</em> and the brown <em>fox</em>.']);
    expect(frags({ number_of_fragments: 2, order: 'score' })).toEqual(['The quick <em>fox</em> and the brown <em>fox</em>.', '<em>Fox</em> one here.']);
  });
  it('cuts at words with boundary_scanner word (BreakIterator.getWordInstance, fragment_size ignored)', () => {
    expect(frags({ boundary_scanner: 'word', number_of_fragments: 3 })).toEqual(['<em>Fox</em>', '<em>fox</em>', '<em>fox</em>']);
  });
  it('refuses boundary_scanner chars (DefaultHighlighter.getBreakIterator)', () => {
    const r = q({ boundary_scanner: 'chars' });
    expect(JSON.stringify(isEsError(r) ? r : null)).toContain('Invalid boundary scanner type: chars');
  });
  it('highlights the values of a terms query', () => {
    const r = run({ tag: { type: 'keyword' }, body: { type: 'text' } }, [['1', { tag: 'red', body: 'red and blue' }]], { query: { terms: { body: ['blue', 'green'] } }, highlight: { fields: { body: {} } } });
    expect((hits(r)[0]!.highlight as JsonObject).body).toEqual(['red and <em>blue</em>']);
  });
});

describe('fvh on a synthetic _source', () => {
  // search.highlight/50_synthetic_source.yml "text single/multi fvh source order" and FastVectorHighlighter's
  // SourceSimpleFragmentsBuilder.getFields: several values of an unstored field read from a synthetic `_source` fail.
  const props = { foo: { type: 'text', term_vector: 'with_positions_offsets' } } as TypeMapping['properties'];
  const synthetic = { 'index.mapping.source.mode': 'synthetic' };
  const body = { query: { match: { foo: 'fox' } }, highlight: { fields: { foo: { type: 'fvh' } } } };
  it('refuses several values', () => {
    const r = run(props, [['1', { foo: ['a fox', 'the fox'] }]], body, 'elasticsearch@8.19.0', synthetic);
    expect(isEsError(r) && JSON.stringify(r)).toContain("The fast vector highlighter doesn't support loading multi-valued fields from _source in index [test] because _source can reorder field values");
  });
  it('reads the values a synthetic _source gives, in its order (HighlightUtils.loadFieldValues on FetchContext.source)', () => {
    const kw = { tag: { type: 'keyword' } } as TypeMapping['properties'];
    const q = { query: { terms: { tag: ['zeta', 'alpha'] } }, highlight: { fields: { tag: {} } } };
    expect((hits(run(kw, [['1', { tag: ['zeta', 'alpha'] }]], q, 'elasticsearch@8.19.0', synthetic))[0]!.highlight as JsonObject).tag).toEqual(['<em>alpha</em>', '<em>zeta</em>']);
    expect((hits(run(kw, [['1', { tag: ['zeta', 'alpha'] }]], q, 'elasticsearch@8.19.0'))[0]!.highlight as JsonObject).tag).toEqual(['<em>zeta</em>', '<em>alpha</em>']);
  });
  it('highlights one value, and several from a stored _source', () => {
    expect((hits(run(props, [['1', { foo: 'a fox' }]], body, 'elasticsearch@8.19.0', synthetic))[0]!.highlight as JsonObject).foo).toEqual(['a <em>fox</em>']);
    expect((hits(run(props, [['1', { foo: ['a fox', 'the fox'] }]], body, 'elasticsearch@8.19.0'))[0]!.highlight as JsonObject).foo).toEqual(['a <em>fox</em> the <em>fox</em>']);
  });
});

describe('plain and fvh fragments', () => {
  // 26 words of 4 characters and a space: word i sits at offsets [5i, 5i + 4).
  const words = Array.from({ length: 26 }, (_, i) => String.fromCharCode(97 + i).repeat(4));
  const text = words.join(' ');
  const props = { body: { type: 'text', term_vector: 'with_positions_offsets' } } as TypeMapping['properties'];
  const frags = (type: string, hl: JsonObject, query = 'cccc tttt') => (hits(run(props, [['1', { body: text }]], { query: { match: { body: query } }, highlight: { fields: { body: { type, ...hl } } } }))[0]!.highlight as JsonObject).body;
  it('plain, simple fragmenter: a new fragment once a token ends past fragment_size × n (SimpleFragmenter)', () => {
    // Fragments start at the first token ending at or after 20, 40, … characters (eeee, iiii, mmmm, qqqq, uuuu), checked
    // when the next token arrives, so the space before that token opens the new fragment; fragments without a
    // match are dropped (Highlighter.getBestTextFragments).
    expect(frags('plain', { fragmenter: 'simple', fragment_size: 20 })).toEqual(['aaaa bbbb <em>cccc</em> dddd', ' qqqq rrrr ssss <em>tttt</em>']);
  });
  it('plain, span fragmenter (the default): no new fragment with less than half a fragment left (SimpleSpanFragmenter)', () => {
    // A token ending at or after 20 × n opens a fragment (eeee, iiii, mmmm, qqqq, uuuu) while 10 characters are left.
    expect(frags('plain', { fragment_size: 20 })).toEqual(['aaaa bbbb <em>cccc</em> dddd', ' qqqq rrrr ssss <em>tttt</em>']);
    // The tail: with fragment_size 52, kkkk (end 54) opens the second fragment; uuuu (end 104) would open a third
    // but leaves 25 < 26 characters, so the tail stays with it; the simple fragmenter opens one at uuuu itself
    // (end 104 >= 104: Lucene's SimpleFragmenter compares with >=), so the fragment starts with the space before uuuu.
    expect(frags('plain', { fragment_size: 52 }, 'zzzz')).toEqual([' kkkk llll mmmm nnnn oooo pppp qqqq rrrr ssss tttt uuuu vvvv wwww xxxx yyyy <em>zzzz</em>']);
    expect(frags('plain', { fragment_size: 52, fragmenter: 'simple' }, 'zzzz')).toEqual([' uuuu vvvv wwww xxxx yyyy <em>zzzz</em>']);
  });
  it('plain, simple fragmenter: a token ending exactly at fragment_size × n opens the next fragment', () => {
    // ES docs, search/search-your-data/highlighting.asciidoc (elastic/elasticsearch@d4c76030), "Specify a fragmenter
    // for the plain highlighter": match_phrase "number 1" on "some message with the number 1", fragment_size 15,
    // simple fragmenter gives [" with the <em>number</em>", " <em>1</em>"]: `with` ends at 17 >= 15 and `1` at 30 >= 30.
    const r = run({ message: { type: 'text' } }, [['1', { message: 'some message with the number 1' }]], {
      query: { match_phrase: { message: 'number 1' } },
      highlight: { fields: { message: { type: 'plain', fragment_size: 15, number_of_fragments: 3, fragmenter: 'simple' } } },
    });
    expect((hits(r)[0]!.highlight as JsonObject).message).toEqual([' with the <em>number</em>', ' <em>1</em>']);
  });
  it('fvh: a window of fragment_size centred on the match, moved to boundary characters (SimpleFragListBuilder, SimpleBoundaryScanner)', () => {
    // Match cccc [10, 14): margin (20 - 4) / 2 = 8, window [2, 22); no boundary char before 2, so the scan
    // reaches 0 and starts there; the end moves on to the space at 24.
    expect(frags('fvh', { fragment_size: 20, number_of_fragments: 1 }, 'cccc')).toEqual(['aaaa bbbb <em>cccc</em> dddd eeee']);
    // Match tttt [95, 99): window [87, 107), moved back to the space before at 85 (+1) and on to the space at 109.
    expect(frags('fvh', { fragment_size: 20, number_of_fragments: 1 }, 'tttt')).toEqual(['rrrr ssss <em>tttt</em> uuuu vvvv']);
  });
  it('fvh with tags_schema styled: one tag per query term (BaseFragmentsBuilder.getPreTag by the term number)', () => {
    const out = frags('fvh', { fragment_size: 100, number_of_fragments: 1 }, 'aaaa bbbb') as string[];
    expect(out).toHaveLength(1);
    const styled = frags('fvh', { fragment_size: 100, number_of_fragments: 1 }, 'aaaa bbbb');
    expect(styled).toEqual(out);
    const r = run(props, [['1', { body: text }]], { query: { match: { body: 'aaaa bbbb' } }, highlight: { tags_schema: 'styled', fields: { body: { type: 'fvh', fragment_size: 30, number_of_fragments: 1 } } } });
    const frag = ((hits(r)[0]!.highlight as JsonObject).body as string[])[0]!;
    expect(frag.startsWith('<em class="hlt1">aaaa</em> <em class="hlt2">bbbb</em>')).toBe(true);
  });
});

describe('q=', () => {
  it('highlights the terms of a query_string search from the URL (RestSearchAction: q is a query_string query)', () => {
    const s = cluster(index('test', { body: { type: 'text' } } as TypeMapping['properties'], [['1', { body: fox }]]));
    const r = search(s, request('search', { index: 'test' }, { q: 'body:fox' }, { highlight: { fields: { body: {} } } } as Json), env('es8'));
    expect((hits(r)[0]!.highlight as JsonObject).body).toEqual(['The quick brown <em>fox</em> is brown.']);
  });
});

describe('top_hits', () => {
  it('highlights its hits with the search query (TopHitsAggregationBuilder.highlighter)', () => {
    const props = { body: { type: 'text' }, tag: { type: 'keyword' } } as TypeMapping['properties'];
    const r = run(props, [['1', { body: fox, tag: 'a' }]], { size: 0, query: { match: { body: 'fox' } }, aggs: { tags: { terms: { field: 'tag' }, aggs: { top: { top_hits: { highlight: { fields: { body: {} } } } } } } } });
    if (isEsError(r)) throw new Error(JSON.stringify(r));
    const aggs = (r.body as JsonObject).aggregations as JsonObject;
    const bucket = ((aggs.tags as JsonObject).buckets as JsonObject[])[0]!;
    const hit = (((bucket.top as JsonObject).hits as JsonObject).hits as JsonObject[])[0]!;
    expect(hit.highlight).toEqual({ body: ['The quick brown <em>fox</em> is brown.'] });
  });
});

describe('fvh', () => {
  const props = { title: { type: 'text', term_vector: 'with_positions_offsets' }, description: { type: 'text', term_vector: 'with_positions_offsets' }, plain: { type: 'text' } } as TypeMapping['properties'];
  const docs: [string, JsonObject][] = [['1', { title: 'The quick brown fox is brown', description: 'The quick pink panther is pink', plain: 'x' }]];
  it('highlights the highlight_query (search.highlight/20_fvh.yml "Highlight query")', () => {
    const r = run(props, docs, { query: { match_all: {} }, highlight: { type: 'fvh', fields: { description: { type: 'fvh', highlight_query: { prefix: { description: 'br' } } }, title: { type: 'fvh', highlight_query: { prefix: { title: 'br' } } } } } });
    const hl = hits(r)[0]!.highlight as JsonObject;
    expect(hl.title).toEqual(['The quick <em>brown</em> fox is <em>brown</em>']);
    expect(hl.description).toBeUndefined();
  });
  it('refuses a field without term vectors (FastVectorHighlighter.highlight)', () => {
    const r = run(props, docs, { query: { match: { plain: 'x' } }, highlight: { fields: { plain: { type: 'fvh' } } } });
    expect(isEsError(r) && r.status).toBe(400);
    expect(JSON.stringify(isEsError(r) ? r : null)).toContain('the field [plain] should be indexed with term vector with position offsets to be used with fast vector highlighter');
  });
});
