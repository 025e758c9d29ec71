/** Tests: breakIterators (see the module it tests for the Lucene and JDK behaviour it follows). */
import { describe, expect, it } from 'vitest';
import { BoundedScanner, sentenceBreaks, SplittingIterator, wordBreaks, wordIterator } from './breakIterators.ts';

describe('JDK break rules (Locale.ROOT)', () => {
  it('breaks sentences after the spaces that follow a terminator', () => {
    // Lucene's TestUnifiedHighlighter.testBasics highlights "Just a test <b>highlighting</b> from postings. " in this
    // text: the second sentence runs from 16 to 56, its trailing space included.
    const text = 'This is a test. Just a test highlighting from postings. Feel free to ignore.';
    expect(sentenceBreaks(text)).toEqual([0, 16, 56, text.length]);
  });
  it('does not break after a period followed by a lower-case word', () => {
    expect(sentenceBreaks('See e.g. this one. Then')).toEqual([0, 19, 23]);
  });
  it('breaks words, spaces and punctuation apart', () => {
    expect(wordBreaks("it's 3.14, ok")).toEqual([0, 4, 5, 9, 10, 11, 13]);
    const w = wordIterator('The quick brown');
    expect([w.preceding(6), w.following(6)]).toEqual([4, 9]);
  });
});

describe('BoundedBreakIteratorScanner', () => {
  it('grows a passage over short sentences up to maxLen, then re-splits a long one at words', () => {
    // CustomUnifiedHighlighterTests.testSmallSentenceBoundedBreakIterator (maxLen 20): the first sentence whole,
    // the second cut after the match.
    const text = 'A short sentence. Followed by a bigger sentence that should be truncated. And a last short sentence.';
    const b = new BoundedScanner(text, 20);
    expect([b.preceding(9), b.following(8)]).toEqual([0, 18]);
    const at = text.indexOf('sentence that');
    expect(text.slice(b.preceding(at + 1), b.following(at))).toBe('Followed by a bigger sentence');
  });
});

describe('SplittingBreakIterator', () => {
  it('keeps each value a passage of its own', () => {
    const s = new SplittingIterator('ab cd\u0000ef gh', '\u0000', wordIterator);
    expect([s.preceding(7), s.following(6)]).toEqual([6, 8]);
    expect([s.preceding(1), s.following(3)]).toEqual([0, 5]);
  });
});
