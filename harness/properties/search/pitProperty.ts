/**
 * Property: a point in time is a frozen view. Documents are indexed, a point in time opened on both sides,
 * then generated writes and deletes are made (and refreshed); searches through the point in time must
 * answer as the reference does, i.e. as of the opening (ES: POST /<index>/_pit, 7.10+; OpenSearch:
 * POST /<index>/_search/point_in_time, 2.4+). Each side gets its own id (ids are the server's own).
 */
import fc from 'fast-check';
import { getProfile } from '../../../reference/profiles.ts';
import type { ApiCall } from '../../api/apiCall.ts';
import { cleanBoth, type PropertyContext } from '../context.ts';
import { Duo, jsonOf } from '../duo.ts';
import { checkProperty, type PropertyDef, type RunParams } from '../propertyDef.ts';
import { docArb, docsArb, mappingArb, mappingProperties, queryArb } from './searchArbs.ts';
import { SEARCH_RUN_SHARE } from './searchProperty.ts';

const INDEX = 'sp';

/** A change after the opening: a new or replaced document, or a delete, by id. */
const changeArb = fc.oneof(
  fc.record({ id: fc.integer({ min: 1, max: 15 }).map(String), source: docArb }),
  fc.record({ id: fc.integer({ min: 1, max: 15 }).map(String), del: fc.constant(true as const) }),
);

/** A search through the point in time: a query or none, a page, a sort on `n` or by score. */
const pitSearchArb = fc.record({
  query: fc.option(queryArb, { nil: undefined }),
  size: fc.constantFrom(5, 20),
  sort: fc.option(fc.constantFrom<unknown>([{ n: 'asc' }], ['_score']), { nil: undefined }),
});

/** The point-in-time calls of the version's dialect, or undefined where it has none. */
function pitCalls(ctx: PropertyContext): { open: ApiCall; idPath: string; close: (id: string) => ApiCall } | undefined {
  const p = getProfile(ctx.profile);
  if (p.pitApi) return { open: { api: 'open_point_in_time', params: { index: INDEX, keep_alive: '1m' } }, idPath: 'id', close: (id) => ({ api: 'close_point_in_time', params: {}, body: { id } }) };
  if (p.openSearchPitApi) return { open: { api: 'create_pit', params: { index: INDEX, keep_alive: '1m' } }, idPath: 'pit_id', close: (id) => ({ api: 'delete_pit', params: {}, body: { pit_id: [id] } }) };
  return undefined;
}

/** Searches through a point in time see the documents as they were when it opened. */
export const searchPit: PropertyDef = {
  id: 'search-pit',
  area: 'search',
  title: 'searches through a point in time see the documents as they were when it opened, as the reference does',
  check: (ctx: PropertyContext, params: RunParams) =>
    checkProperty(
      fc.asyncProperty(mappingArb, docsArb, fc.array(changeArb, { minLength: 1, maxLength: 4 }), fc.array(pitSearchArb, { minLength: 1, maxLength: 2 }), async (mapping, docs, changes, searches) => {
        const pit = pitCalls(ctx);
        // A version without a point in time has nothing to hold (the property's title says what it checks).
        if (!pit) return;
        await cleanBoth(ctx, { indexes: [INDEX], aliases: [] });
        const duo = new Duo(ctx.target, ctx.reference);
        const c = ctx.calls;
        await duo.send(c.createIndex(INDEX, mappingProperties(mapping), { number_of_shards: 1, number_of_replicas: 0 }));
        await duo.send({ ...c.bulk(docs.map((source, i) => ({ op: 'index' as const, index: INDEX, id: String(i + 1), source }))), params: { refresh: 'true' } });
        // The ids are each server's own: compared for presence, each side then sent its own.
        const opened = await duo.send(pit.open, { ignore: [pit.idPath, 'creation_time'], stash: { path: pit.idPath, name: 'pit' } });
        const tid = (jsonOf(opened.target) as Record<string, unknown> | undefined)?.[pit.idPath];
        const rid = (jsonOf(opened.reference) as Record<string, unknown> | undefined)?.[pit.idPath];
        if (typeof tid !== 'string' || typeof rid !== 'string') return;
        const items = changes.map((ch) => ('del' in ch ? { op: 'delete' as const, index: INDEX, id: ch.id } : { op: 'index' as const, index: INDEX, id: ch.id, source: ch.source }));
        await duo.send({ ...c.bulk(items), params: { refresh: 'true' } });
        for (const s of searches) {
          const body = (id: string) => ({ size: s.size, ...(s.query ? { query: s.query } : {}), ...(s.sort ? { sort: s.sort } : {}), pit: { id, keep_alive: '1m' } });
          await duo.send({ api: 'search', params: {}, body: body(tid) }, { compareAs: 'search', area: 'search' }, { api: 'search', params: {}, body: body(rid) });
        }
        await duo.send(pit.close(tid), { compare: false }, pit.close(rid));
      }),
      { ...params, numRuns: Math.max(1, Math.round(params.numRuns * SEARCH_RUN_SHARE)) },
    ),
};
