/**
 * The values of stored fields (`store: true` in the mapping) of one document, as a GET with `stored_fields`
 * returns them, and as a terms lookup with `store: true` reads them (OpenSearch 2.17+).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { Doc } from '../doc.ts';
import type { FieldDef } from '../mapping/types.ts';
import type { IndexState } from '../state.ts';

/** Values of stored fields (`store: true` in the mapping) for `stored_fields`. */
export function storedFields(idx: IndexState, doc: Doc, names: string[]): JsonObject | undefined {
  const mapping = idx.mappings.get(doc.type);
  const out: JsonObject = {};
  for (const name of names) {
    if (name === '_source' || name === '_routing') continue;
    const def = fieldDefAt(mapping, name);
    if (!def || def.store !== true) continue;
    let v: Json | undefined = doc.parsed;
    for (const seg of name.split('.')) v = isObject(v) ? (v[seg] as Json) : undefined;
    if (v === undefined || v === null) continue;
    out[name] = Array.isArray(v) ? v : [v];
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * A script's `params._fields` (LeafSearchLookup.asMap's `_fields`, a LeafStoredFieldsLookup): per mapped field,
 * its FieldLookup read as a map, `value` (the first stored value, or null) and `values` (the stored values;
 * none unless the mapping stores the field, `store: true`). ES loads a name when the script asks for it.
 */
export function storedFieldLookups(idx: IndexState, doc: Doc): JsonObject {
  const out: JsonObject = {};
  const walk = (def: FieldDef | undefined, prefix: string) => {
    for (const [name, sub] of Object.entries(def?.properties ?? {})) {
      const path = prefix + name;
      if (sub.properties) walk(sub, path + '.');
      else {
        // A mapped field that is not stored loads nothing: a FieldLookup without values.
        const values = (storedFields(idx, doc, [path])?.[path] as Json[] | undefined) ?? [];
        out[path] = { value: values[0] ?? null, values };
      }
    }
  };
  walk(idx.mappings.get(doc.type), '');
  return out;
}

/** The mapping of a dotted field path under a mapping root (through `properties`), if any. */
export function fieldDefAt(root: FieldDef | undefined, name: string): FieldDef | undefined {
  let def = root;
  for (const seg of name.split('.')) def = def?.properties?.[seg];
  return def;
}
