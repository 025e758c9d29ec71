/** Char filters, their output and Lucene's offset correction (docs: analysis-*-charfilter pages). */
import { describe, expect, it } from 'vitest';
import { isEsError } from '../../errors/index.ts';
import { rows, terms, tokensOf } from '../testkit.ts';
import { applyMappings } from './mapping.ts';
import { htmlStrip } from './htmlStrip.ts';

describe('char filters', () => {
  it('html_strip (docs: "<p>I&apos;m so <b>happy</b>!</p>"), escaped_tags', () => {
    expect(htmlStrip('<p>I&apos;m so <b>happy</b>!</p>', new Set()).text).toBe("\nI'm so happy!\n");
    expect(terms('<p>I&apos;m so <b>happy</b>!</p>', 'keyword', [], [{ type: 'html_strip', escaped_tags: ['b'] }])).toEqual(["\nI'm so <b>happy</b>!\n"]);
    // Offsets point into the HTML: `I'm` spans the entity.
    expect(rows('<p>I&apos;m so <b>happy</b>!</p>', 'standard', [], ['html_strip']).slice(0, 2)).toEqual([["I'm", 0, 3, 11, '<ALPHANUM>'], ['so', 1, 12, 14, '<ALPHANUM>']]);
  });
  it('mapping (docs: Arabic-Indic digits; emoticons), offsets of a longer and a shorter replacement', () => {
    const digits = ['٠ => 0', '١ => 1', '٢ => 2', '٣ => 3', '٤ => 4', '٥ => 5', '٦ => 6', '٧ => 7', '٨ => 8', '٩ => 9'];
    expect(terms('My license plate is ٢٥٠١٥', 'keyword', [], [{ type: 'mapping', mappings: digits }])).toEqual(['My license plate is 25015']);
    const m = new Map([[':)', '_happy_'], [':(', '_sad_']]);
    const f = applyMappings('I :( a', m);
    expect(f.text).toBe('I _sad_ a');
    // `_sad_` (output 2..7) maps back to `:(` (input 2..4); `a` after it back to 5..6.
    expect([f.correct(2), f.correct(7), f.correct(8), f.correct(9)]).toEqual([2, 4, 5, 6]);
  });
  it("mapping on OpenSearch 2.11+: a '#' line is a comment, a rule for '#' is not (analysis-common 50_char_filters mapping_with_hashtag)", () => {
    const filter = { type: 'mapping', mappings: ['# This is a comment', '# => _hashsign_', '@ => _atsign_'] };
    const os = tokensOf('test #test @test', 'standard', ['lowercase'], [filter], 'opensearch2');
    expect(isEsError(os) ? os.cause.reason : os.map((t) => t.term)).toEqual(['test', '_hashsign_test', '_atsign_test']);
    // Elasticsearch reads every inline line as a rule.
    const es = tokensOf('test #test @test', 'standard', ['lowercase'], [filter], 'es8');
    expect(isEsError(es) && es.cause.reason).toBe('Invalid Mapping Rule : [# This is a comment]');
  });
  it('htmlStrip, the camelCase name OpenSearch keeps (analysis-common indices.analyze/10_analyze.yml), gone in ES 8', () => {
    const os = tokensOf('<html>foo</html>', 'keyword', [], ['htmlStrip'], 'opensearch2');
    expect(isEsError(os) ? os.cause.reason : os.map((t) => t.term)).toEqual(['\nfoo\n']);
    expect(isEsError(tokensOf('<html>foo</html>', 'keyword', [], ['htmlStrip'], 'es8'))).toBe(true);
  });
  it('pattern_replace (docs: camelCase split, offsets as the docs print them)', () => {
    expect(rows('The fooBarBaz method', 'standard', ['lowercase'], [{ type: 'pattern_replace', pattern: '(?<=\\p{Lower})(?=\\p{Upper})', replacement: ' ' }]).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['the', 0, 3], ['foo', 4, 6], ['bar', 7, 9], ['baz', 10, 13], ['method', 14, 20],
    ]);
    expect(terms('My credit card is 123-456-789', 'standard', [], [{ type: 'pattern_replace', pattern: '(\\d+)-(?=\\d)', replacement: '$1_' }])).toEqual(['My', 'credit', 'card', 'is', '123_456_789']);
  });
});
