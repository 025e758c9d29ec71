/**
 * Mappings as data. A field definition is kept close to what ES prints: `type` plus its parameters,
 * `properties` for objects, `fields` for multi-fields. Unknown-but-accepted parameters are kept and echoed.
 */
import type { Json } from '../json.ts';

export interface FieldDef {
  type?: string;
  properties?: Record<string, FieldDef>;
  fields?: Record<string, FieldDef>;
  format?: string;
  dynamic?: string | boolean;
  [param: string]: Json | Record<string, FieldDef> | undefined;
}

/** The root of one type's mapping: root parameters plus `properties`. */
export interface TypeMapping extends FieldDef {
  properties: Record<string, FieldDef>;
}

/** Whether a definition is an object (it has sub-properties rather than a value type). */
export function isObjectField(def: FieldDef): boolean {
  return def.type === undefined || def.type === 'object' || def.type === 'nested';
}

/** What an object does with a new field: map it, ignore it, reject it, map it as a runtime field (ES 8), or map it only from a template (OpenSearch). */
export type DynamicMode = 'true' | 'false' | 'strict' | 'runtime' | 'strict_allow_templates';

/** The `dynamic` setting of an object, or undefined when inherited. */
export function dynamicOf(def: FieldDef): DynamicMode | undefined {
  const d = def.dynamic;
  if (d === undefined || d === null) return undefined;
  const s = String(d);
  return s === 'strict' || s === 'false' || s === 'runtime' || s === 'strict_allow_templates' ? s : 'true';
}

/** An empty type mapping. */
export function emptyMapping(): TypeMapping {
  return { properties: {} };
}
