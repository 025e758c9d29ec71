/**
 * Painless values as the interpreter holds them: Java's boxed types kept apart, because Java's arithmetic,
 * equality and printing depend on them (`1` int, `1L` long, `1.0` double, `1f` float, `'a'` char after a cast).
 * A JS number is a Java `int`; longs are bigints in a box; lists, maps and sets are Java collections in boxes
 * that keep Java's equality of keys (an Integer key is not a Long key).
 */
import { javaThrow } from './javaError.ts';
import type { Json } from '../../json.ts';

/** A Java `long` (64-bit two's complement, held as a BigInt in range). */
export class JLong {
  constructor(readonly v: bigint) {}
}
/** A Java `double`. */
export class JDouble {
  constructor(readonly v: number) {}
}
/** A Java `float` (the number is always Math.fround-ed). */
export class JFloat {
  constructor(readonly v: number) {}
}
/** A Java `char` (a UTF-16 unit). */
export class JChar {
  constructor(readonly v: number) {}
}
/** A Java `byte` or `short`: an int that remembers its width for printing the type name. */
export class JSmall {
  constructor(
    readonly v: number,
    readonly kind: 'byte' | 'short',
  ) {}
}

/** java.util.ArrayList (also the List of a JSON array and of `[1, 2]`). */
export class JList {
  constructor(public items: JValue[] = []) {}
}

/** An entry of a JMap or JSet, keyed by the Java equality key of `key`. */
interface Entry {
  key: JValue;
  value: JValue;
}

/**
 * java.util.HashMap or LinkedHashMap: insertion order for maps read from JSON (ES parses sources into
 * LinkedHashMaps) and Java's hash order for `new HashMap()` / `[:]`, so output key order matches Java's.
 */
export class JMap {
  readonly entries = new Map<string, Entry>();
  /** Collections.unmodifiableMap (a script's `params`): every write throws UnsupportedOperationException. */
  unmodifiable = false;
  /** Java's HashMap table size (it never shrinks); 0 for a LinkedHashMap. */
  capacity: number;
  constructor(readonly hashed: boolean = false) {
    this.capacity = hashed ? 16 : 0;
  }
  get size(): number {
    return this.entries.size;
  }
  get(k: JValue): JValue | undefined {
    return this.entries.get(keyOf(k))?.value;
  }
  has(k: JValue): boolean {
    return this.entries.has(keyOf(k));
  }
  set(k: JValue, v: JValue): JValue {
    if (this.unmodifiable) javaThrow('unsupported_operation_exception', null);
    const key = keyOf(k);
    const e = this.entries.get(key);
    if (e) {
      const old = e.value;
      e.value = v;
      return old;
    }
    this.entries.set(key, { key: k, value: v });
    if (this.hashed) while (this.entries.size > this.capacity * 0.75) this.capacity *= 2;
    return null;
  }
  delete(k: JValue): JValue {
    if (this.unmodifiable) javaThrow('unsupported_operation_exception', null);
    const key = keyOf(k);
    const e = this.entries.get(key);
    if (!e) return null;
    this.entries.delete(key);
    return e.value;
  }
  /** Entries in Java's iteration order. */
  list(): Entry[] {
    const all = [...this.entries.values()];
    if (!this.hashed) return all;
    const cap = this.capacity;
    const withBucket = all.map((e, i) => ({ e, i, b: spread(hashCode(e.key)) & (cap - 1) }));
    withBucket.sort((a, b) => a.b - b.b || a.i - b.i);
    return withBucket.map((x) => x.e);
  }
  keys(): JValue[] {
    return this.list().map((e) => e.key);
  }
  values(): JValue[] {
    return this.list().map((e) => e.value);
  }
}

/** java.util.HashSet (hash order) or a LinkedHashSet. */
export class JSet {
  readonly map: JMap;
  constructor(hashed = true) {
    this.map = new JMap(hashed);
  }
  get size(): number {
    return this.map.size;
  }
  add(v: JValue): boolean {
    if (this.map.has(v)) return false;
    this.map.set(v, true);
    return true;
  }
  has(v: JValue): boolean {
    return this.map.has(v);
  }
  delete(v: JValue): boolean {
    if (!this.map.has(v)) return false;
    this.map.delete(v);
    return true;
  }
  items(): JValue[] {
    return this.map.keys();
  }
}

/** Any other allowlisted object (a Matcher, a ZonedDateTime, a lambda, a Map.Entry, an iterator...). */
export interface JObject {
  readonly jclass: string;
  /** How XContentBuilder writes the object (its registered writer or ToXContent), when not as its toString. */
  toXContent?(): Json;
}

export type JValue = null | boolean | number | string | JLong | JDouble | JFloat | JChar | JSmall | JList | JMap | JSet | JObject;


/** HashMap's spreading of a hash code (h ^ h >>> 16). */
function spread(h: number): number {
  return (h ^ (h >>> 16)) | 0;
}

/**
 * Java's hashCode of a value: String, boxed numbers, booleans, and the collections' own (AbstractList:
 * 31·h + e over the items from 1; AbstractSet: the sum of the items'; AbstractMap: the sum of key ^ value);
 * others 0 so insertion order remains.
 */
export function hashCode(v: JValue): number {
  if (v instanceof JList) return v.items.reduce<number>((h, x) => (Math.imul(31, h) + hashCode(x)) | 0, 1);
  if (v instanceof JSet) return v.map.list().reduce<number>((h, e) => (h + hashCode(e.key)) | 0, 0);
  if (v instanceof JMap) return v.list().reduce<number>((h, e) => (h + (hashCode(e.key) ^ hashCode(e.value))) | 0, 0);
  if (v === null) return 0;
  if (typeof v === 'string') {
    let h = 0;
    for (let i = 0; i < v.length; i++) h = (Math.imul(31, h) + v.charCodeAt(i)) | 0;
    return h;
  }
  if (typeof v === 'number') return v | 0;
  if (typeof v === 'boolean') return v ? 1231 : 1237;
  if (v instanceof JLong) return Number(BigInt.asIntN(32, v.v ^ (BigInt.asUintN(64, v.v) >> 32n)));
  if (v instanceof JChar || v instanceof JSmall) return v.v;
  if (v instanceof JDouble) {
    const buf = new DataView(new ArrayBuffer(8));
    buf.setFloat64(0, Number.isNaN(v.v) ? NaN : v.v);
    return (buf.getInt32(0) ^ buf.getInt32(4)) | 0;
  }
  if (v instanceof JFloat) {
    const buf = new DataView(new ArrayBuffer(4));
    buf.setFloat32(0, v.v);
    return buf.getInt32(0);
  }
  return 0;
}

/** The key under which Java's `equals` makes two values the same map key. */
export function keyOf(v: JValue): string {
  // A string is its own key (the common case, and no new string to hash); every other key starts with
  // NUL, and a string that does is escaped with a second one.
  if (typeof v === 'string') return v.charCodeAt(0) === 0 ? '\u0000' + v : v;
  return '\u0000' + keyOfOther(v);
}

function keyOfOther(v: Exclude<JValue, string>): string {
  if (v === null) return 'n';
  switch (typeof v) {
    case 'number':
      return 'i' + v;
    case 'boolean':
      return v ? 'T' : 'F';
  }
  if (v instanceof JLong) return 'l' + v.v;
  if (v instanceof JDouble) return 'd' + (Object.is(v.v, -0) ? '-0' : v.v);
  if (v instanceof JFloat) return 'f' + (Object.is(v.v, -0) ? '-0' : v.v);
  if (v instanceof JChar) return 'c' + v.v;
  if (v instanceof JSmall) return v.kind[0] + v.v;
  if (v instanceof JList) return 'L[' + v.items.map(keyOf).join(',') + ']';
  if (v instanceof JMap) return 'M{' + v.list().map((e) => keyOf(e.key) + '=' + keyOf(e.value)).sort().join(',') + '}';
  if (v instanceof JSet) return 'S{' + v.items().map(keyOf).sort().join(',') + '}';
  // A value class (LocalDate, Period...) equals another of its class with the same fields, as its equals() says.
  const value = (v as { equalityKey?: () => string }).equalityKey;
  if (typeof value === 'function') return 'v' + (v as JObject).jclass + ':' + value.call(v);
  return 'o' + identity(v);
}

const ids = new WeakMap<object, number>();
let nextId = 1;
function identity(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
}

/** Java's `equals` between two values. */
export function javaEquals(a: JValue, b: JValue): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  // Double.equals compares bit patterns: NaN equals NaN, 0.0 is not -0.0; keyOf spells exactly that.
  return keyOf(a) === keyOf(b);
}

/** The Java class name of a value, as Painless messages print it. */
export function className(v: JValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return 'java.lang.String';
    case 'number':
      return 'java.lang.Integer';
    case 'boolean':
      return 'java.lang.Boolean';
  }
  if (v instanceof JLong) return 'java.lang.Long';
  if (v instanceof JDouble) return 'java.lang.Double';
  if (v instanceof JFloat) return 'java.lang.Float';
  if (v instanceof JChar) return 'java.lang.Character';
  if (v instanceof JSmall) return v.kind === 'byte' ? 'java.lang.Byte' : 'java.lang.Short';
  if (v instanceof JList) return 'java.util.ArrayList';
  if (v instanceof JMap) return v.hashed ? 'java.util.HashMap' : 'java.util.LinkedHashMap';
  if (v instanceof JSet) return 'java.util.HashSet';
  return (v as JObject).jclass;
}

/** The class name without its package (`getClass().getSimpleName()`). */
export function simpleName(v: JValue): string {
  const n = className(v);
  return n.slice(n.lastIndexOf('.') + 1);
}

/** A Java array (`new int[3]`, `new String[] {…}`): fixed length, `.length`, typed elements. */
export class JArray {
  readonly jclass: string;
  constructor(
    readonly elem: string,
    public items: JValue[],
  ) {
    this.jclass = elem + '[]';
  }
}

/** A function value: a lambda or a method reference, called through a functional interface. */
export class JFunction {
  readonly jclass = 'lambda';
  constructor(
    readonly arity: number,
    readonly call: (args: JValue[]) => JValue,
  ) {}
}

/** A map entry as `entrySet()` yields it (setValue writes through). */
export class JEntry {
  readonly jclass = 'java.util.HashMap$Node';
  constructor(
    readonly map: JMap,
    readonly key: JValue,
  ) {}
}
