/**
 * The unified highlighter's passages against Elasticsearch's own unit tests of it:
 * server/src/test/java/org/elasticsearch/lucene/search/uhighlight/CustomUnifiedHighlighterTests.java
 * (elastic/elasticsearch 057b3aafdb3be768923283076ffdda2b05c719af). Its helper joins the inputs with
 * MULTIVAL_SEP_CHAR, keeps as many passages as it expects, tags with <b>, trims (3 fragments) and runs with
 * weight matches; the break iterator is the JDK sentence one, or BoundedBreakIteratorScanner.getSentence(n).
 */
import { describe, expect, it } from 'vitest';
import { isEsError } from '../../errors/index.ts';
import { namedAnalyzer } from '../../analysis/index.ts';
import { getProfile } from '../../../profiles.ts';
import type { FieldQuery } from './extract.ts';
import { joinedTokens, type Tokenizer } from './fieldTokens.ts';
import { unifiedMatches } from './matches.ts';
import type { FieldOptions } from './options.ts';
import { unifiedFragments } from './unified.ts';

const profile = getProfile('es8');

function tokenizer(name: string): { tokenize: Tokenizer; gap: number } {
  const a = namedAnalyzer(undefined, profile, name);
  if (isEsError(a)) throw new Error(name);
  return { tokenize: (v) => a.analyze(v).map((t) => ({ term: t.term, start: t.startOffset, end: t.endOffset, position: t.position })), gap: a.positionIncrementGap };
}

function options(fragments: number, bounded: number, noMatchSize = 0): FieldOptions {
  return { preTags: ['<b>'], postTags: ['</b>'], scoreOrdered: false, fragmentSize: bounded, numberOfFragments: fragments, requireFieldMatch: true, noMatchSize, boundaryScanner: 'sentence', boundaryChars: '', boundaryMaxScan: 20, encoder: 'default', phraseLimit: 256, fragmentOffset: -1 };
}

function highlight(inputs: string[], q: Partial<FieldQuery>, expected: number, bounded = 0, opts: { noMatchSize?: number; analyzer?: string; limit?: number } = {}): string[] | undefined {
  const fq: FieldQuery = { terms: new Set(), automata: [], phrases: [], ...q };
  const toks = joinedTokens(inputs, tokenizer(opts.analyzer ?? 'standard'), opts.limit);
  const empty = fq.terms.size === 0 && fq.automata.length === 0 && fq.phrases.length === 0;
  return unifiedFragments({ values: inputs, matches: empty ? undefined : unifiedMatches(fq, toks, true), tokenized: true, options: options(Math.max(expected, 1), bounded, opts.noMatchSize ?? 0), center: true });
}

describe('CustomUnifiedHighlighterTests', () => {
  it('testSimple: one passage per value, the sentence of the match', () => {
    const inputs = [
      'This is a test. Just a test1 highlighting from unified highlighter.',
      'This is the second highlighting value to perform highlighting on a longer text that gets scored lower.',
      'This is highlighting the third short highlighting value.',
      'Just a test4 highlighting from unified highlighter.',
    ];
    expect(highlight(inputs, { terms: new Set(['highlighting']) }, 4)).toEqual([
      'Just a test1 <b>highlighting</b> from unified highlighter.',
      'This is the second <b>highlighting</b> value to perform <b>highlighting</b> on a longer text that gets scored lower.',
      'This is <b>highlighting</b> the third short <b>highlighting</b> value.',
      'Just a test4 <b>highlighting</b> from unified highlighter.',
    ]);
  });

  it('testNoMatchSize: no match on the field gives the value up to no_match_size', () => {
    const inputs = ['This is a test. Just a test highlighting from unified. Feel free to ignore.'];
    expect(highlight(inputs, {}, 1, 0, { noMatchSize: 100 })).toEqual(inputs);
  });

  it('testMultiPhrasePrefixQuery(SingleTerm): a phrase prefix is one match', () => {
    expect(highlight(['The quick brown fox.'], { phrases: [{ terms: ['bro'], positions: [0], slop: 0, prefixLast: true }] }, 1)).toEqual(['The quick <b>brown</b> fox.']);
    expect(highlight(['The quick brown fox.'], { phrases: [{ terms: ['quick', 'brown', 'fo'], positions: [0, 1, 2], slop: 0, prefixLast: true }] }, 1)).toEqual(['The <b>quick brown fox</b>.']);
  });

  it('testSentenceBoundedBreakIterator: sentences cut at 10 characters around each match', () => {
    const inputs = ['The quick brown fox in a long sentence with another quick brown fox. Another sentence with brown fox.'];
    expect(highlight(inputs, { terms: new Set(['quick', 'brown', 'fox']) }, 6, 10)).toEqual([
      'The <b>quick</b> <b>brown</b>',
      '<b>fox</b> in a long',
      'another <b>quick</b>',
      '<b>brown</b> <b>fox</b>.',
      'sentence with <b>brown</b>',
      '<b>fox</b>.',
    ]);
  });

  it('testSmallSentenceBoundedBreakIterator: a long sentence cut at 20 characters', () => {
    const inputs = ['A short sentence. Followed by a bigger sentence that should be truncated. And a last short sentence.'];
    expect(highlight(inputs, { terms: new Set(['sentence']) }, 3, 20)).toEqual(['A short <b>sentence</b>.', 'Followed by a bigger <b>sentence</b>', 'And a last short <b>sentence</b>']);
  });

  it('testRepeatTerm', () => {
    const inputs = ['Fun  fun fun  fun  fun  fun  fun  fun  fun  fun'];
    expect(highlight(inputs, { terms: new Set(['fun']) }, 4, 10)).toEqual(['<b>Fun</b>  <b>fun</b> <b>fun</b>', '<b>fun</b>  <b>fun</b>', '<b>fun</b>  <b>fun</b>  <b>fun</b>', '<b>fun</b>  <b>fun</b>']);
  });

  it('testRepeatPhrase: overlapping phrase matches merged, cut at the passage end', () => {
    const inputs = ['Fun  fun fun  fun  fun  fun  fun  fun  fun  fun'];
    const phrase = { terms: ['fun', 'fun'], positions: [0, 1], slop: 0, prefixLast: false };
    expect(highlight(inputs, { phrases: [phrase] }, 4, 10)).toEqual(['<b>Fun  fun fun</b>', '<b>fun  fun  </b>', '<b>fun  fun  fun</b>', '<b>fun  fun</b>']);
  });

  it('testGroupSentences: short sentences grouped up to 20 characters', () => {
    const inputs = ['Two words. Followed by many words in a big sentence. One. Two. Three. And more words.'];
    expect(highlight(inputs, { terms: new Set(['one', 'two', 'three', 'words']) }, 4, 20)).toEqual(['<b>Two</b> <b>words</b>.', 'Followed by many <b>words</b>', '<b>One</b>. <b>Two</b>. <b>Three</b>.', 'And more <b>words</b>.']);
  });

  it('testExceedMaxAnalyzedOffsetRandomOffset: tokens after max_analyzed_offset are not highlighted', () => {
    const inputs = ['Fun fun fun fun fun'];
    const want: [number, string][] = [
      [7, 'Fun <b>fun</b> fun fun fun'],
      [11, 'Fun <b>fun</b> <b>fun</b> fun fun'],
      [15, 'Fun <b>fun</b> <b>fun</b> <b>fun</b> fun'],
      [19, 'Fun <b>fun</b> <b>fun</b> <b>fun</b> <b>fun</b>'],
    ];
    for (const [limit, out] of want) expect(highlight(inputs, { terms: new Set(['fun']) }, 1, 0, { analyzer: 'whitespace', limit })).toEqual([out]);
  });
});
