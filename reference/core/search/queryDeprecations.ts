/**
 * Deprecation warnings a search body's query earns from its parsers (ParseField.withAllDeprecated: `Deprecated
 * field [x] used, replaced by [y]`): the `common` query (ES 7.3–7.x, OpenSearch) and `cutoff_frequency` on
 * `match` and `multi_match` (same versions), a terms lookup's `type` (ES 7.7.1–7.x), bool's `disable_coord` (ES 6–7.x, OpenSearch), the `type` query (ES 7.x, OpenSearch 1.x), OpenSearch's `ordered` on interval rules. The query is walked through the places a query nests in
 * (bool clauses, constant_score, dis_max, boosting, function_score, nested and the join queries).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';

/** MatchQueryBuilder's (`[match]`) and MultiMatchQueryBuilder's (`[multi_match]`) replacement text for `cutoff_frequency`. */
const cutoff = (query: string) => `you can omit this option, the [${query}] query can skip block of documents efficiently if the total number of hits is not tracked`;
/** CommonTermsQueryBuilder.COMMON_TERMS_QUERY_DEPRECATION_MSG (ES 7.x, OpenSearch). */
const COMMON = '[match] query which can efficiently skip blocks of documents if the total number of hits is not tracked';

/** TypeQueryBuilder.TYPES_DEPRECATION_MESSAGE (ES 7.x; OpenSearch 1.x kept 7.10's). */
const TYPE_QUERY = '[types removal] Type queries are deprecated, prefer to filter on a field instead.';

/** IdFieldMapper.ID_FIELD_DATA_DEPRECATION_MESSAGE (ES 7.6+, OpenSearch). */
const ID_FIELDDATA = 'Loading the fielddata on the _id field is deprecated and will be removed in future versions. If you require sorting or aggregating on this field you should also include the id in the body of your documents, and map this field as a keyword field that has [doc_values] enabled';

const replaced = (field: string, by: string) => `Deprecated field [${field}] used, replaced by [${by}]`;

/** ParseField.withAllDeprecated() without a replacement: `Deprecated field [x] used, which has been removed entirely`. */
const REMOVED = (field: string) => `Deprecated field [${field}] used, which has been removed entirely`;

/** OpenSearch's `ordered` on an interval rule (ParseField.withAllDeprecated() without replacement, 1.3+). */
const ORDERED = 'Deprecated field [ordered] used, this field is unused and will be removed entirely';

/** Whether an `intervals` body uses `ordered` on a `match` or `all_of` rule, at any depth. */
function usesOrdered(v: Json, parent?: string): boolean {
  if (Array.isArray(v)) return v.some((x) => usesOrdered(x));
  if (!isObject(v)) return false;
  if ((parent === 'match' || parent === 'all_of') && v.ordered !== undefined) return true;
  return Object.entries(v).some(([k, x]) => usesOrdered(x as Json, k));
}

function walk(q: Json | undefined, profile: Profile, out: Set<string>): void {
  if (Array.isArray(q)) {
    for (const x of q) walk(x, profile, out);
    return;
  }
  if (!isObject(q)) return;
  for (const [name, body] of Object.entries(q)) {
    if (!isObject(body)) continue;
    const b = body as JsonObject;
    switch (name) {
      case 'common':
        if (profile.commonTermsQuery === 'deprecated') out.add(replaced('common', COMMON));
        break;
      case 'match':
        if (profile.matchCutoffFrequency === 'deprecated' && Object.values(b).some((v) => isObject(v) && v.cutoff_frequency !== undefined)) out.add(replaced('cutoff_frequency', cutoff('match')));
        break;
      case 'multi_match':
        if (profile.matchCutoffFrequency === 'deprecated' && b.cutoff_frequency !== undefined) out.add(replaced('cutoff_frequency', cutoff('multi_match')));
        break;
      case 'terms':
        // A lookup element (an object under the field) naming `type`: TermsLookup's deprecated field.
        if (profile.termsLookupTypeDeprecated && profile.typedApis && Object.values(b).some((v) => isObject(v) && v.type !== undefined)) out.add(REMOVED('type'));
        break;
      case 'type':
        // TypeQueryBuilder.doToQuery (7.x, OpenSearch 1.x): the query still works (`_doc` matches every document).
        if (profile.typesDeprecated) out.add(TYPE_QUERY);
        break;
      case 'intervals':
        if (profile.intervalsMode && usesOrdered(b)) out.add(ORDERED);
        break;
      case 'bool':
        if (profile.boolDisableCoord === 'deprecated' && b.disable_coord !== undefined) out.add(replaced('disable_coord', 'disable_coord has been removed'));
        // ES 8's ObjectParser reads `mustNot` as must_not's deprecated name (7.x's hand parser took it silently).
        if (profile.boolDisableCoord === 'removed' && b.mustNot !== undefined) out.add('Deprecated field [mustNot] used, expected [must_not] instead');
        for (const k of ['must', 'should', 'filter', 'must_not', 'mustNot']) walk(b[k] as Json, profile, out);
        break;
      case 'dis_max':
        walk(b.queries as Json, profile, out);
        break;
      case 'boosting':
        walk(b.positive as Json, profile, out);
        walk(b.negative as Json, profile, out);
        break;
      case 'constant_score':
        walk(b.filter as Json, profile, out);
        break;
      case 'function_score':
        walk(b.query as Json, profile, out);
        if (Array.isArray(b.functions)) for (const f of b.functions) if (isObject(f)) walk(f.filter as Json, profile, out);
        break;
      case 'nested':
      case 'has_child':
      case 'has_parent':
      case 'script_score':
        walk(b.query as Json, profile, out);
        break;
      default:
        break;
    }
  }
}

/**
 * ScriptSortBuilder's deprecation logs for `nested_path` and `nested_filter` (ES 6.1–7.x). Only the script
 * sort logs them: FieldSortBuilder's parser declares the two with plain setters (setNestedPath,
 * setNestedFilter), so a field sort takes them without a warning.
 */
function sortWarnings(sort: Json | undefined, profile: Profile, out: Set<string>): void {
  for (const el of Array.isArray(sort) ? sort : [sort]) {
    // A sort on `_id` loads its field data (IdFieldMapper's deprecation, ES 7.6–7.x, OpenSearch 1.x).
    if (profile.idFielddataDeprecated && (el === '_id' || (isObject(el) && '_id' in el))) out.add(ID_FIELDDATA);
    if (!isObject(el) || !profile.sortNestedPathDeprecated) continue;
    for (const [key, opts] of Object.entries(el)) {
      if (key !== '_script' || !isObject(opts)) continue;
      if (opts.nested_path !== undefined) out.add('[nested_path] has been deprecated in favor of the [nested] parameter');
      if (opts.nested_filter !== undefined) out.add('[nested_filter] has been deprecated in favour for the [nested] parameter');
    }
  }
}

/** The deprecation warnings of a search body's `query` (and `post_filter`), once each. */
export function queryDeprecationWarnings(profile: Profile, body: Json | undefined): string[] {
  if (!profile.sortNestedPathDeprecated && profile.commonTermsQuery !== 'deprecated' && profile.matchCutoffFrequency !== 'deprecated' && profile.boolDisableCoord === 'accepted' && !profile.intervalsMode && !(profile.termsLookupTypeDeprecated && profile.typedApis) && !profile.typesDeprecated && !profile.idFielddataDeprecated) return [];
  if (!isObject(body)) return [];
  const out = new Set<string>();
  walk(body.query as Json, profile, out);
  walk(body.post_filter as Json, profile, out);
  if (profile.sortNestedPathDeprecated || profile.idFielddataDeprecated) sortWarnings(body.sort as Json, profile, out);
  if (profile.idFielddataDeprecated && aggregatesOnId((body.aggs ?? body.aggregations) as Json | undefined)) out.add(ID_FIELDDATA);
  return [...out];
}

/** Whether an aggregation at any depth reads `_id` as its field (its field data loads: IdFieldMapper's deprecation). */
function aggregatesOnId(aggs: Json | undefined, depth = 0): boolean {
  if (!isObject(aggs) || depth > 100) return false;
  for (const agg of Object.values(aggs)) {
    if (!isObject(agg)) continue;
    for (const [k, v] of Object.entries(agg)) {
      if (k === 'aggs' || k === 'aggregations') {
        if (aggregatesOnId(v as Json, depth + 1)) return true;
      } else if (isObject(v) && v.field === '_id') return true;
    }
  }
  return false;
}
