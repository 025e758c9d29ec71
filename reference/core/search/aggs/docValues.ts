/**
 * A document's field values as Lucene's doc values hold them, read from the mapping and the source
 * (search/fields.ts): keywords sorted and deduplicated, numbers sorted with duplicates kept (longs
 * truncated, floats rounded to float32, scaled floats to their scale), dates as epoch millis, booleans
 * as 0/1. Cached per (field, document) for one run; a columnar store can replace this module later.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';
import type { FieldDef } from '../../mapping/types.ts';
import { resolveField, valuesOf, type FieldRef } from '../fields.ts';
import { kindOfDef, numbersOf, stringsOf } from './valueConversion.ts';
import { BOOLEAN, dateFormat, IP, RAW, type ValueFormat } from './format.ts';
import type { NestedRow, Row } from './rows.ts';
import type { ColumnReader, ShardColumns } from './columns.ts';
import { compareBytes, compareIp, ipBytes, type ValuesKind } from './valueOrder.ts';
import { beyondSafe, compareLongKeys, exactLongs, exactTwin, isExactLongField, longKeyOf, type LongKey } from '../longValues.ts';
import type { Profile } from '../../../profiles.ts';
import { normalizerOfRef } from '../engine/analysis.ts';

// Kept here too for the many readers that take them from the values layer.
export { compareBytes, compareIp, ipBytes, numbersOf, stringsOf, type ValuesKind };

/** How a field's values are kept: ES's ValuesSourceType (bytes, numeric long/double, date, boolean). */

/** One field of one index as aggregations read it. */
export interface FieldValues {
  name: string;
  kind: ValuesKind;
  /** The field's own format (dates: its date format; booleans; raw numbers). */
  format: ValueFormat;
  /** Its date format text, for parsing `missing`, ranges and bounds on a date field. */
  dateFormat: string;
  ref: FieldRef;
  /** Numeric values, sorted (numbers, dates, booleans). */
  numbers(row: Row): number[];
  /** Byte values, sorted and unique (keywords, ips, text with fielddata). */
  strings(row: Row): string[];
  /** A long or unsigned_long field's values, exact past 2^53 (longValues.ts); the doubles elsewhere. */
  longs?(row: Row): LongKey[];
}

/** Nested object paths of an index's mappings (`comments`, `comments.replies`). */
export function nestedPaths(index: IndexState): Set<string> {
  const out = new Set<string>();
  const walk = (props: Record<string, FieldDef> | undefined, prefix: string) => {
    if (!props) return;
    for (const [k, def] of Object.entries(props)) {
      const path = prefix + k;
      if (def.type === 'nested') out.add(path);
      walk(def.properties, path + '.');
    }
  };
  for (const m of index.mappings.values()) walk(m.properties, '');
  return out;
}

/** The innermost nested path a field lives under, or undefined. */
export function nestedScopeOf(field: string, paths: Set<string>): string | undefined {
  let best: string | undefined;
  for (const p of paths) if (field.startsWith(p + '.') && (best === undefined || p.length > best.length)) best = p;
  return best;
}

/** Leaves of `obj` at `segs` (arrays flattened, dotted keys followed). */
function leaves(v: Json | undefined, segs: string[], i: number, out: Json[]): void {
  if (v === undefined || v === null) return;
  if (Array.isArray(v)) {
    for (const el of v) leaves(el, segs, i, out);
    return;
  }
  if (i === segs.length) {
    out.push(v);
    return;
  }
  if (!isObject(v)) return;
  const o = v as JsonObject;
  leaves(o[segs[i]!] as Json | undefined, segs, i + 1, out);
  let key = segs[i]!;
  for (let j = i + 1; j < segs.length; j++) {
    key += '.' + segs[j];
    if (key in o) leaves(o[key] as Json | undefined, segs, j + 1, out);
  }
}

/**
 * Values already read, across requests: documents are replaced, never mutated, so a document's values
 * under one field definition never change. Keyed by index, then by field name and definition (a mapping
 * update that changes the field makes a new key), then weakly by document.
 */
const SHARED = new WeakMap<IndexState, Map<string, { numbers: WeakMap<Doc, number[]>; strings: WeakMap<Doc, string[]> }>>();

function sharedCache(index: IndexState, name: string, def: FieldDef | undefined): { numbers: WeakMap<Doc, number[]>; strings: WeakMap<Doc, string[]> } {
  let byField = SHARED.get(index);
  if (!byField) SHARED.set(index, (byField = new Map()));
  const key = `${name}\u0000${def ? JSON.stringify(def) : ''}`;
  let c = byField.get(key);
  if (!c) {
    // A bounded memo: field definitions come from user mappings.
    if (byField.size > 1000) byField.clear();
    byField.set(key, (c = { numbers: new WeakMap(), strings: new WeakMap() }));
  }
  return c;
}

/** Reads fields of one index's documents for aggregations, with a cache shared across requests. */
export class DocValues {
  private readonly fields = new Map<string, FieldValues>();
  private readonly readers = new Map<string, ColumnReader | undefined>();
  private paths: Set<string> | undefined;
  /** `columns`: the shard's engine columns, when its documents are located in the engine's segments. */
  /** `profile`: the version searched, for a keyword field's normalizer (its doc values are normalized). */
  constructor(
    readonly index: IndexState,
    private readonly columns?: ShardColumns,
    private readonly profile?: Profile,
  ) {}

  /** Nested paths of the index's mapping. */
  nested(): Set<string> {
    return (this.paths ??= nestedPaths(this.index));
  }

  /** The field's reader over the shard's engine columns, when this reads a located shard and the field has columns. */
  column(name: string): ColumnReader | undefined {
    this.field(name);
    return this.readers.get(name);
  }

  /** The field's values source (unmapped fields read as `unmapped`, text as `text`). */
  field(name: string): FieldValues {
    let f = this.fields.get(name);
    if (!f) {
      f = this.make(name);
      this.fields.set(name, f);
    }
    return f;
  }

  /** Raw source leaves of a field for a row, honouring nested scopes. */
  private raw(ref: FieldRef, row: Row, scope: string | undefined): Json[] {
    if (ref.kind === 'meta' || ref.metaValue) return 'nested' in row ? [] : valuesOf(row, ref, this.index.name);
    const rowPath = 'nested' in row ? row.path : undefined;
    if (scope !== rowPath) return [];
    if (rowPath === undefined) return valuesOf(row as Doc, ref, this.index.name);
    const rest = ref.sourcePath.slice(rowPath.split('.').length);
    const out: Json[] = [];
    leaves((row as { obj: JsonObject }).obj, rest, 0, out);
    return out;
  }

  private make(name: string): FieldValues {
    const ref = resolveField(this.index, name);
    const def = ref.def;
    const kind = kindOfDef(def, ref);
    const scope = nestedScopeOf(name, this.nested());
    const shared = sharedCache(this.index, name, def);
    // Nested objects are made per run: their values are kept for the run only.
    const nestedNum = new Map<Row, number[]>();
    const nestedStr = new Map<Row, string[]>();
    const numCache = { get: (r: Row) => ('nested' in r ? nestedNum.get(r) : shared.numbers.get(r)), set: (r: Row, v: number[]) => ('nested' in r ? nestedNum.set(r, v) : shared.numbers.set(r, v)) };
    const strCache = { get: (r: Row) => ('nested' in r ? nestedStr.get(r) : shared.strings.get(r)), set: (r: Row, v: string[]) => ('nested' in r ? nestedStr.set(r, v) : shared.strings.set(r, v)) };
    const format = kind === 'date' ? dateFormat(ref.format) : kind === 'boolean' ? BOOLEAN : kind === 'ip' ? IP : RAW;
    const toNumbers = numbersOf(kind, ref);
    const toStrings = stringsOf(kind, def, this.profile ? normalizerOfRef(this.index, this.profile, ref) : undefined);
    let numbers = (row: Row): number[] => {
      let out = numCache.get(row);
      if (out) return out;
      out = toNumbers(this.raw(ref, row, scope));
      numCache.set(row, out);
      return out;
    };
    let strings = (row: Row): string[] => {
      let out = strCache.get(row);
      if (out) return out;
      out = toStrings(this.raw(ref, row, scope));
      strCache.set(row, out);
      return out;
    };
    // Top-level documents of a located shard read the engine's per-segment columns (columns.ts) instead;
    // a runtime field has none (its values are the search's own: search/runtime/).
    const cols = this.columns && scope === undefined && !ref.runtime ? this.columns.field(name, kind, ref, toNumbers, toStrings) : undefined;
    this.readers.set(name, cols);
    if (cols) {
      const [slowN, slowS] = [numbers, strings];
      numbers = (row) => ('nested' in row ? slowN(row) : (cols.numbers(row) ?? slowN(row)));
      strings = (row) => ('nested' in row ? slowS(row) : (cols.strings(row) ?? slowS(row)));
    }
    const exact = isExactLongField(ref);
    // A nested object's longs past 2^53 are read again from the same object of the root's exact source.
    const nestedLongs = (row: NestedRow): LongKey[] => {
      const doubles = numbers(row);
      if (!doubles.some(beyondSafe)) return doubles;
      const twin = exactTwin(row.root, row.obj);
      if (!twin) return doubles;
      const keys = this.raw(ref, { ...row, obj: twin }, scope).map(longKeyOf).filter((k): k is LongKey => k !== null);
      return keys.length === doubles.length ? keys.sort(compareLongKeys) : doubles;
    };
    const longs = exact ? (row: Row): LongKey[] => ('nested' in row ? nestedLongs(row) : exactLongs(row as Doc, ref, numbers(row))) : undefined;
    return { name, kind, format, dateFormat: ref.format, ref, numbers, strings, ...(longs ? { longs } : {}) };
  }
}


