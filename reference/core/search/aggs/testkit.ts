/** Test fixtures for aggregations: an index from documents, and a search returning its `aggregations` or its error. */
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json, type JsonObject } from '../../json.ts';
import type { ClusterState } from '../../state.ts';
import type { ProfileName } from '../../../profiles.ts';
import type { TypeMapping } from '../../mapping/types.ts';
import { collectHits, pageBody, renderTotal } from '../collect.ts';
import { cluster, env, index, request } from '../testkit.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = { [k: string]: any };

/** A cluster with one index `test` of the given mapping, documents and shard count. */
export function fixture(properties: TypeMapping['properties'], docs: JsonObject[], shards = 1, name = 'test'): ClusterState {
  return cluster(index(name, properties, docs.map((d, i) => [String(i + 1), d]), { 'index.number_of_shards': String(shards) }));
}

/**
 * Runs a search (without scroll) and returns its whole body, or the error envelope with `status`, as the
 * search handler renders it: the page of hits, then `aggregations`.
 */
export function searchBody(st: ClusterState, body: Json, query: Record<string, string> = {}, profile: ProfileName = 'es8', target = 'test'): Body {
  const e = env(profile);
  const run = collectHits(st, { ...request('search', { index: target }, query, body), rawBody: JSON.stringify(body) }, e);
  if (isEsError(run)) return { status: run.status, ...errorEnvelope(run) };
  const out = pageBody(run.hits.slice(run.from, run.from + run.size), renderTotal(run.hits.length + run.unkept, run.track, run.asInt), run.render, e.profile);
  if (run.aggregations) out.aggregations = run.aggregations;
  return JSON.parse(encodeJson(out)) as Body;
}

/** The `aggregations` of a search (size 0), or its error envelope. */
export function aggs(st: ClusterState, a: Json, query: Record<string, string> = {}, profile: ProfileName = 'es8', extra: JsonObject = {}): Body {
  const b = searchBody(st, { size: 0, aggs: a, ...extra }, query, profile);
  return b.aggregations ?? b;
}
