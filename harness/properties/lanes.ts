/**
 * Properties side by side: against a URL target the reindex properties (a third of a whole run, most of it
 * waiting on round trips) run in a lane of their own beside the others, so a run's wall time is the longer
 * lane's, not the sum. Each property still makes exactly its runs; only when they happen changes.
 */
import type { PropertyContext } from './context.ts';
import type { PropertyDef } from './propertyDef.ts';

/**
 * The properties that may run beside the rest: every name they touch (rx_v1, rx_v2, rx; nrx_src,
 * nrx_dest) is theirs alone, they delete by name, and they create no template, pipeline or cluster
 * setting another property could see. The others share names (the model runs and the alias batches use
 * the same indexes), so they stay in one lane, in report order.
 */
export const OWN_LANE: readonly string[] = ['reindex', 'native-reindex'];

/** Why the properties must run one at a time against this context, or undefined when lanes are safe. */
export function serialReason(ctx: PropertyContext, replaying: boolean): string | undefined {
  // In-process targets are cleaned with reset(), which empties every name at once.
  if (ctx.inProcess) return 'the target is in-process (cleaned by reset)';
  // `_all` and `*` deletes reach the target unprefixed: they would delete the other lane's indexes.
  if (ctx.allowDestructive) return '--allow-destructive sends deletes of every index';
  if (replaying) return 'a replay runs one property';
  return undefined;
}

/** Split the properties into lanes: the OWN_LANE ones apart when lanes are safe, each lane in report order. */
export function propertyLanes(defs: readonly PropertyDef[], concurrent: boolean): PropertyDef[][] {
  if (!concurrent) return [[...defs]];
  const own = defs.filter((d) => OWN_LANE.includes(d.id));
  const rest = defs.filter((d) => !OWN_LANE.includes(d.id));
  return [own, rest].filter((l) => l.length > 0);
}

/**
 * Run each lane's items one after another and the lanes at once, yielding each result as it ends (a long
 * lane does not hold back the short one's verdicts).
 */
export async function* runLanes<T, R>(lanes: readonly (readonly T[])[], run: (item: T, lane: number, indexInLane: number) => Promise<R>): AsyncIterable<R> {
  const ready: R[] = [];
  let wake: (() => void) | undefined;
  let failure: { err: unknown } | undefined;
  let running = lanes.length;
  const push = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  for (const [li, lane] of lanes.entries()) {
    void (async () => {
      try {
        for (const [i, item] of lane.entries()) {
          ready.push(await run(item, li, i));
          push();
        }
      } catch (err) {
        failure ??= { err };
      } finally {
        running--;
        push();
      }
    })();
  }
  for (;;) {
    while (ready.length) yield ready.shift()!;
    if (failure) throw failure.err;
    if (running === 0) return;
    await new Promise<void>((r) => (wake = r));
  }
}
