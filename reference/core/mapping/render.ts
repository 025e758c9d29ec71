/** Mappings as ES prints them: fields sorted by name, objects without `"type":"object"`. */
import type { JsonObject, Json } from '../json.ts';
import type { FieldDef } from './types.ts';

function renderProps(props: Record<string, FieldDef>): JsonObject {
  const out: JsonObject = {};
  for (const name of Object.keys(props).sort()) out[name] = renderField(props[name]);
  return out;
}

/** One field definition as ES prints it. */
export function renderField(def: FieldDef): JsonObject {
  const out: JsonObject = {};
  const object = def.type === undefined || def.type === 'object';
  const empty = object && (def.properties === undefined || Object.keys(def.properties).length === 0);
  // ObjectMapper prints its type only when it has no properties to show it by.
  if (def.type !== undefined && def.type !== 'object') out.type = def.type;
  else if (empty && def.fields === undefined) out.type = 'object';
  for (const [k, v] of Object.entries(def)) {
    if (k === 'type' || k === 'properties' || k === 'fields' || v === undefined) continue;
    out[k] = v as Json;
  }
  if (def.fields) out.fields = renderProps(def.fields);
  const hasProps = def.properties !== undefined && Object.keys(def.properties).length > 0;
  if (hasProps && (def.type === undefined || def.type === 'object' || def.type === 'nested')) {
    out.properties = renderProps(def.properties!);
  }
  return out;
}

/** A type's mapping as ES prints it (`properties` omitted when empty, as ES does). */
export function renderMapping(m: FieldDef): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(m)) {
    if (k === 'properties' || v === undefined) continue;
    out[k] = v as Json;
  }
  if (m.properties && Object.keys(m.properties).length > 0) out.properties = renderProps(m.properties);
  return out;
}
