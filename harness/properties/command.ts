/** The shape of a model-run command (fast-check's ICommand). */
import type fc from 'fast-check';
import { syncModel, type Model, type Real } from './model.ts';

/**
 * A model-run command (fast-check's ICommand shape). `check` accepts every state: commands act on a
 * small universe of names, so sequences need no filtering and a shrunk case replays from seed and
 * path alone. `run` acts through the Duo (which compares every outcome with the reference), then
 * re-reads the model from the reference.
 */
export abstract class ModelCommand implements fc.AsyncCommand<Model, Real> {
  check(_m: Readonly<Model>): boolean {
    return true;
  }

  async run(m: Model, r: Real): Promise<void> {
    await this.act(m, r);
    await syncModel(m, r.duo.reference, r.calls, r.dialect);
  }

  /** Do the command's requests. */
  protected abstract act(m: Model, r: Real): Promise<void>;

  abstract toString(): string;
}

/** Render a value compactly for `toString`. */
export const j = (v: unknown): string => JSON.stringify(v);
