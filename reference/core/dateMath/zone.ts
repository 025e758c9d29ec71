/**
 * Time zones for date-math index names, as java.time's `ZoneId.of` reads them: `Z`, `UTC`, fixed
 * offsets (`+01:00`, `-0530`, `+1`, `UTC+02:00`) and region ids (`Europe/Paris`). Region rules come from
 * the JavaScript runtime's time-zone data (`Intl`), which is deterministic for a given instant.
 */
import { ZONE_ERRORS, type ZoneError } from '../errors/index.ts';

/** A zone: a fixed offset, or a region whose offset depends on the instant. */
export type Zone = { kind: 'fixed'; offsetMs: number; id: string } | { kind: 'region'; id: string };

export const UTC: Zone = { kind: 'fixed', offsetMs: 0, id: 'Z' };

const OFFSET = /^([+-])(\d{1,2})(?::?(\d{2}))?(?::?(\d{2}))?$/;

function fixedOffset(text: string, id: string): Zone | ZoneError {
  const m = OFFSET.exec(text);
  if (!m || (m[2]!.length === 1 && m[3] !== undefined)) return ZONE_ERRORS.offsetFormat(text);
  const h = Number(m[2]);
  const min = Number(m[3] ?? 0);
  const s = Number(m[4] ?? 0);
  if (h > 18) return ZONE_ERRORS.offsetHours(h);
  if (min > 59) return ZONE_ERRORS.offsetMinutes(min);
  const sign = m[1] === '-' ? -1 : 1;
  return { kind: 'fixed', offsetMs: sign * ((h * 60 + min) * 60 + s) * 1000, id };
}

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatterFor(id: string): Intl.DateTimeFormat | undefined {
  let f = FORMATTERS.get(id);
  if (f) return f;
  try {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: id,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
  } catch {
    return undefined;
  }
  FORMATTERS.set(id, f);
  return f;
}

/**
 * The tz database's region ids without a `/` that java.time knows (its tzdb.dat; EST, MST and HST are left
 * out of it, so ZoneId.of refuses them). ICU also reads abbreviations (PST, IST, CST) that Java only knows
 * through ZoneId.SHORT_IDS, which ZoneId.of does not consult, so a slashless id must be one of these.
 */
const SLASHLESS_REGIONS = new Set([
  'CET', 'CST6CDT', 'Cuba', 'EET', 'EST5EDT', 'Egypt', 'Eire', 'GB', 'GB-Eire', 'GMT0', 'Greenwich', 'Hongkong', 'Iceland',
  'Iran', 'Israel', 'Jamaica', 'Japan', 'Kwajalein', 'Libya', 'MET', 'MST7MDT', 'NZ', 'NZ-CHAT', 'Navajo', 'PRC', 'PST8PDT',
  'Poland', 'Portugal', 'ROC', 'ROK', 'Singapore', 'Turkey', 'UCT', 'Universal', 'W-SU', 'WET', 'Zulu',
]);

/** Reads a zone id, or the error java.time gives for it. */
export function parseZone(id: string): Zone | ZoneError {
  if (id === 'Z') return UTC;
  if (id.startsWith('+') || id.startsWith('-')) return fixedOffset(id, id);
  for (const prefix of ['UTC', 'GMT', 'UT']) {
    if (id === prefix) return { kind: 'fixed', offsetMs: 0, id };
    if (id.startsWith(prefix) && (id[prefix.length] === '+' || id[prefix.length] === '-')) return fixedOffset(id.slice(prefix.length), id);
  }
  if (!/^[A-Za-z][A-Za-z0-9~/._+-]+$/.test(id)) return ZONE_ERRORS.regionFormat(id);
  if ((!id.includes('/') && !SLASHLESS_REGIONS.has(id)) || !formatterFor(id)) return ZONE_ERRORS.unknownRegion(id);
  return { kind: 'region', id };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
export function offsetAt(zone: Zone, instant: number): number {
  if (zone.kind === 'fixed') return zone.offsetMs;
  const parts = formatterFor(zone.id)!.formatToParts(new Date(instant));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  let year = get('year');
  if (parts.find((p) => p.type === 'era')?.value === 'BC') year = 1 - year;
  const local = Date.UTC(year, get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return local - wholeSecond;
}

/** The instant of a local date-time (given as UTC millis of its fields) in a zone; gaps resolve forward, as java.time does. */
export function instantOfLocal(zone: Zone, local: number): number {
  if (zone.kind === 'fixed') return local - zone.offsetMs;
  const first = offsetAt(zone, local);
  const guess = local - first;
  const second = offsetAt(zone, guess);
  if (second === first) return guess;
  // Near a transition: prefer the earlier offset when both fit (an overlap), the later instant in a gap.
  const alt = local - second;
  if (offsetAt(zone, alt) === second) return Math.min(guess, alt);
  return Math.max(guess, alt);
}
