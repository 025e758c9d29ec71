/**
 * `GET|POST [/{index}]/_validate/query` (RestValidateQueryAction, TransportValidateQueryAction): the query
 * parsed (a body with `query` only, or `q=`), then compiled on one shard of each index (every shard with
 * `all_shards`). A query that does not parse answers `{valid: false}` (and its detailed message with
 * `explain`); one that fails on a shard is invalid there, with its error; `explain`, `rewrite` and
 * `all_shards` list per-index (per-shard) explanations: Lucene's `Query.toString()` of the compiled query.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { isEsError, type EsCause, type EsError } from '../errors/index.ts';
import { ok, type Handler } from '../handler.ts';
import type { Profile } from '../../profiles.ts';
import { queryParamsWithBody } from '../search/queryParamsWithBody.ts';
import { compileFor, querySource, targetIndices, type QuerySource } from '../search/execute.ts';
import { shardCount } from '../search/routing.ts';
import { queryTree } from '../search/engine/queryTree.ts';
import { queryString } from '../search/engine/explain.ts';
import { holdsLookup } from '../search/lookups/lookupUse.ts';
import { rewriteTermsLookups } from '../search/lookups/termsLookup.ts';

/** `Foo` of `foo_exception`-style names: an exception's simple class name. */
function simpleName(type: string): string {
  return type
    .split('_')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
}

/** The fully qualified class of an exception type, as Throwable.toString names it. */
function className(type: string, profile: Profile): string {
  const es8 = profile.exceptionPackages === 'es8';
  const os = profile.exceptionPackages === 'os';
  const pkg: Record<string, string> = {
    parsing_exception: os ? 'org.opensearch.core.common' : 'org.elasticsearch.common',
    named_object_not_found_exception: os ? 'org.opensearch.core.xcontent' : es8 ? 'org.elasticsearch.xcontent' : 'org.elasticsearch.common.xcontent',
    x_content_parse_exception: os ? 'org.opensearch.core.xcontent' : es8 ? 'org.elasticsearch.xcontent' : 'org.elasticsearch.common.xcontent',
    illegal_argument_exception: 'java.lang',
    number_format_exception: 'java.lang',
    query_shard_exception: os ? 'org.opensearch.index.query' : 'org.elasticsearch.index.query',
  };
  return `${pkg[type] ?? (os ? 'org.opensearch' : 'org.elasticsearch')}.${simpleName(type)}`;
}

/** ExceptionsHelper.detailedMessage: `Simple[message]; nested: Cause[message];` down the chain. */
function detailed(c: EsCause): string {
  if (!c.causedBy) return `${simpleName(c.type)}[${c.reason}]`;
  let out = '';
  for (let t: EsCause | undefined = c; t; t = t.causedBy) {
    out += `${simpleName(t.type)}[${t.reason}]; `;
    if (t.causedBy) out += 'nested: ';
  }
  return out.trim();
}

/** ElasticsearchException.getDetailedMessage (for a ParsingException); Throwable.getMessage for the others. */
function errorMessage(err: EsError, profile: Profile): string {
  const c = err.cause;
  if (c.type !== 'parsing_exception') return c.reason;
  if (!c.causedBy) return `${className(c.type, profile)}: ${c.reason}`;
  const cause = c.causedBy.es === false ? `${className(c.causedBy.type, profile)}: ${c.causedBy.reason}` : detailed(c.causedBy);
  return `${detailed(c)}; ${cause}`;
}

/** The body's query (RestActions.getQueryContent: `query` is its only member). */
function bodyQuery(body: Json | undefined): { query: Json | undefined } | { refused: string } {
  if (body === undefined) return { query: undefined };
  if (!isObject(body)) return { refused: 'Expected [START_OBJECT] but found [START_ARRAY]' };
  let query: Json | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'query' && isObject(v)) query = v as Json;
    else return { refused: `request does not support [${k}]` };
  }
  return { query };
}

function bool(v: string | undefined): boolean {
  return v === 'true' || v === '';
}

/** GET|POST /_validate/query, /{index}/_validate/query */
export const validateQuery: Handler = (state, req, env) => {
  // BaseRestHandler refuses unconsumed parameters before the prepared request runs (its parse errors included).
  const unused = queryParamsWithBody(req, env);
  if (unused) return unused;
  const explain = bool(req.query.explain);
  const rewrite = bool(req.query.rewrite);
  const allShards = bool(req.query.all_shards);
  const invalid = (error: string) => ok(explain ? { valid: false, error } : { valid: false });
  const b = bodyQuery(req.body as Json | undefined);
  if ('refused' in b) return invalid(`${className('parsing_exception', env.profile)}: ${b.refused}`);
  let src: QuerySource | EsError;
  if (req.body === undefined && req.query.q === undefined) src = { kind: 'json', query: undefined };
  else src = querySource(req.body === undefined ? req : { ...req, query: { ...req.query, q: undefined as unknown as string } }, env, b.query);
  if (isEsError(src)) {
    // The simulator's own limits are not the query's fault: they stay errors.
    if (/is not supported by this simulator$/.test(src.cause.reason)) return src;
    return invalid(errorMessage(src, env.profile));
  }
  if (src.kind === 'json' && holdsLookup(src.query)) {
    // TransportValidateQueryAction.doExecute: Rewriteable.rewriteAndFetch on the coordinating node first; a
    // missing or closed index is the request's failure, any other one an invalid answer of no shard.
    const fetched = rewriteTermsLookups(state, req, env, src.query);
    if (isEsError(fetched)) {
      if (fetched.cause.type === 'index_not_found_exception' || fetched.cause.type === 'index_closed_exception') return fetched;
      return ok({ _shards: { total: 0, successful: 0, failed: 0 }, valid: false, explanations: [{ valid: false, error: fetched.cause.reason }] });
    }
    src = { kind: 'json', query: fetched };
  }
  const indices = targetIndices(state, req, env);
  if (isEsError(indices)) return indices;
  let valid = true;
  let total = 0;
  const explanations: JsonObject[] = [];
  for (const index of indices) {
    const shards = allShards ? shardCount(index) : 1;
    total += shards;
    const compiled = compileFor(src, index, req, env, state.dataStreams);
    const ok = !isEsError(compiled);
    if (!ok) valid = false;
    if (!(explain || rewrite || allShards)) continue;
    for (let shard = 0; shard < shards; shard++) {
      const e: JsonObject = { index: index.name };
      if (allShards) e.shard = shard;
      e.valid = ok;
      if (!ok) e.error = `[${index.name}/${index.uuid}] ${detailed(compiled.cause)}`;
      else e.explanation = src.kind === 'json' ? queryString(queryTree(src.query, { index, profile: env.profile, now: env.now, rawBody: req.rawBody })) : '*:*';
      explanations.push(e);
    }
  }
  const body: JsonObject = { _shards: { total, successful: total, failed: 0 }, valid };
  if (explanations.length > 0) body.explanations = explanations;
  return ok(body);
};
