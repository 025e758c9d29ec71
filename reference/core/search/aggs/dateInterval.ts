/**
 * DateIntervalWrapper's setters as ObjectParser calls them, in the order the body names the fields:
 * `calendar_interval` checks its unit before it claims the kind, `fixed_interval` claims the kind and then
 * parses its time value, and a second kind of interval is refused by the setter of the later field. Every
 * such IllegalArgumentException is thrown inside the parser, which wraps it as
 * `[date_histogram] failed to parse field [<field>]` (the date histogram page's `2d` and `2w` examples).
 */
import { aggBadParam, type EsError } from '../../errors/index.ts';
import type { Json, JsonObject } from '../../json.ts';
import { parseTimeValue } from '../timeValue.ts';
import { positionOf } from './parse.ts';
import { CALENDAR_UNITS } from './rounding.ts';
import type { ParseCtx } from './types.ts';

type Kind = 'interval' | 'calendar_interval' | 'fixed_interval';

/** The interval fields a date histogram body names, as the builder keeps them once each setter ran. */
export interface DateInterval {
  calendar?: string;
  fixed?: number;
  /** The 7.x `interval`, resolved later as before (calendar unit, millis, or a time value). */
  legacy?: Json;
}

/** IntervalTypeEnum transitions: the message of the setter of `next` when `prev` was set first. */
function conflict(prev: Kind, next: Kind): string {
  if (next === 'interval') return 'Cannot use [interval] with [fixed_interval] or [calendar_interval] configuration options.';
  return `Cannot use [${next}] with [${prev}] configuration option.`;
}

/** Runs the setters for the interval fields of `body` in the body's order; the first failure, wrapped. */
export function parseDateInterval(type: string, body: JsonObject, pctx: ParseCtx): DateInterval | EsError {
  const out: DateInterval = {};
  let kind: Kind | undefined;
  for (const key of Object.keys(body)) {
    if (key !== 'interval' && key !== 'calendar_interval' && key !== 'fixed_interval') continue;
    const value = body[key] as Json;
    const fail = (reason: string, causeType?: string) => aggBadParam(pctx.profile, type, key, positionOf(pctx.rawBody, [...pctx.path, key]), reason, causeType);
    if (key === 'calendar_interval') {
      const unit = CALENDAR_UNITS[String(value)];
      if (!unit) return fail(`The supplied interval [${String(value)}] could not be parsed as a calendar interval.`);
      if (kind !== undefined && kind !== key) return fail(conflict(kind, key));
      out.calendar = unit;
    } else if (key === 'fixed_interval') {
      if (kind !== undefined && kind !== key) return fail(conflict(kind, key));
      const s = String(value);
      // TimeValue has no `w`, `M`, `q` or `y` suffix: a calendar word is a unit it does not know.
      const ms = CALENDAR_UNITS[s] && !/^\d/.test(s) ? undefined : parseTimeValue(s, 'date_histogram.fixedInterval', pctx.profile);
      if (ms === undefined) return fail(`failed to parse setting [date_histogram.fixedInterval] with value [${s}] as a time value: unit is missing or unrecognized`);
      if (typeof ms !== 'number') return fail(ms.cause.reason, ms.cause.type);
      out.fixed = ms;
    } else {
      if (kind !== undefined && kind !== key) return fail(conflict(kind, key));
      out.legacy = value;
    }
    kind = key;
  }
  return out;
}
