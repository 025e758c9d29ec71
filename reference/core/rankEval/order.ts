/**
 * The order ES's rank-eval response iterates its maps in, which is also the order the overall score sums the
 * per-query scores in (a double sum: the order changes its last bits). TransportRankEvalAction puts each
 * search's evaluation in a `new HashMap<>(searches)` and each failure in a `new ConcurrentHashMap<>(requests)`;
 * RankEvalResponse copies both into fresh HashMaps (`new HashMap<>(map)`, pre-sized by JDK 19+'s
 * `ceil(size / 0.75)`), and writes them in that order.
 */
import { javaHashOrderAt, javaTableSizeFor } from '../search/highlight/javaHashOrder.ts';

/** The capacity a `new HashMap<>(initial)` reaches after `size` puts (it doubles past a 0.75 load). */
function grownCapacity(initial: number, size: number): number {
  let cap = javaTableSizeFor(initial);
  while (size > Math.floor(cap * 0.75)) cap *= 2;
  return cap;
}

/** The capacity of `new HashMap<>(map)` for a map of `size` entries. */
function copyCapacity(size: number): number {
  return javaTableSizeFor(Math.ceil(size / 0.75));
}

/** `new ConcurrentHashMap<>(initial)`'s table (JDK 11+: `tableSizeFor((long) (1.0 + initial / 0.75f))`); it never resizes below that load. */
function concurrentCapacity(initial: number): number {
  return javaTableSizeFor(Math.trunc(1.0 + Math.fround(initial / 0.75)));
}

/** The evaluated queries' ids: in the listener's map (the sum's order), then in the response's copy (the output's). */
export function detailsOrder(ids: readonly string[], searched: number): { sum: string[]; output: string[] } {
  const sum = javaHashOrderAt(ids, grownCapacity(searched, ids.length));
  return { sum, output: javaHashOrderAt(sum, copyCapacity(ids.length)) };
}

/** The failed queries' ids, in the response's copy of the action's ConcurrentHashMap. */
export function failuresOrder(ids: readonly string[], requests: number): string[] {
  return javaHashOrderAt(javaHashOrderAt(ids, concurrentCapacity(requests)), copyCapacity(ids.length));
}
