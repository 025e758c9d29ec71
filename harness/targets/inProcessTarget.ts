/** A target over an in-process simulator, no socket. */
import { parse as parseYaml } from 'yaml';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { okOutcome, type Outcome } from '../model/outcome.ts';
import { HARNESS_CODES } from '../model/errors.ts';
import type { SimulatorLike, Target } from './target.ts';

/** A target over the in-process simulator: no sockets, same wire values as over HTTP. */
export function inProcessTarget(sim: SimulatorLike, name = 'reference'): Target {
  return {
    name,
    async send(req: WireRequest): Promise<Outcome> {
      const started = performance.now();
      try {
        const res = sim.handle(req);
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) headers[k.toLowerCase()] = v;
        return okOutcome(res.status, headers, res.body, performance.now() - started, parseYaml, res.bytes);
      } catch (err) {
        // A throw in the simulator is a simulator bug; report it as an unknown outcome, not a crash.
        return { kind: 'info', code: HARNESS_CODES.simulatorThrew, reason: `simulator threw: ${err instanceof Error ? err.message : String(err)}`, ms: performance.now() - started };
      }
    },
    async close(): Promise<void> {},
    async reset(): Promise<void> {
      sim.reset();
    },
  };
}
