/**
 * The can_match rewrite of leaves on a constant_keyword field (x-pack ConstantKeywordFieldMapper): its type
 * is a ConstantFieldType, so TermQueryBuilder, TermsQueryBuilder, PrefixQueryBuilder and WildcardQueryBuilder
 * rewrite it per index, without reading a document, to match_all or match_none by the one value the mapping
 * holds (ConstantKeywordFieldType.matches; no value yet matches nothing). A search over indices with
 * different values skips the shards whose value cannot match (x-pack constant_keyword/10_basic.yml).
 */
import { isObject, type Json } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import { wildcardMatches } from '../../glob.ts';
import { keywordOf, resolveField } from '../fields.ts';

/** The leaf kinds a constant field rewrites. */
export const CONSTANT_REWRITES: ReadonlySet<string> = new Set(['term', 'terms', 'prefix', 'wildcard']);

/** True when a term, terms, prefix or wildcard on a constant_keyword field cannot match the index's value. */
export function constantKeywordMisses(kind: string, body: Json, index: IndexState): boolean {
  if (!isObject(body)) return false;
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  if (fields.length !== 1) return false;
  const ref = resolveField(index, fields[0]!);
  if (ref.def?.type !== 'constant_keyword') return false;
  const constant = ref.def.value;
  const spec = body[fields[0]!] as Json;
  if (kind === 'terms') return Array.isArray(spec) && (constant === undefined || constant === null || !spec.some((v) => keywordOf(v as Json) === String(constant)));
  const opts = isObject(spec) ? spec : {};
  const raw = isObject(spec) ? (kind === 'wildcard' && !('value' in spec) ? spec.wildcard : spec.value) : spec;
  if (raw === undefined || raw === null || isObject(raw) || Array.isArray(raw)) return false;
  if (constant === undefined || constant === null) return true;
  const value = String(constant);
  const pattern = keywordOf(raw as Json);
  const ci = opts.case_insensitive === true;
  const fold = (s: string) => (ci ? s.toLowerCase() : s);
  if (kind === 'term') return fold(pattern) !== fold(value);
  if (kind === 'prefix') return !fold(value).startsWith(fold(pattern));
  return !wildcardMatches(pattern, value, ci);
}
