/**
 * A property's case status follows the checker protocol (check/verdict.ts): the target's fault (a
 * PropertyFailure) is FAILED; a reference that did not answer, or a throw that is not a PropertyFailure
 * (the harness's own bug), is an ERROR, never blamed on the target.
 */
import { describe, expect, it } from 'vitest';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { okOutcome, type Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import type { PropertyContext } from './context.ts';
import { Duo, PropertyFailure } from './duo.ts';
import { runPropertyCase } from './propertyCase.ts';
import type { PropertyDef } from './propertyDef.ts';

const answering = (status: number, body: unknown): Target => ({ name: 'fixed', close: async () => {}, send: async (): Promise<Outcome> => okOutcome(status, { 'content-type': 'application/json' }, JSON.stringify(body), 1) });
const silent: Target = { name: 'silent', close: async () => {}, send: async (): Promise<Outcome> => ({ kind: 'info', reason: 'connection refused', ms: 1 }) };
const req: WireRequest = { method: 'GET', path: '/_count' };
const call = { api: 'count', params: {} };

/** A property that fails with what `thrower` throws. */
const def = (thrower: () => Promise<never>): PropertyDef => ({
  id: 'p',
  area: 'documents',
  title: 'p',
  check: async () => {
    try {
      await thrower();
    } catch (error) {
      return { failed: true, interrupted: false, numRuns: 1, numShrinks: 0, seed: 1, error };
    }
    return { failed: false, interrupted: false, numRuns: 1, numShrinks: 0, seed: 1 };
  },
});
const ctx = {} as PropertyContext;

describe('property case status', () => {
  it('a difference from the reference is the target\'s failure; a silent reference leaves the property unjudged', async () => {
    const differs = new Duo(answering(200, { count: 3 }), answering(200, { count: 2 }));
    const failed = await runPropertyCase(def(() => differs.sendRequest(call, req) as Promise<never>), ctx, { seed: 1, numRuns: 1 });
    expect(failed.status, failed.message).toBe('failed');
    const agrees = new Duo(answering(200, { count: 2 }), answering(200, { count: 2 }));
    await expect(agrees.sendRequest(call, req)).resolves.toBeDefined();
    const unjudged = new Duo(answering(200, { count: 2 }), silent);
    await expect(unjudged.sendRequest(call, req)).rejects.toMatchObject({ valid: 'unknown' });
    const error = await runPropertyCase(def(() => new Duo(answering(200, {}), silent).sendRequest(call, req) as Promise<never>), ctx, { seed: 1, numRuns: 1 });
    expect(error.status, error.message).toBe('error');
    expect(error.message).toMatch(/reference gave no response: connection refused/);
  });

  it('a throw that is not a PropertyFailure is the harness\'s own: an error', async () => {
    const c = await runPropertyCase(def(async () => {
      throw new TypeError('cannot read properties of undefined');
    }), ctx, { seed: 1, numRuns: 1 });
    expect(c.status).toBe('error');
    const f = await runPropertyCase(def(async () => {
      throw new PropertyFailure('alias on two indexes', []);
    }), ctx, { seed: 1, numRuns: 1 });
    expect(f.status).toBe('failed');
  });
});
