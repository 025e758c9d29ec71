/**
 * A grok pattern that backtracks catastrophically: Elasticsearch's Grok runs Joni under the MatcherWatchdog
 * (ingest.grok.watchdog.max_execution_time, 1s) and, when it interrupts the match, throws
 * RuntimeException("grok pattern matching was interrupted after [1000] ms") (libs/grok Grok.match; GrokTests
 * testExponentialExpressions asserts the text). The simulator's step budget stands in for the clock: the
 * request completes, with that error, after a bounded number of counted steps, and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../../testkit.ts';
import { builtinGrokBank } from '../grok/bank.ts';
import { budgetFor, BoundedRegExp, RegexBudgetExceeded, STEPS } from '../../regex/bounded.ts';
import { capturesOrFail, compileGrok } from './grok.ts';
import { IngestFailure } from '../failure.ts';
import type { GrokExpr } from '../grok/compile.ts';

const LINE = `${'a'.repeat(40)}!`;
const CATASTROPHIC = '^(%{WORDCHAR}+)+$';
const DEFS = { WORDCHAR: '[a-z]' };

describe('grok under a step budget (the watchdog)', () => {
  it('stops a nested repetition on a 41-character line with the watchdog error, in _simulate', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(sim, 'POST', '/_ingest/pipeline/_simulate', {
      pipeline: { processors: [{ grok: { field: 'm', patterns: [CATASTROPHIC], pattern_definitions: DEFS } }] },
      docs: [{ _source: { m: LINE } }, { _source: { m: 'abc' } }],
    });
    expect(r.status).toBe(200);
    expect(r.body.docs[0].error).toMatchObject({ type: 'runtime_exception', reason: 'grok pattern matching was interrupted after [1000] ms' });
    // The next document of the same request is matched as before.
    expect(r.body.docs[1].doc._source).toEqual({ m: 'abc' });
  });

  it('counts the steps: the search stops at its budget, a few hundred thousand steps, not 2^40', () => {
    const expr = compileGrok([CATASTROPHIC], new Map([...builtinGrokBank(false), ...Object.entries(DEFS)]), false, true) as GrokExpr;
    const re = expr.re as BoundedRegExp;
    let stopped: RegexBudgetExceeded | undefined;
    try {
      re.exec(LINE);
    } catch (e) {
      stopped = e as RegexBudgetExceeded;
    }
    expect(stopped).toBeInstanceOf(RegexBudgetExceeded);
    const budget = budgetFor(STEPS, LINE.length, re.size);
    expect(stopped!.steps).toBe(budget.maxSteps + 1);
    expect(budget.maxSteps).toBeLessThan(1_000_000);
    // Through the processor: the document fails with Grok's own error.
    expect(() => capturesOrFail(expr, LINE)).toThrow(IngestFailure);
  });

  it('fails the indexing request with 500 runtime_exception and indexes nothing', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/_ingest/pipeline/words', { processors: [{ grok: { field: 'm', patterns: [CATASTROPHIC], pattern_definitions: DEFS } }] });
    call(sim, 'PUT', '/logs', {});
    const before = stateDump(sim);
    const r = call(sim, 'PUT', '/logs/_doc/1?pipeline=words', { m: LINE });
    expect(r.status).toBe(500);
    expect(r.body.error.root_cause[0]).toMatchObject({ type: 'runtime_exception', reason: 'grok pattern matching was interrupted after [1000] ms' });
    expect(stateDump(sim)).toBe(before);
    // A line the pattern matches is indexed as before.
    expect(call(sim, 'PUT', '/logs/_doc/2?pipeline=words', { m: 'abcdef' }).status).toBe(201);
  });

  it('leaves the bank patterns on real log lines to the native engine, with the same captures', () => {
    const expr = compileGrok(['%{COMMONAPACHELOG}'], builtinGrokBank(false), false, true) as GrokExpr;
    const line = '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326';
    const caps = capturesOrFail(expr, line);
    expect(caps).toMatchObject({ clientip: '127.0.0.1', auth: 'frank', verb: 'GET', request: '/apache_pb.gif', response: '200', bytes: '2326' });
  });
});
