/**
 * The `terms` lookup (`{"terms": {"f": {"index", "id", "path", "routing"}}}`), as TermsQueryBuilder.doRewrite
 * runs it on the coordinating node: a realtime GET of the document, the values at `path` in its source
 * (XContentMapValues.extractRawValues: through objects and arrays), and the query rewritten to a plain
 * `terms` query of those values. A missing document gives no terms (the query matches nothing); a missing
 * index is the GET's `index_not_found_exception`. The lookup's own parse errors are TermsLookup's
 * (ConstructingObjectParser "terms_lookup"). The same walk fetches a geo_shape query's `indexed_shape`
 * (indexedShape.ts), a percolate query's document and more_like_this items by id.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import type { ClusterState } from '../../state.ts';
import { docKey } from '../../state.ts';
import { bitmapLookupNotSingle, isEsError, unknownField, xContentRequiredField, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { readTarget } from '../../docs/target.ts';
import { fieldDefAt, storedFields } from '../../docs/storedFields.ts';
import { noteGet } from '../../stats/readStats.ts';
import { shardOf } from '../routing.ts';
import { sameShard } from '../../docs/write.ts';
import { where, type QueryContext } from '../queryLeaves.ts';
import { termsByQuery } from './lookupByQuery.ts';
import { extractRawValues } from './rawValues.ts';
import { parseTermsLookup, type TermsLookupSpec } from './lookupSpec.ts';
import { isPercolateLookup, rewritePercolateLookup } from '../percolate/percolateLookup.ts';
import { isIndexedShapeQuery, rewriteIndexedShape } from './indexedShape.ts';

export { extractRawValues };

export type { TermsLookupSpec };

/** The terms a lookup fetches, or the GET's error; `binary`: they are a stored binary field's bytes (as base64). */
function fetchTerms(state: ClusterState, env: Env, spec: TermsLookupSpec): (Json[] & { binary?: boolean }) | EsError {
  const idx = readTarget(state, env.profile, spec.index);
  if (isEsError(idx)) return idx;
  if (spec.query !== undefined) return termsByQuery(idx, env, spec.query, spec.path);
  const doc = idx.docs.get(docKey(env.profile, '_doc', spec.id)) ?? [...idx.docs.values()].find((d) => d.id === spec.id);
  const found = doc !== undefined && sameShard(env, idx, doc, spec.routing);
  // TermsQueryBuilder.fetch is a GetRequest: the lookup index's shard counts it (`_stats` get; stats/readStats.ts).
  noteGet(state, idx, shardOf(idx, env.profile, spec.id, spec.routing), found);
  if (!found) return [];
  // `store: true` (OpenSearch 2.17+) reads GetResponse.getField(path): the stored field's values, none when the
  // field is not stored (where OpenSearch's getField(...).getValues() would fail on a null: not modelled). A
  // binary field's stored value is its bytes, which _source holds as base64.
  if (spec.store) {
    const values: Json[] & { binary?: boolean } = [...((storedFields(idx, doc!, [spec.path])?.[spec.path] as Json[] | undefined) ?? [])];
    values.binary = fieldDefAt(idx.mappings.get(doc!.type), spec.path)?.type === 'binary';
    return values;
  }
  return extractRawValues(spec.path, doc!.parsed as Json);
}

/**
 * A bitmap lookup's rewritten query. From a stored field (`store: true`) the one value is the bitmap's bytes
 * (TermsQueryBuilder.fetch refuses any other count), written back as its base64 text with `value_type: bitmap`;
 * from `_source` the values are plain terms (BytesRefs, not bytes, so doToQuery's BITMAP branch is not taken)
 * and the query loses its value type. Undefined for a query that is no bitmap lookup.
 */
function bitmapLookup(v: JsonObject, spec: TermsLookupSpec, terms: Json[] & { binary?: boolean }): JsonObject | undefined | EsError {
  if (v.value_type === undefined || String(v.value_type).toLowerCase() !== 'bitmap') return undefined;
  const field = Object.keys(v).find((f) => f !== 'boost' && f !== '_name' && f !== 'value_type')!;
  if (spec.store && terms.length !== 1) return bitmapLookupNotSingle();
  if (spec.store && terms.binary) return { ...v, [field]: [...terms] };
  // Values that are not bytes (from _source, or a stored field of another type) are ordinary terms.
  const { value_type: _drop, ...rest } = v;
  return { ...rest, [field]: [...terms] };
}

/** more_like_this items by id with their source attached as `doc` (the multi-termvectors fetch); a missing one stays without. */
function fetchItems(state: ClusterState, env: Env, v: Json | undefined, current: string | undefined): Json | undefined {
  if (v === undefined || v === null) return v;
  const arr = Array.isArray(v) ? v : [v];
  const out: Json[] = [];
  for (const x of arr) {
    if (!isObject(x) || x._id === undefined || x.doc !== undefined) {
      out.push(x as Json);
      continue;
    }
    // An item that cannot be fetched (no such index or document) stays, without terms: MoreLikeThisQueryBuilder
    // skips failed multi-termvectors responses, and the item still counts as given (and is still excluded).
    const name = x._index === undefined ? current : String(x._index);
    const idx = name === undefined ? undefined : readTarget(state, env.profile, name);
    if (idx === undefined || isEsError(idx)) {
      out.push(x as Json);
      continue;
    }
    const id = String(x._id);
    const doc = idx.docs.get(docKey(env.profile, '_doc', id)) ?? [...idx.docs.values()].find((d) => d.id === id);
    if (!doc || !sameShard(env, idx, doc, x.routing === undefined || x.routing === null ? undefined : String(x.routing))) {
      out.push(x as Json);
      continue;
    }
    out.push({ ...x, _index: idx.name, doc: doc.parsed });
  }
  return out;
}

/** The query with every terms lookup replaced by the terms it fetches (the coordinating node's rewrite). */
export function rewriteTermsLookups(state: ClusterState, req: ApiRequest, env: Env, q: Json | undefined): Json | undefined | EsError {
  if (q === undefined) return q;
  let failure: EsError | undefined;
  // Most queries hold no lookup: then the query itself comes back, so callers can skip re-parsing it.
  let changed = false;
  const ctx = { index: undefined as never, profile: env.profile, now: env.now, rawBody: req.rawBody } as QueryContext;
  const walk = (node: Json): Json => {
    if (failure) return node;
    if (Array.isArray(node)) return node.map((n) => walk(n as Json));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'terms' && isObject(v)) {
        const fields = Object.keys(v).filter((f) => f !== 'boost' && f !== '_name' && !(f === 'value_type' && env.profile.termsBitmap));
        const f = fields[0];
        const lookup = f !== undefined && fields.length === 1 ? v[f] : undefined;
        if (isObject(lookup)) {
          const spec = parseTermsLookup(ctx, lookup, []);
          if (isEsError(spec)) {
            failure = spec;
            return node;
          }
          const terms = fetchTerms(state, env, spec);
          if (isEsError(terms)) {
            failure = terms;
            return node;
          }
          const bitmap = bitmapLookup(v, spec, terms);
          if (isEsError(bitmap)) {
            failure = bitmap;
            return node;
          }
          out[k] = bitmap ?? { ...v, [f!]: terms };
          changed = true;
          continue;
        }
      }
      // A percolate query's document and a geo_shape/shape query's indexed_shape: fetched whole, or the search fails.
      const fetched =
        k === 'percolate' && isPercolateLookup(v as Json) ? rewritePercolateLookup(state, env, v as JsonObject)
        : (k === 'geo_shape' || k === 'shape') && isIndexedShapeQuery(v as Json) ? rewriteIndexedShape(state, env, v as JsonObject)
        : undefined;
      if (fetched !== undefined) {
        if (isEsError(fetched)) {
          failure = fetched;
          return node;
        }
        out[k] = fetched;
        changed = true;
        continue;
      }
      if (k === 'more_like_this' && isObject(v)) {
        out[k] = { ...v, like: fetchItems(state, env, v.like as Json, req.parts.index), unlike: fetchItems(state, env, v.unlike as Json, req.parts.index) };
        if (v.like === undefined) delete (out[k] as JsonObject).like;
        if (v.unlike === undefined) delete (out[k] as JsonObject).unlike;
        changed = true;
        continue;
      }
      out[k] = walk(v as Json);
    }
    return out;
  };
  const r = walk(q);
  return failure ?? (changed ? r : q);
}
