/**
 * Painless's regex limit (`script.painless.regex.enabled: limited`, ES 7.10+, #63029): the input of every
 * regex match is a LimitedCharSequence counting the characters java.util.regex reads, and past
 * limit-factor (6) × the input's length it throws CircuitBreakingException("[scripting] Regular expression
 * considered too many characters, pattern: […], limit factor: […], char limit: […], count: […], wrapped:
 * […], this limit can be changed by changed by the [script.painless.regex.limit-factor] setting",
 * TRANSIENT): LimitedCharSequence.java, LimitedCharSequenceTests, RegexLimitTests. The simulator counts the
 * reads of its own backtracking matcher, in the order java.util.regex explores.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../../testkit.ts';
import { compileRegex } from './regex.ts';
import { JavaException } from './javaError.ts';

const INPUT = `${'a'.repeat(40)}X`;
const MESSAGE =
  '[scripting] Regular expression considered too many characters, pattern: [(a+)+b], limit factor: [6], char limit: [246], count: [247], ' +
  `wrapped: [${INPUT}], this limit can be changed by changed by the [script.painless.regex.limit-factor] setting`;
const BREAKER = { type: 'circuit_breaking_exception', reason: MESSAGE, bytes_wanted: 0, bytes_limit: 0, durability: 'TRANSIENT' };

function thrown(f: () => unknown): JavaException | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof JavaException) return e;
    throw e;
  }
  return undefined;
}

describe('Painless regex limit factor', () => {
  it('counts what a backtracking match reads: /abc.*?def/ matches abcdodef within factor 2, not 1 (RegexLimitTests)', () => {
    expect(compileRegex('abc.*?def', '', { regex: 'limited', regexLimitFactor: 2 }).matcher('abcdodef').matches()).toBe(true);
    const e = thrown(() => compileRegex('abc.*?def', '', { regex: 'limited', regexLimitFactor: 1 }).matcher('abcdodef').matches());
    expect(e?.type).toBe('circuit_breaking_exception');
    expect(e?.message).toContain('limit factor: [1], char limit: [8], count: [9], wrapped: [abcdodef]');
  });

  it('cuts a long input to 61 characters and `...` in the message (LimitedCharSequence.snippet)', () => {
    const long = `${'a'.repeat(100)}X`;
    const e = thrown(() => compileRegex('(a+)+b', '', { regex: 'limited', regexLimitFactor: 6 }).matcher(long).find());
    expect(e?.message).toContain(`wrapped: [${'a'.repeat(61)}...]`);
  });

  it('an update script: 400, failed to execute script, caused by the script_exception and the breaker; the document unchanged', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/notes/_doc/1?refresh=true', { m: INPUT });
    const before = stateDump(sim);
    const r = call(sim, 'POST', '/notes/_update/1', { script: { source: 'if (ctx._source.m =~ /(a+)+b/) { ctx._source.hit = true }' } });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'failed to execute script', caused_by: { type: 'script_exception', reason: 'runtime error', caused_by: BREAKER } });
    expect(stateDump(sim)).toBe(before);
  });

  it('a script query: the shard failure is the script_exception, its root cause the breaker', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/notes', { mappings: { properties: { m: { type: 'keyword' } } } });
    call(sim, 'PUT', '/notes/_doc/1?refresh=true', { m: INPUT });
    const r = call(sim, 'POST', '/notes/_search', { query: { script: { script: { source: "doc['m'].value ==~ /(a+)+b/" } } } });
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0]).toEqual(BREAKER);
    expect(r.body.error.failed_shards[0].reason).toMatchObject({ type: 'script_exception', caused_by: BREAKER });
    // A pattern that reads each character a few times stays within the limit.
    const ok = call(sim, 'POST', '/notes/_search', { query: { script: { script: { source: "doc['m'].value =~ /a+X/" } } } });
    expect(ok.body.hits.total.value).toBe(1);
  });

  it('String.replaceAll(Pattern, Function) goes through one limited matcher too', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/notes/_doc/1?refresh=true', { m: INPUT, n: 'a1b22c333' });
    const r = call(sim, 'POST', '/notes/_update/1', { script: { source: "ctx._source.m = ctx._source.m.replaceAll(/(a+)+b/, m -> 'x')" } });
    expect(r.body.error.caused_by.caused_by).toEqual(BREAKER);
    const fine = call(sim, 'POST', '/notes/_update/1', { script: { source: "ctx._source.n = ctx._source.n.replaceAll(/[0-9]+/, m -> '<' + m.group() + '>')" } });
    expect(fine.status).toBe(200);
    expect(call(sim, 'GET', '/notes/_doc/1').body._source.n).toBe('a<1>b<22>c<333>');
  });
});
