/**
 * Time zones and formatting for the java.time values of scripts: a ZoneId is `Z`, an offset (`+01:00`) or
 * a region (`Europe/Paris`, its offsets from the runtime's tz database through Intl, as Java's from its
 * own); `DateTimeFormatter.ofPattern` with the pattern letters applications use (y u M L d H h m s S a E
 * Z X x and quoted text) and the ISO formatters; Java's `toString` of a ZonedDateTime (`2020-01-01T00:00Z`,
 * `…+01:00`, `…+01:00[Europe/Paris]`).
 */
import { javaThrow } from './javaError.ts';
import type { JObject, JValue } from './values.ts';

const FIXED = /^([+-])(\d\d):?(\d\d)(?::?(\d\d))?$/;
const DTF = new Map<string, Intl.DateTimeFormat>();

/** Whether a zone id is one Java knows (`Z`, `UTC`, `GMT`, an offset, or a region of the tz database). */
export function validZone(zone: string): boolean {
  if (zone === 'Z' || zone === 'UTC' || zone === 'GMT' || FIXED.test(zone)) return true;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** `ZoneId.of(id)`: the id, or ZoneRulesException for one Java does not know. */
export function zoneOf(id: string): string {
  if (!validZone(id)) javaThrow('zone_rules_exception', `Unknown time-zone ID: ${id}`);
  return id;
}

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = DTF.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    DTF.set(zone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in minutes. */
export function offsetMinutes(zone: string, ms: number): number {
  if (zone === 'Z' || zone === 'UTC' || zone === 'GMT') return 0;
  const m = FIXED.exec(zone);
  if (m) return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  const parts: Record<string, number> = {};
  for (const p of formatterFor(zone).formatToParts(new Date(Math.floor(ms / 1000) * 1000))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The local date-time fields of an instant in a zone, as a Date read with its UTC getters. */
export function localDate(zone: string, ms: number): Date {
  return new Date(ms + offsetMinutes(zone, ms) * 60_000);
}

const pad = (n: number, w = 2): string => String(Math.abs(n)).padStart(w, '0');

/** An offset as Java prints it: `Z`, or `+01:00`. */
export function offsetText(minutes: number): string {
  if (minutes === 0) return 'Z';
  return (minutes < 0 ? '-' : '+') + pad(Math.trunc(Math.abs(minutes) / 60)) + ':' + pad(Math.abs(minutes) % 60);
}

/** LocalTime.toString: `HH:mm`, then `:ss` and the fraction only when not zero. */
function timeText(d: Date): string {
  const s = d.getUTCSeconds();
  const ms = d.getUTCMilliseconds();
  return pad(d.getUTCHours()) + ':' + pad(d.getUTCMinutes()) + (s || ms ? ':' + pad(s) + (ms ? '.' + pad(ms, 3) : '') : '');
}

/** ZonedDateTime.toString: the local date-time, the offset, and a region zone in brackets. */
export function zonedText(ms: number, zone: string): string {
  const off = offsetMinutes(zone, ms);
  const d = new Date(ms + off * 60_000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const region = zone === 'Z' || FIXED.test(zone) ? '' : `[${zone}]`;
  return `${date}T${timeText(d)}${offsetText(off)}${region}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** java.time.format.DateTimeFormatter: a pattern (ofPattern) or one of the ISO formatters. */
export class JFormatter implements JObject {
  readonly jclass = 'java.time.format.DateTimeFormatter';
  constructor(readonly pattern: string) {}
  toJavaString(): string {
    return this.pattern;
  }
  /** Formats an instant in a zone (an Instant has none: Java's UnsupportedTemporalTypeException for its fields). */
  format(ms: number, zone: string | undefined): string {
    if (zone === undefined) {
      if (this.pattern === 'ISO_INSTANT') return new Date(ms).toISOString().replace('.000Z', 'Z');
      return javaThrow('unsupported_temporal_type_exception', 'Unsupported field: YearOfEra');
    }
    const off = offsetMinutes(zone, ms);
    const d = new Date(ms + off * 60_000);
    const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    switch (this.pattern) {
      case 'ISO_LOCAL_DATE':
      case 'ISO_DATE':
        return date;
      case 'ISO_LOCAL_TIME':
        return timeText(d).length === 5 ? timeText(d) + ':00' : timeText(d);
      case 'ISO_LOCAL_DATE_TIME':
        return `${date}T${timeText(d).length === 5 ? timeText(d) + ':00' : timeText(d)}`;
      case 'ISO_OFFSET_DATE_TIME':
      case 'ISO_DATE_TIME':
        return `${date}T${timeText(d).length === 5 ? timeText(d) + ':00' : timeText(d)}${offsetText(off)}`;
      case 'ISO_ZONED_DATE_TIME':
        return zonedText(ms, zone).replace(/T(\d\d:\d\d)(?=[Z+-])/, 'T$1:00');
      case 'ISO_INSTANT':
        return new Date(ms).toISOString().replace('.000Z', 'Z');
    }
    return formatPattern(this.pattern, d, off);
  }
}

/** The letters of a DateTimeFormatter pattern, each run by its count (DateTimeFormatterBuilder.appendPattern). */
function formatPattern(p: string, d: Date, off: number): string {
  let out = '';
  for (let i = 0; i < p.length; ) {
    const c = p[i]!;
    if (c === "'") {
      const end = p.indexOf("'", i + 1);
      if (end === i + 1) out += "'";
      else out += p.slice(i + 1, end < 0 ? p.length : end);
      i = end < 0 ? p.length : end + 1;
      continue;
    }
    if (!/[A-Za-z]/.test(c)) {
      out += c;
      i++;
      continue;
    }
    let n = 1;
    while (p[i + n] === c) n++;
    i += n;
    const hour = d.getUTCHours();
    switch (c) {
      case 'y':
      case 'u':
        out += n === 2 ? pad(d.getUTCFullYear() % 100) : pad(d.getUTCFullYear(), n);
        break;
      case 'M':
      case 'L':
        out += n >= 4 ? MONTHS[d.getUTCMonth()]! : n === 3 ? MONTHS[d.getUTCMonth()]!.slice(0, 3) : pad(d.getUTCMonth() + 1, n);
        break;
      case 'd':
        out += pad(d.getUTCDate(), n);
        break;
      case 'D':
        out += pad(Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1, n);
        break;
      case 'H':
        out += pad(hour, n);
        break;
      case 'h':
        out += pad(hour % 12 === 0 ? 12 : hour % 12, n);
        break;
      case 'm':
        out += pad(d.getUTCMinutes(), n);
        break;
      case 's':
        out += pad(d.getUTCSeconds(), n);
        break;
      case 'S':
        out += pad(d.getUTCMilliseconds(), 3).padEnd(n, '0').slice(0, n);
        break;
      case 'a':
        out += hour < 12 ? 'AM' : 'PM';
        break;
      case 'E':
        out += n >= 4 ? WEEKDAYS[d.getUTCDay()]! : WEEKDAYS[d.getUTCDay()]!.slice(0, 3);
        break;
      case 'X':
        out += off === 0 ? 'Z' : offsetText(off).replace(':', n === 1 || n === 2 || n === 4 ? '' : ':').slice(0, n === 1 ? 3 : undefined);
        break;
      case 'x':
        out += (off === 0 ? '+00:00' : offsetText(off)).replace(':', n === 3 || n === 5 ? ':' : '').slice(0, n === 1 ? 3 : undefined);
        break;
      case 'Z':
        out += n <= 3 ? (off === 0 ? '+0000' : offsetText(off).replace(':', '')) : 'GMT' + (off === 0 ? '' : offsetText(off));
        break;
      default:
        return javaThrow('illegal_argument_exception', `Unknown pattern letter: ${c}`);
    }
  }
  return out;
}

/** The formatter argument of `format`, or a ClassCastException. */
export function formatterArg(v: JValue | undefined): JFormatter {
  if (v instanceof JFormatter) return v;
  if (v === null || v === undefined) return javaThrow('null_pointer_exception', 'formatter');
  return javaThrow('class_cast_exception', 'Cannot cast to java.time.format.DateTimeFormatter');
}
