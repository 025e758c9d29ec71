/** Whether a JSON scalar fits a mapped leaf field, with the cause ES reports when it does not. */
import type { Json } from '../json.ts';
import {
  booleanValueFailure,
  ipValueFailure,
  byteOutOfRange,
  dataLoss,
  dateValueFailure,
  nanosOutOfRange,
  notANumber,
  notFinite,
  numberOverflow,
  outOfRangeFor,
  tokenNotNumeric,
  type ValueFailure,
} from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import type { FieldDef } from './types.ts';
import { ipBytes } from '../search/aggs/valueOrder.ts';
import { DEFAULT_DATE_FORMAT, parseDate } from './dates.ts';
import { lineCol } from './locate.ts';
import { isFloatLexeme, javaDoubleToString, javaFloatToString, javaParseDouble } from './javaNumbers.ts';
import { longTextFailure, unsignedLongFailure } from './integerValues.ts';


/** Where a number's token sits in the source text: read only on the rare paths that need its spelling. */
export interface TokenSource {
  /** The token as written (`1e3`, `9223372036854775808`). */
  lexeme(): string;
  /** Offset just past the token in the source text (Jackson reports overflows there). */
  tokenEnd(): number;
  /** The source text. */
  readonly raw: string;
}

const INTEGERS = new Set(['long', 'integer', 'short', 'byte', 'unsigned_long']);
const FLOATS = new Set(['double', 'float', 'half_float', 'scaled_float']);
const RANGES: Record<string, [number, number]> = {
  integer: [-2147483648, 2147483647],
  short: [-32768, 32767],
  byte: [-128, 127],
};
/** Below this magnitude a double is surely inside long's range, and the token need not be read. */
const SAFE_LONG = 9.2e18;
const LONG_MAX = 9223372036854775807n;
const LONG_MIN = -9223372036854775808n;
const TWO_63 = 9223372036854775808;

/** A 32-bit hex tag standing for the object hash Jackson 2.8 prints after the stream's class name. */
function streamHash(raw: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < raw.length; i++) h = Math.imul(h ^ raw.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}

/** Jackson's overflow of a number token, surfacing as each version's exception. */
export function overflowFailure(profile: Profile, src: TokenSource, target: 'long' | 'int' | 'short'): ValueFailure {
  const { line, col } = lineCol(src.raw, src.tokenEnd());
  return numberOverflow(profile, src.lexeme(), target, () => streamHash(src.raw), line, col);
}

/** A JSON number into an integer field: Jackson's range checks, ES's byte check, `coerce: false`. */
function integerTokenFailure(def: FieldDef, type: string, value: number, profile: Profile, src: TokenSource): ValueFailure | undefined {
  if (type === 'long') {
    if (value > -SAFE_LONG && value < SAFE_LONG) {
      // in range
    } else {
      const text = src.lexeme();
      const over = isFloatLexeme(text) ? value > TWO_63 || value < -TWO_63 : BigInt(text) > LONG_MAX || BigInt(text) < LONG_MIN;
      if (over) return overflowFailure(profile, src, 'long');
    }
  } else if (type !== 'unsigned_long') {
    if (value < -2147483648 || value > 2147483647) return overflowFailure(profile, src, 'int');
    if (type === 'short' && (value < -32768 || value > 32767)) return overflowFailure(profile, src, 'short');
    if (type === 'byte') {
      const v = Math.trunc(value);
      if (v < -128 || v > 127) return byteOutOfRange(v);
    }
  }
  if ((def.coerce === false || def.coerce === 'false') && !Number.isInteger(value)) {
    const cls = type === 'long' ? 'Long' : type === 'integer' || type === 'byte' ? 'Integer' : 'Short';
    return dataLoss(javaDoubleToString(value), cls);
  }
  return undefined;
}

/** Non-finite values are refused by float, half_float and double fields (`validateParsed`). */
function finiteFailure(type: string, value: number): ValueFailure | undefined {
  if (type === 'float') {
    const f = Math.fround(value);
    return Number.isFinite(f) ? undefined : notFinite('float', javaFloatToString(f));
  }
  if (type === 'half_float') {
    // Half precision tops out at 65504; anything that rounds past it is infinite.
    const f = Math.fround(value);
    return Number.isFinite(f) && Math.abs(f) < 65520 ? undefined : notFinite('half_float', javaFloatToString(f));
  }
  if (type === 'double') return Number.isFinite(value) ? undefined : notFinite('double', javaDoubleToString(value));
  return undefined;
}

function numberFailure(def: FieldDef, value: Json, type: string, profile: Profile, src: TokenSource): ValueFailure | undefined {
  // NumberFieldMapper.value: an empty string is a null when coercing (the default); UnsignedLongFieldMapper
  // always reads it so. No value, no failure, nothing ignored (ignored_metadata_field.yml's `total_price: ""`).
  if (value === '' && (type === 'unsigned_long' || (def.coerce !== false && def.coerce !== 'false'))) return undefined;
  // unsigned_long reads the token's digits or the text exactly, in its own words per distribution (integerValues.ts).
  if (type === 'unsigned_long' && profile.unsignedLongType !== 'none' && (typeof value === 'number' || typeof value === 'string')) {
    return unsignedLongFailure(profile.unsignedLongType, value, typeof value === 'number' ? src.lexeme() : '', def.coerce !== false && def.coerce !== 'false');
  }
  if (typeof value === 'number') {
    if (INTEGERS.has(type)) return integerTokenFailure(def, type, value, profile, src);
    return finiteFailure(type, value);
  }
  if (typeof value === 'string') {
    const t = value.trim();
    if (!INTEGERS.has(type) && /^[+-]?(NaN|Infinity)$/.test(t)) return finiteFailure(type, Number(t.replace('+', '')));
    // Floats read the text with Double.parseDouble/Float.parseFloat, which take a type suffix (`1.0d`).
    const parsed = INTEGERS.has(type) ? Number(t) : javaParseDouble(t);
    if (t !== '' && !Number.isNaN(parsed) && (!INTEGERS.has(type) || /^[+-]?\d+(\.\d*)?$/.test(t))) {
      const r = RANGES[type];
      const n = parsed;
      if (r && (n < r[0] || n > r[1])) return outOfRangeFor(value, type);
      // A long text is read exactly (Numbers.toLong: BigDecimal bounds), past what a double tells apart.
      if (type === 'long') return longTextFailure(t);
      return INTEGERS.has(type) ? undefined : finiteFailure(type, n);
    }
    return notANumber(value);
  }
  const token = value === true || value === false ? `VALUE_${String(value).toUpperCase()}` : 'START_OBJECT';
  return tokenNotNumeric(token);
}

function dateFailure(def: FieldDef, value: Json, profile: Profile, src: TokenSource): ValueFailure | undefined {
  const format = typeof def.format === 'string' ? def.format : DEFAULT_DATE_FORMAT;
  // ES parses the token's text: a number token is read as written, so `1e3` meets `epoch_millis` as "1e3".
  const s = typeof value === 'number' ? src.lexeme() : String(value);
  const lenient = profile.dateParser === 'joda';
  const r = typeof value === 'string' || typeof value === 'number' ? parseDate(s, format, lenient) : { ok: false as const, failAt: 0 };
  if (r.ok) return def.type === 'date_nanos' ? nanosRangeFailure(r.millis, r.nanos ?? 0) : undefined;
  return dateValueFailure(s, format, r.failAt);
}

/** The last instant a long of nanoseconds holds: 2262-04-11T23:47:16.854775807Z, as millis and the nanos past them. */
const NANOS_MAX_MS = 9223372036854;
const NANOS_MAX_REST = 775807;

/** DateUtils.toLong's refusal of an instant a date_nanos field cannot store, or undefined when it fits. */
function nanosRangeFailure(ms: number, ns: number): ValueFailure | undefined {
  const before = ms < 0;
  if (!before && (ms < NANOS_MAX_MS || (ms === NANOS_MAX_MS && ns <= NANOS_MAX_REST))) return undefined;
  return nanosOutOfRange(instantString(ms, ns), before);
}

/** Java's Instant.toString: ISO-8601 in UTC, the fraction in groups of three digits (none when zero). */
function instantString(ms: number, ns: number): string {
  const milli = ((ms % 1000) + 1000) % 1000;
  const iso = new Date(ms - milli).toISOString().replace(/\.000Z$/, '');
  // JavaScript writes years outside 0000-9999 with six signed digits; Java with a sign and at least four.
  const m = /^([+-])(\d{6})(.*)$/.exec(iso);
  const seconds = m ? `${m[1]}${String(Number(m[2])).padStart(4, '0')}${m[3]}` : iso;
  const nano = milli * 1e6 + ns;
  const digits = nano === 0 ? '' : nano % 1e6 === 0 ? String(nano / 1e6).padStart(3, '0') : nano % 1e3 === 0 ? String(nano / 1e3).padStart(6, '0') : String(nano).padStart(9, '0');
  return `${seconds}${digits ? `.${digits}` : ''}Z`;
}

/** The failure of `value` against `def`, or undefined when it fits. */
export function checkValue(def: FieldDef, value: Json, profile: Profile, src: TokenSource): ValueFailure | undefined {
  // The usual fields refuse no value (a bulk load checks several of them per document).
  if (def.type === 'keyword' || def.type === 'text') return undefined;
  const type = String(def.type);
  if (def.ignore_malformed === true || def.ignore_malformed === 'true') return undefined;
  if (INTEGERS.has(type) || FLOATS.has(type)) return numberFailure(def, value, type, profile, src);
  if (type === 'boolean') {
    if (typeof value === 'boolean' || value === 'true' || value === 'false' || value === '') return undefined;
    return booleanValueFailure(String(value));
  }
  if (type === 'date' || type === 'date_nanos') return dateFailure(def, value, profile, src);
  if (type === 'ip' && value !== null && typeof value !== 'object') {
    // IpFieldMapper.parseCreateField: InetAddresses.forString of the token's text.
    const text = typeof value === 'number' ? src.lexeme() || String(value) : String(value);
    if (!ipBytes(text)) return ipValueFailure(text);
  }
  return undefined;
}
