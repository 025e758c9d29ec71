/**
 * How composable templates' mappings stack (`MapperService.merge` with `MergeReason.INDEX_TEMPLATE`):
 * component templates in `composed_of` order, then the index template, then the request, each over the
 * last. Objects merge recursively; a field defined again is replaced by its later definition whole
 * (ES's documented rule for composing templates); dynamic templates merge by name.
 */
import { cloneJson, isObject, type Json, type JsonObject } from '../json.ts';

function isObjectDef(d: Json | undefined): d is JsonObject {
  return isObject(d) && (d.type === undefined || d.type === 'object' || d.type === 'nested');
}

function mergeProperties(base: JsonObject, over: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [name, def] of Object.entries(over) as [string, Json][]) {
    const cur = base[name] as Json | undefined;
    out[name] = isObjectDef(cur) && isObjectDef(def) ? mergeObject(cur, def) : cloneJson(def);
  }
  return out;
}

function dynamicTemplateName(o: Json): string | undefined {
  return isObject(o) && Object.keys(o).length === 1 ? Object.keys(o)[0] : undefined;
}

function mergeDynamicTemplates(base: Json[], over: Json[]): Json[] {
  const out = [...base];
  for (const t of over) {
    const name = dynamicTemplateName(t);
    const at = name === undefined ? -1 : out.findIndex((b) => dynamicTemplateName(b) === name);
    if (at >= 0) out[at] = cloneJson(t);
    else out.push(cloneJson(t));
  }
  return out;
}

function mergeObject(base: JsonObject, over: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [k, v] of Object.entries(over) as [string, Json][]) {
    const cur = base[k] as Json | undefined;
    if (k === 'properties' && isObject(cur) && isObject(v)) out[k] = mergeProperties(cur, v);
    else if (k === 'dynamic_templates' && Array.isArray(cur) && Array.isArray(v)) out[k] = mergeDynamicTemplates(cur, v);
    else out[k] = cloneJson(v);
  }
  return out;
}

/**
 * `a.b: {…}` written as `a: {properties: {b: {…}}}` (what it means in a mapping), so that a field named
 * with dots in one layer and nested in another is the same field when the layers stack.
 */
function expandDots(props: JsonObject): JsonObject {
  let out: JsonObject = {};
  for (const [name, raw] of Object.entries(props) as [string, Json][]) {
    let def: Json = isObjectDef(raw) && isObject(raw.properties) ? { ...raw, properties: expandDots(raw.properties as JsonObject) } : raw;
    const parts = name.split('.');
    // Malformed names (`a..b`) stay as written, for the mapping parser to refuse.
    if (parts.some((p) => p === '')) {
      out = mergeProperties(out, { [name]: def });
      continue;
    }
    for (let i = parts.length - 1; i > 0; i--) def = { properties: { [parts[i]!]: def } };
    out = mergeProperties(out, { [parts[0]!]: def });
  }
  return out;
}

/** Stacks typeless mapping bodies, later over earlier; the inputs are not changed. */
export function stackMappings(layers: readonly JsonObject[]): JsonObject {
  let out: JsonObject = {};
  for (const layer of layers) {
    const expanded = isObject(layer.properties) ? { ...layer, properties: expandDots(layer.properties as JsonObject) } : layer;
    out = mergeObject(out, expanded);
  }
  return out;
}
