/**
 * Queries a runtime field refuses (AbstractScriptFieldType): prefix, wildcard, regexp and fuzzy work only on
 * a keyword runtime field (StringScriptFieldType); on the others the shard fails creating the query with
 * "Can only use <query> queries on <types> fields - not on [f] which is a runtime field of type [t]".
 */
import { isObject, type Json } from '../../json.ts';
import { scoreQueryNotCreated, type EsError } from '../../errors/index.ts';
import type { IndexState } from '../../state.ts';
import { resolveField } from '../fields.ts';

const SUPPORTED: Record<string, string> = {
  prefix: 'keyword, text and wildcard',
  wildcard: 'keyword, text and wildcard',
  regexp: 'keyword and text',
  fuzzy: 'keyword and text',
};

/** The error of a leaf query on a runtime field that does not support it, or undefined. */
export function runtimeQueryProblem(index: IndexState, name: string, body: Json): EsError | undefined {
  const lookup = lookupQueryProblem(index, name, body);
  if (lookup) return lookup;
  const supported = SUPPORTED[name];
  if (!supported || !isObject(body)) return undefined;
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  if (fields.length !== 1) return undefined;
  const ref = resolveField(index, fields[0]!);
  const type = ref.def?.type;
  // A constant keyword computes its values too, but is a keyword (ConstantFieldType answers them all).
  if (!ref.runtime || ref.indexed || type === 'keyword' || type === 'constant_keyword') return undefined;
  return scoreQueryNotCreated('illegal_argument_exception', `Can only use ${name} queries on ${supported} fields - not on [${ref.name}] which is a runtime field of type [${type}]`, index);
}

/** The queries that reach a field's termQuery (term, terms, match): a lookup runtime field refuses them (LookupRuntimeFieldType). */
function lookupQueryProblem(index: IndexState, name: string, body: Json): EsError | undefined {
  if ((name !== 'term' && name !== 'terms' && name !== 'match') || !isObject(body)) return undefined;
  const field = Object.keys(body).find((k) => k !== 'boost' && k !== '_name');
  if (field === undefined) return undefined;
  const ref = resolveField(index, field);
  if (!ref.runtime || ref.def?.type !== 'lookup') return undefined;
  return scoreQueryNotCreated('illegal_argument_exception', `Cannot search on field [${ref.name}] since it is a lookup field.`, index);
}
