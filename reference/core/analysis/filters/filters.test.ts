/** Token filters against the ES reference's examples (docs: analysis-*-tokenfilter pages) and Lucene's tests. */
import { describe, expect, it } from 'vitest';
import { errorOf, rows, terms, tokensOf } from '../testkit.ts';
import type { NameOrDefinition } from '../requestChain.ts';

describe('token filters (ES docs examples)', () => {
  it('lowercase, uppercase (per code point, as Java: no final sigma, ß kept)', () => {
    expect(terms('THE Quick FoX JUMPs', 'standard', ['lowercase'])).toEqual(['the', 'quick', 'fox', 'jumps']);
    expect(terms('the Quick FoX JUMPs', 'standard', ['uppercase'])).toEqual(['THE', 'QUICK', 'FOX', 'JUMPS']);
    expect(terms('ΟΔΟΣ straße', 'whitespace', ['lowercase'])).toEqual(['οδοσ', 'straße']);
    expect(terms('straße', 'whitespace', ['uppercase'])).toEqual(['STRAßE']);
    expect(terms('ΟΔΟΣ', 'whitespace', [{ type: 'lowercase', language: 'greek' }])).toEqual(['οδοσ']);
  });
  it('stop: the default _english_ list, positions kept (holes)', () => {
    expect(rows('a quick fox jumps over the lazy dog', 'standard', ['stop']).map((r) => [r[0], r[1]])).toEqual([
      ['quick', 1], ['fox', 2], ['jumps', 3], ['over', 4], ['lazy', 6], ['dog', 7],
    ]);
    expect(terms('the quick fox', 'standard', [{ type: 'stop', stopwords: ['_none_'] }])).toEqual(['the', 'quick', 'fox']);
    expect(terms('The Quick', 'standard', [{ type: 'stop', stopwords: ['the'], ignore_case: true }])).toEqual(['Quick']);
  });
  it('trim, truncate, reverse, unique, length, limit', () => {
    expect(terms(' fox ', 'keyword', ['trim'])).toEqual(['fox']);
    expect(terms('the quinquennial extravaganza carried on', 'whitespace', ['truncate'])).toEqual(['the', 'quinquenni', 'extravagan', 'carried', 'on']);
    expect(terms('quick fox jumps', 'standard', ['reverse'])).toEqual(['kciuq', 'xof', 'spmuj']);
    expect(terms('the quick fox jumps the lazy fox', 'whitespace', ['unique'])).toEqual(['the', 'quick', 'fox', 'jumps', 'lazy']);
    expect(terms('the quick brown fox jumps over the lazy dog', 'whitespace', [{ type: 'length', min: 0, max: 4 }])).toEqual(['the', 'fox', 'over', 'the', 'lazy', 'dog']);
    expect(terms('quick fox jumps over lazy dog', 'standard', ['limit'])).toEqual(['quick']);
  });
  it('elision, apostrophe, decimal_digit, classic', () => {
    expect(terms('j’examine près du wharf', 'standard', ['elision'])).toEqual(['examine', 'près', 'du', 'wharf']);
    expect(terms("Istanbul'a veya Istanbul'dan", 'standard', ['apostrophe'])).toEqual(['Istanbul', 'veya', 'Istanbul']);
    expect(terms('१-one two-२ ३', 'whitespace', ['decimal_digit'])).toEqual(['1-one', 'two-2', '3']);
    expect(terms("The 2 Q.U.I.C.K. Brown-Foxes jumped over the lazy dog's bone.", 'classic', ['classic'])).toEqual(['The', '2', 'QUICK', 'Brown', 'Foxes', 'jumped', 'over', 'the', 'lazy', 'dog', 'bone']);
  });
  it('asciifolding with preserve_original: folded first, the original at the same position', () => {
    expect(rows('açaí à la carte', 'standard', [{ type: 'asciifolding', preserve_original: true }]).map((r) => [r[0], r[1]])).toEqual([
      ['acai', 0], ['açaí', 0], ['a', 1], ['à', 1], ['la', 2], ['carte', 3],
    ]);
    expect(terms('Ærøskøbing Łódź ﬁ', 'whitespace', ['asciifolding'])).toEqual(['AEroskobing', 'Lodz', 'fi']);
  });
  it('stemmers: porter_stem, stemmer (english, minimal_english, possessive_english), snowball; keyword_marker', () => {
    expect(terms('the foxes jumping quickly', 'standard', ['porter_stem'])).toEqual(['the', 'fox', 'jump', 'quickli']);
    expect(terms('the foxes jumping quickly', 'standard', [{ type: 'stemmer', language: 'english' }])).toEqual(['the', 'fox', 'jump', 'quickli']);
    expect(terms('ponies cats', 'standard', [{ type: 'stemmer', language: 'minimal_english' }])).toEqual(['pony', 'cat']);
    expect(terms("dog's", 'standard', [{ type: 'stemmer', language: 'possessive_english' }])).toEqual(['dog']);
    expect(terms('generously running', 'standard', ['snowball'])).toEqual(['generous', 'run']);
    expect(terms('fox running and jumping', 'whitespace', [{ type: 'keyword_marker', keywords: ['jumping'] }, 'stemmer'])).toEqual(['fox', 'run', 'and', 'jumping']);
    expect(errorOf('x', 'standard', [{ type: 'stemmer', language: 'lovins' }])).toBe('the [Lovins] stemmer language is not supported by this simulator');
  });
  it('pattern_replace', () => {
    expect(terms('foxes jump lazy dogs', 'whitespace', [{ type: 'pattern_replace', pattern: '(dog)', replacement: 'watch$1' }])).toEqual(['foxes', 'jump', 'lazy', 'watchdogs']);
  });
  it('ngram and edge_ngram filters: grams keep the token offsets and position', () => {
    expect(terms('Quick fox', 'standard', ['ngram'])).toEqual(['Q', 'Qu', 'u', 'ui', 'i', 'ic', 'c', 'ck', 'k', 'f', 'fo', 'o', 'ox', 'x']);
    expect(rows('the quick', 'standard', [{ type: 'edge_ngram', min_gram: 1, max_gram: 2 }])).toEqual([
      ['t', 0, 0, 3, '<ALPHANUM>'], ['th', 0, 0, 3, '<ALPHANUM>'], ['q', 1, 4, 9, '<ALPHANUM>'], ['qu', 1, 4, 9, '<ALPHANUM>'],
    ]);
  });
  it('pre-configured edge_ngram makes one-character grams; the type with no settings makes 1..2', () => {
    // ES docs, analysis/tokenfilters/edgengram-tokenfilter.asciidoc (elastic/elasticsearch@111bf9b4): `GET _analyze`
    // with filter `edge_ngram` on "the quick brown fox jumps" gives [t, q, b, f, j]; the pre-configured filter is
    // EdgeNGramTokenFilter(input, 1) (CommonAnalysisPlugin.getPreConfiguredTokenFilters).
    expect(terms('the quick brown fox jumps', 'standard', ['edge_ngram'])).toEqual(['t', 'q', 'b', 'f', 'j']);
    expect(terms('the quick', 'standard', [{ type: 'edge_ngram' }])).toEqual(['t', 'th', 'q', 'qu']);
  });
  it('pre-configured common_grams has no common words: tokens pass through', () => {
    // CommonAnalysisPlugin: PreConfiguredTokenFilter "common_grams" = CommonGramsFilter(input, CharArraySet.EMPTY_SET).
    expect(terms('the quick fox', 'whitespace', ['common_grams'])).toEqual(['the', 'quick', 'fox']);
    expect(errorOf('x', 'whitespace', [{ type: 'common_grams' }])).toBe('missing or empty [common_words] or [common_words_path] configuration for common_grams token filter');
  });
  it('shingle: unigrams and two-word shingles spanning two positions', () => {
    const t = tokensOf('quick brown fox jumps', 'whitespace', ['shingle']);
    expect(Array.isArray(t) && t.map((x) => [x.term, x.position, x.positionLength, x.type])).toEqual([
      ['quick', 0, 1, 'word'], ['quick brown', 0, 2, 'shingle'], ['brown', 1, 1, 'word'], ['brown fox', 1, 2, 'shingle'],
      ['fox', 2, 1, 'word'], ['fox jumps', 2, 2, 'shingle'], ['jumps', 3, 1, 'word'],
    ]);
    expect(terms('quick brown fox jumps', 'whitespace', [{ type: 'shingle', min_shingle_size: 2, max_shingle_size: 3, output_unigrams: false }])).toEqual([
      'quick brown', 'quick brown fox', 'brown fox', 'brown fox jumps', 'fox jumps',
    ]);
  });
  it('shingle over holes: fillers (at most max-1 per hole, trailing ones from end()), every window start one position', () => {
    // ShingleFilter: posIncr is `isOutputHere ? 0 : 1`, so the hole is not kept as a gap (the ES page's
    // `fox jumps a lazy dog` example); TestShingleFilter's TEST_TOKEN_WITH_HOLES bigrams have the same shape.
    const pos = (text: string, f: NameOrDefinition[]) => {
      const t = tokensOf(text, 'whitespace', f);
      return Array.isArray(t) && t.map((x) => [x.term, x.position, x.positionLength, x.startOffset, x.endOffset]);
    };
    expect(pos('fox jumps a lazy dog', [{ type: 'stop', stopwords: ['a'] }, { type: 'shingle', filler_token: '+' }])).toEqual([
      ['fox', 0, 1, 0, 3], ['fox jumps', 0, 2, 0, 9], ['jumps', 1, 1, 4, 9], ['jumps +', 1, 2, 4, 12],
      ['+ lazy', 2, 2, 12, 16], ['lazy', 3, 1, 12, 16], ['lazy dog', 3, 2, 12, 20], ['dog', 4, 1, 17, 20],
    ]);
    // A leading hole gets its filler too, a trailing one (end()'s increment) as well; three stop words in a
    // row make one filler only with max_shingle_size 2.
    expect(pos('a fox b c d', [{ type: 'stop', stopwords: ['a', 'b', 'c', 'd'] }, 'shingle'])).toEqual([
      ['_ fox', 0, 2, 2, 5], ['fox', 1, 1, 2, 5], ['fox _', 1, 2, 2, 11],
    ]);
    // Without unigrams a shingle spans the positions of the smaller shingles: max(1, size - min + 1).
    expect(pos('quick brown fox', [{ type: 'shingle', max_shingle_size: 3, output_unigrams: false }])).toEqual([
      ['quick brown', 0, 1, 0, 11], ['quick brown fox', 0, 2, 0, 15], ['brown fox', 1, 1, 6, 15],
    ]);
  });
  it('common_grams query_mode: a unigram is dropped only where a gram follows it (CommonGramsQueryFilter)', () => {
    // The ES common_grams page: [the, quick, fox, is, brown] gives [the_quick, quick, fox_is, is_brown]; grams take
    // increment 1; a word after a word stays (Lucene's own filter on `a_brown brown dog`).
    const q = (text: string) => {
      const t = tokensOf(text, 'whitespace', [{ type: 'common_grams', common_words: ['the', 'is', 'a'], query_mode: true }]);
      return Array.isArray(t) && t.map((x) => `${x.term}@${x.position}`).join(' ');
    };
    expect(q('the quick fox is brown')).toBe('the_quick@0 quick@1 fox_is@2 is_brown@3');
    expect(q('the quick fox is a brown dog')).toBe('the_quick@0 quick@1 fox_is@2 is_a@3 a_brown@4 brown@5 dog@6');
    expect(q('a the is')).toBe('a_the@0 the_is@1');
  });
  it('cjk_bigram: a katakana or hangul word is split into its characters; ignored_scripts; output_unigrams (CJKBigramFilter)', () => {
    // Checked against Lucene's CJKBigramFilter (30 random chains agree).
    const b = (text: string, f: Record<string, unknown>) => {
      const t = tokensOf(text, 'standard', [{ type: 'cjk_bigram', ...f }]);
      return Array.isArray(t) && t.map((x) => `${x.term}/${x.type}@${x.position}${x.positionLength > 1 ? `+${x.positionLength}` : ''}`).join(' ');
    };
    expect(b('서울 カタカナ', {})).toBe('서울/<DOUBLE>@0 カタ/<DOUBLE>@1 タカ/<DOUBLE>@2 カナ/<DOUBLE>@3');
    expect(b('東京都は', { ignored_scripts: ['hiragana'] })).toBe('東京/<DOUBLE>@0 京都/<DOUBLE>@1 は/<HIRAGANA>@2');
    expect(b('東京都', { output_unigrams: true })).toBe('東/<SINGLE>@0 東京/<DOUBLE>@0+2 京/<SINGLE>@1 京都/<DOUBLE>@1+2 都/<SINGLE>@2');
  });
  it('pattern_capture: captures in order of their start, repeats kept; a class followed by `+` is no possessive', () => {
    // PatternCaptureGroupTokenFilter.nextCapture; single-pattern chains checked against Lucene's filter.
    expect(terms('abc123def', 'whitespace', [{ type: 'pattern_capture', patterns: ['(\\p{Ll}+)', '(\\d+)'] }])).toEqual(['abc123def', 'abc', '123', 'def']);
    expect(terms('aXa', 'whitespace', [{ type: 'pattern_capture', preserve_original: false, patterns: ['(a)', '([a-z])'] }])).toEqual(['a', 'a', 'a', 'a']);
  });
  it('flatten_graph: merged nodes, offsets shrink-wrapped to the words (FlattenGraphFilter)', () => {
    // The ES flatten_graph page's request; Lucene's FlattenGraphFilter gives `internet` the offsets of
    // `domain` and `phonebook` those of `name system` (checked against Lucene's own filter, 8.7 jars).
    const syn = (rule: string, flatten: boolean) => {
      const t = tokensOf('domain name system is fragile', 'standard', [{ type: 'synonym_graph', synonyms: [rule] }, ...(flatten ? ['flatten_graph'] : [])]);
      return Array.isArray(t) && t.map((x) => [x.term, x.startOffset, x.endOffset, x.position, x.positionLength]);
    };
    expect(syn('internet phonebook, domain name system', true)).toEqual([
      ['internet', 0, 6, 0, 1], ['domain', 0, 6, 0, 1], ['phonebook', 7, 18, 1, 2], ['name', 7, 11, 1, 1],
      ['system', 12, 18, 2, 1], ['is', 19, 21, 3, 1], ['fragile', 22, 29, 4, 1],
    ]);
    // A single-token synonym over three words keeps its length: the graph is already flat.
    expect(syn('dns, domain name system', true)).toEqual([
      ['dns', 0, 18, 0, 3], ['domain', 0, 6, 0, 1], ['name', 7, 11, 1, 1], ['system', 12, 18, 2, 1], ['is', 19, 21, 3, 1], ['fragile', 22, 29, 4, 1],
    ]);
  });
  it('word_delimiter_graph: parts, possessive dropped, catenations spanning their parts', () => {
    expect(terms("Neil's-Super-Duper-XL500--42+AutoCoder", 'keyword', ['word_delimiter_graph'])).toEqual(['Neil', 'Super', 'Duper', 'XL', '500', '42', 'Auto', 'Coder']);
    const t = tokensOf('the wi-fi is enabled', 'whitespace', [{ type: 'word_delimiter_graph', catenate_words: true }]);
    expect(Array.isArray(t) && t.map((x) => [x.term, x.position, x.positionLength])).toEqual([
      ['the', 0, 1], ['wifi', 1, 2], ['wi', 1, 1], ['fi', 2, 1], ['is', 3, 1], ['enabled', 4, 1],
    ]);
  });
  it('synonym_graph: multi-word synonyms as a graph, the original kept last (SynonymGraphFilter.bufferOutputTokens)', () => {
    const t = tokensOf('ny city', 'standard', [{ type: 'synonym_graph', synonyms: ['ny, new york'] }]);
    expect(Array.isArray(t) && t.map((x) => [x.term, x.position, x.positionLength, x.type])).toEqual([
      ['new', 0, 1, 'SYNONYM'], ['ny', 0, 2, '<ALPHANUM>'], ['york', 1, 1, 'SYNONYM'], ['city', 2, 1, '<ALPHANUM>'],
    ]);
    // TestSynonymGraphFilter.testBasicKeepOrigOneOutput's shape without keepOrig: "a b => x" over "c a b".
    expect(rows('c a b', 'whitespace', [{ type: 'synonym_graph', synonyms: ['a b => x'] }])).toEqual([['c', 0, 0, 1, 'word'], ['x', 1, 2, 5, 'SYNONYM']]);
    expect(terms('refrain now', 'whitespace', [{ type: 'synonym', format: 'wordnet', synonyms: ["s(100000001,1,'abstain',v,1,0).", "s(100000001,2,'refrain',v,1,0)."] }])).toEqual(['refrain', 'abstain', 'now']);
    expect(terms('fast car', 'whitespace', [{ type: 'synonym', synonyms: ['fast, quick'], expand: false }])).toEqual(['fast', 'car']);
  });
  it('synonym (SynonymFilter): a longer output overlays the input tokens after the match, the rest follows the end', () => {
    // After TestSynonymMapFilter.testBasic's rules and inputs (the originals given as outputs, as ES's parsers add them).
    const rules = ['a => a, foo', 'a b => a b, bar fee', 'c d => c d, dog harness holder extras', 'm c e => dog barks loudly', 'p q => dog harness holder extras'];
    const stacked = (text: string): string => {
      const t = tokensOf(text, 'whitespace', [{ type: 'synonym', synonyms: rules }]);
      if (!Array.isArray(t)) throw new Error(t.cause.reason);
      const at: string[][] = [];
      for (const x of t) (at[x.position] ??= []).push(x.term);
      return at.map((p) => p.join('/')).join(' ');
    };
    expect(stacked('a b c')).toBe('a/bar b/fee c');
    expect(stacked('x a b c d')).toBe('x a/bar b/fee c/dog d/harness holder extras');
    // Outputs of two matches share slots (the second's after the first's).
    expect(stacked('p q p q')).toBe('dog harness holder/dog extras/harness holder extras');
    expect(stacked('a m c e x')).toBe('a/foo dog barks loudly x');
    // An overlaid output token takes its slot's offsets (60_synonym_graph.yml's "foo two three").
    expect(rows('foo two three', 'whitespace', [{ type: 'synonym', synonyms: ['foo, bar baz'] }])).toEqual([
      ['foo', 0, 0, 3, 'word'], ['bar', 0, 0, 3, 'SYNONYM'], ['two', 1, 4, 7, 'word'], ['baz', 1, 4, 7, 'SYNONYM'], ['three', 2, 8, 13, 'word'],
    ]);
  });
  it('an explicit mapping or an unexpanded equivalence drops the original: a word mapped to itself is a SYNONYM output', () => {
    // SolrSynonymParser adds `=>` pairs and `expand: false` ones with includeOrig false, expanded equivalences
    // with true (WordnetSynonymParser likewise). Rows as Lucene's SynonymFilter / SynonymGraphFilter give them
    // (checked against Lucene's classes on 692 rule/text/mode combinations).
    const rule = ['a => a, foo'];
    expect(rows('c a b', 'whitespace', [{ type: 'synonym', synonyms: rule }])).toEqual([
      ['c', 0, 0, 1, 'word'], ['a', 1, 2, 3, 'SYNONYM'], ['foo', 1, 2, 3, 'SYNONYM'], ['b', 2, 4, 5, 'word'],
    ]);
    expect(rows('c a b', 'whitespace', [{ type: 'synonym_graph', synonyms: rule }])).toEqual([
      ['c', 0, 0, 1, 'word'], ['a', 1, 2, 3, 'SYNONYM'], ['foo', 1, 2, 3, 'SYNONYM'], ['b', 2, 4, 5, 'word'],
    ]);
    const t = tokensOf('x a b', 'whitespace', [{ type: 'synonym_graph', synonyms: ['a b => a b, bar fee'] }]);
    expect(Array.isArray(t) && t.map((x) => [x.term, x.position, x.positionLength, x.startOffset, x.endOffset, x.type])).toEqual([
      ['x', 0, 1, 0, 1, 'word'], ['a', 1, 1, 2, 5, 'SYNONYM'], ['bar', 1, 2, 2, 5, 'SYNONYM'], ['b', 2, 2, 2, 5, 'SYNONYM'], ['fee', 3, 1, 2, 5, 'SYNONYM'],
    ]);
    expect(rows('fast car', 'whitespace', [{ type: 'synonym', synonyms: ['fast, quick'], expand: false }])).toEqual([['fast', 0, 0, 4, 'SYNONYM'], ['car', 1, 5, 8, 'word']]);
    expect(rows('quick car', 'whitespace', [{ type: 'synonym', synonyms: ['fast, quick'] }]).map((r) => r[4])).toEqual(['word', 'SYNONYM', 'word']);
  });
  it('removed and renamed names per version (profiles: standardTokenFilter, camelCaseNgramNames)', () => {
    expect(errorOf('x', 'standard', ['standard'])).toBe('The [standard] token filter has been removed.');
    expect(errorOf('x', 'standard', [{ type: 'edgeNGram' }])).toBe('The [edgeNGram] token filter name was deprecated in 6.4 and cannot be used in new indices. Please change the filter name to [edge_ngram] instead.');
  });
});

describe('named stop word lists (Analysis.NAMED_STOP_WORDS: Lucene snowball stop files)', () => {
  it('_french_ and _german_ hold Lucene\'s words; homonyms the files leave out stay', () => {
    // french_stop.txt omits `son` (homonym of "sound") and `été`; german_stop.txt has `der`, `die`, `das`.
    expect(terms('le chat et son été', 'standard', [{ type: 'stop', stopwords: '_french_' }])).toEqual(['chat', 'son', 'été']);
    expect(terms('der Hund und die Katze', 'standard', ['lowercase', { type: 'stop', stopwords: ['_german_'] }])).toEqual(['hund', 'katze']);
    // ThaiAnalyzer's default set (Lucene 9.12's, 115 words) as `_thai_`.
    expect(terms('ไว้ แมว', 'whitespace', [{ type: 'stop', stopwords: '_thai_' }])).toEqual(['แมว']);
    // An unknown `_name_` is a literal word (Analysis.resolveNamedWords).
    expect(terms('_klingon_ x', 'whitespace', [{ type: 'stop', stopwords: ['_klingon_'] }])).toEqual(['x']);
  });
});

describe('names that are Object.prototype members are no components', () => {
  it('constructor, toString, __proto__ as stop lists, types, stems and entities', () => {
    expect(terms('constructor x', 'whitespace', [{ type: 'stop', stopwords: ['constructor'] }])).toEqual(['x']);
    expect(terms('constructor', 'keyword', ['snowball'])).toEqual(['constructor']);
    expect(errorOf('x', { type: 'constructor' })).toBe('failed to find global tokenizer under [constructor]');
    expect(errorOf('x', 'standard', [{ type: 'toString' }])).toBe('failed to find global filter under [toString]');
    expect(terms('a&constructor;b', 'keyword', [], ['html_strip'])).toEqual(['a&constructor;b']);
    expect(errorOf('x', { type: 'ngram', token_chars: ['constructor'] })).toMatch(/^Unknown token type: 'constructor'/);
  });
});
