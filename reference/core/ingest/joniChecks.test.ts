/**
 * Joni's checks of a grok expression (joniChecks.ts): its own messages for a bad group name and its
 * unknown-escape warning, which runtime_fields/250_grok.yml ("syntax error in pattern", "warning in
 * pattern") expects in the error and which the grok processor's "Invalid regex pattern" message carries.
 */
import { describe, expect, it } from 'vitest';
import { joniGroupNameError, joniWarnings } from './joniChecks.ts';
import { builtinGrokBank } from './grok/bank.ts';
import { compileGrok } from './processors/grok.ts';

describe("Joni's checks", () => {
  it('refuse an empty or digit-led group name, and leave lookbehinds and escaped parentheses alone', () => {
    expect(joniGroupNameError('(?<2134>')).toBe('invalid group name <2134>');
    expect(joniGroupNameError('a(?<>b)')).toBe('group name is empty');
    expect(joniGroupNameError('(?<=a)(?<!b)\\(?<1>')).toBeUndefined();
    expect(joniGroupNameError('(?<WORD:http.verb>\\w+)')).toBeUndefined();
  });
  it('warn of a backslash before a letter Joni does not know, once per escape', () => {
    expect(joniWarnings('\\o\\d\\w\\\\o')).toEqual(['Unknown escape \\o is ignored']);
    expect(joniWarnings('\\y[\\j]')).toEqual(['Unknown escape \\y is ignored', 'Unknown escape \\j is ignored']);
  });
  it('the whole legacy bank compiles without a warning', () => {
    for (const [, p] of builtinGrokBank(false)) expect(joniWarnings(p)).toEqual([]);
  });
  it("the grok processor's compile error is Joni's", () => {
    expect(compileGrok(['(?<9x>a)'], builtinGrokBank(false), false, true)).toBe('invalid group name <9x>');
  });
});
