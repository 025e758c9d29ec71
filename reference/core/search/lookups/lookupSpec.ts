/** A terms lookup's element (`{"index", "id", "path", "routing"}`) parsed as TermsLookup.parseTermsLookup does. */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { isEsError, unknownField, xContentRequiredField, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { where, type QueryContext } from '../queryLeaves.ts';

/** Where the terms come from. */
export interface TermsLookupSpec {
  index: string;
  id: string;
  path: string;
  routing?: string;
  /** OpenSearch ≥ 3.2: the documents whose values are taken, instead of one `id`. */
  query?: Json;
  /** OpenSearch ≥ 2.17: read the field's stored value (GET stored_fields), not its `_source`. */
  store?: boolean;
}

const KEYS = ['index', 'id', 'path', 'routing'];

/** Parses a lookup element (TermsLookup.parseTermsLookup). */
export function parseTermsLookup(ctx: QueryContext, v: JsonObject, path: PathStep[]): TermsLookupSpec | EsError {
  for (const k of Object.keys(v)) {
    // `type` is TermsLookup's field while the typed dialect lives (ES < 8, OpenSearch 1.x; deprecated and unused
    // from 7.0 — its deprecation warning is not printed by the simulator); later versions refuse it.
    if (!KEYS.includes(k) && !(k === 'type' && ctx.profile.typedApis) && !(k === 'query' && ctx.profile.termsLookupByQuery) && !(k === 'store' && ctx.profile.termsBitmap)) return unknownField(ctx.profile, 'terms_lookup', k, where(ctx, [...path, k]));
  }
  const byQuery = ctx.profile.termsLookupByQuery && isObject(v.query);
  const missing = ['index', ...(byQuery ? [] : ['id']), 'path'].filter((k) => v[k] === undefined || v[k] === null);
  if (missing.length > 0) return xContentRequiredField(where(ctx, path), missing.join(', '));
  const text = (x: Json | undefined) => (x === undefined || x === null ? undefined : String(x));
  const spec: TermsLookupSpec = { index: String(v.index), id: text(v.id as Json | undefined) ?? '', path: String(v.path), routing: text(v.routing as Json | undefined) };
  if (byQuery) spec.query = v.query as Json;
  // TermsLookup's `store` is a boolean field (ObjectParser: true, false or their strings).
  if (ctx.profile.termsBitmap && (v.store === true || v.store === 'true')) spec.store = true;
  return spec;
}
