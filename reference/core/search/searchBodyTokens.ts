/**
 * The kinds of value each search body key takes, as SearchSourceBuilder.parseXContent reads them: one branch
 * per token (`token.isValue()`, START_OBJECT, START_ARRAY, else), each matching its own keys, and every
 * other key/token pair refused as `Unknown key for a <token> in [<key>].` at the value. So `"query": []`,
 * `"size": {}` and any `null` (VALUE_NULL is no value token) fail there, as on 6.x–9.x and OpenSearch.
 */
import type { Json } from '../json.ts';
import { isObject } from '../json.ts';

type Kind = 'value' | 'object' | 'array';

const V: readonly Kind[] = ['value'];
const O: readonly Kind[] = ['object'];

/** Keys absent here are either unknown (refused before) or read by their own parser (`retriever`, `ext`). */
const KINDS: Record<string, readonly Kind[]> = {
  from: V, size: V, timeout: V, terminate_after: V, min_score: V, version: V, seq_no_primary_term: V, explain: V, track_scores: V, profile: V, track_total_hits: V,
  _source: ['value', 'object', 'array'],
  stored_fields: ['value', 'array'],
  sort: ['value', 'object', 'array'],
  query: O, post_filter: O, script_fields: O, aggs: O, aggregations: O, highlight: O, suggest: O, slice: O, collapse: O, pit: O, runtime_mappings: O, derived: O,
  knn: ['object', 'array'], rescore: ['object', 'array'], indices_boost: ['object', 'array'],
  docvalue_fields: ['array'], stats: ['array'], search_after: ['array'], fields: ['array'],
};

function kindOf(v: Json): Kind | undefined {
  if (v === null) return undefined;
  return Array.isArray(v) ? 'array' : isObject(v) ? 'object' : 'value';
}

/** Whether SearchSourceBuilder has a branch for this key with this value's token. */
export function bodyTokenAccepted(key: string, v: Json): boolean {
  const kinds = KINDS[key];
  if (!kinds) return true;
  const kind = kindOf(v);
  return kind !== undefined && kinds.includes(kind);
}
