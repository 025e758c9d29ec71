/**
 * One mapped leaf field rebuilt as a synthetic `_source` prints it (each FieldMapper's syntheticFieldLoader):
 * from doc values where the field has them (sorted; keywords and ips de-duplicated, numbers, dates and
 * booleans not; dates in the field's format), then what the mapper set aside in a stored field in the order
 * it came (a keyword past `ignore_above`: KeywordFieldMapper's `._original`; a malformed value:
 * IgnoreMalformedStoredValues). Stored fields (`store: true` without doc values, text) keep the sent order.
 * Types this module does not rebuild keep the values as sent, as `_ignored_source` does for them (8.15+).
 */
import type { Profile } from '../../../profiles.ts';
import type { Doc } from '../../doc.ts';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { FieldDef } from '../types.ts';
import { docValues } from '../../search/fetchFields.ts';
import { keywordOf, type FieldRef } from '../../search/fields.ts';
import { normalizerOfRef } from '../../search/engine/analysis.ts';
import { ipBytes, ipText } from '../../search/aggs/valueOrder.ts';
import { compareIpBytes } from '../../search/ipQueries.ts';

/** Types whose values come back from doc values (sorted) as docValues prints them. */
const DOC_VALUE_KINDS = new Set(['number', 'date', 'boolean']);

/** Types read as keywords (sorted, de-duplicated, `ignore_above` values after). */
const KEYWORD_TYPES = new Set(['keyword', 'wildcard', 'version']);

/** Text types: a stored field or the keyword sub-field's doc values. */
const TEXT_TYPES = new Set(['text', 'match_only_text', 'annotated_text', 'search_as_you_type']);

/** A mapping boolean parameter given as false / true (either spelling). */
export const off = (v: Json | undefined): boolean => v === false || v === 'false';
export const on = (v: Json | undefined): boolean => v === true || v === 'true';

/** A keyword multi-field a text field can rebuild from (doc values, no normalizer), by name. */
export function keywordSubField(def: FieldDef): [string, FieldDef] | undefined {
  for (const [name, sub] of Object.entries(def.fields ?? {})) {
    if (sub.type === 'keyword' && sub.normalizer === undefined && (!off(sub.doc_values) || on(sub.store))) return [name, sub];
  }
  return undefined;
}

/** The leaves of a field's occurrences: arrays flattened, a null standing for `null_value` (or dropped). */
export function leafValues(occurrences: readonly Json[], nullValue: Json | undefined): Json[] {
  const out: Json[] = [];
  const add = (v: Json): void => {
    if (Array.isArray(v)) v.forEach(add);
    else if (v === null) {
      if (nullValue !== undefined && nullValue !== null) out.push(nullValue);
    } else out.push(v);
  };
  occurrences.forEach(add);
  return out;
}

/** Keyword values: doc values (sorted, de-duplicated, normalized) then those past ignore_above as sent. */
function keywordValues(doc: Doc, ref: FieldRef, raw: Json[], profile: Profile, index: IndexState): Json[] {
  const limit = typeof ref.def?.ignore_above === 'number' ? ref.def.ignore_above : Infinity;
  const long = raw.filter((v) => keywordOf(v).length > limit).map(keywordOf);
  // Stored without doc values: the stored field keeps every value in order.
  if (off(ref.def?.doc_values)) return on(ref.def?.store) ? [...raw.map(keywordOf).filter((s) => s.length <= limit), ...long] : raw;
  return [...docValues(doc, asValues(ref, raw), undefined, profile, normalizerOfRef(index, profile, ref)), ...long];
}

/** ip values: parsed, de-duplicated and sorted by their 16 bytes, printed canonically; the unparsable after. */
function ipValues(raw: Json[]): Json[] {
  const seen = new Map<string, number[]>();
  const bad: Json[] = [];
  for (const v of raw) {
    const b = typeof v === 'string' ? ipBytes(v) : undefined;
    if (b) seen.set(b.join(','), b);
    else bad.push(v);
  }
  return [...[...seen.values()].sort(compareIpBytes).map(ipText), ...bad];
}

/** A ref whose values are the given ones (docValues reads a field's values through `runtime`). */
function asValues(ref: FieldRef, raw: Json[]): FieldRef {
  return { ...ref, copies: undefined, metaValue: undefined, runtime: () => raw };
}

/**
 * A flattened field's occurrences as one object (FlattenedFieldSyntheticWriterHelper): every leaf a keyword
 * under its dotted key, each key's values sorted and de-duplicated, keys split back into objects; values past
 * ignore_above are not kept by the 8.8 loader (below for later versions).
 */
function flattenedValue(occurrences: readonly Json[], def: FieldDef, keepIgnored: boolean): Json | undefined {
  // From 8.15 the leaves past ignore_above are kept too (elastic/elasticsearch#110214); since 8.16 they are stored
  // apart and merged into each key's sorted values (#113499, backported to 8.x as #113568), which is what is
  // modelled here (8.15 kept the whole object as sent when any of its leaves was ignored).
  const limit = !keepIgnored && typeof def.ignore_above === 'number' ? def.ignore_above : Infinity;
  const byKey = new Map<string, Set<string>>();
  const walk = (v: Json, key: string): void => {
    if (Array.isArray(v)) v.forEach((e) => walk(e, key));
    else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk(x as Json, key === '' ? k : `${key}.${k}`);
    else if (v !== null && key !== '') {
      const s = keywordOf(v);
      if (s.length <= limit) (byKey.get(key) ?? byKey.set(key, new Set()).get(key)!).add(s);
    }
  };
  occurrences.forEach((o) => walk(o, ''));
  if (byKey.size === 0) return undefined;
  const out: JsonObject = {};
  for (const key of [...byKey.keys()].sort()) {
    const vals = [...byKey.get(key)!].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const parts = key.split('.');
    let at = out;
    for (const p of parts.slice(0, -1)) {
      if (!isObject(at[p])) at[p] = {};
      at = at[p] as JsonObject;
    }
    at[parts[parts.length - 1]!] = vals.length === 1 ? vals[0]! : vals;
  }
  return sortKeys(out);
}

/** An object with its keys in Java's String order, recursively. */
export function sortKeys(o: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(o).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    const v = o[k] as Json;
    out[k] = isObject(v) ? sortKeys(v) : v;
  }
  return out;
}

/** Several values as one: none is nothing, one is itself, more an array. */
export function oneOrMany(vals: Json[]): Json | undefined {
  return vals.length === 0 ? undefined : vals.length === 1 ? vals[0]! : vals;
}

/** The occurrences of a field kept as sent (`_ignored_source`): one as itself, several as one array. */
export function keptAsSent(occurrences: readonly Json[]): Json | undefined {
  if (occurrences.length === 1) return occurrences[0]!;
  return oneOrMany(occurrences.flatMap((o) => (Array.isArray(o) ? o : [o])));
}

/**
 * The synthetic value of a leaf field from its occurrences in one document (a value, an array of values, or
 * undefined when it has none to print). `ref` is the field resolved in the index (its definition with the
 * index's defaults, date format, malformed-value test).
 */
export function leafSynthetic(doc: Doc, ref: FieldRef, occurrences: readonly Json[], profile: Profile, index: IndexState): Json | undefined {
  const def = ref.def ?? {};
  const type = String(def.type ?? '');
  if (type === 'flattened') return flattenedValue(occurrences, def, profile.ignoredSource);
  const raw = leafValues(occurrences, def.null_value as Json | undefined);
  if (KEYWORD_TYPES.has(type)) return oneOrMany(keywordValues(doc, ref, raw, profile, index));
  if (type === 'ip') return oneOrMany(ipValues(raw));
  if (TEXT_TYPES.has(type)) {
    const sub = on(def.store) ? undefined : keywordSubField(def);
    if (!sub) return oneOrMany(raw.map(keywordOf));
    const subRef: FieldRef = { ...ref, name: `${ref.name}.${sub[0]}`, kind: 'keyword', def: sub[1] };
    return oneOrMany(keywordValues(doc, subRef, raw, profile, index));
  }
  if (DOC_VALUE_KINDS.has(ref.kind) && type !== 'token_count') {
    // A malformed value is stored as sent and printed after the doc values.
    const bad = ref.malformed;
    const good = bad ? raw.filter((v) => !bad(v)) : raw;
    const rest = bad ? raw.filter((v) => bad(v)) : [];
    return oneOrMany([...docValues(doc, asValues(ref, good), undefined, profile), ...rest]);
  }
  return keptAsSent(occurrences);
}
