/**
 * Date math in index names (`<logs-{now/d}>`, `<logs-{now/M{yyyy.MM}}>`, `<logs-{now/d{yyyy.MM.dd|+12:00}}>`,
 * `<logs-{2022-12-31||+1d{yyyy-MM-dd}}>`),
 * as Elasticsearch's `DateMathExpressionResolver` resolves them: a name in `<…>` is scanned for `{…}`
 * placeholders holding date math, an optional `{format}` and an optional `|time zone`; `\` escapes braces.
 * The clock is the request's `now`, lent by the environment.
 */
import {
  dateMathFormatMissing,
  dateMathFormatUnclosed,
  dateMathNothingCaptured,
  dateMathNotNow,
  dateMathOpenEnded,
  dateMathOperator,
  dateMathPatternInvalid,
  dateMathPlaceholderCharacter,
  dateMathReservedCharacter,
  dateMathRounding,
  dateMathTruncated,
  dateMathUnit,
  zoneRefused,
  type EsError,
} from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { compilePattern, formatLocal, type PatternDialect, type Piece } from './formatPattern.ts';
import { parseLocal } from './parsePattern.ts';
import { instantOfLocal, offsetAt, parseZone, UTC, type Zone } from './zone.ts';

/** Whether a name is a date-math expression (it is resolved only then). */
export function isDateMathName(name: string): boolean {
  return name.length > 1 && name.startsWith('<') && name.endsWith('>');
}

/** Adds months as java.time does: the day is clamped to the new month's length (Jan 31 + 1 month = Feb 28). */
function addMonths(d: Date, n: number): void {
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
}

function shiftLocal(instant: number, zone: Zone, edit: (local: Date) => void): number {
  const local = new Date(instant + offsetAt(zone, instant));
  edit(local);
  return instantOfLocal(zone, local.getTime());
}

/**
 * Evaluates date math (JavaDateMathParser.parse, rounding down) in a zone: from `now`, or from an anchor
 * date before `||` (or a bare date) read with the placeholder's own format, in the placeholder's zone.
 */
function evalMath(math: string, now: number, zone: Zone, pattern: string, pieces: readonly Piece[], dialect: PatternDialect): number | EsError {
  let ops: string;
  let t: number;
  if (math.startsWith('now')) {
    ops = math.slice(3);
    t = now;
  } else {
    const bars = math.indexOf('||');
    const date = bars < 0 ? math : math.slice(0, bars);
    const parsed = parseLocal(pieces, date, dialect);
    if ('failedAt' in parsed) return dateMathNotNow(date, pattern, parsed.failedAt);
    t = instantOfLocal(zone, parsed.localMs);
    ops = bars < 0 ? '' : math.slice(bars + 2);
  }
  let i = 0;
  while (i < ops.length) {
    const c = ops[i++]!;
    const round = c === '/';
    if (!round && c !== '+' && c !== '-') return dateMathOperator(ops);
    if (i >= ops.length) return dateMathTruncated(ops);
    let num = 1;
    if (/\d/.test(ops[i]!)) {
      const from = i;
      while (i < ops.length && /\d/.test(ops[i]!)) i++;
      if (i >= ops.length) return dateMathTruncated(ops);
      num = Number(ops.slice(from, i));
    }
    if (round && num !== 1) return dateMathRounding(ops);
    const n = c === '-' ? -num : num;
    const unit = ops[i++]!;
    switch (unit) {
      case 'y':
        t = shiftLocal(t, zone, (d) => {
          if (round) d.setUTCMonth(0, 1), d.setUTCHours(0, 0, 0, 0);
          else addMonths(d, 12 * n);
        });
        break;
      case 'M':
        t = shiftLocal(t, zone, (d) => {
          if (round) d.setUTCDate(1), d.setUTCHours(0, 0, 0, 0);
          else addMonths(d, n);
        });
        break;
      case 'w':
        // Weeks round to Monday, as java.time's ISO weeks do.
        t = shiftLocal(t, zone, (d) => {
          if (round) d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7)), d.setUTCHours(0, 0, 0, 0);
          else d.setUTCDate(d.getUTCDate() + 7 * n);
        });
        break;
      case 'd':
        t = shiftLocal(t, zone, (d) => {
          if (round) d.setUTCHours(0, 0, 0, 0);
          else d.setUTCDate(d.getUTCDate() + n);
        });
        break;
      case 'h':
      case 'H':
        t = round ? shiftLocal(t, zone, (d) => d.setUTCMinutes(0, 0, 0)) : t + n * 3_600_000;
        break;
      case 'm':
        t = round ? shiftLocal(t, zone, (d) => d.setUTCSeconds(0, 0)) : t + n * 60_000;
        break;
      case 's':
        t = round ? shiftLocal(t, zone, (d) => d.setUTCMilliseconds(0)) : t + n * 1000;
        break;
      default:
        return dateMathUnit(unit, ops);
    }
  }
  return t;
}

/** Resolves one placeholder's content (`now/d`, `now/d{yyyy.MM}`, `now{yyyy|Europe/Paris}`). */
function resolvePlaceholder(content: string, now: number, profile: Profile): string | EsError {
  const dialect = profile.dateMathPatterns;
  const brace = content.indexOf('{');
  let math = content;
  let pattern = dialect === 'java' ? 'uuuu.MM.dd' : 'YYYY.MM.dd';
  let zone: Zone = UTC;
  if (brace >= 0) {
    if (content.lastIndexOf('}') !== content.length - 1) return dateMathFormatUnclosed(content);
    if (brace === content.length - 2) return dateMathFormatMissing(content);
    math = content.slice(0, brace);
    const patternAndZone = content.slice(brace + 1, -1);
    const bar = patternAndZone.indexOf('|');
    pattern = bar < 0 ? patternAndZone : patternAndZone.slice(0, bar);
    if (bar >= 0) {
      const z = parseZone(patternAndZone.slice(bar + 1));
      if (!('kind' in z)) return zoneRefused(z);
      zone = z;
    }
  }
  const pieces = compilePattern(pattern, dialect);
  if (typeof pieces === 'string') return dateMathPatternInvalid(pattern, pieces);
  const instant = evalMath(math, now, zone, pattern, pieces, dialect);
  if (typeof instant !== 'number') return instant;
  const offset = offsetAt(zone, instant);
  return formatLocal(pieces, instant + offset, offset, zone.id, dialect);
}

/** Resolves a date-math index name; other names come back unchanged. */
export function resolveDateMathName(expression: string, now: number, profile: Profile): string | EsError {
  if (!isDateMathName(expression)) return expression;
  const text = expression.slice(1, -1);
  let escape = false;
  let inFormat = false;
  let inPlaceholder = false;
  let before = '';
  let placeholder = '';
  for (let i = 0; i < text.length; i++) {
    const escaped = escape;
    escape = false;
    const c = text[i]!;
    if (c === '\\') {
      if (escaped) before += c;
      else escape = true;
      continue;
    }
    if (inPlaceholder) {
      if (c === '{') {
        if (inFormat && escaped) placeholder += c;
        else if (!inFormat) {
          inFormat = true;
          placeholder += c;
        } else return dateMathPlaceholderCharacter(text, i + 1);
      } else if (c === '}') {
        if (inFormat) {
          inFormat = escaped ? inFormat : false;
          placeholder += c;
        } else {
          const value = resolvePlaceholder(placeholder, now, profile);
          if (typeof value !== 'string') return value;
          before += value;
          placeholder = '';
          inPlaceholder = false;
        }
      } else placeholder += c;
    } else if (c === '{' && !escaped) {
      inPlaceholder = true;
    } else if (c === '}' && !escaped) {
      return dateMathReservedCharacter(text, i + 1);
    } else before += c;
  }
  if (inPlaceholder) return dateMathOpenEnded(text);
  if (before.length === 0) return dateMathNothingCaptured();
  return before;
}

/** Resolves every date-math item of a comma-separated index expression. */
export function resolveDateMathExpression(expr: string, now: number, profile: Profile): string | EsError {
  if (!expr.includes('<')) return expr;
  const out: string[] = [];
  for (const part of expr.split(',')) {
    // An exclusion keeps its `-` in front of the resolved name.
    const neg = part.startsWith('-<');
    const r = resolveDateMathName(neg ? part.slice(1) : part, now, profile);
    if (typeof r !== 'string') return r;
    out.push(neg ? `-${r}` : r);
  }
  return out.join(',');
}
