/**
 * Sorting search hits: the `sort` query parameter and body element, the per-index key of each hit
 * (numbers, dates as epoch millis, keywords, `_doc`, `_id`, `_score`), and one comparator. Keys are
 * computed once per hit (decorate, sort, undecorate) so a large scroll sorts in one pass.
 */
import { isObject, markJava, type JavaNumberKind, type Json } from '../json.ts';
import { geoSortFieldUnmapped, noFielddata, malformedSort, noMappingToSortOn, unknownSortOrder, type EsError } from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { Doc } from '../doc.ts';
import type { Profile } from '../../profiles.ts';
import { anonymousField, keywordOf, resolveField, toBool, toMillis, toNumber, valuesOf, type FieldRef } from './fields.ts';
import { scriptSortKey, scriptSortOf, type ScriptSortType } from './scripts/scriptSort.ts';
import { dateKey, dateUnit, formattedSortValue, type NumericType } from './sortDates.ts';
import { geoSortKey, nestedSortValues, parseGeoSort, parseNestedSort, type GeoSort, type NestedSort } from './sortExtras.ts';
import { compareIp } from './aggs/valueOrder.ts';
import { compareVersions } from './aggs/versionOrder.ts';
import { combineKeys, combineLongKeys, combineUnsignedKeys, type CombiningMode } from './sortModes.ts';
import type { LongKey } from './exactSource.ts';
import { canonical, isExactLongField, longJson, longKeyOf } from './longValues.ts';
import { numberAs } from './aggs/valueConversion.ts';
import { noDocValuesFailure } from './noDocValues.ts';
import { normalizerOfRef } from './engine/analysis.ts';
import { removedNestedOption, unnestedSortAccess, type SortParseOptions } from './sortNestedContext.ts';

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
  /** `_last` (default), `_first`, or a substitute value. */
  missing: Json;
  mode?: 'min' | 'max' | CombiningMode;
  unmappedType?: string;
  /** A `_script` sort's script and type (ScriptSortBuilder). */
  script?: { script: Json; type: ScriptSortType };
  /** `_geo_distance`'s field, points and unit (sortExtras.ts). */
  geo?: GeoSort;
  /** A field sort's `nested` option (sortExtras.ts). */
  nested?: NestedSort;
  /** A field sort's `format` (7.13+): how its sort values print and `search_after` reads (sortDates.ts). */
  format?: string;
  /** A field sort's `numeric_type`: the type its values are converted to (dates: sortDates.ts). */
  numericType?: NumericType;
  /** How an `ip` or `version` field's string keys order (InetAddressPoint's, VersionEncoder's encoding), set by sortKeyer. */
  stringOrder?: (a: string, b: string) => number;
}

/**
 * Per sort position: whether it is numeric (for missing values), how a `format` prints its values, and the
 * Java type of its values where it is a float or a double (the SortField's type: `2.0` for a double field).
 */
export type SortColumns = boolean[] & { render?: (((k: LongKey) => Json) | undefined)[]; java?: (JavaNumberKind | undefined)[]; unsigned?: boolean[] };

/** One sort key: a number, a string, a long beyond 2^53 (longValues.ts), or null when the document has no value. */
export type SortValue = number | string | bigint | null;

/** How to compute the keys of one index's hits. */
export type SortKeyer = ((doc: Doc, pos: number, score: number) => SortValue[]) & {
  /** With one sort clause: that clause's value alone (no array), to test a document before keeping it. */
  single?: (doc: Doc, pos: number, score: number) => SortValue;
  /**
   * The first clause's value alone: a document strictly behind the window (or the search_after cursor) on it
   * is out without the later clauses, which Lucene's comparators too read only on a tie (a `_shard_doc`
   * tiebreaker is not looked up for every document of a point-in-time search).
   */
  head?: (doc: Doc, pos: number, score: number) => SortValue;
};

function spec(field: string, opts: Json, po?: SortParseOptions, at?: (string | number)[]): SortSpec | EsError {
  const removed = removedNestedOption(field, opts, po, at);
  if (removed) return removed;
  const dflt = field === '_score' ? 'desc' : 'asc';
  let order: Json = dflt;
  let missing: Json = '_last';
  let mode: Json | undefined;
  let unmappedType: Json | undefined;
  if (typeof opts === 'string') order = opts;
  else if (isObject(opts)) {
    order = (opts.order as Json | undefined) ?? dflt;
    missing = (opts.missing as Json | undefined) ?? '_last';
    mode = opts.mode as Json | undefined;
    unmappedType = opts.unmapped_type as Json | undefined;
  } else if (opts !== null) return malformedSort();
  const o = String(order).toLowerCase();
  if (o !== 'asc' && o !== 'desc') return unknownSortOrder(String(order));
  const s: SortSpec = { field, order: o, missing };
  if (field === '_script') {
    const sc = scriptSortOf(opts, po?.profile);
    if ('kind' in sc) return sc;
    s.script = sc;
  }
  if (mode === 'min' || mode === 'max' || (mode === 'avg' && field === '_geo_distance')) s.mode = mode;
  else if ((mode === 'avg' || mode === 'sum' || mode === 'median') && field !== '_geo_distance') s.mode = mode;
  if (typeof unmappedType === 'string') s.unmappedType = unmappedType;
  if (field === '_geo_distance' && isObject(opts)) {
    const g = parseGeoSort(opts);
    if (g) s.geo = g;
  }
  // The pre-7 `nested_path`/`nested_filter` (deprecated in 6.x/7.x: FieldSortBuilder) sort as the `nested` option would.
  const legacy = isObject(opts) && typeof opts.nested_path === 'string' ? { path: opts.nested_path, ...(opts.nested_filter !== undefined ? { filter: opts.nested_filter } : {}) } : undefined;
  const nested = isObject(opts) ? parseNestedSort((opts.nested as Json | undefined) ?? legacy) : undefined;
  if (nested) s.nested = nested;
  if (isObject(opts) && typeof opts.format === 'string') s.format = opts.format;
  const nt = isObject(opts) ? opts.numeric_type : undefined;
  if (nt === 'long' || nt === 'double' || nt === 'date' || nt === 'date_nanos') s.numericType = nt;
  return s;
}

function fromElement(el: Json, out: SortSpec[], po?: SortParseOptions, at: (string | number)[] = []): EsError | undefined {
  if (typeof el === 'string') {
    const s = spec(el, null);
    if ('kind' in s) return s;
    out.push(s);
    return undefined;
  }
  if (!isObject(el)) return malformedSort();
  for (const [field, opts] of Object.entries(el)) {
    const s = spec(field, opts as Json, po, [...at, field]);
    if ('kind' in s) return s;
    out.push(s);
  }
  return undefined;
}

/**
 * The sort of a request: the `sort` query parameter (`a:desc,b`) wins over the body; undefined when none.
 * `po` gives the profile and where the sort sits in the raw body, for the parser's own refusals.
 */
export function parseSort(param: string | undefined, body: Json | undefined, po?: SortParseOptions): SortSpec[] | EsError | undefined {
  const out: SortSpec[] = [];
  if (param !== undefined && param !== '') {
    for (const part of param.split(',')) {
      const at = part.lastIndexOf(':');
      const s = at < 0 ? spec(part, null) : spec(part.slice(0, at), part.slice(at + 1));
      if ('kind' in s) return s;
      out.push(s);
    }
    return out;
  }
  if (body === undefined || body === null) return undefined;
  const list = Array.isArray(body) ? body : [body];
  for (let i = 0; i < list.length; i++) {
    const err = fromElement(list[i]!, out, po, Array.isArray(body) ? [i] : []);
    if (err) return err;
  }
  return out;
}

/** Whether a sort needs scores (it sorts on `_score`). */
export function sortsOnScore(specs: SortSpec[] | undefined): boolean {
  return specs === undefined || specs.some((s) => s.field === '_score');
}

function noMapping(field: string, index: IndexState): EsError {
  return noMappingToSortOn(field, index);
}

function scalarOfField(ref: FieldRef, v: Json, numericType?: NumericType): SortValue {
  switch (ref.kind) {
    case 'number': {
      // A long field sorts on its doc values: Java longs, exact past 2^53 (SortField.Type.LONG).
      if (numericType === undefined && isExactLongField(ref)) return longKeyOf(v);
      // Other number fields sort on their doc values too: integers truncated, float, half_float and
      // scaled_float at the precision they keep (184.4 in a half_float sorts, and prints, as 184.375).
      const n = ref.def && !ref.metaValue && !ref.runtime && ref.def.type !== 'token_count' ? numberAs(ref.def, v) : toNumber(v);
      if (Number.isNaN(n)) return null;
      // numeric_type long reads a floating field's values as longs (IndexNumericFieldData.sortField's cast: truncation).
      return numericType === 'long' ? Math.trunc(n) : n;
    }
    case 'date': {
      // date_nanos sorts on nanoseconds, and numeric_type converts either type (sortDates.ts).
      const unit = dateUnit(ref, numericType);
      const n = unit === 'millis' && ref.def?.type !== 'date_nanos' ? toMillis(v, ref.format) : dateKey(v, ref.format, unit);
      return typeof n === 'number' && Number.isNaN(n) ? null : n;
    }
    case 'boolean': {
      const b = toBool(v);
      return b === undefined ? null : b ? 1 : 0;
    }
    default:
      return keywordOf(v);
  }
}

/** Field types whose doc values are longs (MultiValueMode's long picks): whole numbers, dates, booleans. */
const LONG_VALUED = new Set(['long', 'integer', 'short', 'byte', 'date', 'date_nanos', 'boolean']);

function fieldKey(ref: FieldRef, s: SortSpec, indexName: string, values: (doc: Doc) => Json[] = (d) => valuesOf(d, ref, indexName), exactUnsigned = false): (doc: Doc) => SortValue {
  const mode = s.mode;
  // A long field's keys: its longs, exact past 2^53 (decided once, not per value).
  const scalarOf = s.numericType === undefined && isExactLongField(ref) ? (_r: FieldRef, v: Json): SortValue => longKeyOf(v) : scalarOfField;
  if ((mode === 'avg' || mode === 'sum' || mode === 'median') && exactUnsigned) {
    return (doc) => {
      const keys: bigint[] = [];
      for (const v of values(doc)) {
        const k = longKeyOf(v);
        if (k !== null) keys.push(BigInt(k));
      }
      const c = combineUnsignedKeys(mode, keys);
      return c === null ? null : canonical(c);
    };
  }
  if ((mode === 'avg' || mode === 'sum' || mode === 'median') && (ref.kind === 'number' || ref.kind === 'date' || ref.kind === 'boolean')) {
    const long = LONG_VALUED.has(ref.def?.type ?? '');
    // A long field's exact values combine as Java longs, every digit kept (sortModes.ts combineLongKeys).
    if (long && scalarOf !== scalarOfField) {
      return (doc) => {
        const keys: bigint[] = [];
        for (const v of values(doc)) {
          const k = scalarOf(ref, v, s.numericType);
          if (typeof k === 'number' || typeof k === 'bigint') keys.push(BigInt(k));
        }
        const c = combineLongKeys(mode, keys);
        return c === null ? null : canonical(c);
      };
    }
    return (doc) => {
      const keys: number[] = [];
      for (const v of values(doc)) {
        const k = scalarOf(ref, v, s.numericType);
        if (typeof k === 'number' || typeof k === 'bigint') keys.push(Number(k));
      }
      return combineKeys(mode, keys, long);
    };
  }
  const max = (s.mode ?? (s.order === 'desc' ? 'max' : 'min')) === 'max';
  return (doc) => {
    let best: SortValue = null;
    for (const v of values(doc)) {
      const k = scalarOf(ref, v, s.numericType);
      if (k !== null && (best === null || (max ? order(s, k, best) > 0 : order(s, k, best) < 0))) best = k;
    }
    return best;
  };
}

/**
 * Two present keys of one clause in ascending order: numbers as numbers, an ip field's strings by encoding,
 * other strings by UTF-16 code units. BytesRef orders by UTF-8 bytes, which differs only where one string
 * has a character above U+FFFF and the other one in U+E000–U+FFFF at the first difference; comparing
 * bytes in JS doubled the cost of sorting a million keys (npm run bench: the sorted scan held the server
 * 223 ms instead of 93 between slices), so sorts keep the native order there (keywordOrder.test.ts).
 */
function order(s: SortSpec, x: string | number | bigint, y: string | number | bigint): number {
  if (s.stringOrder !== undefined && typeof x === 'string' && typeof y === 'string') return s.stringOrder(x, y);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The key function for one index's hits, or the error ES gives for an unsortable field. `shardDoc` gives
 * a document's `_shard_doc` value (a search through a point in time; pit/shardDoc.ts); `scope` is the
 * nested path of the documents sorted ('' for root documents; a top_hits under a nested aggregation); `now` the
 * search's clock, for date math in a nested sort's filter.
 */
export function sortKeyer(specs: SortSpec[], index: IndexState, profile: Profile, now: number, shardDoc?: (doc: Doc) => number, scope = ''): SortKeyer | EsError {
  const parts: ((doc: Doc, pos: number, score: number) => SortValue)[] = [];
  for (const s of specs) {
    if (s.field === '_doc') parts.push((_d, pos) => pos);
    else if (s.field === '_shard_doc' && shardDoc) parts.push((d) => shardDoc(d));
    else if (s.field === '_score') parts.push((_d, _p, score) => score);
    else if (s.field === '_id') parts.push((d) => d.id);
    else if (s.script) {
      const key = scriptSortKey(s.script, index, profile);
      if ('kind' in key) return key;
      // A version key orders as the version field's values do (BytesRefProducer / the version DocValueFormat).
      if (s.script.type === 'version') s.stringOrder = compareVersions;
      parts.push(key);
    } else if (s.geo) {
      if (resolveField(index, s.geo.field).kind === 'unmapped' && !s.geo.ignoreUnmapped) return geoSortFieldUnmapped(profile, s.geo.field, index.name);
      const mode = s.mode ?? (s.order === 'desc' ? 'max' : 'min');
      parts.push(geoSortKey(index, s.geo, mode === 'max', mode === 'avg'));
    } else {
      const ref = resolveField(index, s.field);
      if (ref.kind === 'text' && ref.def?.fielddata !== true) return noFielddata(profile, s.field, index.name, ref.def?.type);
      const noDocValues = noDocValuesFailure(ref, index.name);
      if (noDocValues) return noDocValues;
      if (ref.def?.type === 'ip') s.stringOrder = compareIp;
      else if (ref.def?.type === 'version') s.stringOrder = compareVersions;
      if (ref.kind === 'unmapped' || ref.kind === 'object') {
        if (!s.unmappedType) return noMapping(s.field, index);
        // Every value missing: an INT sort's missing value is a real value (intSortMissing), the others stay apart.
        const intMissing = intSortMissing(profile, anonymousField(s.field, s.unmappedType), s);
        parts.push(intMissing !== null ? () => intMissing : () => null);
        continue;
      }
      let values: ((doc: Doc) => Json[]) | undefined;
      if (s.nested) {
        const v = nestedSortValues(index, profile, s.field, s.nested, now);
        if ('kind' in v) return v;
        values = v;
      } else {
        const access = unnestedSortAccess(index, profile, s.field, scope);
        if (typeof access !== 'string') return access;
        if (access === 'missing') values = () => [];
      }
      // A normalized keyword sorts on its doc values, which are normalized (and so are the values printed).
      const norm = normalizerOfRef(index, profile, ref);
      if (norm) {
        const base = values ?? ((d: Doc) => valuesOf(d, ref, index.name));
        values = (d) => base(d).map((v) => norm(keywordOf(v)));
      }
      const exactUnsigned = profile.unsignedLongSortModesExact && s.numericType === undefined && ref.def?.type === 'unsigned_long';
      const key = fieldKey(ref, s, index.name, values, exactUnsigned);
      // A substitute for missing values takes part in the ordering like a real value.
      const sub = s.missing === '_last' || s.missing === '_first' ? null : scalarOfField(ref, s.missing, s.numericType);
      const intMissing = sub === null ? intSortMissing(profile, ref, s) : null;
      parts.push(sub !== null ? (d) => key(d) ?? sub : intMissing !== null ? (d) => key(d) ?? intMissing : key);
    }
  }
  const keyer: SortKeyer = (doc, pos, score) => parts.map((p) => p(doc, pos, score));
  if (parts.length === 1) keyer.single = parts[0];
  if (parts.length > 0) keyer.head = parts[0];
  return keyer;
}

const INT_SORTED = new Set(['integer', 'short', 'byte']);

/**
 * An integer, short or byte field sorted as Lucene INT (profile intSortForIntFields): a missing value is
 * Integer.MAX_VALUE or MIN_VALUE (IntValuesComparatorSource.missingObject), a real value that orders and prints
 * as one, below a LONG sort's missing Long.MAX_VALUE of another index (95_sort_mixed_numeric_types.yml).
 * Null when the field sorts otherwise (LONG: missing stays apart and prints as Long's extreme).
 */
function intSortMissing(profile: Profile, ref: FieldRef, s: SortSpec): number | null {
  if (!profile.intSortForIntFields || s.numericType !== undefined || ref.kind !== 'number' || !INT_SORTED.has(String(ref.def?.type))) return null;
  return (s.order === 'asc') === (s.missing !== '_first') ? 2147483647 : -2147483648;
}

/** Compares two key arrays under the specs; missing values go last (or first with `missing: _first`). */
export function compareKeys(specs: SortSpec[], a: SortValue[], b: SortValue[]): number {
  for (let i = 0; i < specs.length; i++) {
    const c = compareKey(specs[i]!, a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return 0;
}

/** Compares two values of one sort clause; a missing value goes last (or first with `missing: _first`). */
export function compareKey(s: SortSpec, x: SortValue, y: SortValue): number {
  if (x === y) return 0;
  if (x === null || y === null) {
    const first = s.missing === '_first';
    return (x === null) === first ? -1 : 1;
  }
  const c = order(s, x, y);
  return s.order === 'desc' ? -c : c;
}

/** The `sort` values ES prints for a hit: missing numbers print as the Long extreme ES substitutes. */
export function renderSortValues(specs: SortSpec[], keys: SortValue[], numericField: SortColumns): Json[] {
  const out = sortValueList(specs, keys, numericField);
  const java = numericField.java;
  if (java) for (let i = 0; i < out.length; i++) if (java[i] && numericField.render?.[i] === undefined && typeof out[i] === 'number') markJava(out, java[i]!, [String(i)]);
  return out;
}

function sortValueList(specs: SortSpec[], keys: SortValue[], numericField: SortColumns): Json[] {
  return keys.map((k, i) => {
    const render = numericField.render?.[i];
    if (render && typeof k === 'number') return render(k);
    // A nanosecond key keeps every digit for its format (sortDates.ts formattedSortValue reads a bigint).
    if (typeof k === 'bigint') return render ? render(k) : longJson(k);
    // A long sort's value past 2^53 made in doubles (MultiValueMode's median and avg round a double average
    // back to a long) is a Java long on the wire: every digit (4611686018427387904, not 4611686018427388000).
    if (typeof k === 'number' && numericField[i] && numericField.java?.[i] === undefined && Number.isInteger(k) && !Number.isSafeInteger(k)) return longJson(BigInt(k));
    if (k !== null || !numericField[i]) return k;
    // A document without a point is at an infinite distance (GeoDistanceSortBuilder), which Jackson quotes.
    if (specs[i].geo) return 'Infinity';
    return missingSortValue(specs[i]!, numericField.java?.[i], numericField.unsigned?.[i] === true);
  });
}

/**
 * What a missing value prints as: the value XFieldComparatorSource.missingObject substitutes for it, by the
 * sort's reduced type. A FLOAT or DOUBLE sort (float, half_float, double, scaled_float, numeric_type double)
 * takes ±Infinity, which Jackson writes quoted; a LONG sort (whole numbers, dates, booleans) Long's extremes;
 * unsigned_long's shifted longs format as 2^64 - 1 and 0.
 */
function missingSortValue(s: SortSpec, java: JavaNumberKind | undefined, unsigned: boolean): Json {
  const max = (s.order === 'asc') === (s.missing !== '_first');
  if (unsigned) return max ? longJson(18446744073709551615n) : 0;
  if (java === 'float' || java === 'double') return max ? 'Infinity' : '-Infinity';
  // Every digit, as Jackson writes the long (a JavaScript number would print 9223372036854776000).
  return longJson(max ? 9223372036854775807n : -9223372036854775808n);
}

/** Which sort positions are numeric (numbers, dates, booleans, `_doc`), for rendering missing values. */
export function numericSorts(specs: SortSpec[], index: IndexState): SortColumns {
  const render: (((k: LongKey) => Json) | undefined)[] = [];
  const java: (JavaNumberKind | undefined)[] = [];
  const unsigned: boolean[] = [];
  const out: SortColumns = specs.map((s, i) => {
    if (s.field === '_score') java[i] = 'float';
    if (s.geo) java[i] = 'double';
    if (s.field === '_doc' || s.field === '_score' || s.field === '_shard_doc' || s.geo) return true;
    if (s.field === '_id') return false;
    if (s.script) {
      if (s.script.type === 'number') java[i] = 'double';
      return s.script.type === 'number';
    }
    const found = resolveField(index, s.field);
    // FieldSortBuilder.build: an unmapped field sorts as an anonymous field of `unmapped_type`, every value missing.
    const ref = (found.kind === 'unmapped' || found.kind === 'object') && s.unmappedType ? anonymousField(s.field, s.unmappedType) : found;
    const k = ref.kind;
    if (k === 'number') java[i] = sortFieldKind(ref, s.numericType);
    if (k === 'number' && s.numericType === undefined && ref.def?.type === 'unsigned_long') (unsigned[i] = true);
    if (s.format !== undefined && (k === 'number' || k === 'date')) render[i] = formattedSortValue(k, dateUnit(ref, s.numericType), s.format);
    return k === 'number' || k === 'date' || k === 'boolean';
  });
  if (render.length > 0) out.render = render;
  if (java.length > 0) out.java = java;
  if (unsigned.length > 0) out.unsigned = unsigned;
  return out;
}

/** The Java type of a numeric field's sort values: Double or Float for the floating types (IndexFieldData's SortField). */
export function sortFieldKind(ref: FieldRef, numericType: NumericType | undefined): JavaNumberKind | undefined {
  if (numericType === 'double') return 'double';
  if (numericType !== undefined) return undefined;
  const t = ref.def?.type;
  if (t === 'double' || t === 'scaled_float') return 'double';
  if (t === 'float' || t === 'half_float') return 'float';
  return undefined;
}

/**
 * Whether a sort mixes unsigned_long with another type across the indices searched (a field sorted without
 * numeric_type that one index maps as unsigned_long and another maps otherwise), which the final reduce refuses.
 */
export function mixesUnsignedSort(specs: SortSpec[], indices: readonly IndexState[]): boolean {
  for (const s of specs) {
    if (s.script || s.geo || s.numericType !== undefined || s.field.startsWith('_')) continue;
    let unsigned = false;
    let other = false;
    for (const index of indices) {
      const ref = resolveField(index, s.field);
      if (ref.kind === 'unmapped' || ref.kind === 'object') continue;
      if (ref.def?.type === 'unsigned_long') unsigned = true;
      else other = true;
    }
    if (unsigned && other) return true;
  }
  return false;
}
