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
  const supported = SUPPORTED[name];
  if (!supported || !isObject(body)) return undefined;
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  if (fields.length !== 1) return undefined;
  const ref = resolveField(index, fields[0]!);
  const type = ref.def?.type;
  if (!ref.runtime || type === 'keyword') return undefined;
  return scoreQueryNotCreated('illegal_argument_exception', `Can only use ${name} queries on ${supported} fields - not on [${ref.name}] which is a runtime field of type [${type}]`, index);
}
