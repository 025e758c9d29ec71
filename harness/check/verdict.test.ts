/**
 * The checker protocol: Jepsen's composition table, a throwing check is unknown (never invalid), the one
 * verdict → case status mapping, and every adapter (differential, linearizability, load judge, reindex
 * verification, scenario steps, the reindex-under-load case) answering invalid on a planted fault and
 * valid without it.
 */
import { describe, expect, it } from 'vitest';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Event } from '../model/history.ts';
import { okOutcome } from '../model/outcome.ts';
import { judgeLoad } from '../reindex/loadJudge.ts';
import { docSource } from '../reindex/load.ts';
import type { UnderLoadResult } from '../reindex/underLoad.ts';
import { underLoadVerdict } from '../reindex/underLoad.ts';
import { verified, verifyVerdict, type VerifyStats } from '../reindex/verify.ts';
import { builtinRegistry } from '../scenarios/apiSpecs.ts';
import { Stash } from '../scenarios/stash.ts';
import { STEP_PARSERS } from '../scenarios/steps/registry.ts';
import type { StepAnswer, StepContext } from '../scenarios/steps/types.ts';
import { fakeTarget } from '../testing/fakeTarget.ts';
import { compareOutcomes } from './differential.ts';
import { checkLinearizable, type Model, type Op } from './linearizable.ts';
import { asPrecondition, caseStatusOf, compose, invalid, mergeValid, runCheck, runCheckSync, unknown, valid, type Validity, type Verdict } from './verdict.ts';

const J = { 'content-type': 'application/json' };
const ok = (status: number, body: unknown = {}) => okOutcome(status, J, JSON.stringify(body), 1);
const of = (v: Validity, name = 'c'): Verdict => (v === true ? valid(name, 'fine') : v === false ? invalid(name, 'broken') : unknown(name, 'could not tell'));

describe('compose (Jepsen merge-valid)', () => {
  const table: Array<[Validity[], Validity]> = [
    [[], true],
    [[true], true],
    [[false], false],
    [['unknown'], 'unknown'],
    [[true, true], true],
    [[true, false], false],
    [[false, true], false],
    [[true, 'unknown'], 'unknown'],
    [['unknown', true], 'unknown'],
    [[false, 'unknown'], false],
    [['unknown', false], false],
    [['unknown', 'unknown'], 'unknown'],
    [[true, 'unknown', false], false],
  ];
  it.each(table)('%j → %j', (parts, want) => {
    expect(mergeValid(parts)).toBe(want);
    expect(compose('all', ...parts.map((p, i) => of(p, `c${i}`))).valid).toBe(want);
  });

  it('keeps every sub-verdict as evidence, and names the ones that decided', () => {
    const parts = [of(true, 'a'), of('unknown', 'b'), of(false, 'c')];
    const v = compose('all', ...parts);
    expect(v.check).toBe('all');
    expect(v.evidence.details).toEqual(parts);
    expect(v.evidence.message).toBe('invalid: c: broken');
    expect(compose('all', of(true, 'a'), of('unknown', 'b')).evidence.message).toBe('unknown: b: could not tell');
    expect(compose('all', of(true, 'a'), of(true, 'b')).evidence.message).toBe('2 check(s) valid: a, b');
  });

  it('composes compositions', () => {
    expect(compose('outer', compose('inner', of(true), of(false)), of('unknown')).valid).toBe(false);
    expect(compose('outer', compose('inner', of(true), of('unknown')), of(true)).valid).toBe('unknown');
  });
});

describe('runCheck', () => {
  it('a check that throws is unknown with the error as evidence, never invalid', async () => {
    const v = await runCheck('boom', () => {
      throw new Error('socket closed');
    });
    expect(v.valid).toBe('unknown');
    expect(v.check).toBe('boom');
    expect(v.evidence.message).toContain('socket closed');
    expect(v.evidence.details).toMatchObject({ error: 'socket closed' });
    const rejected = await runCheck('async', async () => Promise.reject(new TypeError('x is undefined')));
    expect(rejected.valid).toBe('unknown');
    expect(runCheckSync('sync', () => {
      throw 'a string';
    })).toMatchObject({ valid: 'unknown', check: 'sync', evidence: { message: 'the check could not run: a string' } });
  });
  it('passes a check\'s own answer through, invalid included', async () => {
    expect((await runCheck('x', () => invalid('x', 'differs'))).valid).toBe(false);
    expect((await runCheck('x', async () => valid('x', 'same'))).valid).toBe(true);
    expect(runCheckSync('x', () => invalid('x', 'differs')).valid).toBe(false);
  });
});

describe('caseStatusOf, asPrecondition', () => {
  it('valid → passed, invalid → failed, unknown → error', () => {
    expect([true, false, 'unknown'].map((v) => caseStatusOf(of(v as Validity)))).toEqual(['passed', 'failed', 'error']);
    expect(caseStatusOf('unknown')).toBe('error');
  });
  it('a precondition that did not hold leaves the dependent check unknown', () => {
    expect(asPrecondition(of(false)).valid).toBe('unknown');
    expect(asPrecondition(of(false)).evidence.message).toBe('broken');
    expect(asPrecondition(of(true)).valid).toBe(true);
    expect(asPrecondition(of('unknown')).valid).toBe('unknown');
  });
});

describe('adapters', () => {
  it('differential: agreement is valid, a planted difference invalid with its diff, a silent reference unknown', () => {
    expect(compareOutcomes(ok(200, { count: 2 }), ok(200, { count: 2 }))).toMatchObject({ valid: true, check: 'differential' });
    const v = compareOutcomes(ok(200, { count: 3 }), ok(200, { count: 2 }));
    expect(v.valid).toBe(false);
    expect(v.evidence.diff).toBe('~ count: expected 2, got 3');
    expect(compareOutcomes(ok(200), { kind: 'info', reason: 'refused', ms: 1 }).valid).toBe('unknown');
  });

  it('linearizability: a register history is valid, a planted read of a value never written invalid', () => {
    const model: Model<{ v: string }> = {
      fresh: () => ({ v: '' }),
      apply: (m, req) => {
        if (req.method === 'PUT') m.v = String(req.body);
        return { status: 200, body: m.v };
      },
      fingerprint: (m) => m.v,
    };
    const op = (id: number, method: string, body: string, got: string, at: number, done: number): Op => ({ id, client: id, actor: `c${id}`, api: method === 'PUT' ? 'index' : 'get', request: { method, path: '/r', ...(method === 'PUT' ? { body } : {}) } as WireRequest, outcome: okOutcome(200, {}, got, 1), at, done });
    const good = checkLinearizable([op(1, 'PUT', 'x', 'x', 0, 1), op(2, 'GET', '', 'x', 2, 3)], model, { finalState: 'x' });
    expect(good).toMatchObject({ valid: true, check: 'linearizable', evidence: { details: { order: [1, 2] } } });
    const bad = checkLinearizable([op(1, 'PUT', 'x', 'x', 0, 1), op(2, 'GET', '', 'y', 2, 3)], model, { finalState: 'x' });
    expect(bad.valid).toBe(false);
    expect(bad.evidence.message).toMatch(/first mismatch: op 2/);
    expect(bad.evidence.counterexample).toEqual([1]);
    const broken = checkLinearizable([op(1, 'PUT', 'x', 'x', 0, 1)], { ...model, fresh: () => {
      throw new Error('no such profile');
    } });
    expect(broken).toMatchObject({ valid: 'unknown', evidence: { message: 'the model failed: no such profile', details: { applied: 0 } } });
  });

  it('load judge: a clean load is valid; a planted lost write is invalid, and a failed request too', () => {
    const put = (id: string, rev: number, at: number, status = 201): Event => ({ actor: 'writer 0', api: 'index', parts: { index: 'a', id }, request: { method: 'PUT', path: `/a/_doc/${id}`, body: JSON.stringify(docSource(id, rev)) }, outcome: ok(status), at, done: at + 1 });
    const check = (docs: Array<[string, number]>): Event => ({ actor: 'check', api: 'search', request: { method: 'POST', path: '/a/_search' }, outcome: ok(200, { hits: { hits: docs.map(([id, rev]) => ({ _id: id, _source: docSource(id, rev) })) } }), at: 100, done: 101 });
    const clean = judgeLoad([put('x', 1, 0), put('y', 2, 2), check([['x', 1], ['y', 2]])]);
    expect(clean.verdict.valid).toBe(true);
    expect(clean.checks.durability.evidence.details).toMatchObject({ checked: 2, lost: 0 });
    const lost = judgeLoad([put('x', 1, 0), put('y', 2, 2), check([['x', 1]])]);
    expect(lost.verdict.valid).toBe(false);
    expect(lost.checks.durability).toMatchObject({ valid: false, check: 'load-durability', evidence: { counterexample: ['y: acknowledged rev 2, alias has nothing'] } });
    expect(lost.checks.requests.valid).toBe(true);
    const failed = judgeLoad([put('x', 1, 0, 503), check([])]);
    expect(failed.checks.requests.valid).toBe(false);
    expect(failed.verdict.evidence.message).toMatch(/^invalid: load-requests: 1 failed client request/);
  });

  it('reindex verification: nothing unexplained is valid; a planted lost document invalid with its id', () => {
    const stats = (over: Partial<VerifyStats> = {}): VerifyStats => ({ slices: [], identical: 10, changedAfterSwap: 1, deletedAfterSwap: 0, createdAfterSwap: 0, lost: 0, different: 0, extra: 0, clobbered: 0, samples: { lost: [], different: [], extra: [], clobbered: [] }, ms: 1, ...over });
    expect(verifyVerdict(stats())).toMatchObject({ valid: true, check: 'reindex-verify' });
    expect(verified(stats())).toBe(true);
    const lost = verifyVerdict(stats({ lost: 1, samples: { lost: ['7'], different: [], extra: [], clobbered: [] } }));
    expect(lost).toMatchObject({ valid: false, evidence: { message: 'unexplained documents through the alias: 1 lost', counterexample: { lost: ['7'] } } });
    expect(verified(stats({ clobbered: 1 }))).toBe(false);
  });

  it('scenario steps answer in the protocol: a match that holds is valid, one that does not invalid; a request the client cannot build unknown; a guarded one a skip, no verdict', async () => {
    const stash = new Stash();
    stash.setBody({ a: 1 });
    const ctx = (guard?: string): StepContext => ({
      file: 't.yml',
      primary: { target: fakeTarget(() => ({ status: 200, headers: {}, body: '{}' })), stash, response: { value: { a: 1 }, head: false, status: 200, outcome: okOutcome(200, {}, '{"a":1}', 0) } },
      registry: builtinRegistry(),
      guard: () => guard,
      strictWarnings: true,
      record: () => undefined,
    });
    const run = async (kind: string, value: unknown, guard?: string): Promise<StepAnswer> => {
      const step = STEP_PARSERS[kind]!(value, 1, kind);
      if (typeof step === 'string') throw new Error(step);
      return step.run(ctx(guard));
    };
    expect(await run('match', { a: 1 })).toMatchObject({ valid: true, check: 'step:match' });
    expect(await run('match', { a: 2 })).toMatchObject({ valid: false, check: 'step:match', evidence: { message: expect.stringMatching(/^match \[a\]/) } });
    expect(await run('do', { 'no.such.api': {} })).toMatchObject({ valid: 'unknown', check: 'step:do' });
    expect(await run('do', { 'indices.delete': { index: '_all' } }, 'destructive: not allowed')).toEqual({ skipped: 'destructive: not allowed' });
  });

  it('reindex under load: default mode is invalid on a planted stale read after the final catch-up; --plain reports its losses without failing', () => {
    const r = (over: { staleFinal?: number; lost?: number; ok?: boolean } = {}): Pick<UnderLoadResult, 'reindex' | 'load' | 'check' | 'staleAfter'> => ({
      reindex: { ok: over.ok ?? true, swapped: true } as UnderLoadResult['reindex'],
      load: { ops: 10, writes: 5, deletes: 2, reads: 3, failed: 0, failures: [], staleReads: 1, staleDeletes: 0, writesSinceMark: 0 },
      check: { checked: 7, unknown: 0, lost: over.lost ?? 0, resurrected: 0, samples: [] },
      staleAfter: { fast: undefined, final: over.staleFinal ?? 0 },
    });
    expect(underLoadVerdict('u', false, r()).valid).toBe(true);
    const stale = underLoadVerdict('u', false, r({ staleFinal: 2 }));
    expect(stale.valid).toBe(false);
    expect(stale.evidence.message).toBe('invalid: stale-after-final-catch-up: 2 stale observation(s) after the final catch-up');
    expect(underLoadVerdict('u', false, r({ lost: 1 })).valid).toBe(false);
    expect(underLoadVerdict('u', false, r({ ok: false })).valid).toBe(false);
    expect(underLoadVerdict('u', true, r({ lost: 3 })).valid).toBe(true);
  });
});
