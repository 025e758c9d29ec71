/** What `set` and `transform_and_set` share: stash values read from the last response, lane by lane. */
import { invalid, valid } from '../../check/verdict.ts';
import type { PathResult } from '../objectPath.ts';
import type { Lane, StepAnswer, StepContext } from './types.ts';

/** One value to stash: its name, what a failure names, how a lane reads it, and why a shadow lane cannot. */
export interface StashEntry {
  name: string;
  label: string;
  read(lane: Lane): PathResult;
  shadowBroken(error: string): string;
}

/**
 * Stash each entry from the primary lane (the shadow lane stashes its own value, or is marked broken),
 * recording every one; the first value the primary cannot read fails the step.
 */
export function stashEach(ctx: StepContext, kind: 'set' | 'transform_and_set', line: number, entries: readonly StashEntry[]): StepAnswer {
  for (const e of entries) {
    const r = e.read(ctx.primary);
    if (!r.ok) {
      const message = `${kind} [${e.label}]: ${r.error}`;
      ctx.record({ kind, file: ctx.file, line, ok: false, message });
      return invalid(`step:${kind}`, message);
    }
    ctx.primary.stash.set(e.name, r.value);
    if (ctx.shadow && !ctx.shadow.broken) {
      const s = e.read(ctx.shadow);
      if (s.ok) ctx.shadow.stash.set(e.name, s.value);
      else ctx.shadow.broken = e.shadowBroken(s.error);
    }
    ctx.record({ kind, file: ctx.file, line, ok: true, actual: r.value, message: `$${e.name}` });
  }
  return valid(`step:${kind}`, `stashed ${entries.map((e) => `$${e.name}`).join(', ')}`);
}
