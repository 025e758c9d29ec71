/**
 * `conformance run --only reindex` through an HTTP proxy that forwards requests at once and dribbles the
 * answers out (acknowledgements late and out of order, as in the held-out run that found the race): the
 * reindex under load is conformant, with 0 lost and 0 resurrected. With the planted fault that puts the
 * race back (after the swap, the catch-up's guarded creates become plain creates), the run fails in the
 * reindex area and the reindex's own verification says why.
 */
import { describe, expect, it } from 'vitest';
import { failures, runThroughProxy } from './runThroughProxy.ts';

describe('reindex under load through a slow proxy', () => {
  it('slow answers: conformant, nothing lost or resurrected', async () => {
    const r = await runThroughProxy(['slow'], { only: 'reindex', extra: ['--reindex-docs', '3000'] });
    expect(r.code, failures(r)).toBe(0);
    for (const id of ['reindex/under-load/default', 'reindex/under-load/default-scroll']) {
      const c = r.cases.find((x) => x.id === id)!;
      expect(c.status, id).toBe('passed');
      expect(c.message).toMatch(/no lost or resurrected document/);
    }
  }, 120_000);

  it('planted resurrection: the run fails in the reindex area, and the verification names it', async () => {
    const r = await runThroughProxy(['slow', 'unguarded-creates'], { only: 'reindex', extra: ['--reindex-docs', '3000'] });
    expect(r.code, failures(r)).toBe(1);
    expect([...r.failedAreas]).toEqual(['reindex']);
    for (const id of ['reindex/under-load/default', 'reindex/under-load/default-scroll']) {
      const c = r.cases.find((x) => x.id === id)!;
      expect(c.status, id).toBe('failed');
      expect(c.message).toMatch(/[1-9]\d* resurrected/);
      expect(c.message).toMatch(/written by the catch-up over a client's change after the swap/);
    }
  }, 120_000);
});
