/**
 * What a hit carries besides `_source` under `fields`: the `fields` option (ES ≥ 7.10: values as the
 * mapping reads them, FetchFieldsPhase), `docvalue_fields` (values as doc values hold them: sorted, keywords
 * deduplicated, floats widened, dates and numbers in a `format`; FetchDocValuesPhase) and `stored_fields`
 * (fields mapped with `store: true`; `_none_` drops the id and source as well).
 */
import { AGGREGATE_METRIC, metricsObject } from '../mapping/aggregateMetric.ts';
import { metaFieldValue, metaFieldsOption } from './metaFieldsOption.ts';
import { fieldsFormatError, underFlattened } from './fetchFieldsFormat.ts';
import { sourceKept } from './sourceDisabled.ts';
import { childNested, nestedGroups, nestedPathsOf, unmappedValues, type NestedFetch } from './fetchFieldsNested.ts';
import { isObject, markJava, type Json, type JsonObject } from '../json.ts';
import { fieldAndFormatMalformed, fielddataDisabled, noFielddata, isEsError, tooManyDocvalueFields, unknownField, type EsError } from '../errors/index.ts';
import { keyAt } from '../byScroll/bodyPosition.ts';
import type { IndexState } from '../state.ts';
import { withParsed, type Doc, type ScrollHit } from '../doc.ts';
import type { FieldDef } from '../mapping/types.ts';
import type { Profile } from '../../profiles.ts';
import type { ApiRequest } from '../handler.ts';
import { simpleMatch } from '../resolve.ts';
import { analyze, fieldSourceValues, keywordOf, resolveField, runtimeFieldNames, sourceValues, toBool, toMillis, toNumber, type FieldRef } from './fields.ts';
import { floatForJson } from './engine/float32.ts';
import { dateFormat, decimalFormat } from './aggs/format.ts';
import { formatKeepsNanos, nanosDefaultFormatted, nanosFormatted } from './nanosDocValues.ts';
import { ignoredValuesSplitter, withIgnoredValues } from './ignoredFieldValues.ts';
import { ignoredFieldsOf } from './ignoredFields.ts';
import { meansMappingFormat } from './useFieldMapping.ts';
import { beyondSafe, exactLeaves, exactLongs, isExactLongField, longFromJson, longJson, longKeyOf } from './longValues.ts';
import { normalizerOfRef } from './engine/analysis.ts';
import { noDocValuesFailure } from './noDocValues.ts';
import { readFeatureFloat } from '../mapping/rankFeatureValues.ts';
import { denseVectorDocValue } from './vectors/vectorDocValues.ts';
import { numberAs as fieldNumberOf, stringsOf } from './aggs/valueConversion.ts';
import { GEOMETRY_TYPES, geometryFieldValues, geoPointDocValues } from './geo/geoFetch.ts';
import { rawValues } from './geo/geoQueries.ts';
import { ipCanonical } from './aggs/valueOrder.ts';

/**
 * The document as the `fields` option reads it: its index's readers' view (a synthetic `_source` where the index
 * has one), registered by mapping/syntheticSource/readerDoc.ts, which this module cannot import (that module's
 * loaders read doc values through this one).
 */
let sourceReader: (index: IndexState, doc: Doc, profile: Profile) => Doc = (_index, doc) => doc;

/** Registers how the `fields` option sees a hit's document (readerDoc.ts). */
export function registerSourceReader(fn: (index: IndexState, doc: Doc, profile: Profile) => Doc): void {
  sourceReader = fn;
}

/** One entry of `fields` or `docvalue_fields`: a name or pattern, and its options. */
export interface FieldAndFormat {
  field: string;
  format?: string;
  includeUnmapped?: boolean;
}

/** The fetch options of a search. */
export interface FetchSpec {
  fields?: FieldAndFormat[];
  docvalue?: FieldAndFormat[];
  /** `stored_fields` names (`*` for all); `none` for `_none_`. */
  stored?: string[] | 'none';
}

/** FieldAndFormat.PARSER (`fetch_field_and_format`): `field`, `format`, `include_unmapped`, nothing else. */
const FIELD_AND_FORMAT_KEYS = new Set(['field', 'format', 'include_unmapped']);

function parseList(raw: Json, key: string, withUnmapped: boolean, profile?: Profile, rawBody?: string): FieldAndFormat[] | EsError {
  const list = Array.isArray(raw) ? raw : [raw];
  const out: FieldAndFormat[] = [];
  for (const [i, el] of list.entries()) {
    if (typeof el === 'string') out.push({ field: el });
    else if (isObject(el) && typeof el.field === 'string') {
      // A key the ConstructingObjectParser does not declare is refused where it stands in the body (FieldAndFormat.java
      // of the fields option, 7.10+; older versions' parser lived in DocValueFieldsContext and is not modelled).
      const bad = Object.keys(el).find((k) => !FIELD_AND_FORMAT_KEYS.has(k));
      if (bad !== undefined && profile?.fieldsOption) return unknownField(profile, 'fetch_field_and_format', bad, keyAt(rawBody, Array.isArray(raw) ? [key, i, bad] : [key, bad]));
      const f: FieldAndFormat = { field: el.field };
      if (typeof el.format === 'string') f.format = el.format;
      if (withUnmapped && el.include_unmapped === true) f.includeUnmapped = true;
      out.push(f);
    } else return fieldAndFormatMalformed(key, isObject(el) ? 'START_OBJECT' : Array.isArray(el) ? 'START_ARRAY' : 'VALUE_NUMBER');
  }
  return out;
}

/** Reads `fields`, `docvalue_fields` (body or parameter) and `stored_fields` (body or parameter); with the profile, a top-level search's entries are checked key by key. */
export function parseFetch(req: ApiRequest, body: JsonObject, profile?: Profile): FetchSpec | EsError {
  const spec: FetchSpec = {};
  if (body.fields !== undefined) {
    const f = parseList(body.fields as Json, 'fields', true, profile, req.rawBody);
    if (isEsError(f)) return f;
    spec.fields = f;
  }
  const dv = body.docvalue_fields ?? (req.query.docvalue_fields !== undefined ? req.query.docvalue_fields.split(',').filter(Boolean) : undefined);
  if (dv !== undefined) {
    const d = parseList(dv as Json, 'docvalue_fields', false, profile, body.docvalue_fields !== undefined ? req.rawBody : undefined);
    if (isEsError(d)) return d;
    spec.docvalue = d;
  }
  const stored = body.stored_fields ?? req.query.stored_fields;
  if (stored !== undefined) {
    const names = Array.isArray(stored) ? stored.map(String) : String(stored).split(',');
    spec.stored = names.length === 1 && names[0] === '_none_' ? 'none' : names;
  }
  return spec;
}

/** A leaf field of a mapping: its full name, its reference, and the nested object it sits in. */
interface Leaf {
  name: string;
  ref: FieldRef;
  nested?: string;
}

const LEAVES = new WeakMap<object, Leaf[]>();

/** Every leaf field an index maps (multi-fields included), in mapping order, then its runtime fields. */
function leavesOf(index: IndexState): Leaf[] {
  const runtime = runtimeFieldNames(index);
  // A search's view with runtime fields shares its index's mappings object, so it is cached by itself.
  const key = runtime.length > 0 ? index : index.mappings;
  const hit = LEAVES.get(key);
  if (hit) return hit;
  const out: Leaf[] = [];
  const seen = new Set<string>();
  const visit = (props: Record<string, FieldDef> | undefined, prefix: string, nested: string | undefined) => {
    for (const [k, def] of Object.entries(props ?? {})) {
      const name = prefix + k;
      if (def.properties || def.type === 'object' || def.type === 'nested') {
        visit(def.properties, `${name}.`, def.type === 'nested' ? name : nested);
        continue;
      }
      for (const n of [name, ...Object.keys(def.fields ?? {}).map((s) => `${name}.${s}`)]) {
        if (seen.has(n)) continue;
        seen.add(n);
        out.push({ name: n, ref: resolveField(index, n), ...(nested ? { nested } : {}) });
      }
    }
  };
  for (const m of index.mappings.values()) visit(m.properties, '', undefined);
  for (const n of runtime) if (!seen.has(n)) out.push({ name: n, ref: resolveField(index, n) });
  LEAVES.set(key, out);
  return out;
}


/** A long field's leaves with their exact digits where the doubles lost them (longValues.ts). */
function exactIfLong(doc: Doc, ref: FieldRef, raw: Json[]): Json[] {
  return isExactLongField(ref) ? exactLeaves(doc, ref, raw) : raw;
}

/**
 * A number as its field type parses it (NumberType.parse: integers truncated, floats rounded to float32, a
 * half_float to half precision, "what we actually index"), the value both fetchers print.
 */
function numberAs(def: FieldDef | undefined, n: number): number {
  return def ? fieldNumberOf(def, n) : n;
}

/** Values of a field as the `fields` option returns them (FieldMapper.valueFetcher), or none. */
/**
 * A flattened field's root object as RootFlattenedFieldType's 8.16+ value fetcher prints it: each top-level
 * string past ignore_above left out (in arrays too), an array left with one value printed as that value, an
 * entry left with none dropped; nested objects and other values as they are. Undefined when nothing is left.
 */
function flattenedForFetch(v: JsonObject, ignoreAbove: number): JsonObject | undefined {
  const out: JsonObject = {};
  for (const [k, x] of Object.entries(v)) {
    if (Array.isArray(x)) {
      const kept = x.filter((e) => typeof e !== 'string' || e.length <= ignoreAbove);
      if (kept.length > 0) out[k] = kept.length === 1 ? kept[0]! : kept;
    } else if (typeof x !== 'string' || x.length <= ignoreAbove) out[k] = x;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function fetchValues(ref: FieldRef, raw: Json[], format: string | undefined, norm?: (s: string) => string, profile?: Profile): Json[] {
  const out: Json[] = [];
  const ignoreAbove = typeof ref.def?.ignore_above === 'number' ? ref.def.ignore_above : Infinity;
  const type = ref.def?.type;
  for (const v of raw) {
    // Range fields return their `{gte, lte}` objects; other objects are not values.
    if (isObject(v)) {
      // Range fields, rank_features and join (SourceValueFetcher.identity) return their objects, and so does a
      // completion field ({input, weight, contexts}: CompletionFieldType's ArraySourceValueFetcher, ES 7.10+).
      if (type !== undefined && (type.endsWith('_range') || type === 'rank_features' || type === 'join' || type === 'completion')) out.push(v);
      // A flattened field's root prints its object (filtered by ignore_above from 8.16).
      else if (type === 'flattened' && !ref.runtime) {
        const f = profile?.flattenedFetchFiltered ? flattenedForFetch(v, ignoreAbove) : v;
        if (f !== undefined) out.push(f);
      }
      // A runtime geo_point prints as GeoJSON or WKT (GeoPointScriptFieldType's value fetcher).
      else if (ref.runtime && type === 'geo_point') out.push(...geometryFieldValues('geo_point', [v], format));
      continue;
    }
    if (Array.isArray(v)) continue;
    if (type === 'rank_feature') {
      // RankFeatureFieldType's value fetcher: a Float (objectToFloat), its null_value in place of null.
      const x = readFeatureFloat(v);
      if (typeof x === 'number') out.push(floatForJson(x));
      continue;
    }
    if (type === 'dense_vector') {
      // An ArraySourceValueFetcher returning the source value: the vector's elements as written (a byte vector's
      // hex string as it is), added to the list one by one.
      out.push(v);
      continue;
    }
    if (type === 'ip' && !ref.runtime) {
      // IpFieldType's value fetcher: InetAddresses.toAddrString of the parsed address (`::ffff:1.2.3.4` is an
      // Inet4Address, an IPv6 address prints compressed); a malformed one is left out.
      const s = ipCanonical(keywordOf(v));
      if (s !== undefined) out.push(s);
      continue;
    }
    if (type === 'token_count') {
      // Its value is the token count of the text, read from doc values (none without them).
      if (ref.def?.doc_values !== false) out.push(analyze(String(v)).length);
      continue;
    }
    switch (ref.kind) {
      case 'number': {
        // A long's value past 2^53 prints every digit (a Long of the value fetcher; longValues.ts).
        if (typeof v === 'bigint' || (typeof v !== 'number' && isExactLongField(ref)) || (typeof v === 'number' && beyondSafe(v) && isExactLongField(ref))) {
          const k = longKeyOf(v);
          if (k !== null) out.push(longJson(k));
          break;
        }
        const n = toNumber(v);
        if (!Number.isNaN(n)) {
          const x = numberAs(ref.def, n);
          out.push(ref.def?.type === 'float' || ref.def?.type === 'half_float' ? floatForJson(x) : x);
        }
        break;
      }
      case 'date': {
        // DateFieldType's value fetcher formats the parsed value at the field's resolution: a date_nanos keeps
        // its nanoseconds in its own default format, or in a requested one that prints them.
        const asked = format ?? (ref.def?.format as string | undefined);
        if (type === 'date_nanos' && !ref.runtime && (asked === undefined || formatKeepsNanos(asked))) {
          out.push(...(asked === undefined ? nanosDefaultFormatted([v], ref.format) : nanosFormatted([v], ref.format, asked)));
          break;
        }
        const ms = toMillis(v, ref.format);
        if (!Number.isNaN(ms)) out.push(dateFormat(format ?? ref.format).format(ms));
        break;
      }
      case 'boolean': {
        const b = toBool(v);
        if (b !== undefined) out.push(b);
        break;
      }
      case 'keyword': {
        // KeywordFieldType's value fetcher prints a normalized keyword's value normalized.
        const s = keywordOf(v);
        if (s.length <= ignoreAbove) out.push(norm ? norm(s) : s);
        break;
      }
      default:
        out.push(typeof v === 'string' ? v : keywordOf(v));
    }
  }
  // A double field's values are Doubles (`2.0`), a float field's Floats (NumberFieldMapper's value fetcher).
  if (ref.kind === 'number') {
    if (type === 'double' || type === 'scaled_float') markJava(out, 'double');
    else if (type === 'float' || type === 'half_float') markJava(out, 'float');
  }
  if (type === 'rank_feature') markJava(out, 'float');
  return out;
}

/** The `fields` option's values of one document. */
function fieldsOption(doc: Doc, index: IndexState, reqs: FieldAndFormat[], out: JsonObject, setAside?: (field: string, raw: Json[]) => Json[], metaValues = false, profile?: Profile): void {
  const mapped = leavesOf(index);
  // A key under a flattened field named in full (`flat.key`, no pattern) resolves to a keyed field of its own
  // (FieldTypeLookup.getFlattenedFieldType, KeyedFlattenedFieldType's value fetcher, 7.13+); patterns never reach keys.
  const keyed = profile?.flattenedKeysFetched ? reqs.filter((r) => !r.field.includes('*') && underFlattened(index, r.field) && !mapped.some((l) => l.name === r.field)) : [];
  const leaves: Leaf[] = keyed.length === 0 ? mapped : [...mapped, ...keyed.map((r) => ({ name: r.field, ref: resolveField(index, r.field) }))];
  const chosen = new Map<string, string | undefined>();
  // A later entry naming the same field wins (FieldFetcher puts each into a map in order).
  for (const r of reqs) for (const l of leaves) if (simpleMatch(r.field, l.name)) chosen.set(l.name, r.format);
  for (const l of leaves) {
    if (!chosen.has(l.name) || l.nested) continue;
    if (l.ref.kind === 'meta') {
      // An alias of a metadata field (`idAlias` → `_id`) fetches through that field's own value fetcher.
      const v = metaValues ? metaFieldValue(l.ref.name, doc, index.name) : undefined;
      if (v !== undefined) out[l.name] = [v];
      continue;
    }
    if (l.ref.def?.type === AGGREGATE_METRIC && !l.ref.runtime) {
      // Its object of metrics, read one step above the default metric the ref points at (fields.ts).
      const objs = sourceValues(doc.parsed, { ...l.ref, sourcePath: l.ref.sourcePath.slice(0, -1) }).map((v) => metricsObject(v, l.ref.def!)).filter((o) => o !== undefined);
      if (objs.length > 0) out[l.name] = objs;
      continue;
    }
    // A geometry field reads each source value whole (`[lon, lat]` is one point), through its own parser.
    if (!l.ref.runtime && GEOMETRY_TYPES.has(l.ref.def?.type ?? '')) {
      const geo = geometryFieldValues(l.ref.def!.type!, rawValues(doc, l.ref), chosen.get(l.name), l.ref.def!.null_value as Json | undefined);
      if (geo.length > 0) out[l.name] = geo;
      continue;
    }
    const raw = exactIfLong(doc, l.ref, fieldSourceValues(doc, l.ref));
    const vals = fetchValues(l.ref, setAside ? setAside(l.name, raw) : raw, chosen.get(l.name), profile ? normalizerOfRef(index, profile, l.ref) : undefined, profile);
    if (vals.length > 0) out[l.name] = vals;
  }
  // Nested objects are groups of their own, nested groups inside them (fetchFieldsNested.ts).
  const unmapped = reqs.filter((r) => r.includeUnmapped).map((r) => r.field);
  const nf: NestedFetch = { index, chosen, leaves, unmapped, values: fetchValues };
  const top = childNested(nestedPathsOf(index), '');
  for (const n of top) {
    const groups = nestedGroups(doc.parsed, '', n, nf);
    if (groups.length > 0) out[n] = groups;
  }
  unmappedValues(doc.parsed, '', nf, top, out);
}

/** Doc values of one field of one document: sorted, keywords deduplicated, in the entry's format. */
export function docValues(doc: Doc, ref: FieldRef, asked: string | undefined, profile: Profile, norm?: (s: string) => string): Json[] {
  // `use_field_mapping` asks for the mapping's format where the profile still knows it (useFieldMapping.ts).
  const mapping = meansMappingFormat(profile, asked);
  const format = mapping ? undefined : asked;
  // A metadata field with doc values (`_seq_no`) reads its value off the document, not `_source`.
  const meta = ref.metaValue?.(doc);
  // A copy_to target's doc values hold the values copied into it as well.
  const own = ref.metaValue ? (meta === undefined || meta === null ? [] : [meta]) : fieldSourceValues(doc, ref);
  const raw = ref.copies ? [...own, ...ref.copies.flatMap((c) => fieldSourceValues(doc, c))] : own;
  if (ref.def?.type === 'dense_vector' && profile.denseVectorDocvalueFields) return denseVectorDocValue(raw, ref.def.element_type as Json | undefined);
  // SortedSetDocValues of InetAddressPoint.encode: unique, in byte order, printed by DocValueFormat.IP.
  if (ref.def?.type === 'ip' && !ref.runtime && !ref.metaValue) return stringsOf('ip', ref.def)(raw);
  if (ref.def?.type === 'geo_point' && !ref.runtime && !ref.metaValue) return geoPointDocValues(rawValues(doc, ref), ref.def.null_value as Json | undefined);
  switch (ref.kind) {
    case 'number': {
      if (!format && isExactLongField(ref)) {
        // SortedNumericDocValues of a long: exact past 2^53 (longValues.ts), a text's digits too.
        const doubles = raw.map(toNumber).filter((n) => !Number.isNaN(n));
        if (doubles.some(beyondSafe)) return exactLongs(doc, ref, doubles).map(longJson);
      }
      const ns = raw.map(toNumber).filter((n) => !Number.isNaN(n)).map((n) => numberAs(ref.def, n)).sort((a, b) => a - b);
      if (format) return ns.map((n) => decimalFormat(format).format(n));
      // The floating types' doc values read as doubles (SortedNumericDoubleValues): `2.0`, a float widened.
      const t = ref.def?.type;
      if (t === 'double' || t === 'scaled_float' || t === 'float' || t === 'half_float') markJava(ns, 'double');
      return ns;
    }
    case 'date': {
      const ms = raw.map((v) => toMillis(v, ref.format)).filter((n) => !Number.isNaN(n)).sort((a, b) => a - b);
      if (!format && !mapping && profile.docvalueDatesAsMillis) return ms;
      if (format !== undefined && ref.def?.type === 'date_nanos' && formatKeepsNanos(format)) return nanosFormatted(raw, ref.format, format);
      // A date_nanos field's own default format prints its nanoseconds (strict_date_optional_time_nanos).
      if (format === undefined && ref.def?.type === 'date_nanos' && ref.def.format === undefined) return nanosDefaultFormatted(raw, ref.format);
      return ms.map((m) => dateFormat(format ?? ref.format).format(m));
    }
    case 'boolean':
      return raw.map(toBool).filter((b): b is boolean => b !== undefined).sort((a, b) => Number(a) - Number(b));
    default: {
      const ignoreAbove = typeof ref.def?.ignore_above === 'number' ? ref.def.ignore_above : Infinity;
      // A normalized keyword's doc values are normalized (ignore_above counts the value before it).
      const kept = raw.map(keywordOf).filter((s) => s.length <= ignoreAbove);
      return [...new Set(norm ? kept.map(norm) : kept)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    }
  }
}

/** How each hit of a search gets its `fields`, or the error a field that has no doc values gives. */
export function buildFetch(spec: FetchSpec, indices: readonly IndexState[], profile: Profile): ((h: ScrollHit) => JsonObject | undefined) | EsError {
  const plans = new Map<string, { index: IndexState; docvalue: { key: string; ref: FieldRef; format?: string; norm?: (s: string) => string }[]; stored: FieldRef[]; meta?: (h: ScrollHit, out: JsonObject) => void; sourceKept: boolean }>();
  for (const index of indices) {
    // FetchDocValuesContext (SearchService.parseSource, before any fetch): the entries expanded to mapped fields
    // are counted against index.max_docvalue_fields_search.
    const maxDocvalue = Number(index.settings['index.max_docvalue_fields_search'] ?? 100);
    // A plain name counts even when unmapped where the version's lookup returned it as it is (hitShaping.ts).
    const plainCounts = (f: string): number => (profile.docvalueLimitCountsUnmapped || resolveField(index, f).kind !== 'unmapped' ? 1 : 0);
    const asked = (spec.docvalue ?? []).reduce((n, r) => n + (r.field.includes('*') ? leavesOf(index).filter((l) => simpleMatch(r.field, l.name)).length : plainCounts(r.field)), 0);
    if (asked > maxDocvalue) return tooManyDocvalueFields(profile, maxDocvalue, asked, index.name);
    // Each value is printed under the name asked for (a field alias's own name, not its target's).
    const docvalue: { key: string; ref: FieldRef; format?: string; norm?: (s: string) => string }[] = [];
    for (const r of spec.docvalue ?? []) {
      if (!r.field.includes('*')) {
        const ref = resolveField(index, r.field);
        if (ref.kind === 'text' && ref.def?.fielddata !== true) return noFielddata(profile, r.field, index.name, ref.def?.type);
        const noDocValues = noDocValuesFailure(ref, index.name);
        if (noDocValues) return noDocValues;
        if (ref.kind !== 'unmapped' && ref.kind !== 'object' && ref.kind !== 'meta') docvalue.push({ key: r.field, ref, ...(r.format ? { format: r.format } : {}) });
        continue;
      }
      for (const l of leavesOf(index)) if (simpleMatch(r.field, l.name) && l.ref.kind !== 'text') docvalue.push({ key: l.name, ref: l.ref, ...(r.format ? { format: r.format } : {}) });
    }
    const stored: FieldRef[] = [];
    if (Array.isArray(spec.stored)) {
      for (const l of leavesOf(index)) if (l.ref.def?.store === true && spec.stored.some((p) => simpleMatch(p, l.name))) stored.push(l.ref);
    }
    // Only dates take a `format` in the fields option (each other mapper's valueFetcher refuses one).
    const formatError = fieldsFormatError(index, spec.fields ?? [], leavesOf(index), profile);
    if (formatError) return formatError;
    const meta = metaFieldsOption((spec.fields ?? []).map((r) => r.field), profile, index.name);
    if (meta && typeof meta !== 'function') return meta;
    for (const d of docvalue) {
      const norm = normalizerOfRef(index, profile, d.ref);
      if (norm) d.norm = norm;
    }
    plans.set(index.name, { index, docvalue, stored, meta, sourceKept: sourceKept(index) });
  }
  return (h) => {
    const plan = plans.get(h.index);
    if (!plan) return undefined;
    const out: JsonObject = {};
    for (const ref of plan.stored) {
      const vals = fetchValues(ref, exactIfLong(h.doc, ref, sourceValues(h.doc.parsed, ref)), undefined);
      // UnsignedLongFieldMapper stores its value as text (Long.toUnsignedString): stored_fields print strings.
      if (vals.length > 0) out[ref.name] = ref.def?.type === 'unsigned_long' ? vals.map((v) => String(longFromJson(v) ?? v)) : vals;
    }
    for (const d of plan.docvalue) {
      const vals = docValues(h.doc, d.ref, d.format, profile, d.norm);
      // FetchDocValuesPhase adds to the hit's DocumentField of that name: a field asked twice (in two formats)
      // lists the values of each entry in turn (OpenSearch's search/240_date_nanos.yml).
      const before = out[d.key];
      if (vals.length > 0) out[d.key] = Array.isArray(before) ? [...before, ...vals] : vals;
    }
    const ignoredValues: JsonObject = {};
    const setAside = profile.ignoredFieldValues ? ignoredValuesSplitter(plan.index, profile, ignoredValues) : undefined;
    // An index without `_source` has nothing for the fields that read it (sourceDisabled.ts).
    // FetchFieldsPhase reads the source the fetch phase loads: a synthetic one where the index has it (values
    // sorted and de-duplicated as doc values give them, ignored values after), so `fields` sees that order.
    if (spec.fields) fieldsOption(plan.sourceKept ? sourceReader(plan.index, h.doc, profile) : withParsed(h.doc, {}), plan.index, spec.fields, out, setAside, profile.fieldsMetadata === 'doc-meta', profile);
    plan.meta?.(h, out);
    // `_ignored` named in `fields` (a pattern does not match metadata fields, FieldFetcher): ignoredFields.ts.
    if (spec.fields?.some((r) => r.field === '_ignored')) {
      const ig = ignoredFieldsOf(plan.index, h.doc, profile);
      if (ig.length > 0) out._ignored = ig;
    }
    if (Object.keys(ignoredValues).length > 0) withIgnoredValues(out, ignoredValues);
    return Object.keys(out).length > 0 || Object.keys(ignoredValues).length > 0 ? out : undefined;
  };
}
