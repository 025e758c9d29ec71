/**
 * Whether a query rewrites to `match_none` against one shard's data, as the can_match phase asks
 * (SearchService.queryStillMatchesAfterRewrite: Rewriteable.rewrite with the shard's SearchExecutionContext).
 * Only the rewrites that look at the shard are modelled, and any other query is kept (can match):
 * - `match_none`;
 * - `range` on a field the index does not map (RangeQueryBuilder.getRelation: no field type is DISJOINT), or on a
 *   date or date_nanos field whose values on the shard all lie outside the range, or that has none there
 *   (DateFieldType.isFieldWithinQuery reads the points' min and max; other field types answer INTERSECTS);
 * - `exists` on a field the index does not map (ExistsQueryBuilder.doRewrite);
 * - `bool`: a must or filter clause that is none, or should clauses alone that are all none (BoolQueryBuilder.doRewrite);
 * - `constant_score` whose filter is none (ConstantScoreQueryBuilder.doRewrite);
 * - `term` on `_index` or `_index_mode`, constant per index (ConstantFieldType: TermQueryBuilder's rewrite
 *   answers match_all or match_none by the index's name, matched as a simple pattern, or its `index.mode`);
 * - `term`, `terms`, `prefix`, `wildcard` on a constant_keyword field, by its value (constantKeyword.ts).
 */
import { isObject, type Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import { keywordOf, resolveField, toMillis, valuesOf } from '../fields.ts';
import { parseDateMath } from '../dateMath.ts';
import { simpleMatch } from '../../resolve.ts';
import { constantKeywordMisses } from './constantKeyword.ts';

/** One shard as the rewrite sees it: its index, its documents, and the request's `now`. */
export interface ShardView {
  index: IndexState;
  docs: readonly Doc[];
  now: number;
}

function clauses(v: Json | undefined): Json[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

/** True when the query surely rewrites to match_none on the shard. */
export function rewritesToNone(query: Json | undefined, shard: ShardView): boolean {
  if (!isObject(query)) return false;
  const keys = Object.keys(query);
  if (keys.length !== 1) return false;
  const name = keys[0]!;
  const body = query[name] as Json;
  switch (name) {
    case 'match_none':
      return true;
    case 'bool': {
      if (!isObject(body)) return false;
      const required = [...clauses(body.must as Json | undefined), ...clauses(body.filter as Json | undefined)];
      if (required.some((c) => rewritesToNone(c, shard))) return true;
      const should = clauses(body.should as Json | undefined);
      return required.length === 0 && should.length > 0 && should.every((c) => rewritesToNone(c, shard));
    }
    case 'constant_score':
      return isObject(body) && rewritesToNone(body.filter as Json, shard);
    case 'exists':
      return isObject(body) && typeof body.field === 'string' && !body.field.includes('*') && resolveField(shard.index, body.field).kind === 'unmapped';
    case 'range':
      return rangeDisjoint(body, shard);
    case 'term':
      return constantTermMisses(body, shard.index) || constantKeywordMisses(name, body, shard.index);
    case 'terms':
    case 'prefix':
    case 'wildcard':
      return constantKeywordMisses(name, body, shard.index);
    default:
      return false;
  }
}

/** A `term` on `_index` or `_index_mode` whose value is not the index's (IndexFieldType, IndexModeFieldType). */
function constantTermMisses(body: Json, index: IndexState): boolean {
  if (!isObject(body)) return false;
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  if (fields.length !== 1 || (fields[0] !== '_index' && fields[0] !== '_index_mode')) return false;
  const spec = body[fields[0]!] as Json;
  const value = isObject(spec) ? spec.value : spec;
  if (typeof value !== 'string') return false;
  if (fields[0] === '_index') return !simpleMatch(value, index.name);
  return value !== String(index.settings['index.mode'] ?? 'standard').toLowerCase();
}

function rangeDisjoint(body: Json, shard: ShardView): boolean {
  if (!isObject(body)) return false;
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  if (fields.length !== 1) return false;
  const field = fields[0]!;
  const spec = body[field] as Json;
  if (!isObject(spec)) return false;
  const ref = resolveField(shard.index, field);
  if (ref.kind === 'unmapped') return true;
  const type = ref.def?.type;
  if (ref.kind !== 'date' || (type !== 'date' && type !== 'date_nanos') || ref.runtime) return false;
  let lower: Json = null;
  let upper: Json = null;
  let incL = true;
  let incU = true;
  for (const [k, v] of Object.entries(spec)) {
    if (k === 'gt') [lower, incL] = [v as Json, false];
    else if (k === 'gte') [lower, incL] = [v as Json, true];
    else if (k === 'lt') [upper, incU] = [v as Json, false];
    else if (k === 'lte') [upper, incU] = [v as Json, true];
    else if (k === 'from') lower = v as Json;
    else if (k === 'to') upper = v as Json;
    else if (k === 'include_lower') incL = v !== false && v !== 'false';
    else if (k === 'include_upper') incU = v !== false && v !== 'false';
  }
  // A time zone shifts the bounds; the simulator's range ignores it, so the shard is kept rather than guessed at.
  if (spec.time_zone !== undefined) return false;
  const format = typeof spec.format === 'string' ? spec.format : ref.format;
  const bound = (b: Json, roundUp: boolean): number | undefined => {
    const r = parseDateMath(keywordOf(b), format, shard.now, roundUp);
    return r.ok ? r.millis : undefined;
  };
  // DateFieldType.isFieldWithinQuery: `gt` and `lte` round up, exclusive bounds move by one unit.
  const from = lower === null ? -Infinity : bound(lower, !incL);
  const to = upper === null ? Infinity : bound(upper, incU);
  if (from === undefined || to === undefined) return false;
  let min = Infinity;
  let max = -Infinity;
  for (const d of shard.docs) {
    for (const v of valuesOf(d, ref, shard.index.name)) {
      const t = toMillis(v, ref.format);
      if (Number.isNaN(t)) continue;
      if (t < min) min = t;
      if (t > max) max = t;
    }
  }
  // No points on the shard: nothing matches.
  if (min === Infinity) return true;
  const below = incL ? max < from : max <= from;
  const above = incU ? min > to : min >= to;
  return below || above;
}
