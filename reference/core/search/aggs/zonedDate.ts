/**
 * Date bounds of aggregations (`date_range` from/to, `extended_bounds`, `hard_bounds`) in the request's
 * `time_zone`: a date without its own offset is a local time of the zone, as ES's DateMathParser reads
 * it with the zone; explicit offsets, `Z` and epoch numbers are instants already.
 */
import { parseDateMath, type DateMath } from '../dateMath.ts';
import { instantOfLocal, type Zone } from '../../dateMath/zone.ts';

// An offset only follows a time (after `T`, a space or a `:`): the `-20` ending `2017-10-20` is a day, not an offset.
const OWN_OFFSET = /[T\s:].*(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

/** Date math evaluated in a zone. */
export function parseDateMathIn(text: string, format: string, now: number, roundUp: boolean, zone: Zone | undefined): DateMath {
  const r = parseDateMath(text, format, now, roundUp);
  if (!r.ok || !zone || (zone.kind === 'fixed' && zone.offsetMs === 0)) return r;
  if (text.startsWith('now')) return r;
  const anchor = text.split('||')[0]!;
  if (/^-?\d+$/.test(anchor) || OWN_OFFSET.test(anchor)) return r;
  return { ok: true, millis: instantOfLocal(zone, r.millis) };
}
