/** What a search through a point in time adds to its answer and to the state: `pit_id`, and a renewed lease. */
import { copyJavaMarks, type JsonObject } from '../../json.ts';
import type { ClusterState } from '../../state.ts';
import { pitsOf } from './pitContext.ts';

/** The body with `pit_id` where SearchResponse prints it (after `_scroll_id`, before `took`). */
export function withPitId(body: JsonObject, id: string): JsonObject {
  const out: JsonObject = {};
  if (body._scroll_id !== undefined) out._scroll_id = body._scroll_id;
  out.pit_id = id;
  for (const [k, v] of Object.entries(body)) if (k !== '_scroll_id') out[k] = v;
  copyJavaMarks(body, out);
  return out;
}

/** Every search through a point in time renews its lease by the keep-alive it gave (or the context's own). */
export function renewPit(state: ClusterState, id: string, keepAliveMs: number, now: number): void {
  const pits = pitsOf(state);
  const ctx = pits.get(id);
  if (ctx) pits.set(id, { ...ctx, keepAliveMs, expiresAt: now + keepAliveMs });
}
