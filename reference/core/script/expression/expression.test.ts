/**
 * Lucene expressions: Javascript's precedence and operators over doubles (lucene/expressions
 * Javascript.g4: comparison and logic give 1 or 0, bitwise operators and shifts work on longs), literals
 * in hex and octal, the default functions and their arities, and variables as whole tokens.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, ExpressionParseError, parseExpression, variablesOf } from './expression.ts';

const ev = (s: string, vars: Record<string, number> = {}) => evaluate(parseExpression(s), (n) => vars[n]!);

describe('expressions', () => {
  it('arithmetic and precedence', () => {
    expect(ev('1 + 2 * 3')).toBe(7);
    expect(ev('(1 + 2) * 3')).toBe(9);
    expect(ev('7 / 2')).toBe(3.5);
    expect(ev('-7 % 3')).toBe(-1);
    expect(ev('0x10 + 010')).toBe(24);
    expect(ev('2 < 3 && 3 <= 3')).toBe(1);
    expect(ev('1 == 2 || !0')).toBe(1);
    expect(ev('1 ? 2 : 3')).toBe(2);
  });

  it('bitwise operators and shifts on longs', () => {
    expect(ev('6 & 3 | 8')).toBe(10);
    expect(ev('1 << 3')).toBe(8);
    expect(ev('-16 >> 2')).toBe(-4);
    expect(ev('-1 >>> 60')).toBe(15);
    expect(ev('~5')).toBe(-6);
  });

  it('functions, and variables as whole tokens', () => {
    expect(ev('max(2, sqrt(16)) + ln(1) + pow(2, 10)')).toBe(1028);
    expect(ev("doc['a'].value * k + doc['a'].max()", { "doc['a'].value": 3, k: 2, "doc['a'].max()": 10 })).toBe(16);
    expect(variablesOf(parseExpression("doc['a'].value + doc[\"b\"].empty + _score"))).toEqual(["doc['a'].value", "doc['b'].empty", '_score']);
    expect(ev('haversin(0, 0, 0, 1)')).toBeCloseTo(111.195, 2);
  });

  it('parse errors name the problem', () => {
    expect(() => parseExpression('1 +')).toThrow(ExpressionParseError);
    expect(() => parseExpression('foo(1)')).toThrow(/Unrecognized function call \(foo\)/);
    expect(() => parseExpression('sqrt(1, 2)')).toThrow(/Expected \(1\) arguments for function call \(sqrt\), but found \(2\)/);
  });
});
