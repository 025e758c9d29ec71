/**
 * The classic QueryParser's token manager: JavaCC's longest match with ties to the earlier definition
 * (QueryParser.jj's token list), the Boost and Range lexical states, and TokenMgrError's two wordings.
 */
import { describe, expect, it } from 'vitest';
import { K, TokenManager, lexicalMessage, type Token } from './lexer.ts';

function kinds(s: string): (number | string)[] {
  const tm = new TokenManager(s);
  const out: (number | string)[] = [];
  for (;;) {
    const t = tm.next();
    if ('eof' in t) return [...out, 'error'];
    out.push((t as Token).kind);
    if ((t as Token).kind === K.EOF) return out;
  }
}

describe('token manager', () => {
  it('keywords win ties, longer terms win over keywords', () => {
    expect(kinds('a AND b')).toEqual([K.TERM, K.AND, K.TERM, K.EOF]);
    expect(kinds('ANDROID')).toEqual([K.TERM, K.EOF]);
    expect(kinds('a && b || !c')).toEqual([K.TERM, K.AND, K.TERM, K.OR, K.NOT, K.TERM, K.EOF]);
  });
  it('prefix, wildcard, regexp, fuzzy slop and a bare operator', () => {
    expect(kinds('foo* f*o ?x /a.b/ x~2 + y')).toEqual([K.PREFIXTERM, K.WILDTERM, K.WILDTERM, K.REGEXPTERM, K.TERM, K.FUZZY_SLOP, K.BAREOPER, K.TERM, K.EOF]);
    expect(kinds('*')).toEqual([K.STAR, K.EOF]);
    expect(kinds('foo-bar a\\:b')).toEqual([K.TERM, K.TERM, K.EOF]);
  });
  it('a boost takes a number right after ^, ranges have their own tokens', () => {
    expect(kinds('x^2.5')).toEqual([K.TERM, K.CARAT, K.NUMBER, K.EOF]);
    expect(kinds('x^ 2')).toEqual([K.TERM, K.CARAT, 'error']);
    expect(kinds('[1 TO *}')).toEqual([K.RANGEIN_START, K.RANGE_GOOP, K.RANGE_TO, K.RANGE_GOOP, K.RANGEEX_END, K.EOF]);
  });
  it('an unclosed quote is a lexical error at the end, worded per JavaCC version', () => {
    const tm = new TokenManager('"foo');
    const e = tm.next();
    expect('eof' in e && e.eof).toBe(true);
    if (!('eof' in e)) return;
    expect(lexicalMessage(e, false)).toBe('Lexical error at line 1, column 5.  Encountered: <EOF> after : "\\"foo"');
    expect(lexicalMessage(e, true)).toBe('Lexical error at line 1, column 5.  Encountered: <EOF> after prefix "\\"foo" (in lexical state 2)');
  });
});
