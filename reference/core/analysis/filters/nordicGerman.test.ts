/**
 * german_normalization, scandinavian_normalization, scandinavian_folding (and below cjk_width and the Turkish
 * lower case) against Lucene's filters: the pairs are what GermanNormalizationFilter, ScandinavianNormalizationFilter and ScandinavianFoldingFilter give
 * (Lucene 8.7's jar; ScandinavianNormalizer is ported from 9.x's source and agrees with it). The ports matched
 * those classes on Snowball's German, Danish, Norwegian and Swedish vocabularies plus every string of up to four
 * letters over the letters the filters look at (146,162 and 158,770 terms); the regexes they replace differed
 * on 394 German words (`aargauer`), 373 Nordic words (`aaele`) and on every upper-case umlaut.
 */
import { describe, expect, it } from 'vitest';
import { terms } from '../testkit.ts';

const through = (type: string, words: string): string => terms(words, 'whitespace', [{ type }]).join(' ');

describe('Lucene character normalizations', () => {
  it('german_normalization: ae/oe/ue only where ä/ö/ü could be meant, lower case only (GermanNormalizationFilter)', () => {
    expect(through('german_normalization', 'aargauer abenteuer quelle Äpfel äpfel straße mauer boeuf aeoeue Müller moeller'))
      .toBe('aargauer abenteuer quelle Äpfel apfel strasse mauer bouf aoue Muller moller');
  });
  it('scandinavian_normalization: each folded pair consumed once (ScandinavianNormalizer)', () => {
    expect(through('scandinavian_normalization', 'aaele aaa AAaA blåbær Blaabaer øl Ølbrygger kjøkkenet koeoo'))
      .toBe('åele åa Åå blåbær Blåbær øl Ølbrygger kjøkkenet køø');
  });
  it('scandinavian_folding: å/ä/æ to a, ö/ø to o, the second letter of a pair dropped once (ScandinavianFoldingFilter)', () => {
    expect(through('scandinavian_folding', 'aaele aaa AAaA blåbær Blaabaer øl Ølbrygger kjøkkenet koeoo'))
      .toBe('aele aa Aa blabar Blabar ol Olbrygger kjokkenet koo');
  });
});

describe('cjk_width and the Turkish lower case, as Lucene gives them', () => {
  it('cjk_width: a half-width voiced mark composes with the katakana before it, half or full width (CJKWidthFilter.combine)', () => {
    expect(through('cjk_width', '\u30ab\uff9e \uff76\uff9e \uff71\uff9e \uff9e \uff8a\uff9f\uff9d \uff9c\uff9e \uff21\uff42\uff43'))
      .toBe('\u30ac \u30ac \u30a2\u3099 \u3099 \u30d1\u30f3 \u30f7 Abc');
  });
  it('turkish lowercase: I is i before a combining dot (past other marks), which goes with every dot after it (TurkishLowerCaseFilter)', () => {
    const t = (w: string): string => terms(w, 'keyword', [{ type: 'lowercase', language: 'turkish' }])[0]!;
    expect(t('I\u0307\u0307')).toBe('i');
    expect(t('I\u0301\u0307')).toBe('i\u0301');
    expect(t('I\u0301')).toBe('\u0131\u0301');
    expect(t('Istanbul')).toBe('\u0131stanbul');
    expect(t('\u0130stanbul')).toBe('istanbul');
  });
});
