/**
 * The bounded RegExp: the counted matcher finds what JavaScript's engine finds (exec, matchAll, replace,
 * split over the same inputs), the risk reading sends catastrophic shapes to it, and a catastrophic
 * pattern stops at its budget, counted in steps (never in time).
 */
import { describe, expect, it } from 'vitest';
import { budgetFor, BoundedRegExp, nativeWorstCase, RegexBudgetExceeded, STEPS, type Policy } from './bounded.ts';
import { parseRegex } from './parse.ts';
import { assessRisk } from './risk.ts';
import { builtinGrokBank } from '../ingest/grok/bank.ts';
import { compileGrok } from '../ingest/processors/grok.ts';

/** Counted whatever the input: the policy Painless's limited mode uses, with a factor nothing reaches. */
const COUNTED: Policy = { kind: 'reads', limitFactor: 1e6 };

const CASES: [string, string, string[]][] = [
  ['a+b', '', ['aab', 'xaaab', 'b', 'aaa']],
  ['(a|ab)(c|bcd)(d*)', '', ['abcd', 'xabcdd']],
  ['(?<y>\\d{4})-(?<m>\\d{2})', '', ['on 2024-05 and 1999-12', 'none']],
  ['^(\\w+)\\s(\\w+)$', 'm', ['foo bar\nbaz qux', 'a b']],
  ['\\bfoo\\b', 'i', ['a FOO b', 'foobar']],
  ['(?<=\\$)\\d+', '', ['cost $42 now']],
  ['(?<!\\$)\\b\\d+', '', ['cost $42 or 17']],
  ['x(?=y)', '', ['xz xy']],
  ['x(?!y)', '', ['xy xz']],
  ['(a)\\1', '', ['baab']],
  ['(?<q>[\'"]).*?\\k<q>', '', ['say "hi" and \'yo\'']],
  ['[^{}]+', 'u', ['ab{c}d', '😀x']],
  ['.', 'u', ['😀']],
  ['.', '', ['😀']],
  ['a{2,3}?', '', ['aaaa']],
  ['(?:ab){2,}', '', ['abababx']],
  ['(a*)*b', '', ['aaab', 'aac']],
  ['\\p{L}+', 'u', ['héllo wörld']],
  ['[a-z]+@[a-z]+\\.com', 'i', ['Mail: Bob@Example.COM']],
  ['', '', ['abc']],
  ['\\W+', '', ['hello, world! ok']],
  ['(\\d+)\\.(\\d+)?', '', ['1. and 2.5']],
  ['a.c', 's', ['a\nc']],
  ['a.c', '', ['a\nc abc']],
  ['^$', 'm', ['a\n\nb']],
  ['\\u0041\\x42', '', ['zAB']],
  ['[\\]a]+', '', ['x]a]']],
  ['(?:(?=(?<a0>\\d+))\\k<a0>)\\d', '', ['12345 6']],
];

const shape = (ms: Iterable<RegExpMatchArray>) => JSON.stringify([...ms].map((m) => [m.index, [...m], m.groups]));

describe('the counted matcher agrees with the native engine', () => {
  for (const [src, flags, inputs] of CASES) {
    it(`/${src}/${flags}`, () => {
      for (const s of inputs) {
        const g = flags.includes('g') ? flags : `${flags}g`;
        expect(shape(s.matchAll(new BoundedRegExp(src, g, COUNTED)))).toBe(shape(s.matchAll(new RegExp(src, g))));
        expect(s.replace(new BoundedRegExp(src, g, COUNTED), '<$&>')).toBe(s.replace(new RegExp(src, g), '<$&>'));
        expect(s.split(new BoundedRegExp(src, flags, COUNTED))).toEqual(s.split(new RegExp(src, flags)));
        const d = new BoundedRegExp(src, `${flags}d`, COUNTED).exec(s);
        expect(d?.indices ? [...d.indices] : null).toEqual(((x) => (x?.indices ? [...x.indices] : null))(new RegExp(src, `${flags}d`).exec(s)));
      }
    });
  }
});

describe('the risk of a pattern', () => {
  const risk = (src: string) => assessRisk(parseRegex(src, '')!, src, '');
  it('nested or overlapping repetitions and ambiguous alternations under a repetition are exponential', () => {
    for (const src of ['(a+)+$', '(?:a+)+$', '(?:a|b|ab)+$', '(\\w+\\s?)*$', '(a|a)*b', '(?:a|ab)*c', '(\\d+\\.?)+x', '(a)\\1']) expect(risk(src).exponential, src).toBe(true);
  });
  it('adjacent repetitions that can take the same character raise the degree', () => {
    expect(risk('.*x')).toEqual({ exponential: false, degree: 1 });
    expect(risk('\\d+\\d+x')).toEqual({ exponential: false, degree: 1 });
    expect(risk('.* .* .*x').degree).toBe(3);
  });
  it('repetitions decided by the next character are linear per start', () => {
    for (const src of ['\\d+x', '[a-z]+ [0-9]+', '(?:\\.[a-z]{0,62})*\\s', '"(?:(?=(?<a>\\\\.|[^\\\\"]+))\\k<a>)+"']) expect(risk(src), src).toEqual({ exponential: false, degree: 0 });
  });
  it('the native engine runs a pattern only where its worst case on that input is small', () => {
    const re = new BoundedRegExp('\\d+x', '');
    expect(re.nativeFor(100)).toBe(true);
    expect(re.nativeFor(100_000)).toBe(false);
    expect(new BoundedRegExp('(a+)+$', '').nativeFor(5)).toBe(false);
    expect(nativeWorstCase({ exponential: false, degree: 1 }, 99, 1)).toBe(100 ** 2 * 100);
  });
});

describe('every pattern of the grok banks is read (so every grok search is bounded)', () => {
  it('legacy and ECS banks', () => {
    for (const ecs of [false, true]) {
      const bank = builtinGrokBank(ecs);
      for (const name of bank.keys()) {
        const re = compileGrok([`%{${name}}`], bank, false, true);
        if (typeof re === 'string') continue;
        expect(parseRegex(re.re.source, re.re.flags), name).toBeDefined();
      }
    }
  });
});

describe('a catastrophic pattern stops at its budget', () => {
  it('(a+)+$ over 40 a and a b: stopped after the budget in steps, whatever the clock', () => {
    const re = new BoundedRegExp('(a+)+$', '');
    const input = `${'a'.repeat(40)}b`;
    let err: RegexBudgetExceeded | undefined;
    try {
      re.exec(input);
    } catch (e) {
      err = e as RegexBudgetExceeded;
    }
    expect(err).toBeInstanceOf(RegexBudgetExceeded);
    expect(err!.steps).toBe(budgetFor(STEPS, input.length, re.size).maxSteps + 1);
    expect(err!.pattern).toBe('(a+)+$');
    // A short input of the same pattern completes (ES's watchdog leaves a fast match alone too).
    expect(re.exec('aaaab')).toBeNull();
    expect(re.exec('aaaa')?.[0]).toBe('aaaa');
  });

  it('a global walk over one input shares one budget (replace over a long text)', () => {
    const re = new BoundedRegExp('(\\w+\\s?)*;', 'g');
    const text = `${'word '.repeat(30)}.`;
    expect(() => text.replace(re, '')).toThrow(RegexBudgetExceeded);
  });

  it('the reads policy stops at limitFactor × the input length characters read', () => {
    const re = new BoundedRegExp('(a+)+b', '', { kind: 'reads', limitFactor: 6 });
    const input = `${'a'.repeat(40)}X`;
    let err: RegexBudgetExceeded | undefined;
    try {
      re.exec(input);
    } catch (e) {
      err = e as RegexBudgetExceeded;
    }
    expect(err?.by).toBe('reads');
    expect(err?.reads).toBe(6 * 41 + 1);
  });
});
