/** Planted fault: sliced scrolls whose slices overlap. */
import { apiNameOf } from '../api/apiNameOf.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { decorate, forged } from './wire.ts';

type Status = Record<string, unknown> & { total?: number; created?: number; updated?: number; version_conflicts?: number; batches?: number };

/**
 * Planted fault: a sliced `POST /_reindex` (`slices=N`, waited for) gives every slice the whole source
 * instead of its share: N unsliced copies one after another, answered as one sliced job whose slices
 * add up. Every document is written N times.
 */
export function slicesOverlap(inner: Target): Target {
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    const n = Number(req.query?.slices);
    const waits = req.query?.wait_for_completion !== 'false';
    if (apiNameOf(req) !== 'reindex' || !Number.isInteger(n) || n < 2 || !waits) return inner.send(req);
    const { slices: _dropped, ...query } = req.query ?? {};
    const slices: Status[] = [];
    for (let i = 0; i < n; i++) {
      const out = await inner.send({ ...req, query });
      if (out.kind !== 'ok' || out.status !== 200) return out;
      const { took: _t, timed_out: _o, failures: _f, ...status } = out.json as Status;
      slices.push({ slice_id: i, ...status });
    }
    const sum = (k: keyof Status): number => slices.reduce((s, x) => s + Number(x[k] ?? 0), 0);
    const first = slices[0]!;
    return forged(200, {
      took: 0,
      timed_out: false,
      ...first,
      slice_id: undefined,
      total: sum('total'),
      created: sum('created'),
      updated: sum('updated'),
      version_conflicts: sum('version_conflicts'),
      batches: sum('batches'),
      slices,
      failures: [],
    });
  });
}
