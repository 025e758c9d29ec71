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

/** Stacks typeless mapping bodies, later over earlier; the inputs are not changed. */
export function stackMappings(layers: readonly JsonObject[]): JsonObject {
  let out: JsonObject = {};
  for (const layer of layers) out = mergeObject(out, layer);
  return out;
}
