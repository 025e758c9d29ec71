/** The reference target: an in-process simulator of a given profile. */
import type { SimulatorLike, Target } from './target.ts';
import { inProcessTarget } from './inProcessTarget.ts';

/** The simulator's options, its own type (a type-only import loads nothing). */
export type { SimulatorOptions } from '../../reference/simulator.ts';
import type { SimulatorOptions } from '../../reference/simulator.ts';

type SimulatorCtor = new (opts?: SimulatorOptions) => SimulatorLike;

/** The reference simulator's class, loaded on first use (a run against a URL may never need it). */
export async function loadSimulator(): Promise<SimulatorCtor> {
  return (await import('../../reference/simulator.ts')).Simulator;
}

/** Build an in-process target over a fresh simulator with the given profile. */
export async function referenceTarget(opts: SimulatorOptions = {}): Promise<Target> {
  const Simulator = await loadSimulator();
  return inProcessTarget(new Simulator(opts), `reference(${opts.profile ?? 'default'})`);
}
