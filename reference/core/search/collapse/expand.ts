/**
 * The expand phase of a collapsed search (ExpandSearchPhase): for each hit of the page and each
 * `inner_hits` definition, a search of its own — the original query as `must`, the group as a filter
 * (`match` on the collapse value, or `must_not exists` for the group without one), the original
 * `post_filter` and point in time, the inner hit's paging, sort and fetch options — whose `hits` become
 * the hit's `inner_hits.<name>`. ES sends them as one msearch; one after the other gives the same answers.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { ScrollHit } from '../../doc.ts';
import type { ApiRequest, ApiResult } from '../../handler.ts';
import type { EsError } from '../../errors/index.ts';
import type { CollapseSpec } from './parseCollapse.ts';

/** What the expand phase needs of the original search. */
export interface ExpandPlan {
  spec: CollapseSpec;
  /** The original query as JSON (the `q` parameter's, translated), when there is one. */
  query: Json | undefined;
  /** Each page hit's collapse value. */
  valueOf: (h: ScrollHit) => string | number | null;
}

/** Query parameters the group searches keep: where and how to search, not what to page or fetch. */
const KEPT_PARAMS = ['routing', 'preference', 'rest_total_hits_as_int', 'search_type', 'ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'ignore_throttled', 'typed_keys'];
/** InnerHitBuilder's options as SearchSourceBuilder keys (buildExpandSearchSourceBuilder). */
const COPIED = ['from', 'size', 'sort', '_source', 'fields', 'docvalue_fields', 'stored_fields', 'script_fields', 'highlight', 'explain', 'track_scores', 'version', 'seq_no_primary_term', 'collapse'];

function groupRequest(req: ApiRequest, plan: ExpandPlan, value: string | number | null, inner: JsonObject): ApiRequest {
  const field = plan.spec.field;
  const bool: JsonObject = value === null ? { must_not: [{ exists: { field } }] } : { filter: [{ match: { [field]: value } }] };
  if (plan.query !== undefined) bool.must = [plan.query];
  const body: JsonObject = { query: { bool } };
  const outer = isObject(req.body) ? req.body : {};
  if (outer.post_filter !== undefined) body.post_filter = outer.post_filter;
  if (outer.pit !== undefined) body.pit = outer.pit;
  // InnerHitBuilder's defaults: from 0, size 3.
  body.from = 0;
  body.size = 3;
  for (const k of COPIED) if (inner[k] !== undefined) body[k] = inner[k] as Json;
  const query: Record<string, string> = {};
  for (const k of KEPT_PARAMS) if (req.query[k] !== undefined) query[k] = req.query[k]!;
  return { ...req, query, body, rawBody: undefined };
}

/** Sets `inner_hits` on each hit of the page, or returns the first group search's failure. */
export function expandCollapsed(page: ScrollHit[], plan: ExpandPlan, req: ApiRequest, run: (r: ApiRequest) => ApiResult | EsError): EsError | undefined {
  if (plan.spec.innerHits.length === 0) return undefined;
  for (const h of page) {
    const value = plan.valueOf(h);
    const out: JsonObject = {};
    for (const inner of plan.spec.innerHits) {
      const r = run(groupRequest(req, plan, value, inner));
      if ('kind' in r) return r;
      const body = r.body as JsonObject;
      out[String(inner.name)] = { hits: body.hits as Json };
    }
    h.innerHits = out;
  }
  return undefined;
}
