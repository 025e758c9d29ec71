/**
 * The harness catches real departures: each planted fault makes `conformance run` exit 1 and report
 * failed cases in the area the fault belongs to.
 */
import { describe, expect, it } from 'vitest';
import type { FaultName } from './faultProxy.ts';
import { failures, runThroughProxy } from './runThroughProxy.ts';

const PLANTED: Array<{ fault: FaultName; area: string; areas: string[]; allowDestructive?: boolean }> = [
  { fault: 'accept-type-change', area: 'type-change', areas: ['type-change', 'reindex'] },
  { fault: 'date-as-text', area: 'mapping-inference', areas: ['mapping-inference', 'type-change'] },
  { fault: 'non-atomic-aliases', area: 'alias-atomicity', areas: ['alias-atomicity', 'reindex'] },
  { fault: 'allow-delete-all', area: 'deletion-guard', areas: ['deletion-guard'], allowDestructive: true },
  { fault: 'no-shards-guard', area: 'settings', areas: ['settings'] },
  { fault: 'drop-bulk-item', area: 'bulk', areas: ['bulk', 'documents'] },
  { fault: 'lose-scroll-page', area: 'scroll', areas: ['scroll', 'reindex'] },
  { fault: 'wrong-count', area: 'documents', areas: ['documents'] },
  { fault: 'refuse-settings-updates', area: 'settings', areas: ['settings'] },
];

describe('planted faults are caught', () => {
  for (const p of PLANTED) {
    it(`${p.fault}: exit 1 with failures in ${p.area}`, async () => {
      const r = await runThroughProxy([p.fault], { areas: p.areas, ...(p.allowDestructive ? { allowDestructive: true } : {}) });
      expect(r.code, r.err.join('\n')).toBe(1);
      expect([...r.failedAreas], failures(r)).toContain(p.area);
      // The failure is the target's, not the harness's: no case ends in a harness error (report status `error`).
      expect(r.cases.filter((c) => c.status === 'error').map((c) => c.message)).toEqual([]);
    });
  }

  it('allow-delete-all is not even sent without --allow-destructive: those cases are skipped, the rest pass', async () => {
    const r = await runThroughProxy(['allow-delete-all'], { areas: ['deletion-guard'] });
    expect(r.code, failures(r)).toBe(0);
    const skipped = r.cases.filter((c) => c.status === 'skipped');
    expect(skipped.length).toBeGreaterThanOrEqual(2);
    for (const c of skipped) expect(c.message).toMatch(/--allow-destructive/);
  });
});
