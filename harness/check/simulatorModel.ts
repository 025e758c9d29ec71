/** The reference Simulator as the linearizability checker's model. */
import { Simulator, type SimulatorOptions } from '../../reference/simulator.ts';
import { stateDump } from '../../reference/testkit.ts';
import type { Model } from './linearizable.ts';

/** The reference Simulator as a linearizability model: a fresh one per replay, with fixed options. */
export function simulatorModel(opts: SimulatorOptions): Model<Simulator> {
  return {
    fresh: () => new Simulator(opts),
    apply: (m, req) => {
      const r = m.handle(req);
      return { status: r.status, body: r.body };
    },
    fingerprint: (m) => stateDump(m),
  };
}
