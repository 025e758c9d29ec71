/**
 * Merges a mapping update into an existing mapping, as put mapping and dynamic updates do. New fields are
 * added; a field's type never changes. Works on copies: the inputs are not modified.
 */
import { cloneJson, type Json } from '../json.ts';
import { fieldTypeChange, nestedClash, objectLeafClash, parameterConflict, type EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { isObjectField, type FieldDef, type TypeMapping } from './types.ts';
import { isObject, type JsonObject } from '../json.ts';
import { mergeDynamicTemplates } from './templates.ts';

/** Params whose value may not change once set (others, such as ignore_above, may). */
const FIXED_PARAMS = ['format', 'analyzer', 'index', 'doc_values', 'store', 'normalizer', 'scaling_factor'];

function mergeLeaf(profile: Profile, path: string, cur: FieldDef, inc: FieldDef): FieldDef | EsError {
  if (cur.type !== inc.type) return fieldTypeChange(profile, path, String(cur.type), String(inc.type));
  const out: FieldDef = { ...cur };
  for (const [k, v] of Object.entries(inc)) {
    if (k === 'type' || k === 'fields') continue;
    const before = cur[k];
    if (FIXED_PARAMS.includes(k) && JSON.stringify(before ?? null) !== JSON.stringify(v)) {
      return parameterConflict(path, k, before === undefined ? 'default' : String(before), String(v));
    }
    out[k] = cloneJson(v as Json);
  }
  if (inc.fields) {
    const fields: Record<string, FieldDef> = { ...(cur.fields ?? {}) };
    for (const [name, sub] of Object.entries(inc.fields)) {
      const existing = fields[name];
      if (!existing) fields[name] = sub;
      else {
        const merged = mergeField(profile, `${path}.${name}`, existing, sub);
        if ('kind' in merged) return merged as EsError;
        fields[name] = merged;
      }
    }
    out.fields = fields;
  }
  return out;
}

function mergeField(profile: Profile, path: string, cur: FieldDef, inc: FieldDef): FieldDef | EsError {
  const curObj = isObjectField(cur);
  const incObj = isObjectField(inc);
  if (curObj !== incObj) return objectLeafClash(profile, path);
  if (!curObj) return mergeLeaf(profile, path, cur, inc);
  if ((cur.type ?? 'object') !== (inc.type ?? 'object')) {
    return nestedClash(path);
  }
  const out: FieldDef = { ...cur };
  for (const [k, v] of Object.entries(inc)) if (k !== 'properties') out[k] = cloneJson(v as Json);
  const props = mergeProperties(profile, path, cur.properties ?? {}, inc.properties ?? {});
  if ('kind' in props) return props as EsError;
  out.properties = props as Record<string, FieldDef>;
  return out;
}

function mergeProperties(
  profile: Profile,
  prefix: string,
  cur: Record<string, FieldDef>,
  inc: Record<string, FieldDef>,
): Record<string, FieldDef> | EsError {
  const out: Record<string, FieldDef> = { ...cur };
  for (const [name, def] of Object.entries(inc)) {
    const path = prefix ? `${prefix}.${name}` : name;
    const existing = cur[name];
    if (!existing) {
      out[name] = def;
      continue;
    }
    const merged = mergeField(profile, path, existing, def);
    if ((merged as EsError).kind === 'es-error') return merged as EsError;
    out[name] = merged as FieldDef;
  }
  return out;
}

/** Merges `inc` into `cur`, returning the new mapping or the error that forbids it. */
export function mergeMapping(profile: Profile, cur: TypeMapping, inc: TypeMapping): TypeMapping | EsError {
  const out: TypeMapping = { ...cur, properties: cur.properties };
  for (const [k, v] of Object.entries(inc)) {
    if (k === 'properties') continue;
    if (k === 'dynamic_templates' && Array.isArray(v)) out[k] = mergeDynamicTemplates(profile, cur[k] as Json, cloneJson(v as Json[]));
    else if (k === 'runtime' && isObject(v)) {
      // Runtime fields merge one by one; a null removes one.
      const runtime: JsonObject = isObject(cur.runtime) ? { ...cur.runtime } : {};
      for (const [name, def] of Object.entries(v)) {
        if (def === null) delete runtime[name];
        else runtime[name] = cloneJson(def as Json);
      }
      out.runtime = runtime;
    } else if (k === 'derived' && isObject(v)) {
      // OpenSearch's derived fields merge one by one too, each replaced whole (DerivedFieldMapper's merge).
      const cur0 = (cur as { derived?: Json }).derived;
      const derived: JsonObject = isObject(cur0) ? { ...cur0 } : {};
      for (const [name, def] of Object.entries(v)) derived[name] = cloneJson(def as Json);
      (out as { derived?: Json }).derived = derived;
    } else out[k] = cloneJson(v as Json);
  }
  const props = mergeProperties(profile, '', cur.properties, inc.properties);
  if ((props as EsError).kind === 'es-error') return props as EsError;
  out.properties = props as Record<string, FieldDef>;
  return out;
}

/** Every leaf field of a mapping by full dotted path (multi-fields included), with its type. */
export function leafTypes(m: FieldDef, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [name, def] of Object.entries(m.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (isObjectField(def)) {
      out.set(path, def.type ?? 'object');
      leafTypes(def, path, out);
    } else {
      out.set(path, String(def.type));
      for (const [sub, sd] of Object.entries(def.fields ?? {})) out.set(`${path}.${sub}`, String(sd.type));
    }
  }
  return out;
}

/**
 * In indexes with several types, a field path must have one type across all of them (ES5/ES6 rule);
 * returns the error for the first clash between `candidate` and the other types' mappings.
 */
export function crossTypeConflict(profile: Profile, others: TypeMapping[], candidate: TypeMapping): EsError | undefined {
  if (others.length === 0) return undefined;
  const mine = leafTypes(candidate);
  for (const other of others) {
    for (const [path, t] of leafTypes(other)) {
      const m = mine.get(path);
      if (m !== undefined && m !== t) {
        if ((m === 'object') !== (t === 'object')) return objectLeafClash(profile, path);
        return fieldTypeChange(profile, path, t, m);
      }
    }
  }
  return undefined;
}
