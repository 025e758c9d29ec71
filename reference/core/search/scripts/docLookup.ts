/**
 * `doc` in a search script (LeafDocLookup): `doc['field']` is the field's ScriptDocValues for the current
 * document, read from its doc values (aggs/docValues.ts): Longs, Doubles, Dates (ZonedDateTime), Booleans
 * and Strings, a List with `value` (the first value, or ES's IllegalStateException when there is none),
 * `values`, `size()`, `empty`. An unmapped field and a text field without fielddata fail as ES fails them.
 */
import type { Doc } from '../../doc.ts';
import type { Row } from '../aggs/rows.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { DocValues, type FieldValues } from '../aggs/docValues.ts';
import { resolveField, toMillis, valuesOf, type FieldRef } from '../fields.ts';
import { exactLongs } from '../longValues.ts';
import type { Json } from '../../json.ts';
import type { FieldDef } from '../../mapping/types.ts';
import { JDouble, JList, JLong, JMap, type JValue } from '../../script/painless/values.ts';
import { exactLongValues } from './exactLongs.ts';
import { JDateTime } from '../../script/painless/javaTime.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { JField, fieldOfType } from './fieldApi.ts';
import { rawValues } from '../geo/geoQueries.ts';
import { docValuesDisabledMessage } from '../../errors/index.ts';

const NO_VALUE = "A document doesn't have a value for a field! Use doc[<field>].size()==0 to check if a document is missing a field!";

/** ScriptDocValues of a field type read from its source values (GeoPoints), registered by the module that owns the type. */
interface TypedDocValues {
  cls: string;
  /** Read from the source values unflattened (a geo point's `[lon, lat]` array is one value). */
  raw?: boolean;
  /** The values from the field's source values (and its mapping, for types whose values depend on it). */
  read(raw: Json[], def?: FieldDef): JValue[];
  method(items: JValue[], name: string, args: JValue[]): JValue | undefined;
}
const BY_FIELD_TYPE = new Map<string, TypedDocValues>();
const TYPED = new Map<string, TypedDocValues>();

/** Registers the ScriptDocValues of a field type (geo_point's GeoPoints, from geoDocValues.ts). */
export function registerScriptDocValues(fieldType: string, values: TypedDocValues): void {
  BY_FIELD_TYPE.set(fieldType, values);
  TYPED.set(values.cls, values);
}

/** ScriptDocValues: a List of the document's values with the accessors scripts use. */
export class ScriptDocValues extends JList {
  constructor(
    items: JValue[],
    readonly docValuesClass: string,
  ) {
    super(items);
  }
  /** The accessors a plain list does not have (methods.ts asks here first). */
  special(name: string, args: JValue[]): JValue | undefined {
    const own = TYPED.get(this.docValuesClass)?.method(this.items, name, args);
    if (own !== undefined) return own;
    if (args.length !== 0) return undefined;
    if (name === 'getValue') {
      if (this.items.length === 0) javaThrow('illegal_state_exception', NO_VALUE);
      return this.items[0]!;
    }
    if (name === 'getValues') return new JList([...this.items]);
    return undefined;
  }
}

/** The fielddata a text field refuses (TextFieldMapper.fielddataBuilder), as a script sees it. */
function textFielddataMessage(profile: Profile, field: string, index: string): string {
  const wording = profile.fielddataError;
  if (wording === 'on-text-fields') return `Fielddata is disabled on text fields by default. Set fielddata=true on [${field}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`;
  return `${wording === 'on-field-in-index' ? `Fielddata is disabled on [${field}] in [${index}]. ` : ''}Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${field}] in order to load field data by uninverting the inverted index. Note that this can use significantly more memory.`;
}

function valuesFor(fv: FieldValues, doc: Row, field: string): { items: JValue[]; cls: string } {
  switch (fv.kind) {
    case 'long':
      // A nested object's longs are read as the shared doc values hold them (exact below 2^53).
      if ('nested' in doc) return { items: fv.numbers(doc).map((n) => new JLong(BigInt(Math.trunc(n)))), cls: 'Longs' };
      return { items: exactLongValues(doc, field, fv.numbers(doc)), cls: 'Longs' };
    case 'double':
      return { items: fv.numbers(doc).map((n) => new JDouble(n)), cls: 'Doubles' };
    case 'date':
      return { items: fv.numbers(doc).map((n) => new JDateTime('java.time.ZonedDateTime', n)), cls: 'Dates' };
    case 'boolean':
      return { items: fv.numbers(doc).map((n) => n !== 0), cls: 'Booleans' };
    default:
      return { items: fv.strings(doc), cls: 'Strings' };
  }
}

/**
 * An unsigned_long's doc values as UnsignedLongScriptDocValues gives them: Java longs holding the unsigned
 * bits, so 2^64 - 1 reads -1 and 2^63 reads Long.MIN_VALUE (x-pack unsigned_long/50_script_values.yml),
 * in the field's unsigned order.
 */
function unsignedLongValues(doc: Doc, ref: FieldRef, doubles: number[]): JLong[] {
  return exactLongs(doc, ref, doubles).map((k) => new JLong(BigInt.asIntN(64, BigInt(k))));
}

/**
 * The `doc` map of one document: entries made on first access. Inside a `nested` query the document is the
 * nested object (a NestedRow), whose `doc['comments.v']` reads that object's own values, as a script on
 * Lucene's hidden nested document does.
 */
export class DocLookup extends JMap {
  private readonly made = new Map<string, ScriptDocValues>();
  /** Fields `doc[]` has read (their doc values checked). */
  private readonly checked = new Set<string>();
  constructor(
    private readonly dv: DocValues,
    private readonly doc: Row,
    private readonly profile: Profile,
  ) {
    super(false);
  }
  private index(): IndexState {
    return this.dv.index;
  }
  override has(k: JValue): boolean {
    return typeof k === 'string' && resolveField(this.index(), k).kind !== 'unmapped';
  }
  /**
   * `field(name)` of the field API: the field's values, none for a field the mapping lacks. Fields read
   * through the SCRIPT fielddata operation (FielddataOperation.SCRIPT): a text field or a field without doc
   * values reads its source values, sorted, where `doc[]` fails; the values have the field's own Java type
   * (IntegerDocValuesField's ints, FloatDocValuesField's floats…; fieldApi.ts), unlike `doc[]`'s longs and doubles.
   */
  fieldApi(name: string): JField {
    if (name === '_version') return new JField(name, [new JLong(BigInt(this.rowDoc().version))], 'long');
    const ref = resolveField(this.index(), name);
    if (ref.kind === 'unmapped' || ref.kind === 'object') return new JField(name, []);
    if (ref.kind === 'text') {
      const raw = valuesOf(this.rowDoc(), ref, this.index().name);
      return new JField(name, raw.filter((v) => v !== null && typeof v !== 'object').map(String).sort());
    }
    return fieldOfType(name, ref.def?.type ?? (name === '_seq_no' ? 'long' : undefined), this.lookup(name).items);
  }
  private rowDoc(): Doc {
    return 'nested' in this.doc ? this.doc.root : this.doc;
  }
  /** `doc['f']`: fails on a field without doc values (MappedFieldType.failIfNoDocValues, the SEARCH operation). */
  override get(k: JValue): JValue | undefined {
    const name = String(k);
    if (!this.checked.has(name)) {
      const def = resolveField(this.index(), name).def;
      if (def && !hasDocValues(def)) {
        javaThrow('illegal_argument_exception', docValuesDisabledMessage(name, String(def.type)));
      }
      this.checked.add(name);
    }
    return this.lookup(name);
  }
  private lookup(name: string): ScriptDocValues {
    const hit = this.made.get(name);
    if (hit) return hit;
    const ref = resolveField(this.index(), name);
    if (ref.kind === 'unmapped' || ref.kind === 'object') javaThrow('illegal_argument_exception', `No field found for [${name}] in mapping`);
    if (ref.kind === 'text' && ref.def?.fielddata !== true) javaThrow('illegal_argument_exception', textFielddataMessage(this.profile, name, this.index().name));
    const typed = ref.def?.type !== undefined ? BY_FIELD_TYPE.get(ref.def.type) : undefined;
    const { items, cls } = typed
      ? { items: typed.read(typed.raw && !ref.runtime ? rawValues(this.rowDoc(), ref) : valuesOf(this.rowDoc(), ref, this.index().name), ref.def), cls: typed.cls }
      : ref.def?.type === 'date_nanos'
        ? { items: nanosDates(valuesOf(this.rowDoc(), ref, this.index().name), ref.format), cls: 'Dates' }
        : ref.def?.type === 'unsigned_long' && !('nested' in this.doc)
        ? { items: unsignedLongValues(this.doc, ref, this.dv.field(name).numbers(this.doc)), cls: 'Longs' }
        : valuesFor(this.dv.field(name), this.doc, name);
    const out = new ScriptDocValues(items, cls);
    this.made.set(name, out);
    return out;
  }
}

/**
 * A date_nanos field's values as DateNanosDocValuesField holds them: ZonedDateTimes to the nanosecond (the
 * digits past the millisecond of an ISO text kept), sorted.
 */
function nanosDates(raw: Json[], format: string): JDateTime[] {
  const out: JDateTime[] = [];
  for (const v of raw) {
    const ms = toMillis(v, format);
    if (!Number.isFinite(ms)) continue;
    const digits = typeof v === 'string' ? /\.(\d{4,9})(?!\d)/.exec(v)?.[1] : undefined;
    out.push(new JDateTime('java.time.ZonedDateTime', ms, 'Z', digits ? Number(digits.padEnd(9, '0').slice(3)) : 0));
  }
  return out.sort((a, b) => a.compareTo(b));
}

/** The field types whose fielddata needs doc values (their `doc_values: false` refuses `doc[]`). */
const DOC_VALUES_TYPES = new Set(['keyword', 'long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'unsigned_long', 'date', 'date_nanos', 'boolean', 'ip', 'geo_point', 'version', 'binary']);

/** Whether `doc[]` may read the field: doc values on (a binary field has them only when asked for, BinaryFieldMapper). */
function hasDocValues(def: FieldDef): boolean {
  if (!DOC_VALUES_TYPES.has(String(def.type))) return true;
  const dv = def.doc_values;
  return def.type === 'binary' ? dv === true || dv === 'true' : dv !== false && dv !== 'false';
}

/** The doc values of an index, shared by the lookups of one search. */
export function docValuesOf(index: IndexState): DocValues {
  return new DocValues(index);
}
