/** Alias metadata: its type (held by indexes and templates alike), read from request bodies, printed as ES prints it (only the fields that are set). */
import { isObject, type Json, type JsonObject } from './json.ts';
import { aliasDefinitionNotAnObject, aliasFilterNotAnObject, aliasIndexRoutingMultiple, unknownAliasField, type EsError } from './errors/index.ts';

/** An alias as it hangs off an index. Fields present only when set, as ES prints them. */
export interface AliasMeta {
  filter?: Json;
  index_routing?: string;
  search_routing?: string;
  is_write_index?: boolean;
}

/** Reads `{filter, routing, index_routing, search_routing, is_write_index}`. */
export function readAliasMeta(raw: Json | undefined): AliasMeta | EsError {
  const out: AliasMeta = {};
  if (raw === undefined || raw === null) return out;
  if (!isObject(raw)) return aliasDefinitionNotAnObject();
  // `routing` sets both routings; the specific keys win whatever their order.
  const entries = Object.entries(raw).sort(([a], [b]) => (a === 'routing' ? -1 : b === 'routing' ? 1 : 0));
  for (const [k, v] of entries) {
    switch (k) {
      case 'filter':
        if (!isObject(v)) return aliasFilterNotAnObject();
        out.filter = v as Json;
        break;
      case 'routing':
        out.index_routing = String(v);
        out.search_routing = String(v);
        break;
      case 'index_routing':
        if (String(v).includes(',')) return aliasIndexRoutingMultiple(String(v));
        out.index_routing = String(v);
        break;
      case 'search_routing':
        out.search_routing = String(v);
        break;
      case 'is_write_index':
        out.is_write_index = v === true || v === 'true';
        break;
      case 'is_hidden':
      case 'must_exist':
        break;
      default:
        return unknownAliasField(k);
    }
  }
  return out;
}

/** The `aliases` object of an index (`{}` when it has none). */
export function renderAliases(idx: { readonly aliases: ReadonlyMap<string, AliasMeta> }, filter?: (alias: string) => boolean): JsonObject {
  return renderAliasMap(idx.aliases, filter);
}

/** An `aliases` object (of an index or a template): each alias with the fields that are set. */
export function renderAliasMap(aliases: ReadonlyMap<string, AliasMeta>, filter?: (alias: string) => boolean): JsonObject {
  const out: JsonObject = {};
  for (const [name, meta] of aliases) {
    if (filter && !filter(name)) continue;
    const m: JsonObject = {};
    if (meta.filter !== undefined) m.filter = meta.filter;
    if (meta.index_routing !== undefined) m.index_routing = meta.index_routing;
    if (meta.search_routing !== undefined) m.search_routing = meta.search_routing;
    if (meta.is_write_index !== undefined) m.is_write_index = meta.is_write_index;
    out[name] = m;
  }
  return out;
}
