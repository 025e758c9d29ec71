/** Serving a simulator over HTTP on a free loopback port, for end-to-end tests. */
import { serveTarget } from '../faults/serveTarget.ts';
import { inProcessTarget } from '../targets/inProcessTarget.ts';
import type { SimulatorLike } from '../targets/target.ts';

/** Serve any SimulatorLike over node:http on a free loopback port, for end-to-end tests of the CLI (faults/serveTarget.ts serves it). */
export async function serveSimulator(sim: SimulatorLike): Promise<{ url: string; close: () => Promise<void> }> {
  return serveTarget(inProcessTarget(sim));
}
