/**
 * Templates whose index patterns overlap another's (`findConflictingV1Templates` / `findConflictingV2Templates`)
 * and the words ES uses to report them: `[a,b]` for the names, `a => [x, y],b => [z]` for their patterns.
 */
import type { ClusterState } from '../state.ts';
import { patternsOverlap } from './patterns.ts';
import { javaList } from '../javaList.ts';

/** Overlapping templates: name → patterns, by name. */
export type Overlaps = Array<[string, string[]]>;

/** Legacy templates overlapping these patterns. */
export function overlappingLegacy(state: ClusterState, patterns: readonly string[]): Overlaps {
  const out: Overlaps = [];
  for (const t of state.templates.legacy.values()) if (patternsOverlap(patterns, t.patterns)) out.push([t.name, t.patterns]);
  return out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Composable templates other than `candidate` overlapping these patterns (only those of `priority`, if given). */
export function overlappingComposable(state: ClusterState, candidate: string, patterns: readonly string[], priority?: number): Overlaps {
  const out: Overlaps = [];
  for (const t of state.templates.composable.values()) {
    if (t.name === candidate || !patternsOverlap(patterns, t.patterns)) continue;
    if (priority === undefined || (t.priority ?? 0) === priority) out.push([t.name, t.patterns]);
  }
  return out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `a,b` and `a => [x],b => [y]`, as the overlap messages print them. */
export function describeOverlaps(overlaps: Overlaps): { names: string; detail: string } {
  return { names: overlaps.map(([n]) => n).join(','), detail: overlaps.map(([n, p]) => `${n} => ${javaList(p)}`).join(',') };
}
