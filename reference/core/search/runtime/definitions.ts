/**
 * Runtime field definitions, read as Elasticsearch reads a `runtime` section of a mapping or a search's
 * `runtime_mappings` (RuntimeField.parseRuntimeFields, AbstractScriptFieldType.Builder, CompositeRuntimeField):
 * each entry a map with a known `type` and only the parameters that type takes; a composite's sub-fields
 * take no script of their own and read their parent's. The checks run in ES's order and the first
 * failure is the answer (its MapperParsingException message).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';

/** One runtime field (a composite contributes one per sub-field, named `parent.sub`). */
export interface RuntimeDef {
  name: string;
  type: string;
  /** The script object as given (a sub-field of a composite: its parent's). */
  script?: Json;
  /** `format` of a date field. */
  format?: string;
  /** For a composite's sub-field: the composite's name (its script emits a map of sub-field values). */
  parent?: string;
  /** The field's definition as the mapping prints it. */
  raw: JsonObject;
}

const COMMON = ['script', 'meta', 'on_script_error'];
const PARAMS: Record<string, string[]> = {
  date: [...COMMON, 'format', 'locale'],
  composite: ['meta', 'script', 'fields', 'on_script_error'],
  lookup: ['meta', 'target_index', 'input_field', 'target_field', 'fetch_fields'],
};

/** Java's class name for a JSON value, as `getClass().getName()` prints it. */
function javaClass(v: Json): string {
  if (typeof v === 'string') return 'java.lang.String';
  if (typeof v === 'boolean') return 'java.lang.Boolean';
  if (typeof v === 'number') return Number.isInteger(v) ? (Math.abs(v) > 2147483647 ? 'java.lang.Long' : 'java.lang.Integer') : 'java.lang.Double';
  return 'java.util.ArrayList';
}

/**
 * Reads a runtime section. `removal`: whether a null entry removes a field (a mapping update) or fails
 * (`runtime_mappings`). The definitions by name, or the reason of the first bad one.
 */
export function parseRuntimeSection(section: Json, types: readonly string[], removal: boolean): Map<string, RuntimeDef> | { reason: string } {
  const out = new Map<string, RuntimeDef>();
  if (!isObject(section)) return out;
  for (const [name, node] of Object.entries(section)) {
    if (node === null || node === undefined) {
      if (removal) continue;
      return { reason: `Runtime field [${name}] was set to null but its removal is not supported in this context` };
    }
    if (!isObject(node)) return { reason: `Expected map for runtime field [${name}] definition but got a ${javaClass(node as Json)}` };
    const one = parseOne(name, node, types, undefined);
    if ('reason' in one) return one;
    for (const d of one) out.set(d.name, d);
  }
  return out;
}

function parseOne(name: string, node: JsonObject, types: readonly string[], parent: { name: string; script: Json } | undefined): RuntimeDef[] | { reason: string } {
  if (node.type === undefined || node.type === null) return { reason: `No type specified for runtime field [${name}]` };
  const type = String(node.type);
  if (!types.includes(type)) return { reason: `No handler for type [${type}] declared on runtime field [${name}]` };
  const allowed = PARAMS[type] ?? COMMON;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'type') continue;
    if (!allowed.includes(k)) return { reason: `unknown parameter [${k}] on runtime field [${name}] of type [${type}]` };
    if (v === null) return { reason: `[${k}] on runtime field [${name}] of type [${type}] must not have a [null] value` };
  }
  if (node.on_script_error !== undefined && node.on_script_error !== 'fail' && node.on_script_error !== 'continue') return { reason: `Unknown value [${String(node.on_script_error)}] for field [on_script_error] - accepted values are [fail, continue]` };
  if (isObject(node.script) && node.script.id !== undefined) return { reason: `stored scripts are not supported for runtime field [${name}]` };
  if (type === 'lookup') {
    // LookupRuntimeFieldType.Builder's validators, in its parameters' order.
    const empty = (v: unknown) => typeof v !== 'string' || v === '';
    if (empty(node.target_index)) return { reason: '[target_index] parameter must be specified' };
    if (empty(node.input_field)) return { reason: '[input_field] parameter must be specified' };
    if (node.input_field === name) return { reason: `lookup field [${name}] can't use input from itself` };
    if (empty(node.target_field)) return { reason: '[target_field] parameter must be specified' };
    if (!Array.isArray(node.fetch_fields) || node.fetch_fields.length === 0) return { reason: '[fetch_fields] parameter must not be empty' };
  }
  if (type === 'composite') {
    if (parent) return { reason: `Composite field [${name}] cannot be a child of composite field [${parent.name}]` };
    if (node.script === undefined) return { reason: `composite runtime field [${name}] must declare a [script]` };
    const fields = node.fields;
    if (fields !== undefined && !isObject(fields)) return { reason: `[fields] must be an object, got ${Array.isArray(fields) ? 'ArrayList' : javaClass(fields as Json).replace('java.lang.', '')}[${String(fields)}] for field [${name}]` };
    if (!isObject(fields) || Object.keys(fields).length === 0) return { reason: `composite runtime field [${name}] must declare its [fields]` };
    const subs: RuntimeDef[] = [];
    for (const [sub, subNode] of Object.entries(fields)) {
      if (subNode === null) return { reason: `Runtime field [${sub}] was set to null but its removal is not supported in this context` };
      if (!isObject(subNode)) return { reason: `Expected map for runtime field [${sub}] definition but got a ${javaClass(subNode as Json)}` };
      const d = parseOne(sub, subNode, types, { name, script: node.script as Json });
      if ('reason' in d) return d;
      // The composite's on_script_error governs its sub-fields, which run its script.
      subs.push(...d.map((x) => ({ ...x, name: `${name}.${sub}`, raw: node.on_script_error === undefined ? x.raw : { ...x.raw, on_script_error: node.on_script_error as Json } })));
    }
    return subs;
  }
  if (parent && node.script !== undefined) return { reason: `Cannot use [script] parameter on sub-field [${name}] of composite field [${parent.name}]` };
  const def: RuntimeDef = { name, type, raw: node };
  const script = parent ? parent.script : node.script;
  if (script !== undefined) def.script = script as Json;
  if (parent) def.parent = parent.name;
  if (typeof node.format === 'string') def.format = node.format;
  return [def];
}

/** Every runtime field type any version knows (a stored mapping was checked against its version's list). */
export const ALL_RUNTIME_TYPES = ['boolean', 'date', 'double', 'geo_point', 'ip', 'keyword', 'long', 'composite', 'lookup'];

/** The leaf runtime fields of a runtime section and their types (a composite's sub-fields in its place), for field caps. */
export function runtimeLeafTypes(section: Json): [string, string][] {
  const r = parseRuntimeSection(section, ALL_RUNTIME_TYPES, true);
  return 'reason' in r ? [] : [...r.values()].map((d) => [d.name, d.type]);
}

/** A type mapping with a search's `runtime_mappings` over its own runtime section (field caps' body). */
export function withRuntimeMappings<T extends object>(mapping: T, extra: Json | undefined): T {
  if (!isObject(extra)) return mapping;
  const own = (mapping as { runtime?: Json }).runtime;
  return { ...mapping, runtime: { ...(isObject(own) ? own : {}), ...extra } };
}
