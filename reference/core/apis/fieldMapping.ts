/**
 * `GET /{index}/_mapping/field/{fields}` (indices.get_field_mapping), as ES's
 * TransportGetFieldMappingsIndexAction answers it: per index, each field path a pattern or name matches,
 * with its full name and its definition under its leaf name. Leaves and multi-fields are fields; objects
 * are not. A name that matches nothing is left out; an index with no match still answers `mappings: {}`.
 */
import type { JsonObject } from '../json.ts';
import { isEsError } from '../errors/index.ts';
import { printTyped } from '../mapping/body.ts';
import { renderMapping } from '../mapping/render.ts';
import { isObjectField, type FieldDef } from '../mapping/types.ts';
import { resolveIndices, resolveOptionsFrom, simpleMatch, splitExpr } from '../resolve.ts';
import { fieldDefaults } from './fieldMappingDefaults.ts';
import { flag, ok, type Handler } from '../handler.ts';

/** Every field path of a mapping in mapping order, with its leaf name and definition. */
function fieldsOf(props: Record<string, FieldDef> | undefined, prefix = '', out: [string, string, FieldDef][] = []): [string, string, FieldDef][] {
  for (const [name, def] of Object.entries(props ?? {})) {
    const path = prefix + name;
    if (isObjectField(def)) {
      fieldsOf(def.properties, `${path}.`, out);
      continue;
    }
    out.push([path, name, def]);
    for (const [sub, subDef] of Object.entries(def.fields ?? {})) out.push([`${path}.${sub}`, sub, subDef]);
  }
  return out;
}

/** The fields of one mapping that the requested names and patterns select, as ES prints them. */
function selectFields(props: Record<string, FieldDef> | undefined, wanted: string[], includeDefaults: boolean): JsonObject {
  const all = fieldsOf(props);
  const out: JsonObject = {};
  const add = ([path, leaf, def]: [string, string, FieldDef]) => {
    if (path in out) return;
    const mapping = renderMapping(def);
    out[path] = { full_name: path, mapping: { [leaf]: includeDefaults ? { type: mapping.type ?? null, ...fieldDefaults(def.type), ...mapping } : mapping } };
  };
  for (const w of wanted) {
    if (w.includes('*')) {
      for (const f of all) if (simpleMatch(w, f[0])) add(f);
    } else {
      const hit = all.find((f) => f[0] === w);
      if (hit) add(hit);
    }
  }
  return out;
}

/** GET /_mapping/field/{fields}, /{index}/_mapping/field/{fields}, and the typed forms with `{type}`. */
export const getFieldMapping: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query));
  if (isEsError(names)) return names;
  const wanted = splitExpr(req.parts.fields);
  const types = splitExpr(req.parts.type);
  const typeOk = (t: string) => types.length === 0 || types.some((p) => p === '_all' || simpleMatch(p, t));
  const includeDefaults = flag(req, 'include_defaults');
  const out: JsonObject = {};
  for (const n of names) {
    const idx = state.indices.get(n)!;
    let mappings: JsonObject = {};
    if (printTyped(env.profile, idx, req.query.include_type_name ?? (types.length > 0 ? 'true' : undefined))) {
      // Typed answers (ES 5/6, include_type_name): per type, and only the types with a match.
      for (const [type, m] of idx.mappings) {
        if (!typeOk(type)) continue;
        const found = selectFields(m.properties, wanted, includeDefaults);
        if (Object.keys(found).length > 0) mappings[type] = found;
      }
    } else {
      const first = idx.mappings.values().next();
      if (!first.done) mappings = selectFields(first.value.properties, wanted, includeDefaults);
    }
    out[n] = { mappings };
  }
  return ok(out);
};
