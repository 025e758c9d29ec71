/**
 * The checker itself: it accepts histories that some real-time-consistent order explains (also when
 * completion order is not the order of effect), and it catches planted violations: a lost
 * acknowledged write, a read from the future, a half-applied alias swap, a final state no order
 * produces. Histories are built by running requests on a Simulator in a chosen order and then
 * stamping invocation/completion times that may overlap.
 */
import { describe, expect, it } from 'vitest';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { Simulator } from '../../reference/simulator.ts';
import { stateDump } from '../../reference/testkit.ts';
import { apiNameOf } from '../api/apiNameOf.ts';
import { okOutcome } from '../model/outcome.ts';
import { checkLinearizable, type Op } from './linearizable.ts';
import { simulatorModel } from './simulatorModel.ts';

const OPTS = { now: () => Date.UTC(2026, 0, 1), seed: 5 };
const model = simulatorModel(OPTS);
const json = (method: string, path: string, body?: unknown): WireRequest => ({
  method, path, headers: body === undefined ? {} : { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Apply `reqs` in the given order on a fresh simulator; return ops with the times given (invoke, complete). */
function history(steps: Array<{ req: WireRequest; at: [number, number]; client?: number }>): { ops: Op[]; final: string } {
  const sim = new Simulator(OPTS);
  const ops = steps.map((s, i): Op => {
    const r = sim.handle(s.req);
    return { id: i, client: s.client ?? i, api: apiNameOf(s.req), request: s.req, outcome: okOutcome(r.status, r.headers, r.body, 1), at: s.at[0], done: s.at[1] };
  });
  return { ops, final: stateDump(sim) };
}

const setup = [
  { req: json('PUT', '/a'), at: [0, 1] as [number, number] },
  { req: json('PUT', '/b'), at: [2, 3] as [number, number] },
  { req: json('PUT', '/a/_doc/1', { v: 'a1' }), at: [4, 5] as [number, number] },
  { req: json('PUT', '/b/_doc/1', { v: 'b1' }), at: [6, 7] as [number, number] },
  { req: json('POST', '/_aliases', { actions: [{ add: { index: 'a', alias: 'live' } }] }), at: [8, 9] as [number, number] },
];

describe('checkLinearizable', () => {
  it('accepts a sequential history, and a concurrent one whose completion order is not the order of effect', () => {
    const seq = history([...setup, { req: json('GET', '/live/_doc/1'), at: [10, 11] }]);
    expect(checkLinearizable(seq.ops, model, { finalState: seq.final }).valid).toBe(true);
    // The write took effect first but its client heard back last; the read saw it. Overlapping, so fine.
    const conc = history([...setup, { req: json('PUT', '/a/_doc/1', { v: 'a2' }), at: [10, 30] }, { req: json('GET', '/a/_doc/1'), at: [12, 20] }]);
    const v = checkLinearizable(conc.ops, model, { finalState: conc.final });
    expect(v.valid).toBe(true);
    expect(v.valid === true && v.evidence.details.order!.slice(-2)).toEqual([5, 6]);
  });

  it('catches a read from the future: a value read before the write that produced it was invoked', () => {
    const h = history([...setup, { req: json('PUT', '/a/_doc/1', { v: 'a2' }), at: [20, 21] }, { req: json('GET', '/a/_doc/1'), at: [22, 23] }]);
    // Re-time: the read completed before the write was even invoked.
    h.ops[6]!.at = 12;
    h.ops[6]!.done = 13;
    const v = checkLinearizable(h.ops, model, { finalState: h.final });
    expect(v.valid).toBe(false);
    expect(v.valid === false && v.evidence.message).toMatch(/GET \/a\/_doc\/1/);
  });

  it('catches a lost acknowledged write (the final state lacks it)', () => {
    const h = history([...setup, { req: json('PUT', '/a/_doc/2', { v: 'x' }), at: [10, 11] }]);
    const lost = history(setup).final; // the state as if the write never happened
    const v = checkLinearizable(h.ops, model, { finalState: lost });
    expect(v.valid).toBe(false);
    expect(v.valid === false && v.evidence.message).toMatch(/final state differs/);
  });

  it('catches a half-applied alias swap seen by a concurrent search (the planted non-serialisable history)', () => {
    const swap = json('POST', '/_aliases', { actions: [{ remove: { index: 'a', alias: 'live' } }, { add: { index: 'b', alias: 'live' } }] });
    const h = history([...setup, { req: swap, at: [10, 20] }, { req: json('POST', '/live/_search', { size: 10 }), at: [12, 18] }]);
    // A non-atomic target applied the add before the remove: the search saw both indexes.
    const both = new Simulator(OPTS);
    for (const s of setup) both.handle(s.req);
    both.handle(json('POST', '/_aliases', { actions: [{ add: { index: 'b', alias: 'live' } }] }));
    const seen = both.handle(json('POST', '/live/_search', { size: 10 }));
    expect(JSON.parse(seen.body).hits.total.value).toBe(2);
    h.ops[6]!.outcome = okOutcome(seen.status, seen.headers, seen.body, 1);
    const v = checkLinearizable(h.ops, model, { finalState: h.final });
    expect(v.valid).toBe(false);
    expect(v.valid === false && v.evidence.message).toMatch(/live\/_search/);
    // The same history with the search's honest answer passes.
    const honest = history([...setup, { req: swap, at: [10, 20] }, { req: json('POST', '/live/_search', { size: 10 }), at: [12, 18] }]);
    expect(checkLinearizable(honest.ops, model, { finalState: honest.final }).valid).toBe(true);
  });

  it('treats info (unknown) outcomes as maybe-applied, and reports an exhausted budget as unknown', () => {
    const h = history([...setup, { req: json('PUT', '/a/_doc/9', { v: 'maybe' }), at: [10, 11] }]);
    const lost = history(setup).final;
    h.ops[5]!.outcome = { kind: 'info', reason: 'ECONNRESET', ms: 1 };
    expect(checkLinearizable(h.ops, model, { finalState: lost }).valid).toBe(true); // it did not happen
    expect(checkLinearizable(h.ops, model, { finalState: h.final }).valid).toBe(true); // it happened
    expect(checkLinearizable(h.ops, model, { finalState: h.final, budget: 2 }).valid).toBe('unknown');
  });
});
