/**
 * Static methods, static fields and constructors of the allowlisted classes: Math, Integer, Long, Double,
 * Float, Boolean, Character, String, Collections, Objects, Arrays, Collectors, the java.time factories and
 * the collections and exceptions scripts create with `new`.
 */
import { CompileError, JavaException, javaThrow, typeOfJavaClass } from './javaError.ts';
import { castNumber, compareNumbers, isNumeric, numKind, toBig, toNumber, doubleToString, floatToString } from './javaNumbers.ts';
import { javaToString } from './javaString.ts';
import { JVersion } from './jVersion.ts';
import { JCidr } from './cidr.ts';
import { constructFieldObject } from './fieldObjects.ts';
import { temporalFieldConstant } from './temporalFields.ts';
import { newStringTokenizer } from './stringTokenizer.ts';
import { JCollector, JStream, elements, naturalCompare, noMethod, type Runtime } from './methods.ts';
import { callMovingFunction } from './movingFunctions.ts';
import { unsignedStatic } from './unsignedStatics.ts';
import { JChronoUnit, JDateTime, JDuration, JTextConstant, LOCALE_TAGS, parseIso } from './javaTime.ts';
import { JFormatter, zoneOf } from './javaZones.ts';
import { localStatic, localStaticField } from './localStatics.ts';
import { JArray, JChar, JDouble, JFloat, JList, JLong, JMap, JSet, className, hashCode, javaEquals, type JValue } from './values.ts';

/** The classes whose statics localStatics.ts answers first (the others it has none of). */
const LOCAL_TIME_CLASSES = new Set(['LocalDate', 'LocalDateTime', 'LocalTime', 'OffsetDateTime', 'ZonedDateTime', 'Period', 'DayOfWeek', 'Month', 'Duration', 'ZoneOffset', 'TemporalAdjusters', 'YearMonth', 'Year']);

function num(v: JValue | undefined): number {
  if (v === null || v === undefined) javaThrow('null_pointer_exception', null);
  if (!isNumeric(v)) javaThrow('class_cast_exception', `Cannot cast ${className(v)} to java.lang.Number`);
  return toNumber(v);
}

function str(v: JValue | undefined): string {
  if (v === null || v === undefined) javaThrow('null_pointer_exception', null);
  if (typeof v !== 'string') javaThrow('class_cast_exception', `Cannot cast ${className(v)} to java.lang.String`);
  return v;
}

/** A numeric argument widened to double (a non-number is Painless's ClassCastException). */
function numArg(v: JValue | undefined): number {
  if (v === undefined || !isNumeric(v)) javaThrow('class_cast_exception', `Cannot cast ${className(v ?? null)} to java.lang.Number`);
  return toNumber(v);
}

/** Java's Math.max(double,double): NaN wins, and 0.0 is above -0.0. */
function javaMax(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (x === 0 && y === 0) return Object.is(x, -0) ? y : x;
  return x > y ? x : y;
}

function parseIntJava(s: string, radix: number, long: boolean): JValue {
  const ok = radix === 16 ? /^[+-]?[0-9a-fA-F]+$/ : radix === 8 ? /^[+-]?[0-7]+$/ : radix === 2 ? /^[+-]?[01]+$/ : /^[+-]?\d+$/;
  const fail = (): never => javaThrow('number_format_exception', `For input string: "${s}"${radix !== 10 ? ` under radix ${radix}` : ''}`);
  if (!ok.test(s)) fail();
  const neg = s.startsWith('-');
  const digits = s.replace(/^[+-]/, '');
  let b = BigInt((radix === 16 ? '0x' : radix === 8 ? '0o' : radix === 2 ? '0b' : '') + digits);
  if (neg) b = -b;
  if (long) {
    if (b < -(2n ** 63n) || b >= 2n ** 63n) fail();
    return new JLong(b);
  }
  if (b < -(2n ** 31n) || b >= 2n ** 31n) fail();
  return Number(b);
}

function parseDoubleJava(s: string): number {
  const t = s.trim();
  if (/^[+-]?(NaN|Infinity)$/.test(t)) return Number(t);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?$/.test(t)) javaThrow('number_format_exception', t.length === 0 ? 'empty String' : `For input string: "${s}"`);
  return Number(t.replace(/[fFdD]$/, ''));
}

/** Classes only some contexts' allowlists have: elsewhere the name does not resolve (a compile error). */
const CONTEXT_ONLY_CLASSES = new Set(['Processors']);

function compileErrorAt(cls: string): never {
  throw new CompileError(0, 'illegal_argument_exception', `cannot resolve symbol [${cls}]`);
}

/** A static method call `Cls.name(args)`. */
export function callStatic(cls: string, name: string, a: JValue[], rt: Runtime): JValue {
  const n = a.length;
  const key = `${name}/${n}`;
  const time = LOCAL_TIME_CLASSES.has(cls) ? localStatic(cls, name, a) : undefined;
  if (time !== undefined) return time;
  const extra = rt.opts.statics?.[cls];
  if (extra) {
    const r = extra(name, a);
    if (r !== undefined) return r;
    return javaThrow('illegal_argument_exception', `unknown static method [${cls}, ${name}/${n}]`);
  }
  if (CONTEXT_ONLY_CLASSES.has(cls)) compileErrorAt(cls);
  switch (cls) {
    case 'MovingFunctions': {
      const r = callMovingFunction(name, a);
      if (r !== undefined) return r;
      break;
    }
    case 'Math':
    case 'StrictMath':
      switch (key) {
        // java.lang.txt allowlists Math's double overloads only (abs, max, min, round(double)): an int or
        // long argument widens to double, so `Math.max(3, 7)` is 7.0 and a long past 2^53 rounds.
        case 'abs/1':
          return new JDouble(Math.abs(numArg(a[0])));
        case 'max/2':
          return new JDouble(javaMax(numArg(a[0]), numArg(a[1])));
        case 'min/2':
          return new JDouble(-javaMax(-numArg(a[0]), -numArg(a[1])));
        case 'floor/1':
          return new JDouble(Math.floor(num(a[0])));
        case 'ceil/1':
          return new JDouble(Math.ceil(num(a[0])));
        case 'round/1': {
          // long round(double): a float argument widens too, so the result is always a long.
          const x = numArg(a[0]);
          if (Number.isNaN(x)) return new JLong(0n);
          return castNumber(new JDouble(Math.floor(x + 0.5)), 'long');
        }
        case 'rint/1': {
          const x = num(a[0]);
          const r = Math.round(x);
          return new JDouble(Math.abs(x % 1) === 0.5 ? 2 * Math.round(x / 2) : r);
        }
        case 'sqrt/1':
        case 'cbrt/1':
        case 'log/1':
        case 'log10/1':
        case 'exp/1':
        case 'sin/1':
        case 'cos/1':
        case 'tan/1':
        case 'asin/1':
        case 'acos/1':
        case 'atan/1':
        case 'sinh/1':
        case 'cosh/1':
        case 'tanh/1':
        case 'log1p/1':
        case 'expm1/1':
          return new JDouble((Math as unknown as Record<string, (x: number) => number>)[name]!(num(a[0])));
        case 'signum/1':
          return numKind(a[0]!) === 'float' ? new JFloat(Math.sign(num(a[0]))) : new JDouble(Math.sign(num(a[0])));
        case 'pow/2':
          return new JDouble(Math.pow(num(a[0]), num(a[1])));
        case 'atan2/2':
          return new JDouble(Math.atan2(num(a[0]), num(a[1])));
        case 'hypot/2':
          return new JDouble(Math.hypot(num(a[0]), num(a[1])));
        case 'toRadians/1':
          return new JDouble((num(a[0]) / 180) * Math.PI);
        case 'toDegrees/1':
          return new JDouble((num(a[0]) * 180) / Math.PI);
        case 'random/0':
          return javaThrow('illegal_argument_exception', 'dynamic method [java.lang.Math, random/0] not found');
      }
      break;
    case 'Integer':
    case 'Long':
      switch (key) {
        case 'parseInt/1':
        case 'valueOf/1':
          if (cls === 'Integer' && typeof a[0] === 'string') return parseIntJava(a[0], 10, false);
          if (cls === 'Long' && typeof a[0] === 'string') return parseIntJava(a[0], 10, true);
          return castNumber(a[0]!, cls === 'Integer' ? 'int' : 'long');
        case 'parseLong/1':
          return parseIntJava(str(a[0]), 10, true);
        case 'parseInt/2':
        case 'parseLong/2':
        case 'valueOf/2':
          return parseIntJava(str(a[0]), num(a[1]), cls === 'Long');
        case 'toString/1':
          return javaToString(castNumber(a[0]!, cls === 'Integer' ? 'int' : 'long'));
        case 'toString/2':
          return toBig(castNumber(a[0]!, cls === 'Integer' ? 'int' : 'long')).toString(num(a[1]));
        case 'toHexString/1':
          return cls === 'Integer' ? (num(a[0]) >>> 0).toString(16) : BigInt.asUintN(64, (castNumber(a[0]!, 'long') as JLong).v).toString(16);
        case 'toBinaryString/1':
          return cls === 'Integer' ? (num(a[0]) >>> 0).toString(2) : BigInt.asUintN(64, (castNumber(a[0]!, 'long') as JLong).v).toString(2);
        case 'compare/2':
          return compareNumbers(a[0]!, a[1]!);
        case 'max/2':
        case 'min/2': {
          // Integer.max(int,int) / Long.max(long,long): exact in their own type.
          const [x, y] = a.map((v) => toBig(castNumber(v, 'long')));
          return castNumber(new JLong((name === 'max') === x! > y! ? x! : y!), cls === 'Integer' ? 'int' : 'long');
        }
        case 'sum/2':
          return castNumber(new JLong((castNumber(a[0]!, 'long') as JLong).v + (castNumber(a[1]!, 'long') as JLong).v), cls === 'Integer' ? 'int' : 'long');
        case 'signum/1':
          return Math.sign(num(a[0]));
        case 'bitCount/1':
          return [...(cls === 'Integer' ? (num(a[0]) >>> 0).toString(2) : BigInt.asUintN(64, (castNumber(a[0]!, 'long') as JLong).v).toString(2))].filter((c) => c === '1').length;
        default: {
          const unsigned = unsignedStatic(cls, key, a);
          if (unsigned !== undefined) return unsigned;
        }
      }
      break;
    case 'Double':
    case 'Float':
      switch (key) {
        case 'parseDouble/1':
          return new JDouble(parseDoubleJava(str(a[0])));
        case 'parseFloat/1':
          return new JFloat(Math.fround(parseDoubleJava(str(a[0]))));
        case 'valueOf/1':
          if (typeof a[0] === 'string') return cls === 'Double' ? new JDouble(parseDoubleJava(a[0])) : new JFloat(Math.fround(parseDoubleJava(a[0])));
          return castNumber(a[0]!, cls === 'Double' ? 'double' : 'float');
        case 'toString/1':
          return cls === 'Double' ? doubleToString(num(a[0])) : floatToString(Math.fround(num(a[0])));
        case 'isNaN/1':
          return Number.isNaN(num(a[0]));
        case 'isInfinite/1':
          return Math.abs(num(a[0])) === Infinity;
        case 'isFinite/1':
          return Number.isFinite(num(a[0]));
        case 'compare/2':
          return Math.sign(num(a[0]) - num(a[1]));
        case 'max/2':
        case 'min/2': {
          const [x, y] = a.map((v) => numArg(v));
          const m = name === 'max' ? javaMax(x!, y!) : -javaMax(-x!, -y!);
          return cls === 'Double' ? new JDouble(m) : new JFloat(Math.fround(m));
        }
        case 'sum/2':
          return castNumber(new JDouble(num(a[0]) + num(a[1])), cls === 'Double' ? 'double' : 'float');
      }
      break;
    case 'Boolean':
      switch (key) {
        case 'parseBoolean/1':
          return typeof a[0] === 'string' && a[0].toLowerCase() === 'true';
        case 'valueOf/1':
          return typeof a[0] === 'boolean' ? a[0] : typeof a[0] === 'string' && a[0].toLowerCase() === 'true';
        case 'toString/1':
          return javaToString(a[0]!);
        case 'compare/2':
          return (a[0] ? 1 : 0) - (a[1] ? 1 : 0);
      }
      break;
    case 'Character': {
      const c = a[0] instanceof JChar ? String.fromCharCode(a[0].v) : typeof a[0] === 'number' ? String.fromCharCode(a[0]) : '';
      switch (key) {
        case 'isDigit/1':
          return /\p{Nd}/u.test(c);
        case 'isLetter/1':
          return /\p{L}/u.test(c);
        case 'isLetterOrDigit/1':
          return /[\p{L}\p{Nd}]/u.test(c);
        case 'isWhitespace/1':
          return /[\t\n\u000b\f\r\u001c-\u001f ]|[\p{Zs}\p{Zl}\p{Zp}]/u.test(c) && c !== '\u00a0' && c !== '\u2007' && c !== '\u202f';
        case 'isUpperCase/1':
          return c !== c.toLowerCase();
        case 'isLowerCase/1':
          return c !== c.toUpperCase();
        case 'toUpperCase/1':
          return new JChar(c.toUpperCase().charCodeAt(0));
        case 'toLowerCase/1':
          return new JChar(c.toLowerCase().charCodeAt(0));
        case 'toString/1':
          return c;
        case 'valueOf/1':
          return a[0]!;
        case 'getNumericValue/1':
          return /\d/.test(c) ? Number(c) : /[a-z]/i.test(c) ? c.toLowerCase().charCodeAt(0) - 87 : -1;
      }
      break;
    }
    case 'String':
      switch (key) {
        case 'valueOf/1':
          return javaToString(a[0]!);
        case 'join/2': {
          const sep = str(a[0]);
          return elements(a[1]!).map((x) => javaToString(x)).join(sep);
        }
        case 'format/2':
        case 'format/3':
        case 'format/4':
        case 'format/5':
          return javaFormat(str(a[0]), a.slice(1));
      }
      if (name === 'format' && n >= 1) return javaFormat(str(a[0]), a.slice(1));
      if (name === 'join' && n >= 2) return a.slice(1).map((x) => javaToString(x)).join(str(a[0]));
      break;
    case 'Objects':
      switch (key) {
        case 'equals/2':
          return (a[0] === null && a[1] === null) || (a[0] !== null && javaEquals(a[0]!, a[1]!));
        case 'isNull/1':
          return a[0] === null;
        case 'nonNull/1':
          return a[0] !== null;
        case 'requireNonNull/1':
        case 'requireNonNull/2':
          if (a[0] === null) javaThrow('null_pointer_exception', n === 2 ? javaToString(a[1]!) : null);
          return a[0]!;
        case 'toString/1':
          return javaToString(a[0]!);
        case 'toString/2':
          return a[0] === null ? str(a[1]) : javaToString(a[0]!);
        case 'hashCode/1':
          return a[0] === null ? 0 : hashCode(a[0]!);
        case 'requireNonNullElse/2':
          return a[0] ?? a[1]!;
      }
      if (name === 'hash') return a.reduce<number>((h, x) => (Math.imul(31, h) + (x === null ? 0 : hashCode(x))) | 0, 1);
      break;
    case 'Collections':
      switch (key) {
        case 'sort/1':
          (a[0] as JList).items.sort(naturalCompare);
          return null;
        case 'sort/2': {
          const cmp = a[1] ?? null;
          (a[0] as JList).items.sort(cmp === null ? naturalCompare : (x, y) => num(rt.call(cmp, [x, y])));
          return null;
        }
        case 'reverse/1':
          (a[0] as JList).items.reverse();
          return null;
        case 'emptyList/0':
          return new JList();
        case 'emptyMap/0':
          return new JMap(true);
        case 'emptySet/0':
          return new JSet(true);
        case 'singletonList/1':
          return new JList([a[0]!]);
        case 'singleton/1': {
          const s = new JSet(true);
          s.add(a[0]!);
          return s;
        }
        case 'singletonMap/2': {
          const m = new JMap(true);
          m.set(a[0]!, a[1]!);
          return m;
        }
        case 'max/1':
        case 'min/1': {
          const items = elements(a[0]!);
          if (items.length === 0) javaThrow('no_such_element_exception', null);
          return items.reduce((b, x) => ((name === 'max' ? naturalCompare(x, b) > 0 : naturalCompare(x, b) < 0) ? x : b));
        }
        case 'unmodifiableList/1':
        case 'unmodifiableMap/1':
        case 'unmodifiableSet/1':
          return a[0]!;
        case 'frequency/2':
          return elements(a[0]!).filter((x) => javaEquals(x, a[1]!)).length;
        case 'shuffle/1':
          return null;
        case 'nCopies/2':
          rt.allocate(num(a[0]));
          return new JList(Array.from({ length: num(a[0]) }, () => a[1]!));
      }
      break;
    case 'Arrays':
      switch (key) {
        case 'sort/1':
          (a[0] as JArray).items.sort(naturalCompare);
          return null;
        case 'toString/1':
          return a[0] === null ? 'null' : '[' + (a[0] as JArray).items.map((x) => javaToString(x)).join(', ') + ']';
        case 'stream/1':
          return construct('__stream', [a[0]!], rt);
      }
      if (name === 'asList') return new JList(n === 1 && a[0] instanceof JArray ? [...a[0].items] : [...a]);
      break;
    case 'List':
    case 'Set':
    case 'Map':
      if (cls === 'List' && name === 'of') return new JList([...a]);
      if (cls === 'Set' && name === 'of') {
        const s = new JSet(true);
        for (const x of a) s.add(x);
        return s;
      }
      if (cls === 'Map' && name === 'of' && n % 2 === 0) {
        const m = new JMap(true);
        for (let i = 0; i < n; i += 2) m.set(a[i]!, a[i + 1]!);
        return m;
      }
      if (key === 'copyOf/1') return cls === 'List' ? new JList(elements(a[0]!)) : a[0]!;
      break;
    case 'Collectors':
      if (key === 'toList/0') return new JCollector('list');
      if (key === 'toSet/0') return new JCollector('set');
      if (key === 'joining/0') return new JCollector('joining');
      if (key === 'joining/1') return new JCollector('joining', str(a[0]));
      if (key === 'joining/3') return new JCollector('joining', str(a[0]), str(a[1]), str(a[2]));
      break;
    case 'Pattern':
      if (key === 'quote/1') return '\\Q' + str(a[0]) + '\\E';
      break;
    case 'Instant':
      if (key === 'ofEpochMilli/1') return new JDateTime('java.time.Instant', num(a[0]));
      if (key === 'ofEpochSecond/1') return new JDateTime('java.time.Instant', num(a[0]) * 1000);
      if (key === 'parse/1') return parseIso(str(a[0]), 'java.time.Instant');
      break;
    case 'ZonedDateTime':
      if (key === 'parse/1') return parseIso(str(a[0]), 'java.time.ZonedDateTime');
      if (key === 'ofInstant/2') return new JDateTime('java.time.ZonedDateTime', (a[0] as JDateTime).ms, zoneOf(str(a[1])));
      break;
    case 'Duration':
      if (key === 'between/2') return new JDuration((a[1] as JDateTime).ms - (a[0] as JDateTime).ms);
      if (key === 'ofMillis/1') return new JDuration(num(a[0]));
      if (key === 'ofSeconds/1') return new JDuration(num(a[0]) * 1000);
      if (key === 'ofMinutes/1') return new JDuration(num(a[0]) * 60_000);
      if (key === 'ofHours/1') return new JDuration(num(a[0]) * 3_600_000);
      if (key === 'ofDays/1') return new JDuration(num(a[0]) * 86_400_000);
      break;
    case 'ZoneId':
      if (key === 'of/1') return zoneOf(str(a[0]));
      break;
    case 'DateTimeFormatter':
      if (key === 'ofPattern/1') return new JFormatter(str(a[0]));
      break;
    case 'Debug':
      if (key === 'explain/1') {
        // PainlessExplainError: the script stops, and the ScriptException shows the value's class and toString.
        const v = a[0]!;
        const e = new JavaException('painless_explain_error', null, 'org.elasticsearch.painless.PainlessExplainError');
        const cls = v === null ? 'null' : className(v);
        e.headers = { painless_class: cls, to_string: javaToString(v), java_class: cls };
        throw e;
      }
      break;
    case 'System':
      // The context's clock (Env.now): the simulator's core reads no clock of its own.
      if (key === 'currentTimeMillis/0') return new JLong(BigInt(Math.trunc(rt.opts.now)));
      break;
  }
  return javaThrow('illegal_argument_exception', `unknown static method [${cls}, ${name}/${n}]`);
}

/** Java's String.format for the common conversions (%s %d %f %.Nf %n %%). */
function javaFormat(fmt: string, args: JValue[]): string {
  let i = 0;
  return fmt.replace(/%(-?\d+)?(?:\.(\d+))?([sdfnx%b])/g, (_, width: string | undefined, prec: string | undefined, conv: string) => {
    if (conv === '%') return '%';
    if (conv === 'n') return '\n';
    const v = args[i++] ?? null;
    let out: string;
    if (conv === 'd') out = v instanceof JLong ? v.v.toString() : String(num(v));
    else if (conv === 'f') out = num(v).toFixed(prec === undefined ? 6 : Number(prec));
    else if (conv === 'x') out = (num(v) >>> 0).toString(16);
    else if (conv === 'b') out = v === null ? 'false' : typeof v === 'boolean' ? String(v) : 'true';
    else out = javaToString(v);
    if (width) {
      const w = Math.abs(Number(width));
      out = Number(width) < 0 ? out.padEnd(w) : out.padStart(w);
    }
    return out;
  });
}

/** A static field `Cls.NAME`. */
export function getStaticField(cls: string, name: string): JValue {
  const temporal = temporalFieldConstant(cls, name);
  if (temporal) return temporal;
  switch (`${cls}.${name}`) {
    case 'Integer.MAX_VALUE':
      return 2147483647;
    case 'Integer.MIN_VALUE':
      return -2147483648;
    case 'Long.MAX_VALUE':
      return new JLong(9223372036854775807n);
    case 'Long.MIN_VALUE':
      return new JLong(-9223372036854775808n);
    case 'Double.MAX_VALUE':
      return new JDouble(Number.MAX_VALUE);
    case 'Double.MIN_VALUE':
      return new JDouble(Number.MIN_VALUE);
    case 'Double.POSITIVE_INFINITY':
      return new JDouble(Infinity);
    case 'Double.NEGATIVE_INFINITY':
      return new JDouble(-Infinity);
    case 'Double.NaN':
      return new JDouble(NaN);
    case 'Float.MAX_VALUE':
      return new JFloat(3.4028234663852886e38);
    case 'Math.PI':
      return new JDouble(Math.PI);
    case 'Math.E':
      return new JDouble(Math.E);
    case 'ZoneOffset.UTC':
      return 'Z';
    case 'DateTimeFormatter.ISO_LOCAL_DATE':
    case 'DateTimeFormatter.ISO_DATE':
    case 'DateTimeFormatter.ISO_LOCAL_TIME':
    case 'DateTimeFormatter.ISO_LOCAL_DATE_TIME':
    case 'DateTimeFormatter.ISO_OFFSET_DATE_TIME':
    case 'DateTimeFormatter.ISO_DATE_TIME':
    case 'DateTimeFormatter.ISO_ZONED_DATE_TIME':
    case 'DateTimeFormatter.ISO_INSTANT':
      return new JFormatter(name);
    case 'Boolean.TRUE':
      return true;
    case 'Boolean.FALSE':
      return false;
  }
  if (cls === 'ChronoUnit') return new JChronoUnit(name);
  const time = localStaticField(cls, name);
  if (time !== undefined) return time;
  if (cls === 'TextStyle' && /^(FULL|SHORT|NARROW)(_STANDALONE)?$/.test(name)) return new JTextConstant('java.time.format.TextStyle', name);
  if (cls === 'Locale' && LOCALE_TAGS[name] !== undefined) return new JTextConstant('java.util.Locale', name);
  return javaThrow('illegal_argument_exception', `unknown static field [${cls}, ${name}]`);
}

const EXCEPTIONS = new Set([
  'Exception', 'RuntimeException', 'IllegalArgumentException', 'IllegalStateException', 'NullPointerException', 'ArithmeticException',
  'ClassCastException', 'IndexOutOfBoundsException', 'ArrayIndexOutOfBoundsException', 'NumberFormatException', 'UnsupportedOperationException',
]);

/** `new Cls(args)`. */
export function construct(cls: string, a: JValue[], rt: Runtime): JValue {
  const n = a.length;
  switch (cls) {
    case 'ArrayList':
    case 'LinkedList':
    case 'ArrayDeque':
      if (n === 0 || (n === 1 && isNumeric(a[0]!))) return new JList();
      if (n === 1) return new JList(elements(a[0]!));
      break;
    case 'HashMap':
    case 'LinkedHashMap':
    case 'TreeMap': {
      const m = new JMap(cls === 'HashMap');
      if (n === 1 && a[0] instanceof JMap) for (const e of a[0].list()) m.set(e.key, e.value);
      if (cls === 'TreeMap') return sortedMap(m);
      return m;
    }
    case 'HashSet':
    case 'LinkedHashSet':
    case 'TreeSet': {
      const s = new JSet(cls === 'HashSet');
      if (n === 1 && !isNumeric(a[0]!)) for (const x of elements(a[0]!)) s.add(x);
      return s;
    }
    case 'StringBuilder':
      return new JStringBuilder(n === 1 && typeof a[0] === 'string' ? a[0] : '');
    case 'String':
      return n === 0 ? '' : javaToString(a[0]!);
    case '__stream':
      return callStaticStream(a[0]!);
    case 'Version':
      if (n === 1 && typeof a[0] === 'string') return new JVersion(a[0]);
      break;
    case 'StringTokenizer': {
      const t = newStringTokenizer(a);
      if (t !== undefined) return t;
      break;
    }
    case 'CIDR':
      // The allowlist has it from ES 7.13 (OpenSearch forked before): older versions know no such class.
      if (n === 1 && rt.opts.cidr) return new JCidr(a[0] === null ? javaThrow('null_pointer_exception', null) : javaToString(a[0]!)) as unknown as JValue;
      break;
  }
  const fieldObject = rt.opts.fieldObjects ? constructFieldObject(cls, a) : undefined;
  if (fieldObject !== undefined) return fieldObject as unknown as JValue;
  if (EXCEPTIONS.has(cls)) {
    return new JavaException(typeOfJavaClass(cls), n >= 1 ? javaToString(a[0]!) : null, 'java.lang.' + cls) as unknown as JValue;
  }
  return javaThrow('illegal_argument_exception', `constructor [${cls}, <init>/${n}] not found`);
}

function sortedMap(m: JMap): JMap {
  const out = new JMap(false);
  for (const e of m.list().sort((x, y) => naturalCompare(x.key, y.key))) out.set(e.key, e.value);
  return out;
}

function callStaticStream(arr: JValue): JValue {
  return new JStream(arr instanceof JArray ? [...arr.items] : elements(arr));
}

/** java.lang.StringBuilder. */
export class JStringBuilder {
  readonly jclass = 'java.lang.StringBuilder';
  constructor(public s: string) {}
  invoke(name: string, a: JValue[], _rt: Runtime): JValue {
    switch (`${name}/${a.length}`) {
      case 'append/1':
        this.s += javaToString(a[0]!);
        if (this.s.length > 50_000_000) javaThrow('out_of_memory_error', 'Java heap space');
        return this as unknown as JValue;
      case 'length/0':
        return this.s.length;
      case 'toString/0':
        return this.s;
      case 'reverse/0':
        this.s = [...this.s].reverse().join('');
        return this as unknown as JValue;
      case 'insert/2':
        this.s = this.s.slice(0, num(a[0])) + javaToString(a[1]!) + this.s.slice(num(a[0]));
        return this as unknown as JValue;
      case 'setLength/1':
        this.s = this.s.slice(0, num(a[0]));
        return null;
      case 'charAt/1':
        return new JChar(this.s.charCodeAt(num(a[0])));
    }
    return noMethod(this as unknown as JValue, name, a.length);
  }
  toJavaString(): string {
    return this.s;
  }
}

