/**
 * `POST /[{index}/]_cache/clear` (RestClearIndicesCacheAction, IndicesService.clearIndexShardCache): a
 * broadcast over every shard copy, the unassigned replicas counted but not reached. Of the caches, the
 * simulator keeps the shard request cache only: `request=true` clears it, and so does a request that
 * names no cache at all (`query`, `fielddata`, `request` all unset or false) and no `fields` (ES then clears
 * every cache). Field data is the global ordinals searches built (stats/readStats.ts): `fielddata=true`,
 * `fields`, or naming no cache clears it. The query cache holds nothing here, so clearing it changes nothing.
 */
import { ok, flag, type Handler } from '../handler.ts';
import { reached } from './flush.ts';
import { clearRequestCache } from '../search/requestCache.ts';
import { clearFielddata } from '../stats/readStats.ts';

/** The clear-cache handler: `{"_shards": {total, successful, failed}}` (BroadcastResponse). */
export const clearCache: Handler = (state, req, env) => {
  const counted = reached(state, req, env.profile);
  if (!Array.isArray(counted)) return counted;
  const request = flag(req, 'request');
  const named = flag(req, 'query') || flag(req, 'fielddata') || request;
  const fields = (req.query.fields ?? '').split(',').filter((f) => f !== '');
  if (request || (!named && fields.length === 0)) for (const c of counted) clearRequestCache(state, state.indices.get(c.index)!);
  // IndicesService.clearIndexShardCache: fielddata (global ordinals here) by the named fields, or whole.
  const fielddata = flag(req, 'fielddata');
  if (fielddata || fields.length > 0 || !named) for (const c of counted) clearFielddata(state, state.indices.get(c.index)!, fields.length > 0 ? fields : undefined);
  const total = counted.reduce((a, c) => a + c.total, 0);
  const successful = counted.reduce((a, c) => a + c.successful, 0);
  return ok({ _shards: { total, successful, failed: 0 } });
};
