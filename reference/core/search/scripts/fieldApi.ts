/**
 * The `field` API of search scripts (ES 7.15+, beta; Painless's `field(String)` and the Field classes of
 * org.elasticsearch.script.field): `field('f')` is the field of the current document, whose `get(default)`
 * (`getValue(default)` in its first form) answers the first value or the default (a missing field or an
 * unmapped one is no error, unlike `doc['f'].value`), `get(i, default)` the i-th, `getValues()`/`values`
 * every value, `isEmpty()`, `size()`, `getName()`, and iteration.
 *
 * Each field type has its own DocValuesField (Painless's org.elasticsearch.script.fields.txt allowlist): its
 * values are of the type's Java class, not `doc[]`'s Longs and Doubles: an integer field's `int`s, a short's
 * and a byte's `short`/`byte` (whose `get(int)` casts the default), a float's and a half_float's `float`s
 * (`field('f').get(-1).toString()` is "3.1415927", where `doc['f'].value` is the double 3.1415927410125732),
 * an ip's IPAddress (with `asString`/`asStrings`); HalfFloatDocValuesField adds `asDouble`/`asDoubles`.
 * The default goes through the parameter's type, as Painless casts an argument (`float get(float)` makes
 * `get(-1)` the float -1.0).
 */
import { JDouble, JFloat, JList, JLong, JSmall, type JObject, type JValue } from '../../script/painless/values.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { castNumber, isNumeric, toNumber } from '../../script/painless/javaNumbers.ts';
import { javaToString } from '../../script/painless/javaString.ts';
import { JIPAddress } from '../../script/painless/fieldObjects.ts';

/** The Java element type of a DocValuesField, when numeric (the type its `get` casts the default to). */
type NumericElem = 'int' | 'long' | 'float' | 'double' | 'byte' | 'short';

/** org.elasticsearch.script.field.Field of one document. */
export class JField extends JList implements JObject {
  readonly jclass = 'org.elasticsearch.script.field.Field';
  constructor(
    readonly name: string,
    items: JValue[],
    /** The numeric type the field's `get` returns (and casts the default to); none for other fields. */
    readonly elem?: NumericElem,
    /** The mapped type (half_float and ip have methods of their own). */
    readonly fieldType?: string,
  ) {
    super(items);
  }
  private orDefault(v: JValue): JValue {
    return this.elem !== undefined && isNumeric(v) ? castNumber(v, this.elem) : v;
  }
  private at(i: JValue, d: JValue): JValue {
    const n = toNumber(i);
    return n >= 0 && n < this.items.length ? this.items[n]! : d;
  }
  /** The Field's own methods (methods.ts asks here before the list's). */
  special(name: string, args: JValue[]): JValue | undefined {
    const n = args.length;
    if ((name === 'get' || name === 'getValue') && n === 1) return this.items.length > 0 ? this.items[0]! : this.orDefault(args[0]!);
    if ((name === 'get' || name === 'getValue') && n === 2) return this.at(args[0]!, this.orDefault(args[1]!));
    if ((name === 'getValues' || name === 'asList') && n === 0) return new JList([...this.items]);
    if (name === 'getName' && n === 0) return this.name;
    if (name === 'get' && n === 0) return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, get/0] not found`);
    if (this.fieldType === 'half_float') return halfFloatMethod(this, name, args);
    if (this.fieldType === 'ip') return ipMethod(this, name, args);
    return undefined;
  }
}

/** HalfFloatDocValuesField's `asDouble(default)`, `asDouble(i, default)` and `asDoubles()`. */
function halfFloatMethod(f: JField, name: string, args: JValue[]): JValue | undefined {
  const double = (v: JValue): JValue => (isNumeric(v) ? new JDouble(toNumber(v)) : v);
  if (name === 'asDoubles' && args.length === 0) return new JList(f.items.map(double));
  if (name !== 'asDouble') return undefined;
  if (args.length === 1) return f.items.length > 0 ? double(f.items[0]!) : double(args[0]!);
  if (args.length === 2) {
    const i = toNumber(args[0]!);
    return i >= 0 && i < f.items.length ? double(f.items[i]!) : double(args[1]!);
  }
  return undefined;
}

/** IpDocValuesField's `asString(default)`, `asString(i, default)` and `asStrings()`. */
function ipMethod(f: JField, name: string, args: JValue[]): JValue | undefined {
  if (name === 'asStrings' && args.length === 0) return new JList(f.items.map((v) => javaToString(v)));
  if (name !== 'asString') return undefined;
  if (args.length === 1) return f.items.length > 0 ? javaToString(f.items[0]!) : args[0]!;
  if (args.length === 2) {
    const i = toNumber(args[0]!);
    return i >= 0 && i < f.items.length ? javaToString(f.items[i]!) : args[1]!;
  }
  return undefined;
}

const NUMERIC_ELEM: Record<string, NumericElem> = {
  integer: 'int', short: 'short', byte: 'byte', long: 'long', float: 'float', half_float: 'float', double: 'double', scaled_float: 'double',
};

/** A value of `doc[]` (Longs, Doubles, Strings) as the type's DocValuesField holds it. */
function asElem(v: JValue, elem: NumericElem): JValue {
  if (!(v instanceof JLong || v instanceof JDouble || typeof v === 'number')) return v;
  if (elem === 'float') return new JFloat(Math.fround(toNumber(v)));
  if (elem === 'byte' || elem === 'short') return new JSmall(toNumber(v), elem);
  return castNumber(v, elem);
}

/** The Field of a mapped field of this type over the values `doc[]` reads. */
export function fieldOfType(name: string, type: string | undefined, items: JValue[]): JField {
  const elem = type !== undefined ? NUMERIC_ELEM[type] : undefined;
  if (elem !== undefined) return new JField(name, items.map((v) => asElem(v, elem)), elem, type);
  if (type === 'ip') return new JField(name, items.map((v) => (typeof v === 'string' ? new JIPAddress(v) : v)), undefined, type);
  return new JField(name, [...items], undefined, type);
}
