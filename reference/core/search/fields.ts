/**
 * How queries and sorts see a document's field: which mapping defines a dotted path (including
 * multi-fields such as `title.keyword`), where its values sit in the parsed source (arrays, dotted keys),
 * and the simple analysis text fields get.
 */
import { AGGREGATE_METRIC, defaultMetricOf } from '../mapping/aggregateMetric.ts';
import { indexIgnoreAbove, withIndexIgnoreAbove } from '../mapping/ignoreAbove.ts';
import { tsidValues } from '../tsdb/tsidField.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { IndexState } from '../state.ts';
import type { Doc } from '../doc.ts';
import type { FieldDef } from '../mapping/types.ts';
import { DEFAULT_DATE_FORMAT, parseDate } from '../mapping/dates.ts';
import { isSaytSubField, saytSubField } from '../mapping/searchAsYouType.ts';
import { javaParseDouble } from '../mapping/javaNumbers.ts';
import { beyondSafe, exactSourceOf } from './exactSource.ts';
import { malformedLeafFilter } from './malformedLeaf.ts';
import { joinFieldValues } from './join/joinFieldValues.ts';

export type FieldKind = 'text' | 'keyword' | 'number' | 'date' | 'boolean' | 'object' | 'meta' | 'unmapped';

/** A resolved field: its kind, definition, and the source path its values come from. */
export interface FieldRef {
  name: string;
  kind: FieldKind;
  def?: FieldDef;
  /** Path segments in `_source` (for a multi-field, its parent's path). */
  sourcePath: string[];
  /** Date format of a date field. */
  format: string;
  /** For metadata fields that are indexed as numbers (`_seq_no`): the value, read off the document. */
  metaValue?: (doc: Doc) => Json;
  /** For a runtime field (search/runtime/): its values for a document, computed (keywords, numbers, millis, booleans). */
  runtime?: (doc: Doc) => Json[];
  /**
   * Computed values that Lucene nevertheless indexes as keyword terms (a `join` field's relation names and its
   * `#parent` ids, ParentJoinFieldMapper/ParentIdFieldMapper: DOCS, no norms): queries read postings and score
   * BM25, where a runtime field's are script queries scoring 1.
   */
  indexed?: true;
  /** The source values the field's mapper left out as malformed (malformedLeaf.ts): queries do not see them. */
  malformed?: (v: Json) => boolean;
  /**
   * The fields that copy into this one (`copy_to`): their values are this field's terms and doc values too,
   * so queries, aggregations and sorts see them (someValue, valuesOf); `_source` and the `fields` option do not
   * (sourceValues, fieldSourceValues). A copied value is not copied again (copy_to is not transitive).
   */
  copies?: FieldRef[];
}

/** Resolves runtime fields (search/runtime/runtimeFields.ts registers it), which shadow mapped fields of the same name. */
let runtimeResolver: ((index: IndexState, name: string) => FieldRef | undefined) | undefined;
let runtimeNamesOf: ((index: IndexState) => string[]) | undefined;

/** Registers the runtime field resolver, and what lists an index's runtime fields (for `fields` patterns). */
export function registerRuntimeResolver(fn: (index: IndexState, name: string) => FieldRef | undefined, names: (index: IndexState) => string[]): void {
  runtimeResolver = fn;
  runtimeNamesOf = names;
}

/** The runtime fields of an index (or of a search's view of it), by name. */
export function runtimeFieldNames(index: IndexState): string[] {
  return runtimeNamesOf ? runtimeNamesOf(index) : [];
}

/** A field's values in a document: a runtime field's computed values, or its `_source` leaves. */
export function fieldSourceValues(doc: Doc, ref: FieldRef): Json[] {
  // A join field prints its source value, object or name (ParentJoinFieldMapper: SourceValueFetcher.identity),
  // where queries and aggregations read its relation names.
  return ref.runtime && ref.def?.type !== 'join' ? ref.runtime(doc) : sourceValues(doc.parsed, ref);
}

const NUMBERS = new Set(['long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'unsigned_long', 'token_count']);
const META = new Set(['_id', '_index', '_type', '_routing']);

function kindOf(def: FieldDef): FieldKind {
  const t = def.type;
  if (t === undefined || t === 'object' || t === 'nested') return 'object';
  // search_as_you_type's root field is a text field (SearchAsYouTypeFieldMapper); so are its shingle and prefix sub-fields.
  // match_only_text is a text field indexed without frequencies, positions or norms (MatchOnlyTextFieldMapper):
  // analysed and matched as text; its scores are constant (engine/scorer.ts similarityOf).
  if (t === 'text' || t === 'match_only_text' || t === 'search_as_you_type' || isSaytSubField(def)) return 'text';
  // ES 5's `string` is analysed unless `index: not_analyzed`.
  if (t === 'string') return def.index === 'not_analyzed' || def.index === 'no' ? 'keyword' : 'text';
  if (NUMBERS.has(t)) return 'number';
  if (t === 'date' || t === 'date_nanos') return 'date';
  if (t === 'boolean') return 'boolean';
  return 'keyword';
}

/**
 * SearchExecutionContext.buildAnonymousFieldType: a field of `type` holding no values, as a sort's `unmapped_type`
 * stands in for a field an index does not map (its sort values are then that type's missing value).
 */
export function anonymousField(name: string, type: string): FieldRef {
  const def: FieldDef = { type };
  return { name, kind: kindOf(def), def, sourcePath: [], format: '' };
}

/** The keyword a flattened field's key reads as: the flattened field's `ignore_above` carries over. */
function flattenedKeyed(def: FieldDef): FieldDef {
  return def.ignore_above !== undefined ? { type: 'keyword', ignore_above: def.ignore_above } : { type: 'keyword' };
}

/** `ignoreAbove`: the index's `index.mapping.ignore_above`, the default of the fields that set none (mapping/ignoreAbove.ts). */
function lookupIn(props: Record<string, FieldDef> | undefined, segs: string[], ignoreAbove?: number): { def: FieldDef; sourceLen: number } | undefined {
  const hit = lookupFrom(props, segs, 0, ignoreAbove);
  if (hit || !props || segs.length < 2) return hit;
  // Under `subobjects: false` a mapping key holds dots (`time.min`): the path's segments joined, tried when
  // the plain walk finds nothing.
  return lookupDotted(props, segs, 0, ignoreAbove);
}

/** The path's segments from `i` grouped into dotted mapping keys, each grouping tried in turn. */
function lookupDotted(props: Record<string, FieldDef>, segs: string[], i: number, ignoreAbove?: number): { def: FieldDef; sourceLen: number } | undefined {
  for (let j = i + 1; j <= segs.length; j++) {
    const key = segs.slice(i, j).join('.');
    const def = props[key];
    if (!def) continue;
    if (j === segs.length) return { def: withIndexIgnoreAbove(def, ignoreAbove), sourceLen: segs.length };
    if (def.properties) {
      const hit = lookupDotted(def.properties, segs, j, ignoreAbove);
      if (hit) return hit;
      continue;
    }
    // A leaf whose rest names a multi-field (or a flattened key): the plain walk from that leaf.
    const hit = lookupFrom({ [key]: def }, [key, ...segs.slice(j)], 0, ignoreAbove);
    if (hit) return { def: hit.def, sourceLen: hit.sourceLen === segs.length - j + 1 ? segs.length : j };
  }
  return undefined;
}

function lookupFrom(props: Record<string, FieldDef> | undefined, segs: string[], start: number, ignoreAbove?: number): { def: FieldDef; sourceLen: number } | undefined {
  let cur = props;
  for (let i = start; i < segs.length; i++) {
    const def = cur?.[segs[i]];
    if (!def) return undefined;
    if (i === segs.length - 1) return { def: withIndexIgnoreAbove(def, ignoreAbove), sourceLen: segs.length };
    // A key under a `flattened` field (`labels.priority`) is a keyed keyword field of its own
    // (FlattenedFieldMapper.KeyedFlattenedFieldType), read at that path of the object.
    if (def.type === 'flattened') return { def: flattenedKeyed(withIndexIgnoreAbove(def, ignoreAbove)), sourceLen: segs.length };
    if (def.properties) {
      cur = def.properties;
      continue;
    }
    const sayt = def.type === 'search_as_you_type' && i === segs.length - 2 ? saytSubField(def, segs[i + 1]!) : undefined;
    if (sayt) return { def: sayt, sourceLen: i + 1 };
    const sub = def.fields?.[segs.slice(i + 1).join('.')];
    return sub ? { def: withIndexIgnoreAbove(sub, ignoreAbove), sourceLen: i + 1 } : undefined;
  }
  return undefined;
}

/** Per mapping object (replaced, not edited, when the mapping changes): each copy_to target's source fields. */
const COPY_SOURCES = new WeakMap<object, Map<string, string[]>>();

function copySourceNames(index: IndexState, name: string): string[] {
  let out: string[] | undefined;
  for (const m of index.mappings.values()) {
    let byTarget = COPY_SOURCES.get(m);
    if (!byTarget) {
      const map = new Map<string, string[]>();
      const visit = (props: Record<string, FieldDef> | undefined, prefix: string) => {
        for (const [k, def] of Object.entries(props ?? {})) {
          const field = prefix ? `${prefix}.${k}` : k;
          const c = def.copy_to;
          for (const t of typeof c === 'string' ? [c] : Array.isArray(c) ? c.map(String) : []) map.set(t, [...(map.get(t) ?? []), field]);
          if (def.properties) visit(def.properties, field);
        }
      };
      visit(m.properties, '');
      COPY_SOURCES.set(m, (byTarget = map));
    }
    const found = byTarget.get(name);
    if (found) out = out ? [...out, ...found] : found;
  }
  return out ?? [];
}

/** A field without the fields that copy into it: its own source values only (sourcesOf lists the copies itself). */
export function withoutCopies(ref: FieldRef): FieldRef {
  if (!ref.copies) return ref;
  const { copies: _copies, ...own } = ref;
  return own;
}

/** Resolves a field name against every mapping type of the index (the first type that maps it wins). */
export function resolveField(index: IndexState, name: string, copies = true): FieldRef {
  if (META.has(name)) return { name, kind: 'meta', sourcePath: [], format: '' };
  // `_seq_no` is indexed and has doc values: range queries and sorts on it work as on a long.
  if (name === '_seq_no') return { name, kind: 'number', sourcePath: [], format: '', metaValue: (d) => d.seqNo };
  // A time series index's `_tsid` (tsdb/tsidField.ts): doc values computed from the dimensions.
  const tsid = name === '_tsid' ? tsidValues(index) : undefined;
  if (tsid) return { name, kind: 'keyword', def: { type: 'keyword' }, sourcePath: [], format: '', runtime: tsid };
  if (runtimeResolver) {
    const rt = runtimeResolver(index, name);
    if (rt) return rt;
  }
  const segs = name.split('.');
  const ignoreAbove = indexIgnoreAbove(index.settings);
  for (const m of index.mappings.values()) {
    const hit = lookupIn(m.properties, segs, ignoreAbove);
    if (hit) {
      // A field alias is its target wherever a search reads a field (FieldAliasMapper: MappingLookup maps the
      // alias's name to the target's MappedFieldType, whose name() is the target's).
      if (hit.def.type === 'alias') return typeof hit.def.path === 'string' && hit.def.path !== name ? resolveField(index, hit.def.path) : { name, kind: 'unmapped', sourcePath: segs, format: DEFAULT_DATE_FORMAT };
      const format = typeof hit.def.format === 'string' ? hit.def.format : DEFAULT_DATE_FORMAT;
      const ref: FieldRef = { name, kind: kindOf(hit.def), def: hit.def, sourcePath: segs.slice(0, hit.sourceLen), format };
      // An aggregate_metric_double queries, sorts and tests `exists` on its default metric, a double
      // (AggregateDoubleMetricFieldType delegates to that sub-field's NumberFieldType).
      if (hit.def.type === AGGREGATE_METRIC) Object.assign(ref, { kind: 'number', sourcePath: [...ref.sourcePath, defaultMetricOf(hit.def)] });
      const malformed = malformedLeafFilter(index, hit.def);
      if (malformed) ref.malformed = malformed;
      // A join field reads as the keyword of each document's relation name, not its source object.
      if (hit.def.type === 'join') {
        const values = joinFieldValues(index, name);
        if (values) Object.assign(ref, { kind: 'keyword', def: { ...hit.def }, runtime: values, indexed: true });
      }
      // Every document of the index holds a constant keyword's value, whatever its source says
      // (ConstantIndexFieldData; its queries match all or none): computed values, as a runtime field's.
      if (hit.def.type === 'constant_keyword') {
        const v = hit.def.value;
        const values: Json[] = v === undefined || v === null ? [] : [String(v)];
        ref.runtime = () => values;
      }
      if (copies && !ref.runtime) {
        const sources = copySourceNames(index, name);
        if (sources.length > 0) ref.copies = sources.map((n) => resolveField(index, n, false)).filter((r) => r.kind !== 'unmapped' && r.kind !== 'object');
      }
      return ref;
    }
  }
  // `<join>#<parent>`: the parent-id field a join field adds per parent relation (join/joinFieldValues.ts).
  const parentIds = name.includes('#') ? joinFieldValues(index, name) : undefined;
  if (parentIds) return { name, kind: 'keyword', def: { type: 'keyword' }, sourcePath: [], format: '', runtime: parentIds, indexed: true };
  return { name, kind: 'unmapped', sourcePath: segs, format: DEFAULT_DATE_FORMAT };
}

/**
 * Walks a source to a field's leaves. `nv` is the field's `null_value`: a null leaf (alone or in an array)
 * stands for it, as the mappers index it (e.g. KeywordFieldMapper, NumberFieldMapper: `value == null ? nullValue`).
 */
function walk(v: Json | undefined, segs: string[], i: number, fn: (leaf: Json) => boolean, nv?: Json): boolean {
  if (v === undefined) return false;
  if (v === null) return i === segs.length && nv !== undefined && nv !== null ? fn(nv) : false;
  if (Array.isArray(v)) {
    for (const el of v) if (walk(el, segs, i, fn, nv)) return true;
    return false;
  }
  if (i === segs.length) return fn(v);
  if (!isObject(v)) return false;
  const obj = v as JsonObject;
  if (walk(obj[segs[i]] as Json | undefined, segs, i + 1, fn, nv)) return true;
  // Dotted keys (`{"a.b": 1}`) address the same field as `{"a": {"b": 1}}`.
  let key = segs[i];
  for (let j = i + 1; j < segs.length; j++) {
    key += '.' + segs[j];
    if (key in obj && walk(obj[key] as Json | undefined, segs, j + 1, fn, nv)) return true;
  }
  return false;
}

/** Calls `fn` on each non-null leaf value of the field (arrays flattened) until it returns true. */
export function someValue(doc: Doc, ref: FieldRef, indexName: string, fn: (leaf: Json) => boolean): boolean {
  if (ref.metaValue) return fn(ref.metaValue(doc));
  if (ref.runtime) return ref.runtime(doc).some(fn);
  if (ref.kind === 'meta') {
    const v = ref.name === '_id' ? doc.id : ref.name === '_index' ? indexName : ref.name === '_type' ? doc.type : doc.routing;
    return v !== undefined && fn(v);
  }
  if (ref.copies) {
    if (someSourceValue(doc, ref, fn)) return true;
    for (const c of ref.copies) if (someValue(doc, c, indexName, fn)) return true;
    return false;
  }
  return someSourceValue(doc, ref, fn);
}

/** `someValue` over the field's own `_source` leaves (a copy_to target's copies aside). */
function someSourceValue(doc: Doc, ref: FieldRef, fn: (leaf: Json) => boolean): boolean {
  const bad = ref.malformed;
  // A keyword value longer than ignore_above is neither indexed nor a doc value: no query sees it.
  const above = ref.kind === 'keyword' && typeof ref.def?.ignore_above === 'number' ? ref.def.ignore_above : undefined;
  const kept = above === undefined ? fn : (v: Json) => (typeof v === 'string' && v.length > above ? false : fn(v));
  const own = bad ? (v: Json) => !bad(v) && kept(v) : kept;
  // A flattened field's root (RootFlattenedFieldType) indexes every leaf of its object as a keyword of its own,
  // whatever its key (FlattenedFieldParser), so a query on the root sees them all.
  const f = ref.def?.type === 'flattened' ? flattenedLeaves(own) : own;
  const nv = ref.def?.null_value as Json | undefined;
  if (ref.def?.type !== 'long' && ref.def?.type !== 'unsigned_long') return walk(doc.parsed, ref.sourcePath, 0, f, nv);
  // A long's leaf past 2^53 lost digits in JSON.parse: such leaves are skipped, then read again from the
  // source text, exact (a bigint; exactSource.ts), so a term query and a sort see the long Lucene holds.
  lossySeen = false;
  const found = walkLong(doc.parsed, ref.sourcePath, 0, f, nv);
  if (found || !lossySeen) return found;
  const lossy = (v: Json | bigint): boolean => typeof v === 'bigint' || (typeof v === 'number' && beyondSafe(v));
  return walk(exactSourceOf(doc), ref.sourcePath, 0, (v) => lossy(v) && (!bad || !bad(typeof v === 'bigint' ? Number(v) : v)) && fn(v));
}

/**
 * The values a field indexes from its source values: a flattened field's root (RootFlattenedFieldType) indexes
 * every leaf of its object as a keyword of its own, whatever its key (FlattenedFieldParser); others as they are.
 */
export function indexedValues(ref: FieldRef, values: Json[]): Json[] {
  if (ref.def?.type !== 'flattened') return values;
  const out: Json[] = [];
  const each = flattenedLeaves((v) => {
    out.push(v);
    return false;
  });
  values.forEach(each);
  return out;
}

/** Calls `fn` on each non-null leaf under a flattened field's object (arrays and nested objects walked) until it returns true. */
function flattenedLeaves(fn: (leaf: Json) => boolean): (v: Json) => boolean {
  const each = (v: Json): boolean => {
    if (v === null) return false;
    if (Array.isArray(v)) return v.some(each);
    if (isObject(v)) return Object.values(v as JsonObject).some((x) => each(x as Json));
    return fn(v);
  };
  return each;
}

/** Set by walkLong when it skipped a leaf past 2^53. */
let lossySeen = false;

/** `walk` for a long field: a number leaf past 2^53 is not given to `fn` (its digits are lost) but noted. */
function walkLong(v: Json | undefined, segs: string[], i: number, fn: (leaf: Json) => boolean, nv?: Json): boolean {
  if (v === undefined) return false;
  if (v === null) return i === segs.length && nv !== undefined && nv !== null ? fn(nv) : false;
  if (Array.isArray(v)) {
    for (const el of v) if (walkLong(el, segs, i, fn, nv)) return true;
    return false;
  }
  if (i === segs.length) {
    if (typeof v === 'number' && beyondSafe(v)) {
      lossySeen = true;
      return false;
    }
    return fn(v);
  }
  if (!isObject(v)) return false;
  const obj = v as JsonObject;
  if (walkLong(obj[segs[i]] as Json | undefined, segs, i + 1, fn, nv)) return true;
  let key = segs[i];
  for (let j = i + 1; j < segs.length; j++) {
    key += '.' + segs[j];
    if (key in obj && walkLong(obj[key] as Json | undefined, segs, j + 1, fn, nv)) return true;
  }
  return false;
}

/** A mapped (not metadata) field's non-null leaf values in a parsed source. */
export function sourceValues(parsed: JsonObject, ref: FieldRef): Json[] {
  // A top-level field holding one plain value, the usual case on the write path (doc values, indexing):
  // what the walk below gives for it, without its closure.
  if (ref.sourcePath.length === 1 && isObject(parsed)) {
    const v = parsed[ref.sourcePath[0]!];
    if (v !== undefined && v !== null && typeof v !== 'object') return [v];
  }
  const out: Json[] = [];
  walk(parsed, ref.sourcePath, 0, (v) => {
    out.push(v);
    return false;
  }, ref.def?.null_value as Json | undefined);
  return out;
}

/** All non-null leaf values of the field. */
export function valuesOf(doc: Doc, ref: FieldRef, indexName: string): Json[] {
  const out: Json[] = [];
  someValue(doc, ref, indexName, (v) => {
    out.push(v);
    return false;
  });
  return out;
}

/** The standard analyser, simplified: lower case, split on anything not a letter or digit. */
export function analyze(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0);
}

/** A source value as a number (numbers may arrive as strings, which ES coerces), or NaN. */
export function toNumber(v: Json): number {
  if (typeof v === 'number') return v;
  // An exact long's leaf (exactSource.ts) read as a double.
  if (typeof v === 'bigint') return Number(v);
  if (typeof v !== 'string' || v.trim() === '') return NaN;
  const n = Number(v);
  // Double.parseDouble also reads a type suffix (`1.0d`), which Number refuses (480_matrix_stats.yml indexes them).
  return Number.isNaN(n) ? javaParseDouble(v) : n;
}

/**
 * A source value of a date field as epoch millis, or NaN. DateFieldMapper parses a number's text with the
 * field's format: epoch millis under the default format, seconds under `epoch_second` (41_date_range.yml).
 */
export function toMillis(v: Json, format: string): number {
  if (typeof v === 'number') {
    if (format.includes('epoch_millis') || !Number.isFinite(v)) return v;
    const r = parseDate(String(v), format);
    return r.ok ? r.millis : v;
  }
  if (typeof v !== 'string') return NaN;
  const r = parseDate(v, format);
  return r.ok ? r.millis : NaN;
}

/** A source value of a boolean field, or undefined. */
export function toBool(v: Json): boolean | undefined {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false' || v === '') return false;
  return undefined;
}

/** A value as the string a keyword field indexes. */
export function keywordOf(v: Json): string {
  return typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
}
