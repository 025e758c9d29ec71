/**
 * Open points in time: which indices each one froze (snapshot.ts), how long it lives, and the ids its
 * shards' reader contexts carry. They expire on the injected clock as scroll contexts do: every search
 * through one renews its lease by its keep-alive (ES's lastAccessTime + keepAlive).
 */
import type { ClusterState, PitContext } from '../../state.ts';

export type { PitContext };

/** Drops the points in time whose keep-alive ran out before `now`. */
export function expirePits(state: ClusterState, now: number): void {
  if (!state.pits) return;
  for (const [id, ctx] of state.pits) if (ctx.expiresAt < now) state.pits.delete(id);
}

/** The open points in time (an empty map on a state made before they existed). */
export function pitsOf(state: ClusterState): Map<string, PitContext> {
  return (state.pits ??= new Map());
}

/** Shard contexts held open by points in time (what `search.max_open_pit_context` and `_nodes/stats` count). */
export function openPitContexts(state: ClusterState): number {
  let n = 0;
  for (const c of pitsOf(state).values()) n += c.shards.length;
  return n;
}

/** The point in time holding a reader context number, or undefined. */
export function pitByContext(state: ClusterState, context: number): PitContext | undefined {
  for (const c of pitsOf(state).values()) if (c.shards.some((s) => s.context === context)) return c;
  return undefined;
}
