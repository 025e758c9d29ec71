/**
 * java.util.regex's CANON_EQ limit as ES reports it: a run of more than 12 combining marks after a character
 * cannot be expanded into its n! orders (Pattern.producePermutations: OutOfMemoryError "Pattern too complex"),
 * which Regex.compile turns into `Too complex regex pattern` (analysis-common's 50_char_filters.yml
 * "pattern_replace error handling (too complex pattern)").
 */
import { describe, expect, it } from 'vitest';
import { isEsError } from '../errors/index.ts';
import { javaRegex } from './javaRegex.ts';

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
