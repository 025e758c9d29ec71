/**
 * A context-enabled completion field's write-time check (ContextMappings.addField, 7.0 and later): an
 * input without contexts, when no context mapping reads a `path`, is refused ("Contexts are mandatory in
 * context enabled completion field"). Inputs whose contexts come from a `path` are not checked here.
 */
import { isObject, type Json } from '../json.ts';
import { completionContextsMandatory, type EsCause } from '../errors/index.ts';
import type { FieldDef } from './types.ts';

/** The cause refusing a completion value that indexes no context on a context-enabled field, if any. */
export function completionContextsMissing(def: FieldDef, value: Json, path: string): EsCause | undefined {
  const mappings = Array.isArray(def.contexts) ? (def.contexts as Json[]) : [];
  if (mappings.length === 0 || mappings.some((m) => isObject(m) && typeof m.path === 'string')) return undefined;
  const items = Array.isArray(value) ? value : [value];
  const bare = items.some((it) => !isObject(it) || !isObject(it.contexts) || Object.keys(it.contexts).length === 0);
  if (!bare) return undefined;
  return completionContextsMandatory(path);
}
