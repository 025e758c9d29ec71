/**
 * The allowlisted instance methods applications call, dispatched on the receiver's runtime class as
 * Painless's def calls are (by name and arity): String, List, Map, Set, Map.Entry, Iterator, the boxed
 * numbers, Pattern and Matcher, streams, and Painless's own augmentations (`splitOnToken`, `join`, `sum`,
 * `any`, `collect`, `getLength`, `namedGroup`). An unknown method is Painless's `dynamic method [...] not found`.
 */
import { javaThrow } from './javaError.ts';
import { castNumber, compareNumbers, isNumeric, numKind, toNumber } from './javaNumbers.ts';
import { javaToString } from './javaString.ts';
import { JMatcher, JPattern, javaReplacement, splitWith } from './regex.ts';
import { JArray, JChar, JDouble, JEntry, JFunction, JList, JLong, JMap, JSet, JSmall, className, hashCode, javaEquals, type JObject, type JValue } from './values.ts';
import { timeMethod } from './javaTime.ts';
import { localTimeMethod } from './localMethods.ts';
import type { RunOptions } from './runOptions.ts';
import { sha1, sha256, sha512 } from '../../ingest/hashes.ts';

/** What methods need from the interpreter: calling function values, and the loop and memory guards. */
export interface Runtime {
  call(f: JValue, args: JValue[]): JValue;
  count(n: number): void;
  allocate(n: number): void;
  readonly opts: RunOptions;
}

/** The abstract methods of the java.util.function interfaces (and Comparator, Runnable) the allowlist has. */
const FUNCTIONAL_METHODS = new Set(['get', 'apply', 'accept', 'test', 'compare', 'run', 'applyAsInt', 'applyAsLong', 'applyAsDouble', 'getAsInt', 'getAsLong', 'getAsDouble', 'getAsBoolean']);

/** Throws Painless's error for a method the receiver's class does not have. */
export function noMethod(obj: JValue, name: string, arity: number): never {
  return javaThrow('illegal_argument_exception', `dynamic method [${className(obj)}, ${name}/${arity}] not found`);
}

/** Calls a lambda or method reference. */
export function callFunction(f: JValue, args: JValue[], _rt: Runtime): JValue {
  if (f instanceof JFunction) return f.call(args);
  if (f === null) javaThrow('null_pointer_exception', null);
  return javaThrow('class_cast_exception', `Cannot cast ${className(f)} to a functional interface`);
}

/** Java's `compareTo` between two comparable values (natural ordering). */
export function naturalCompare(a: JValue, b: JValue): number {
  if (a === null || b === null) javaThrow('null_pointer_exception', null);
  if (isNumeric(a) && isNumeric(b) && numKind(a) === numKind(b)) return compareNumbers(a, b);
  if (typeof a === 'string' && typeof b === 'string') return stringCompare(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return (a ? 1 : 0) - (b ? 1 : 0);
  const ta = a as { compareTo?: (o: JValue) => number };
  if (typeof ta.compareTo === 'function') return ta.compareTo(b);
  return javaThrow('class_cast_exception', `class ${className(b)} cannot be cast to class ${className(a)}`);
}

function stringCompare(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = a.charCodeAt(i) - b.charCodeAt(i);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

function comparatorOf(c: JValue, rt: Runtime): (a: JValue, b: JValue) => number {
  if (c === null || c === undefined) return naturalCompare;
  return (a, b) => {
    rt.count(1);
    return toNumber(rt.call(c, [a, b]));
  };
}

/** Java's List.sort: stable (TimSort), so equal elements keep their order. */
function sortItems(items: JValue[], cmp: (a: JValue, b: JValue) => number): void {
  items.sort(cmp);
}

function int(v: JValue | undefined, obj: JValue, name: string, arity: number): number {
  if (typeof v === 'number') return v;
  if (v instanceof JChar || v instanceof JSmall) return v.v;
  if (v === null) javaThrow('null_pointer_exception', null);
  if (v === undefined) noMethod(obj, name, arity);
  return javaThrow('class_cast_exception', `Cannot cast ${className(v)} to java.lang.Integer`);
}

function str(v: JValue | undefined): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) javaThrow('null_pointer_exception', null);
  return javaThrow('class_cast_exception', `Cannot cast ${className(v)} to java.lang.String`);
}

function bool(v: JValue): boolean {
  if (typeof v !== 'boolean') javaThrow('class_cast_exception', `Cannot cast ${v === null ? 'null' : className(v)} to java.lang.Boolean`);
  return v;
}

function outOfBounds(i: number, len: number, type = 'index_out_of_bounds_exception'): never {
  return javaThrow(type, `Index ${i} out of bounds for length ${len}`);
}

/** A field read `obj.name`: a map key, or a getter (`list.length`, `list.empty`, `x.value` → `getValue()`). */
export function readField(obj: JValue, name: string, rt: Runtime): JValue {
  if (obj instanceof JMap) return obj.get(name) ?? null;
  if (obj instanceof JArray && name === 'length') return obj.items.length;
  if ((obj instanceof JList || obj instanceof JSet || typeof obj === 'string' || obj instanceof JMap) && name === 'length' && obj instanceof JList) return obj.items.length;
  const cap = name.charAt(0).toUpperCase() + name.slice(1);
  try {
    return invokeMethod(obj, 'get' + cap, [], rt);
  } catch (e) {
    try {
      return invokeMethod(obj, 'is' + cap, [], rt);
    } catch {
      throw e;
    }
  }
}

/** Calls `obj.name(args)`. */
export function invokeMethod(obj: JValue, name: string, args: JValue[], rt: Runtime): JValue {
  const n = args.length;
  // Object's methods, on every receiver.
  if (name === 'equals' && n === 1) return javaEquals(obj, args[0]!) || (isNumeric(obj) && isNumeric(args[0]!) && numKind(obj) === numKind(args[0]!) && compareNumbers(obj, args[0]!) === 0);
  if (name === 'hashCode' && n === 0) return hashCode(obj);
  if (name === 'toString' && n === 0) return javaToString(obj);
  if (typeof obj === 'string') return stringMethod(obj, name, args, rt);
  // A list with methods of its own first (ScriptDocValues: getValue, getValues…).
  if (obj instanceof JList && 'special' in obj) {
    const r = (obj as JList & { special(name: string, args: JValue[]): JValue | undefined }).special(name, args);
    if (r !== undefined) return r;
  }
  if (obj instanceof JList) return listMethod(obj, name, args, rt);
  if (obj instanceof JMap) return mapMethod(obj, name, args, rt);
  if (obj instanceof JSet) return setMethod(obj, name, args, rt);
  if (isNumeric(obj)) return numberMethod(obj, name, args);
  if (typeof obj === 'boolean') {
    if (name === 'booleanValue' && n === 0) return obj;
    if (name === 'compareTo' && n === 1) return naturalCompare(obj, args[0]!);
    return noMethod(obj, name, n);
  }
  if (obj instanceof JEntry) {
    if (name === 'getKey' && n === 0) return obj.key;
    if (name === 'getValue' && n === 0) return obj.map.get(obj.key) ?? null;
    if (name === 'setValue' && n === 1) return obj.map.set(obj.key, args[0]!);
    return noMethod(obj, name, n);
  }
  if (obj instanceof JArray) return noMethod(obj, name, n);
  if (obj instanceof JPattern) {
    if (name === 'matcher' && n === 1) return obj.matcher(str(args[0]));
    if (name === 'split' && n === 1) return new JArray('String', splitWith(obj, obj.matcher(str(args[0])).input).items);
    if (name === 'pattern' && n === 0) return obj.source;
    if (name === 'splitAsStream' && n === 1) return new JStream(splitWith(obj, str(args[0])).items);
    return noMethod(obj, name, n);
  }
  if (obj instanceof JMatcher) {
    switch (name) {
      case 'find':
      case 'matches':
      case 'lookingAt':
      case 'start':
      case 'end':
      case 'groupCount':
        if (n === 0) return obj[name]();
        break;
      case 'group':
        if (n <= 1) return obj.group(args[0]);
        break;
      case 'namedGroup':
        if (n === 1) return obj.namedGroup(str(args[0]));
        break;
      case 'replaceAll':
      case 'replaceFirst':
        if (n === 1) return obj[name](str(args[0]));
        break;
    }
    return noMethod(obj, name, n);
  }
  // A lambda or method reference held as its functional interface (Supplier s; s.get()): its one method calls it.
  if (obj instanceof JFunction && FUNCTIONAL_METHODS.has(name)) return obj.call(args);
  if (obj instanceof JStream) return obj.invoke(name, args, rt);
  if (obj instanceof JIterator) return obj.invoke(name, args);
  if (obj instanceof JOptional) return obj.invoke(name, args, rt);
  const o = obj as JObject & { invoke?: (name: string, args: JValue[], rt: Runtime) => JValue; getMessage?: () => string };
  if (o && 'message' in (o as object) && name === 'getMessage' && n === 0) return (o as unknown as { message: string | null }).message;
  const local = localTimeMethod(obj, name, args);
  if (local !== undefined) return local;
  const t = timeMethod(obj, name, args, rt.opts.jodaDateMethods === 'refused');
  if (t !== undefined) return t;
  if (o && typeof o.invoke === 'function') return o.invoke(name, args, rt);
  return noMethod(obj, name, n);
}

function stringMethod(s: string, name: string, a: JValue[], rt: Runtime): JValue {
  const n = a.length;
  switch (`${name}/${n}`) {
    case 'length/0':
      return s.length;
    case 'isEmpty/0':
      return s.length === 0;
    case 'charAt/1': {
      const i = int(a[0], s, name, n);
      if (i < 0 || i >= s.length) outOfBounds(i, s.length, 'string_index_out_of_bounds_exception');
      return new JChar(s.charCodeAt(i));
    }
    case 'substring/1':
    case 'substring/2': {
      const b = int(a[0], s, name, n);
      const e = n === 2 ? int(a[1], s, name, n) : s.length;
      if (b < 0 || e > s.length || b > e) javaThrow('string_index_out_of_bounds_exception', `begin ${b}, end ${e}, length ${s.length}`);
      return s.substring(b, e);
    }
    case 'indexOf/1':
    case 'indexOf/2':
      return s.indexOf(charOrString(a[0]!), n === 2 ? int(a[1], s, name, n) : 0);
    case 'lastIndexOf/1':
      return s.lastIndexOf(charOrString(a[0]!));
    case 'lastIndexOf/2':
      return s.lastIndexOf(charOrString(a[0]!), int(a[1], s, name, n));
    case 'contains/1':
      return s.includes(str(a[0]));
    case 'startsWith/1':
      return s.startsWith(str(a[0]));
    case 'startsWith/2':
      return s.startsWith(str(a[0]), int(a[1], s, name, n));
    case 'endsWith/1':
      return s.endsWith(str(a[0]));
    case 'toLowerCase/0':
      return s.toLowerCase();
    case 'toUpperCase/0':
      return s.toUpperCase();
    case 'trim/0':
      return s.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
    case 'strip/0':
      return s.trim();
    case 'isBlank/0':
      return s.trim().length === 0;
    case 'equalsIgnoreCase/1':
      return typeof a[0] === 'string' && a[0].toLowerCase() === s.toLowerCase();
    case 'compareTo/1':
      return stringCompare(s, str(a[0]));
    case 'compareToIgnoreCase/1':
      return stringCompare(s.toLowerCase(), str(a[0]).toLowerCase());
    case 'concat/1':
      return s + str(a[0]);
    case 'replace/2': {
      const from = charOrString(a[0]!), to = charOrString(a[1]!);
      return s.split(from).join(to);
    }
    case 'replaceAll/2':
    case 'replaceFirst/2': {
      // Augmentation.replaceAll / replaceFirst(CharSequence, Pattern, Function<Matcher, String>): one matcher
      // (in limited mode over one LimitedCharSequence) found along the input, each match replaced by
      // what the function makes of the matcher, taken literally (Matcher.quoteReplacement).
      const p = a[0];
      if (!(p instanceof JPattern)) return noMethod(s, name, n);
      const matcher = p.matcher(s);
      let out = '';
      let last = 0;
      while (matcher.find()) {
        out += s.slice(last, matcher.start()) + javaToString(rt.call(a[1]!, [matcher]));
        last = matcher.end();
        if (name.startsWith('replaceFirst')) break;
      }
      return out + s.slice(last);
    }
    case 'splitOnToken/1':
    case 'splitOnToken/2': {
      const tok = str(a[0]);
      if (tok.length === 0) javaThrow('illegal_argument_exception', 'Cannot split on empty token');
      let parts = s.split(tok);
      if (n === 2) {
        const limit = int(a[1], s, name, n);
        if (limit > 0 && parts.length > limit) parts = [...parts.slice(0, limit - 1), parts.slice(limit - 1).join(tok)];
      }
      return new JArray('String', parts);
    }
    case 'chars/0':
      return new JStream([...s].map((c) => c.charCodeAt(0)));
    case 'toCharArray/0':
      return new JArray('char', [...s].map((c) => new JChar(c.charCodeAt(0))));
    case 'repeat/1':
      rt.allocate(s.length * int(a[0], s, name, n));
      return s.repeat(Math.max(0, int(a[0], s, name, n)));
    case 'encodeBase64/0':
      return btoa(String.fromCharCode(...new TextEncoder().encode(s)));
    case 'decodeBase64/0':
      return new TextDecoder().decode(Uint8Array.from(atob(s), (c) => c.charCodeAt(0)));
    case 'sha1/0':
    case 'sha256/0':
    case 'sha512/0': {
      // Augmentation.sha1/sha256/sha512: the hex digest of the UTF-8 bytes, where the context's allowlist has it.
      if (!(rt.opts.stringDigests ?? []).includes(name)) return noMethod(s, name, n);
      const bytes = new TextEncoder().encode(s);
      const digest = name === 'sha1' ? sha1(bytes) : name === 'sha256' ? sha256(bytes) : sha512(bytes);
      return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
    }
  }
  return noMethod(s, name, n);
}

function charOrString(v: JValue): string {
  if (v instanceof JChar) return String.fromCharCode(v.v);
  if (typeof v === 'number') return String.fromCharCode(v);
  return str(v);
}

function listMethod(l: JList, name: string, a: JValue[], rt: Runtime): JValue {
  const n = a.length;
  const items = l.items;
  switch (`${name}/${n}`) {
    case 'add/1':
      rt.allocate(items.length + 1);
      items.push(a[0]!);
      return true;
    case 'add/2': {
      const i = int(a[0], l, name, n);
      if (i < 0 || i > items.length) outOfBounds(i, items.length);
      items.splice(i, 0, a[1]!);
      return null;
    }
    case 'addAll/1': {
      const more = elements(a[0]!);
      rt.allocate(items.length + more.length);
      items.push(...more);
      return more.length > 0;
    }
    case 'get/1': {
      const i = int(a[0], l, name, n);
      if (i < 0 || i >= items.length) outOfBounds(i, items.length);
      return items[i]!;
    }
    case 'set/2': {
      const i = int(a[0], l, name, n);
      if (i < 0 || i >= items.length) outOfBounds(i, items.length);
      const old = items[i]!;
      items[i] = a[1]!;
      return old;
    }
    case 'remove/1': {
      // Painless keys methods by name and arity: List's remove/1 is remove(int), so a non-int is a cast error.
      const i = int(a[0], l, name, n);
      if (i < 0 || i >= items.length) outOfBounds(i, items.length);
      return items.splice(i, 1)[0]!;
    }
    case 'size/0':
    case 'getLength/0':
      return items.length;
    case 'isEmpty/0':
      return items.length === 0;
    case 'contains/1':
      return items.some((x) => defEq(x, a[0]!));
    case 'containsAll/1':
      return elements(a[0]!).every((y) => items.some((x) => defEq(x, y)));
    case 'indexOf/1':
      return items.findIndex((x) => defEq(x, a[0]!));
    case 'lastIndexOf/1': {
      for (let i = items.length - 1; i >= 0; i--) if (defEq(items[i]!, a[0]!)) return i;
      return -1;
    }
    case 'clear/0':
      items.length = 0;
      return null;
    case 'sort/1':
      sortItems(items, comparatorOf(a[0]!, rt));
      return null;
    case 'removeIf/1': {
      const before = items.length;
      rt.count(items.length);
      l.items = items.filter((x) => !bool(rt.call(a[0]!, [x])));
      return l.items.length !== before;
    }
    case 'removeAll/1': {
      const other = elements(a[0]!);
      const before = items.length;
      l.items = items.filter((x) => !other.some((y) => defEq(x, y)));
      return l.items.length !== before;
    }
    case 'retainAll/1': {
      const other = elements(a[0]!);
      const before = items.length;
      l.items = items.filter((x) => other.some((y) => defEq(x, y)));
      return l.items.length !== before;
    }
    case 'replaceAll/1':
      rt.count(items.length);
      for (let i = 0; i < items.length; i++) items[i] = rt.call(a[0]!, [items[i]!]);
      return null;
    case 'forEach/1':
    case 'each/1':
      rt.count(items.length);
      for (const x of [...items]) rt.call(a[0]!, [x]);
      return name === 'each' ? l : null;
    case 'subList/2': {
      const from = int(a[0], l, name, n), to = int(a[1], l, name, n);
      if (from < 0 || to > items.length || from > to) javaThrow('index_out_of_bounds_exception', `fromIndex: ${from}, toIndex: ${to}, size: ${items.length}`);
      return new JList(items.slice(from, to));
    }
    case 'stream/0':
      return new JStream([...items]);
    case 'iterator/0':
      return new JIterator(l);
    case 'toArray/0':
      return new JArray('Object', [...items]);
    case 'join/1':
      return items.map((x) => javaToString(x)).join(str(a[0]));
    case 'sum/0':
      return sumOf(items);
    case 'sum/1':
      rt.count(items.length);
      return sumOf(items.map((x) => rt.call(a[0]!, [x])));
    case 'any/1':
      rt.count(items.length);
      return items.some((x) => bool(rt.call(a[0]!, [x])));
    case 'every/1':
    case 'all/1':
      rt.count(items.length);
      return items.every((x) => bool(rt.call(a[0]!, [x])));
    case 'find/1':
      rt.count(items.length);
      return items.find((x) => bool(rt.call(a[0]!, [x]))) ?? null;
    case 'findAll/1':
      rt.count(items.length);
      return new JList(items.filter((x) => bool(rt.call(a[0]!, [x]))));
    case 'collect/1':
      rt.count(items.length);
      return new JList(items.map((x) => rt.call(a[0]!, [x])));
    case 'getFirst/0':
      if (items.length === 0) javaThrow('no_such_element_exception', null);
      return items[0]!;
    case 'getLast/0':
      if (items.length === 0) javaThrow('no_such_element_exception', null);
      return items[items.length - 1]!;
  }
  return noMethod(l, name, n);
}

function sumOf(items: JValue[]): JValue {
  let total = 0;
  for (const x of items) {
    if (!isNumeric(x)) javaThrow('class_cast_exception', `Cannot cast ${x === null ? 'null' : className(x)} to java.lang.Number`);
    total += toNumber(x);
  }
  return new JDouble(total);
}

function defEq(a: JValue, b: JValue): boolean {
  return javaEquals(a, b);
}

/** The elements of a collection argument (addAll, containsAll…). */
export function elements(v: JValue): JValue[] {
  if (v instanceof JList || v instanceof JArray) return [...v.items];
  if (v instanceof JSet) return v.items();
  if (v === null) javaThrow('null_pointer_exception', null);
  return javaThrow('class_cast_exception', `Cannot cast ${className(v)} to java.util.Collection`);
}

/** Map's mutators: on Collections.unmodifiableMap each throws, even when it would change nothing. */
const MAP_MUTATORS = new Set(['put', 'putIfAbsent', 'putAll', 'remove', 'clear', 'computeIfAbsent', 'computeIfPresent', 'compute', 'merge', 'replace', 'replaceAll']);

function mapMethod(m: JMap, name: string, a: JValue[], rt: Runtime): JValue {
  const n = a.length;
  if (m.unmodifiable && MAP_MUTATORS.has(name)) javaThrow('unsupported_operation_exception', null);
  switch (`${name}/${n}`) {
    case 'get/1':
      return m.get(a[0]!) ?? null;
    case 'getOrDefault/2':
      return m.has(a[0]!) ? m.get(a[0]!)! : a[1]!;
    case 'put/2':
      rt.allocate(m.size + 1);
      return m.set(a[0]!, a[1]!);
    case 'putIfAbsent/2': {
      const cur = m.get(a[0]!);
      if (cur === undefined || cur === null) {
        m.set(a[0]!, a[1]!);
        return null;
      }
      return cur;
    }
    case 'putAll/1': {
      const o = a[0]!;
      if (!(o instanceof JMap)) return o === null ? javaThrow('null_pointer_exception', null) : javaThrow('class_cast_exception', `Cannot cast ${className(o)} to java.util.Map`);
      for (const e of o.list()) m.set(e.key, e.value);
      return null;
    }
    case 'remove/1':
      return m.delete(a[0]!);
    case 'containsKey/1':
      return m.has(a[0]!);
    case 'containsValue/1':
      return m.values().some((v) => javaEquals(v, a[0]!));
    case 'size/0':
      return m.size;
    case 'isEmpty/0':
      return m.size === 0;
    case 'clear/0':
      m.entries.clear();
      return null;
    case 'keySet/0': {
      const s = new JSet(false);
      for (const k of m.keys()) s.add(k);
      return new KeyView(m, s);
    }
    case 'values/0':
      return new JList(m.values());
    case 'entrySet/0': {
      const s = new JSet(false);
      for (const k of m.keys()) s.add(new JEntry(m, k));
      return s;
    }
    case 'computeIfAbsent/2': {
      const cur = m.get(a[0]!);
      if (cur !== undefined && cur !== null) return cur;
      const v = rt.call(a[1]!, [a[0]!]);
      if (v !== null) m.set(a[0]!, v);
      return v;
    }
    case 'computeIfPresent/2': {
      const cur = m.get(a[0]!);
      if (cur === undefined || cur === null) return null;
      const v = rt.call(a[1]!, [a[0]!, cur]);
      if (v === null) m.delete(a[0]!);
      else m.set(a[0]!, v);
      return v;
    }
    case 'compute/2': {
      const v = rt.call(a[1]!, [a[0]!, m.get(a[0]!) ?? null]);
      if (v === null) m.delete(a[0]!);
      else m.set(a[0]!, v);
      return v;
    }
    case 'merge/3': {
      const cur = m.get(a[0]!);
      const v = cur === undefined || cur === null ? a[1]! : rt.call(a[2]!, [cur, a[1]!]);
      if (v === null) m.delete(a[0]!);
      else m.set(a[0]!, v);
      return v;
    }
    case 'replace/2':
      return m.has(a[0]!) ? m.set(a[0]!, a[1]!) : null;
    case 'forEach/2':
    case 'forEach/1':
      rt.count(m.size);
      for (const e of m.list()) rt.call(a[0]!, [e.key, e.value]);
      return null;
    case 'each/1':
      rt.count(m.size);
      for (const e of m.list()) rt.call(a[0]!, [e.key, e.value]);
      return m;
    case 'collect/1':
      rt.count(m.size);
      return new JList(m.list().map((e) => rt.call(a[0]!, [e.key, e.value])));
    case 'count/1':
      rt.count(m.size);
      return m.list().filter((e) => bool(rt.call(a[0]!, [e.key, e.value]))).length;
    case 'findAll/1': {
      rt.count(m.size);
      const out = new JMap(false);
      for (const e of m.list()) if (bool(rt.call(a[0]!, [e.key, e.value]))) out.set(e.key, e.value);
      return out;
    }
    case 'getByPath/1':
      return getByPath(m, str(a[0]), undefined);
    case 'getByPath/2':
      return getByPath(m, str(a[0]), a[1]!);
  }
  return noMethod(m, name, n);
}

function getByPath(m: JMap, path: string, dflt: JValue | undefined): JValue {
  let cur: JValue = m;
  for (const part of path.split('.')) {
    if (cur instanceof JMap) cur = cur.get(part) ?? null;
    else if (cur instanceof JList && /^\d+$/.test(part)) cur = cur.items[Number(part)] ?? null;
    else cur = null;
    if (cur === null) {
      if (dflt !== undefined) return dflt;
      return javaThrow('illegal_argument_exception', `Could not find path [${path}]`);
    }
  }
  return cur;
}

/** A map's keySet: a set view whose remove writes through to the map. */
class KeyView extends JSet {
  constructor(
    readonly owner: JMap,
    snapshot: JSet,
  ) {
    super(false);
    for (const k of snapshot.items()) this.add(k);
  }
  override delete(v: JValue): boolean {
    this.owner.delete(v);
    return super.delete(v);
  }
}

function setMethod(s: JSet, name: string, a: JValue[], rt: Runtime): JValue {
  const n = a.length;
  switch (`${name}/${n}`) {
    case 'add/1':
      rt.allocate(s.size + 1);
      return s.add(a[0]!);
    case 'addAll/1': {
      let changed = false;
      for (const x of elements(a[0]!)) changed = s.add(x) || changed;
      return changed;
    }
    case 'remove/1':
      return s.delete(a[0]!);
    case 'contains/1':
      return s.has(a[0]!);
    case 'containsAll/1':
      return elements(a[0]!).every((x) => s.has(x));
    case 'removeAll/1': {
      let changed = false;
      for (const x of elements(a[0]!)) changed = s.delete(x) || changed;
      return changed;
    }
    case 'retainAll/1': {
      const keep = elements(a[0]!);
      let changed = false;
      for (const x of s.items()) if (!keep.some((y) => javaEquals(x, y))) changed = s.delete(x) || changed;
      return changed;
    }
    case 'removeIf/1': {
      rt.count(s.size);
      let changed = false;
      for (const x of s.items()) if (bool(rt.call(a[0]!, [x]))) changed = s.delete(x) || changed;
      return changed;
    }
    case 'size/0':
      return s.size;
    case 'isEmpty/0':
      return s.size === 0;
    case 'clear/0':
      for (const x of s.items()) s.delete(x);
      return null;
    case 'stream/0':
      return new JStream(s.items());
    case 'iterator/0':
      return new JIterator(new JList(s.items()), s);
    case 'forEach/1':
      rt.count(s.size);
      for (const x of s.items()) rt.call(a[0]!, [x]);
      return null;
    case 'toArray/0':
      return new JArray('Object', s.items());
  }
  return listLike(s, name, a, rt);
}

/** Painless's augmentations shared by collections (join, sum, any, collect…) on a set. */
function listLike(s: JSet, name: string, a: JValue[], rt: Runtime): JValue {
  const aug = new Set(['join/1', 'sum/0', 'sum/1', 'any/1', 'all/1', 'every/1', 'find/1', 'findAll/1', 'collect/1', 'each/1']);
  if (!aug.has(`${name}/${a.length}`)) return noMethod(s, name, a.length);
  return listMethod(new JList(s.items()), name, a, rt);
}

function numberMethod(v: JValue, name: string, a: JValue[]): JValue {
  const n = a.length;
  switch (`${name}/${n}`) {
    case 'intValue/0':
      return castNumber(v, 'int');
    case 'longValue/0':
      return castNumber(v, 'long');
    case 'doubleValue/0':
      return castNumber(v, 'double');
    case 'floatValue/0':
      return castNumber(v, 'float');
    case 'shortValue/0':
      return castNumber(v, 'short');
    case 'byteValue/0':
      return castNumber(v, 'byte');
    case 'charValue/0':
      if (v instanceof JChar) return v;
      break;
    case 'compareTo/1':
      return naturalCompare(v, a[0]!);
    case 'isNaN/0':
      return Number.isNaN(toNumber(v));
    case 'isInfinite/0':
      return !Number.isFinite(toNumber(v)) && !Number.isNaN(toNumber(v));
  }
  if (v instanceof JLong && name === 'compareTo') return naturalCompare(v, a[0]!);
  return noMethod(v, name, n);
}

/** An iterator over a list (remove writes through to the list, or to the set it came from). */
export class JIterator implements JObject {
  readonly jclass = 'java.util.ArrayList$Itr';
  private i = 0;
  constructor(
    readonly list: JList,
    readonly set?: JSet,
  ) {}
  invoke(name: string, a: JValue[]): JValue {
    if (name === 'hasNext' && a.length === 0) return this.i < this.list.items.length;
    if (name === 'next' && a.length === 0) {
      if (this.i >= this.list.items.length) javaThrow('no_such_element_exception', null);
      return this.list.items[this.i++]!;
    }
    if (name === 'remove' && a.length === 0) {
      if (this.i === 0) javaThrow('illegal_state_exception', null);
      const [gone] = this.list.items.splice(--this.i, 1);
      this.set?.delete(gone!);
      return null;
    }
    return noMethod(this, name, a.length);
  }
}

/** java.util.Optional. */
export class JOptional implements JObject {
  readonly jclass = 'java.util.Optional';
  constructor(readonly value: JValue) {}
  invoke(name: string, a: JValue[], rt: Runtime): JValue {
    switch (`${name}/${a.length}`) {
      case 'isPresent/0':
        return this.value !== null;
      case 'isEmpty/0':
        return this.value === null;
      case 'get/0':
      case 'orElseThrow/0':
        if (this.value === null) javaThrow('no_such_element_exception', 'No value present');
        return this.value;
      case 'orElse/1':
        return this.value ?? a[0]!;
      case 'orElseGet/1':
        return this.value ?? rt.call(a[0]!, []);
      case 'ifPresent/1':
        if (this.value !== null) rt.call(a[0]!, [this.value]);
        return null;
      case 'map/1':
        return new JOptional(this.value === null ? null : rt.call(a[0]!, [this.value]));
    }
    return noMethod(this, name, a.length);
  }
  toJavaString(): string {
    return this.value === null ? 'Optional.empty' : `Optional[${javaToString(this.value)}]`;
  }
}

/** A Collector from `Collectors` (toList, toSet, joining). */
export class JCollector implements JObject {
  readonly jclass = 'java.util.stream.Collector';
  constructor(
    readonly kind: 'list' | 'set' | 'joining',
    readonly sep = '',
    readonly prefix = '',
    readonly suffix = '',
  ) {}
}

/** java.util.stream.Stream, run eagerly over a snapshot of the elements. */
export class JStream implements JObject {
  readonly jclass = 'java.util.stream.ReferencePipeline';
  constructor(readonly items: JValue[]) {}
  invoke(name: string, a: JValue[], rt: Runtime): JValue {
    const items = this.items;
    const each = (): void => rt.count(items.length);
    switch (`${name}/${a.length}`) {
      case 'filter/1':
        each();
        return new JStream(items.filter((x) => bool(rt.call(a[0]!, [x]))));
      case 'map/1':
      case 'mapToInt/1':
      case 'mapToLong/1':
      case 'mapToDouble/1':
      case 'mapToObj/1':
        each();
        return new JStream(items.map((x) => rt.call(a[0]!, [x])));
      case 'flatMap/1':
        each();
        return new JStream(items.flatMap((x) => (rt.call(a[0]!, [x]) as JStream).items));
      case 'forEach/1':
        each();
        for (const x of items) rt.call(a[0]!, [x]);
        return null;
      case 'count/0':
        return new JLong(BigInt(items.length));
      case 'sum/0': {
        const k = items.every((x) => typeof x === 'number') ? 'int' : items.every((x) => typeof x === 'number' || x instanceof JLong) ? 'long' : 'double';
        if (k === 'int') return items.reduce<number>((s, x) => (s + (x as number)) | 0, 0);
        if (k === 'long') return new JLong(BigInt.asIntN(64, items.reduce<bigint>((s, x) => s + BigInt(x instanceof JLong ? x.v : (x as number)), 0n)));
        return new JDouble(items.reduce<number>((s, x) => s + toNumber(x), 0));
      }
      case 'sorted/0':
        return new JStream([...items].sort(naturalCompare));
      case 'sorted/1':
        return new JStream([...items].sort(comparatorOf(a[0]!, rt)));
      case 'distinct/0': {
        const s = new JSet(false);
        for (const x of items) s.add(x);
        return new JStream(s.items());
      }
      case 'limit/1':
        return new JStream(items.slice(0, Number(toNumber(a[0]!))));
      case 'skip/1':
        return new JStream(items.slice(Number(toNumber(a[0]!))));
      case 'anyMatch/1':
        each();
        return items.some((x) => bool(rt.call(a[0]!, [x])));
      case 'allMatch/1':
        each();
        return items.every((x) => bool(rt.call(a[0]!, [x])));
      case 'noneMatch/1':
        each();
        return !items.some((x) => bool(rt.call(a[0]!, [x])));
      case 'findFirst/0':
      case 'findAny/0':
        return new JOptional(items[0] ?? null);
      case 'max/1':
      case 'min/1': {
        if (items.length === 0) return new JOptional(null);
        const cmp = comparatorOf(a[0]!, rt);
        let best: JValue = items[0]!;
        for (const x of items.slice(1)) if (name === "max" ? cmp(x, best) > 0 : cmp(x, best) < 0) best = x as JValue;
        return new JOptional(best);
      }
      case 'reduce/2':
        each();
        return items.reduce<JValue>((acc, x) => rt.call(a[1]!, [acc, x]), a[0]!);
      case 'boxed/0':
        return this;
      case 'toList/0':
        return new JList([...items]);
      case 'toArray/0':
        return new JArray('Object', [...items]);
      case 'collect/1': {
        const c = a[0];
        if (!(c instanceof JCollector)) return noMethod(this, name, a.length);
        if (c.kind === 'list') return new JList([...items]);
        if (c.kind === 'set') {
          const s = new JSet(true);
          for (const x of items) s.add(x);
          return s;
        }
        return c.prefix + items.map((x) => javaToString(x)).join(c.sep) + c.suffix;
      }
    }
    return noMethod(this, name, a.length);
  }
}

export { javaReplacement };
