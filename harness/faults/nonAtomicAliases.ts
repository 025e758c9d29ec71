/** Planted fault: `POST /_aliases` applied one action at a time, others getting in between. */
import { apiNameOf } from '../api/apiNameOf.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { bodyJson, decorate, sendCall } from './wire.ts';

/**
 * Planted fault: `POST /_aliases` applies its actions one by one, each as its own request with a
 * moment between them (as a server without a cluster-state batch would), stopping at the first that
 * fails, so the earlier ones stay applied and concurrent clients can see the state in between.
 */
export function nonAtomicAliases(inner: Target): Target {
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    if (apiNameOf(req) !== 'indices.update_aliases') return inner.send(req);
    const actions = (bodyJson(req) as { actions?: unknown[] } | undefined)?.actions;
    if (!Array.isArray(actions) || actions.length < 2) return inner.send(req);
    let last: Outcome | undefined;
    for (const [i, action] of actions.entries()) {
      // A macrotask gap between actions: other clients' requests get in between, in-process too.
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      last = await sendCall(inner, { api: 'indices.update_aliases', method: 'POST', body: { actions: [action] } });
      if (last.kind !== 'ok' || last.status >= 400) return last;
    }
    return last!;
  });
}
