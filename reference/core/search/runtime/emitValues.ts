/**
 * The values of one runtime field for one document: its script run in the runtime context with `doc`,
 * `params` (with `_source`) and `emit` (LongFieldScript, DoubleFieldScript, StringFieldScript, DateFieldScript,
 * BooleanFieldScript, IpFieldScript, GeoPointFieldScript, CompositeFieldScript), or without a script the
 * `_source` values of its name parsed as its type (each script's PARSE_FROM_SOURCE). Values are kept as the
 * search reads them: keywords and ips as strings, longs and dates (millis) and doubles as numbers, booleans,
 * geo points as `{lat, lon}`.
 */
import { isObject, type Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { isEsError, runtimeFieldCycle, scriptShardFailure } from '../../errors/index.ts';
import { parseScriptSpec, runJava } from '../../script/runScript.ts';
import { JChar, JDouble, JFloat, JFunction, JList, JLong, JMap, JSmall, className, type JValue } from '../../script/painless/values.ts';
import { fromJson } from '../../script/painless/convert.ts';
import { toNumber } from '../../script/painless/javaNumbers.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { ScoreFailure } from '../engine/customQuery.ts';
import { DocValues } from '../aggs/docValues.ts';
import { DocLookup } from '../scripts/docLookup.ts';
import { toMillis } from '../fields.ts';
import { ipBytes } from '../aggs/docValues.ts';
import { shardOf } from '../routing.ts';
import type { RuntimeDef } from './definitions.ts';
import { extractorGlobals } from './namedGroupExtractor.ts';

/** Runtime fields being computed now: a field that needs itself is ES's cyclic dependency. */
const computing: string[] = [];
const VALUES = new WeakMap<IndexState, DocValues>();

function unboxed(v: JValue): string {
  const n = className(v);
  const map: Record<string, string> = { 'java.lang.Integer': 'int', 'java.lang.Long': 'long', 'java.lang.Double': 'double', 'java.lang.Float': 'float', 'java.lang.Boolean': 'boolean', 'java.lang.Short': 'short', 'java.lang.Byte': 'byte', 'java.lang.Character': 'char' };
  return map[n] ?? n;
}

function castFail(v: JValue, to: string): never {
  if (v === null) javaThrow('null_pointer_exception', null);
  javaThrow('class_cast_exception', `cannot implicitly cast def [${unboxed(v)}] to ${to}`);
}

function asLong(v: JValue): number {
  if (typeof v === 'number' || v instanceof JLong || v instanceof JSmall || v instanceof JChar) return Math.trunc(toNumber(v));
  return castFail(v, 'long');
}

function asDouble(v: JValue): number {
  if (typeof v === 'number' || v instanceof JLong || v instanceof JSmall || v instanceof JChar || v instanceof JDouble || v instanceof JFloat) return toNumber(v);
  return castFail(v, 'double');
}

/** One emitted value as the field's type keeps it. */
function convert(type: string, v: JValue): Json {
  switch (type) {
    case 'long':
    case 'date':
      return asLong(v);
    case 'double':
      return asDouble(v);
    case 'boolean':
      return typeof v === 'boolean' ? v : castFail(v, 'boolean');
    case 'ip':
      if (typeof v !== 'string') return castFail(v, 'java.lang.String');
      if (!ipBytes(v)) javaThrow('illegal_argument_exception', `'${v}' is not an IP string literal.`);
      return v;
    default:
      return typeof v === 'string' ? v : castFail(v, 'java.lang.String');
  }
}

function docValuesOf(index: IndexState): DocValues {
  let dv = VALUES.get(index);
  if (!dv) VALUES.set(index, (dv = new DocValues(index)));
  return dv;
}

/** Runs the field's script for a document and returns what it emitted (for a composite sub-field: its share). */
export function emitValues(def: RuntimeDef, index: IndexState, doc: Doc, profile: Profile, now: number): Json[] {
  const at = def.parent ?? def.name;
  if (computing.includes(at)) {
    throw new ScoreFailure(scriptShardFailure(runtimeFieldCycle([...computing.slice(computing.indexOf(at)), at]), index.name));
  }
  const spec = parseScriptSpec(def.script as Json, profile);
  if (isEsError(spec)) throw new ScoreFailure(scriptShardFailure(spec, index.name));
  const out: Json[] = [];
  const sub = def.parent ? def.name.slice(def.parent.length + 1) : undefined;
  const emitOne = (v: JValue) => {
    out.push(convert(def.type, v));
    return null;
  };
  const params = new JMap(false);
  const raw = (spec as { javaParams?: unknown }).javaParams;
  if (raw instanceof JMap) for (const e of raw.list()) params.set(e.key, e.value);
  else for (const [k, v] of Object.entries(spec.params ?? {})) params.set(k, fromJson(v));
  params.set('_source', fromJson(doc.parsed));
  const globals = new Map<string, JValue>([
    ['doc', new DocLookup(docValuesOf(index), doc, profile)],
    ['params', params],
    ...extractorGlobals(),
  ]);
  if (sub !== undefined) {
    // CompositeFieldScript: emit(Map) or emit(String, Object); a sub-field keeps the values of its own name.
    const take = (name: JValue, v: JValue) => {
      if (String(name) !== sub) return;
      if (v instanceof JList) for (const x of v.items) emitOne(x);
      else emitOne(v);
    };
    globals.set('fn:emit/1', new JFunction(1, ([m]) => {
      if (!(m instanceof JMap)) return castFail(m ?? null, 'java.util.Map');
      for (const e of m.list()) take(e.key, e.value);
      return null;
    }));
    globals.set('fn:emit/2', new JFunction(2, ([k, v]) => (take(k ?? null, v ?? null), null)));
  } else if (def.type === 'geo_point') {
    globals.set('fn:emit/2', new JFunction(2, ([lat, lon]) => (out.push({ lat: asDouble(lat ?? null), lon: asDouble(lon ?? null) }), null)));
  } else globals.set('fn:emit/1', new JFunction(1, ([v]) => emitOne(v ?? null)));
  computing.push(at);
  try {
    const r = runJava(spec, 'runtime', globals, { profile, now });
    // `on_script_error: continue` (OnScriptError.CONTINUE): the document simply has no values for the field.
    if (!r.ok && def.raw.on_script_error === 'continue') return [];
    if (!r.ok) throw new ScoreFailure(scriptShardFailure(r.error, index.name, shardOf(index, profile, doc.id, doc.routing)));
  } finally {
    computing.pop();
  }
  return out;
}

function parseLong(v: Json): number | undefined {
  if (typeof v === 'number') return Math.trunc(v);
  if (typeof v === 'string' && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(v)) return Math.trunc(Number(v));
  return undefined;
}

/** A runtime field without a script: the `_source` values of its name, parsed as its type. */
export function sourceRuntimeValues(def: RuntimeDef, raw: Json[], format: string): Json[] {
  const out: Json[] = [];
  for (const v of raw) {
    switch (def.type) {
      case 'long': {
        const n = parseLong(v);
        if (n !== undefined) out.push(n);
        break;
      }
      case 'double': {
        const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
        if (!Number.isNaN(n)) out.push(n);
        break;
      }
      case 'date': {
        const ms = toMillis(v, format);
        if (!Number.isNaN(ms)) out.push(ms);
        break;
      }
      case 'boolean':
        if (v === true || v === 'true') out.push(true);
        else if (v === false || v === 'false' || v === '') out.push(false);
        break;
      case 'ip':
        if (typeof v === 'string' && ipBytes(v)) out.push(v);
        break;
      case 'geo_point':
        if (isObject(v) && typeof v.lat === 'number' && typeof v.lon === 'number') out.push({ lat: v.lat, lon: v.lon });
        else if (typeof v === 'string' && /^\s*-?[\d.]+\s*,\s*-?[\d.]+\s*$/.test(v)) {
          const [lat, lon] = v.split(',').map(Number);
          out.push({ lat: lat!, lon: lon! });
        }
        break;
      default:
        if (!isObject(v)) out.push(typeof v === 'string' ? v : String(v));
    }
  }
  return out;
}
