/**
 * An alias filter as ES prints it back from its parsed QueryBuilder (`_search_shards`' `indices.*.filter`,
 * AliasFilter's query toXContent): the builder's full form, defaults spelled out (`boost: 1.0`, a term's
 * `value` object). Modelled for the builders alias filters are usually made of (term, terms, match_all,
 * exists, bool over them); any other query is shown as it was stored, which ES would print fuller.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';

const BOOL_CLAUSES = ['must', 'filter', 'must_not', 'should'] as const;

/** Boost (1.0 unless given) and `_name` (when given), as printBoostAndQueryName writes them. */
function boostAndName(given: JsonObject, out: JsonObject): JsonObject {
  out.boost = typeof given.boost === 'number' ? given.boost : 1.0;
  if (given._name !== undefined) out._name = given._name;
  return out;
}

/** One query in its builder's printed form. */
export function queryXContent(q: Json): Json {
  if (!isObject(q) || Object.keys(q).length !== 1) return q;
  const [kind, body] = Object.entries(q)[0]!;
  if (!isObject(body)) return q;
  if (kind === 'match_all') return { match_all: boostAndName(body, {}) };
  if (kind === 'exists' && typeof body.field === 'string') return { exists: boostAndName(body, { field: body.field }) };
  if (kind === 'term') {
    const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
    if (fields.length !== 1) return q;
    const v = body[fields[0]!];
    const spec: JsonObject = isObject(v) ? v : { value: v };
    const out: JsonObject = { value: spec.value ?? null };
    if (spec.case_insensitive === true) out.case_insensitive = true;
    return { term: { [fields[0]!]: boostAndName(spec, out) } };
  }
  if (kind === 'terms') {
    const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
    if (fields.length !== 1 || !Array.isArray(body[fields[0]!])) return q;
    return { terms: boostAndName(body, { [fields[0]!]: body[fields[0]!]! }) };
  }
  if (kind === 'bool') {
    const out: JsonObject = {};
    for (const c of BOOL_CLAUSES) {
      const v = body[c];
      if (v === undefined) continue;
      out[c] = (Array.isArray(v) ? v : [v]).map((x) => queryXContent(x as Json));
    }
    out.adjust_pure_negative = body.adjust_pure_negative !== false;
    if (body.minimum_should_match !== undefined) out.minimum_should_match = body.minimum_should_match;
    return { bool: boostAndName(body, out) };
  }
  return q;
}
