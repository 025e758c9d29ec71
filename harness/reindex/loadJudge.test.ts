/** Tests of judging a load under reindex from its history alone. */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../reference/simulator.ts';
import type { Event, History } from '../model/history.ts';
import { okOutcome } from '../model/outcome.ts';
import { slowTarget } from '../faults/slowTarget.ts';
import { inProcessTarget } from '../targets/inProcessTarget.ts';
import { docSource } from './load.ts';
import { judgeLoad } from './loadJudge.ts';
import { reindexUnderLoad } from './underLoad.ts';

const J = { 'content-type': 'application/json' };
const path = (id: string): string => `/a/_doc/${id}`;
const ok = (status: number, json: unknown = {}) => okOutcome(status, J, JSON.stringify(json), 1);
const parts = (id: string): Record<string, string> => ({ index: 'a', id });
const put = (id: string, rev: number, at: number, done: number, status = 201): Event => ({ actor: 'writer 0', api: 'index', parts: parts(id), request: { method: 'PUT', path: path(id), body: JSON.stringify(docSource(id, rev)) }, outcome: ok(status), at, done });
const del = (id: string, at: number, done: number, status = 200): Event => ({ actor: 'writer 0', api: 'delete', parts: parts(id), request: { method: 'DELETE', path: path(id) }, outcome: ok(status), at, done });
const get = (id: string, at: number, done: number, rev?: number): Event => ({ actor: 'reader 0', api: 'get', parts: parts(id), request: { method: 'GET', path: path(id) }, outcome: rev === undefined ? ok(404, { found: false }) : ok(200, { _source: docSource(id, rev) }), at, done });
const check = (docs: Array<[string, number]>): Event => ({ actor: 'check', api: 'search', request: { method: 'POST', path: '/a/_search' }, outcome: ok(200, { hits: { hits: docs.map(([id, rev]) => ({ _id: id, _source: docSource(id, rev) })) } }), at: 1000, done: 1001 });

describe('judging a load from its history alone', () => {
  it('an acknowledged delete whose document is back is resurrected; an acknowledged write missing is lost', () => {
    const h: History = [put('x', 1, 0, 1), del('x', 2, 3), put('y', 2, 4, 5), check([['x', 1]])];
    const v = judgeLoad(h);
    expect(v.check).toMatchObject({ checked: 2, lost: 1, resurrected: 1 });
    expect(v.check.samples).toEqual(['x: acknowledged delete, alias has rev 1', 'y: acknowledged rev 2, alias has nothing']);
    expect(v.summary).toMatchObject({ ops: 3, writes: 2, deletes: 1, failed: 0 });
  });

  it('after a stale delete (not_found for an acknowledged write) either outcome is consistent, and it is counted once', () => {
    const h: History = [put('x', 1, 0, 1), del('x', 2, 3, 404), del('x', 4, 5, 404), put('y', 2, 6, 7), del('y', 8, 9, 404)];
    const v = judgeLoad([...h, check([['y', 2]])]);
    expect(v.summary.staleDeletes).toBe(2);
    expect(v.stale.map((s) => `${s.kind} ${s.id}`)).toEqual(['delete x', 'delete y']);
    expect(v.check).toMatchObject({ checked: 2, lost: 0, resurrected: 0 });
  });

  it('judges a read only against a change acknowledged before it started, with none overlapping it', () => {
    const h: History = [
      put('x', 1, 0, 1),
      put('x', 2, 10, 20),
      get('x', 5, 8, 1), // before the second write: fine
      get('x', 15, 25, 1), // overlaps the second write: not judged
      get('x', 30, 31, 1), // after it, sees the older revision: stale
      del('x', 40, 41),
      get('x', 50, 51, 2), // sees a document whose delete was acknowledged
      get('z', 50, 51), // never written by a client: not judged
    ];
    const v = judgeLoad(h);
    expect(v.stale).toEqual([{ t: 30, kind: 'older', id: 'x' }, { t: 50, kind: 'resurrected', id: 'x' }]);
    expect(v.summary.staleReads).toBe(2);
  });

  it('an operation without an answer leaves its id unknown, and counts as a failed request', () => {
    const h: History = [put('x', 1, 0, 1), { ...put('x', 2, 2, 3), outcome: { kind: 'info', reason: 'ECONNRESET', ms: 1 } }, check([])];
    const v = judgeLoad(h);
    expect(v.summary).toMatchObject({ failed: 1, failures: ['PUT /a/_doc/x: ECONNRESET'] });
    expect(v.check).toMatchObject({ checked: 0, unknown: 1, lost: 0 });
  });

  it('reads what an operation is from the API its event names, not from the path', () => {
    // A typed path (`/<alias>/<type>/<id>`) and a path the judge could not split are the same write to it.
    const typed: Event = { ...put('x', 1, 0, 1), request: { method: 'PUT', path: '/a/doc/x', body: JSON.stringify(docSource('x', 1)) } };
    const odd: Event = { ...put('y', 1, 2, 3), request: { method: 'PUT', path: '/elsewhere', body: JSON.stringify(docSource('y', 1)) } };
    expect(judgeLoad([typed, odd, check([['x', 1], ['y', 1]])]).summary).toMatchObject({ ops: 2, writes: 2, failed: 0 });
    // A search whose path ends like a count is no count; an event of no client API is no operation.
    const search: Event = { ...get('x', 4, 5), api: 'search', parts: { index: 'a' }, request: { method: 'GET', path: '/a/_count' } };
    expect(judgeLoad([search]).summary.ops).toBe(0);
    expect(judgeLoad([{ ...search, api: 'count' }]).samples.map((s) => s.op)).toEqual(['count']);
  });

  it('an old run, saved as JSON and read back, is judged to the same verdict', async () => {
    const seed = 7;
    const t = slowTarget(inProcessTarget(new Simulator({ profile: 'default', seed })), { seed });
    const r = await reindexUnderLoad(t, { docs: 300, plain: true, batch: 100, hotIds: 6, windowWrites: 10, writesBeforeSwap: 10, settleMs: 0, afterMs: 100, seed });
    const saved = JSON.parse(JSON.stringify(r.history)) as History;
    const again = judgeLoad(saved);
    expect(again.check).toEqual(r.check);
    expect({ ...again.summary, writesSinceMark: r.load.writesSinceMark }).toEqual(r.load);
    // --plain loses what is written while it copies: the verdict has something to say.
    expect(r.check.lost + r.check.resurrected).toBeGreaterThan(0);
  }, 60_000);
});
