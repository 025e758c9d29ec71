/** What every property runs against: target, reference, dialect, names. */
import type { Target } from '../targets/target.ts';
import { calls, toRequest, type Calls } from './apiCalls.ts';
import type { Dialect } from './dialect.ts';
import type { NameSet } from './names.ts';
import type { ProfileName } from '../../reference/profiles.ts';

/** What every property runs against. */
export interface PropertyContext {
  target: Target;
  /** A reference simulator of the target's family: the oracle for outcomes. */
  reference: Target;
  dialect: Dialect;
  calls: Calls;
  /** The target is in-process (it has `reset`): concurrency is explored with fast-check's scheduler. */
  inProcess: boolean;
  /** The reference's profile (the target's family). */
  profile: ProfileName;
  /** `--allow-destructive`: properties may send requests only the target's own guard keeps harmless. */
  allowDestructive: boolean;
}

/** Build a context. */
export function makeContext(target: Target, reference: Target, dialect: Dialect, profile: ProfileName = 'default', allowDestructive = false): PropertyContext {
  return { target, reference, dialect, calls: calls(dialect), inProcess: typeof target.reset === 'function', profile, allowDestructive };
}

/** Empty one system of everything a property may have created: `reset` in-process, deletes by name over HTTP. */
export async function clean(t: Target, names: NameSet, c: Calls): Promise<void> {
  if (t.reset) return t.reset();
  for (const n of [...names.indexes, ...names.aliases]) await t.send(toRequest(c.deleteIndex(n)));
}

/** Empty both systems before a run. */
export async function cleanBoth(ctx: PropertyContext, names: NameSet): Promise<void> {
  await Promise.all([clean(ctx.target, names, ctx.calls), clean(ctx.reference, names, ctx.calls)]);
}
