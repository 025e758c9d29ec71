/** convert (ConvertProcessor) and json (JsonProcessor): values read as another type. */
import { ingestHas } from '../caps.ts';
import { processorCause, processorIllegalArgument, processorJsonParse, processorJsonTrailing } from '../../errors/index.ts';
import { fail } from '../failure.ts';
import { isMap, javaFloat, javaString, type Value } from '../javaValues.ts';
import type { Factory } from '../types.ts';
import { firstJsonValueEnd } from './jsonPrefix.ts';

const bad = (m: string, cause?: string): never => fail(processorIllegalArgument(m, cause === undefined ? undefined : processorCause('number_format_exception', cause)));

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** Integer.decode for `0x` text, else Integer.parseInt (Long likewise); undefined when it does not parse or overflows. */
function javaIntegral(s: string, min: number, max: number): number | undefined {
  let n: number;
  if (/^-?0x/.test(s)) {
    const neg = s.startsWith('-');
    const hex = s.slice(neg ? 3 : 2);
    if (!/^[0-9a-fA-F]+$/.test(hex)) return undefined;
    n = (neg ? -1 : 1) * parseInt(hex, 16);
  } else {
    if (!/^[+-]?\d+$/.test(s)) return undefined;
    n = Number(s);
  }
  return n >= min && n <= max ? n : undefined;
}

/** Double.parseDouble: trimmed, Java's float syntax (`1e3`, `NaN`, `Infinity`, a trailing `d`/`f`). */
function javaDouble(s: string): number | undefined {
  const t = s.trim();
  if (/^[+-]?NaN$/.test(t)) return NaN;
  if (/^[+-]?Infinity$/.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?$/.test(t)) return undefined;
  return Number(t.replace(/[fFdD]$/, ''));
}

function isIp(s: string): boolean {
  if (/^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(s)) return true;
  if (!s.includes(':') || !/^[0-9a-fA-F:.]+$/.test(s)) return false;
  const dbl = s.split('::');
  if (dbl.length > 2) return false;
  const groups = s.split(':').filter((g) => g !== '');
  return groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g) || isIp(g)) && (dbl.length === 2 ? groups.length < 8 : groups.length === 8);
}

type Converter = (v: Value) => Value;

const TYPES: Record<string, Converter> = {
  integer: (v) => {
    const s = javaString(v);
    const n = javaIntegral(s, INT_MIN, INT_MAX);
    return n ?? bad(`unable to convert [${s}] to integer`, `For input string: "${s}"`);
  },
  long: (v) => {
    const s = javaString(v);
    const n = javaIntegral(s, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    return n ?? bad(`unable to convert [${s}] to long`, `For input string: "${s}"`);
  },
  double: (v) => {
    const s = javaString(v);
    const n = javaDouble(s);
    return n ?? bad(`unable to convert [${s}] to double`, `For input string: "${s}"`);
  },
  float: (v) => {
    const s = javaString(v);
    const n = javaDouble(s);
    return n === undefined ? bad(`unable to convert [${s}] to float`, `For input string: "${s}"`) : javaFloat(n);
  },
  boolean: (v) => {
    const s = javaString(v).toLowerCase();
    if (s === 'true') return true;
    if (s === 'false') return false;
    return bad(`[${javaString(v)}] is not a boolean value, cannot convert to boolean`);
  },
  ip: (v) => {
    const s = javaString(v);
    return isIp(s) ? s : bad(`[${s}] is not a valid ipv4/ipv6 address`);
  },
  string: (v) => javaString(v),
  auto: (v) => {
    if (typeof v !== 'string') return v;
    for (const t of ['boolean', 'integer', 'long', 'float', 'double'] as const) {
      try {
        return TYPES[t]!(v);
      } catch {
        // ConvertProcessor.Type.AUTO tries each type in turn and keeps the first that converts.
      }
    }
    return v;
  },
};

/** convert: a field (or each value of a list) to integer, long, float, double, boolean, ip, string or auto. */
export const convert: Factory = (c, ctx) => {
  const field = c.str('field');
  const typeName = c.str('type');
  const type = TYPES[typeName.toLowerCase()];
  if (!type || (typeName.toLowerCase() === 'ip' && !ingestHas(ctx.profile, 'convert.ip'))) c.error('type', `type [${typeName}] not supported, cannot convert field.`);
  const target = c.str('target_field', field);
  const ignoreMissing = c.bool('ignore_missing', false);
  return (doc) => {
    const v = doc.get(field, ignoreMissing);
    if ((v === null || v === undefined) && ignoreMissing) return true;
    if (v === null || v === undefined) bad(`Field [${field}] is null, cannot be converted to type [${typeName.toLowerCase()}]`);
    doc.set(target, Array.isArray(v) ? v.map(type!) : type!(v));
    return true;
  };
};

/** json: a string field parsed as JSON into a target field, or merged into the document's root. */
export const json: Factory = (c, ctx) => {
  const field = c.str('field');
  const targetGiven = c.optStr('target_field');
  const addToRoot = c.bool('add_to_root', false);
  const strategy = c.optStr('add_to_root_conflict_strategy');
  const allowDuplicateKeys = c.bool('allow_duplicate_keys', false);
  // Before ES 8.7 (#93179), and in OpenSearch, the first value is kept and the rest dropped, with no option.
  const strict = ingestHas(ctx.profile, 'json.strict_json_parsing') ? c.bool('strict_json_parsing', true) : false;
  if (addToRoot && targetGiven !== undefined) c.error('target_field', 'Cannot set a target field while also setting `add_to_root` to true');
  if (strategy !== undefined && !addToRoot) c.error('add_to_root_conflict_strategy', 'Cannot set `add_to_root_conflict_strategy` if `add_to_root` is false');
  if (strategy !== undefined && strategy !== 'replace' && strategy !== 'merge') c.error('add_to_root_conflict_strategy', `conflict strategy [${strategy}] not supported, cannot convert field.`);
  const target = targetGiven ?? field;
  void allowDuplicateKeys;
  return (doc) => {
    const raw = doc.get(field);
    const text = raw === null || raw === undefined ? 'null' : javaString(raw);
    // One value is read; what follows it is an error only under strict_json_parsing (JsonProcessor.apply, 8.7+).
    const end = firstJsonValueEnd(text);
    let parsed: Value;
    try {
      parsed = JSON.parse(end === undefined ? text : text.slice(0, end)) as Value;
    } catch {
      return fail(processorJsonParse(jacksonMessage(text)));
    }
    const rest = end === undefined ? '' : text.slice(end).trim();
    if (strict && rest !== '') return fail(processorJsonTrailing(text, firstJsonValueEnd(rest) === undefined ? jacksonMessage(rest) : undefined));
    if (addToRoot) {
      if (!isMap(parsed)) bad('cannot add non-map fields to root of document');
      for (const [k, v] of Object.entries(parsed as Record<string, Value>)) {
        const cur = doc.ctx[k];
        doc.ctx[k] = strategy === 'merge' && isMap(cur) && isMap(v) ? deepMerge(cur, v) : v;
      }
    } else doc.set(target, parsed);
    return true;
  };
};

function deepMerge(a: Record<string, Value>, b: Record<string, Value>): Record<string, Value> {
  for (const [k, v] of Object.entries(b)) a[k] = isMap(a[k]) && isMap(v) ? deepMerge(a[k] as Record<string, Value>, v) : v;
  return a;
}

/** Jackson's message for the first bad token of a text (the common cases: an unrecognized word, an unexpected character). */
function jacksonMessage(text: string): string {
  const t = text.trimStart();
  const word = /^[A-Za-z_$][\w$]*/.exec(t)?.[0];
  if (word !== undefined) return `Unrecognized token '${word}': was expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false')`;
  const ch = t[0] ?? '';
  return `Unexpected character ('${ch}' (code ${ch.charCodeAt(0) || 0})): expected a valid value (JSON String, Number, Array, Object or token 'null', 'true' or 'false')`;
}
