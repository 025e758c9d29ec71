/**
 * Properties: searches and aggregations over generated documents answer as the reference does. Each run
 * creates one index (one shard, so scores do not depend on how documents spread over shards) with a generated
 * mapping on both sides, indexes the same documents with the same ids, and sends the same generated
 * requests to both, judged by check/searchCompare.ts. A failing run shrinks to the fewest documents and the
 * smallest request that still differ, and replays as a YAML scenario with `compare: search` steps.
 */
import fc from 'fast-check';
import type { ProfileName } from '../../../reference/profiles.ts';
import { cleanBoth, type PropertyContext } from '../context.ts';
import { Duo } from '../duo.ts';
import { checkProperty, type PropertyDef, type RunParams } from '../propertyDef.ts';
import { aggArb, docsArb, mappingArb, mappingProperties, queryArb, type SearchMapping } from './searchArbs.ts';

const INDEX = 'sq';

/** Runs of a search property per `--runs` run: each creates and fills a fresh index, so fewer than a cheap property's (the run stays within its time budget). */
export const SEARCH_RUN_SHARE = 0.3;

/** A search request body: a query, a page, and sometimes a sort other than the score. */
const hitsRequestArb: fc.Arbitrary<Record<string, unknown>> = fc
  .record({
    query: queryArb,
    size: fc.constantFrom(3, 5, 20),
    from: fc.constantFrom(0, 0, 2),
    sort: fc.option(fc.constantFrom<unknown>(['_score'], [{ n: 'asc' }], [{ price: 'desc' }, { d: 'asc' }], [{ tag: 'asc' }]), { nil: undefined }),
  })
  .map(({ sort, from, ...r }) => ({ ...r, ...(from ? { from } : {}), ...(sort ? { sort } : {}) }));

/** An aggregation request: no hits, one or two aggregations, sometimes under a query. */
const aggsRequestArb = (profile: ProfileName): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .record({ query: fc.option(queryArb, { nil: undefined }), a: aggArb(profile), b: fc.option(aggArb(profile), { nil: undefined }) })
    .map(({ query, a, b }) => ({ size: 0, ...(query ? { query } : {}), aggs: { a, ...(b ? { b } : {}) } }));

/** Create the index with the mapping, index the documents (ids 1..n, refresh), on both sides. */
async function load(ctx: PropertyContext, duo: Duo, mapping: SearchMapping, docs: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const c = ctx.calls;
  await duo.send(c.createIndex(INDEX, mappingProperties(mapping), { number_of_shards: 1, number_of_replicas: 0 }));
  const bulk = c.bulk(docs.map((source, i) => ({ op: 'index' as const, index: INDEX, id: String(i + 1), source })));
  await duo.send({ ...bulk, params: { refresh: 'true' } });
}

/** One search property: its generated requests, its area and its title. */
function searchProperty(id: string, area: string, title: string, requests: (profile: ProfileName) => fc.Arbitrary<Array<Record<string, unknown>>>): PropertyDef {
  return {
    id,
    area,
    title,
    check: (ctx: PropertyContext, params: RunParams) =>
      checkProperty(
        fc.asyncProperty(mappingArb, docsArb, requests(ctx.profile), async (mapping, docs, bodies) => {
          await cleanBoth(ctx, { indexes: [INDEX], aliases: [] });
          const duo = new Duo(ctx.target, ctx.reference);
          await load(ctx, duo, mapping, docs);
          for (const body of bodies) await duo.send({ api: 'search', params: { index: INDEX }, body }, { compareAs: 'search', area });
        }),
        { ...params, numRuns: Math.max(1, Math.round(params.numRuns * SEARCH_RUN_SHARE)) },
      ),
  };
}

/** Hits: the same documents, totals, order up to equal-score ties, and scores within a float32 ulp. */
export const searchHits = searchProperty(
  'search-hits',
  'search',
  'generated queries find the same hits, in the same order up to equal-score ties, with the same scores (within a float32 ulp) as the reference',
  () => fc.array(hitsRequestArb, { minLength: 1, maxLength: 3 }),
);

/** Aggregations: the same bucket keys and counts, metrics exact (approximate ones within their documented error). */
export const searchAggs = searchProperty(
  'search-aggs',
  'aggregations',
  'generated aggregations give the same buckets (keys, counts, order) and metrics (exact; percentiles and cardinality within their documented error) as the reference',
  (profile) => fc.array(aggsRequestArb(profile), { minLength: 1, maxLength: 2 }),
);
