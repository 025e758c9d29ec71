import type { SimulatorLike, Target } from './target.ts';
import { inProcessTarget } from './inProcessTarget.ts';

/** Reference profiles and simulator options: the simulator's own types (type-only imports load nothing). */
export type { ProfileName as Profile } from '../../reference/profiles.ts';
export type { SimulatorOptions } from '../../reference/simulator.ts';
import type { SimulatorOptions } from '../../reference/simulator.ts';

type SimulatorCtor = new (opts?: SimulatorOptions) => SimulatorLike;

/**
 * Load the reference simulator lazily. The specifier is computed so this module typechecks
 * and loads even while reference/simulator.ts is still being written.
 */
export async function loadSimulator(): Promise<SimulatorCtor> {
  const specifier = new URL('../../reference/simulator.ts', import.meta.url).href;
  const mod = (await import(specifier)) as { Simulator?: SimulatorCtor };
  if (typeof mod.Simulator !== 'function') throw new Error('reference/simulator.ts does not export class Simulator');
  return mod.Simulator;
}

/** Build an in-process target over a fresh simulator with the given profile. */
export async function referenceTarget(opts: SimulatorOptions = {}): Promise<Target> {
  const Simulator = await loadSimulator();
  return inProcessTarget(new Simulator(opts), `reference(${opts.profile ?? 'default'})`);
}
