/**
 * java.util.regex's CANON_EQ limit as ES reports it: a run of more than 12 combining marks after a character
 * cannot be expanded into its n! orders (Pattern.producePermutations: OutOfMemoryError "Pattern too complex"),
 * which Regex.compile turns into `Too complex regex pattern` (analysis-common's 50_char_filters.yml
 * "pattern_replace error handling (too complex pattern)").
 */
import { describe, expect, it } from 'vitest';
import { isEsError } from '../errors/index.ts';
import { terms } from './testkit.ts';
import { intersectClasses, javaRegex } from './javaRegex.ts';

const marks = (n: number) => 'a' + '\u0301'.repeat(n);

describe('javaRegex CANON_EQ', () => {
  it('refuses more than 12 combining marks in a row under CANON_EQ', () => {
    const r = javaRegex(`x${marks(13)}`, 'g', false, 'CASE_INSENSITIVE|CANON_EQ');
    expect(isEsError(r) && r.cause).toMatchObject({ type: 'illegal_argument_exception', reason: 'Too complex regex pattern' });
    expect(isEsError(javaRegex(`x${marks(13)}`, 'g', false, 'canon_eq'))).toBe(true);
  });
  it('compiles 12 marks, or any number without CANON_EQ or with LITERAL', () => {
    expect(javaRegex(`x${marks(12)}`, 'g', false, 'CANON_EQ')).toBeInstanceOf(RegExp);
    expect(javaRegex(`x${marks(13)}`, 'g', false, 'DOTALL')).toBeInstanceOf(RegExp);
    expect(javaRegex(`x${marks(13)}`, 'g', false, 'CANON_EQ|LITERAL')).toBeInstanceOf(RegExp);
  });
});

describe('javaRegex class intersections', () => {
  it('reads `[A&&B]` as a character both accept (java.util.regex.Pattern: "intersection")', () => {
    expect(intersectClasses('[\\p{L}&&[^\\p{Lu}]]+')).toBe('(?:(?=[^\\p{Lu}])[\\p{L}])+');
    expect(intersectClasses('[a-z&&[^aeiou]&&[^x]]')).toBe('(?:(?=[^aeiou])(?=[^x])[a-z])');
    expect(intersectClasses('[a&b] \\[&&]')).toBe('[a&b] \\[&&]');
    const re = javaRegex('[a-z&&[^aeiou]]+', 'g') as RegExp;
    expect('strength aero'.match(re)).toEqual(['str', 'ngth', 'r']);
  });
  it('the ES pattern analyzer page\'s CamelCase splitter', () => {
    const camel = '([^\\p{L}\\d]+)|(?<=\\D)(?=\\d)|(?<=\\d)(?=\\D)|(?<=[\\p{L}&&[^\\p{Lu}]])(?=\\p{Lu})|(?<=\\p{Lu})(?=\\p{Lu}[\\p{L}&&[^\\p{Lu}]])';
    expect(terms('MooseX::FTPClass2_beta', { type: 'pattern', pattern: camel }, ['lowercase'])).toEqual(['moose', 'x', 'ftp', 'class', '2', 'beta']);
    // PatternTokenizer ends a token at every find(), empty matches included (Lucene gives a, b, 1, c).
    expect(terms('ab1c', { type: 'pattern', pattern: 'x*' })).toEqual(['a', 'b', '1', 'c']);
  });
});
