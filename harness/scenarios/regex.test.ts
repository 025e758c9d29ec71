/** Tests of Java regexes as MatchAssertion compiles them (Pattern.COMMENTS, find()). */
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../model/caseResult.ts';
import { fakeTarget } from '../testing/fakeTarget.ts';
import { compileJavaRegex, isRegexLiteral, RegexTranslationError } from './regex.ts';
import { runYamlText } from '../testing/runYamlText.ts';

/** `find()` with Pattern.COMMENTS, as `MatchAssertion` does. */
const matches = (literal: string, text: string): boolean => compileJavaRegex(literal, true).test(text);

/** Run a suite against a target that answers every request with this text body. */
function runAgainstText(yaml: string, body: string): Promise<CaseResult[]> {
  return runYamlText(yaml, fakeTarget(() => ({ status: 200, headers: { 'content-type': 'text/plain; charset=UTF-8' }, body })));
}

describe('Java regexes as MatchAssertion compiles them (Pattern.COMMENTS, find())', () => {
  // elastic/elasticsearch 416613a3468333e19617f7950c8dfe2e877171ee
  // rest-api-spec/src/yamlRestTest/resources/rest-api-spec/test/cat.count/10_basic.yml, "Test cat count output":
  // the first line of the pattern is a `#` comment naming the columns.
  const catCount = `---
"Test cat count output":

  - do:
      cat.count: {}

  - match:
      $body: |
               /# epoch     timestamp              count
               ^  \\d+   \\s  \\d{2}:\\d{2}:\\d{2}  \\s  0  \\n$/
`;
  it('COMMENTS: a `#` comment and the spacing are not part of the pattern (cat.count/10_basic.yml)', async () => {
    const [c] = await runAgainstText(catCount, '1700000000 12:34:56 0\n');
    expect(c).toMatchObject({ status: 'passed' });
    const [bad] = await runAgainstText(catCount, '1700000000 12:34:56 7\n');
    expect(bad).toMatchObject({ status: 'failed' });
  });

  // elastic/elasticsearch 083e5f0fddaed67fb82dc23724f99f2bcf18ce68
  // rest-api-spec/src/yamlRestTest/resources/rest-api-spec/test/cat.aliases/10_basic.yml, "Multiple alias names":
  // the last row of a _cat table ends in "\n", and the pattern ends `test2 $`: Java's `$` matches before it.
  const catAliases = `---
"Multiple alias names":
  - do:
        cat.aliases:
            name: foo,bar
            v: true
            h: [alias, index]
            s: [index]

  - match:
      $body: |
               /^  alias \\s+ index \\n
                   foo   \\s+ test  \\n
                   bar   \\s+ test2
               $/
`;
  it('`$` matches before a final line terminator (cat.aliases/10_basic.yml)', async () => {
    const [c] = await runAgainstText(catAliases, 'alias index\nfoo   test\nbar   test2\n');
    expect(c).toMatchObject({ status: 'passed' });
    // Only one final terminator: a blank line after it is not the end.
    const [bad] = await runAgainstText(catAliases, 'alias index\nfoo   test\nbar   test2\n\n');
    expect(bad).toMatchObject({ status: 'failed' });
  });

  it('`$`, `\\Z`, `\\z`, `\\A` and `^` as Java reads them', () => {
    expect(matches('/^foo$/', 'foo\n')).toBe(true);
    expect(matches('/^foo$/', 'foo\r\n')).toBe(true);
    expect(matches('/^foo$/', 'foo\n\n')).toBe(false);
    expect(matches('/^foo\\Z/', 'foo\n')).toBe(true);
    expect(matches('/^foo\\z/', 'foo\n')).toBe(false);
    expect(matches('/\\Afoo/', 'foo')).toBe(true);
    expect(matches('/\\Afoo/', 'x\nfoo')).toBe(false);
    expect(matches('/(?m)^foo$/', 'x\nfoo\ny')).toBe(true);
    expect(matches('/^foo$/', 'x\nfoo\ny')).toBe(false);
  });

  it('COMMENTS ignores whitespace and `#…` inside character classes too, as Java (unlike Perl) does; `\\ ` stays', () => {
    expect(matches('/^[a b]$/', ' ')).toBe(false);
    expect(matches('/^[a b]$/', 'b')).toBe(true);
    expect(matches('/^a\\ b$/', 'a b')).toBe(true);
    expect(matches('/^a b$/', 'ab')).toBe(true);
    expect(compileJavaRegex('/^a b$/', false).test('ab')).toBe(false); // catch: regexes are compiled without COMMENTS
  });

  it('`.` stops at Java line terminators unless (?s); \\s is ASCII', () => {
    expect(matches('/^a.b$/', 'a\nb')).toBe(false);
    expect(matches('/^a.b$/', 'a\u0085b')).toBe(false);
    expect(matches('/(?s)^a.b$/', 'a\nb')).toBe(true);
    expect(matches('/^a\\sb$/', 'a\u00a0b')).toBe(false);
  });

  it('\\Q…\\E quotes; inline flags apply from where they stand, scoped to their group', () => {
    expect(matches('/^\\Q[a+b]*\\E$/', '[a+b]*')).toBe(true);
    expect(matches('/^\\Q[a+b]*\\E$/', 'aab')).toBe(false);
    expect(matches('/(?i)^abc$/', 'ABC')).toBe(true);
    expect(matches('/^a(?i)bc$/', 'aBC')).toBe(true);
    expect(matches('/^a(?i)bc$/', 'ABC')).toBe(false);
    expect(matches('/^(?i:b)c$/', 'Bc')).toBe(true);
    expect(matches('/^(?i:b)c$/', 'BC')).toBe(false);
    expect(matches('/^(?i)a(?-i)b$/', 'Ab')).toBe(true);
    expect(matches('/^(?i)a(?-i)b$/', 'AB')).toBe(false);
    expect(matches('/(?x-x)^a b$/', 'a b')).toBe(true);
  });

  it('possessive quantifiers and atomic groups do not backtrack; backreferences keep their numbers', () => {
    expect(matches('/^a*+a$/', 'aaa')).toBe(false);
    expect(matches('/^a*a$/', 'aaa')).toBe(true);
    expect(matches('/^(?>a+)b$/', 'aaab')).toBe(true);
    expect(matches('/^(?>a|ab)c$/', 'abc')).toBe(false);
    expect(matches('/^(x)(y)++\\1$/', 'xyyx')).toBe(true);
    expect(matches('/^(x)(y)++\\2$/', 'xyyy')).toBe(false);
  });

  it('a construct with no faithful translation is an error naming it, never a mismatch', () => {
    expect(() => compileJavaRegex('/[a-z&&[^aeiou]]/', true)).toThrow(RegexTranslationError);
    expect(() => compileJavaRegex('/[a-z&&[^aeiou]]/', true)).toThrow(/intersection/);
    expect(() => compileJavaRegex('/\\p{InGreek}/', true)).toThrow(/\\p\{InGreek\}/);
    expect(() => compileJavaRegex('/\\G/', true)).toThrow(/\\G/);
    expect(() => compileJavaRegex('/(?d)a/', true)).toThrow(/\(\?d\)/);
  });

  it('an untranslatable pattern makes the case an error, not a failure', async () => {
    const [c] = await runAgainstText(`---
"t":
  - do:
      cat.count: {}
  - match:
      $body: /[0-9&&[^5]]+/
`, '1');
    expect(c).toMatchObject({ status: 'error', message: expect.stringMatching(/intersection/) as string });
  });

  it('the regex form needs more than the two slashes, as in MatchAssertion', () => {
    expect(isRegexLiteral('//')).toBe(false);
    expect(isRegexLiteral(' /a/ ')).toBe(true);
  });
});
