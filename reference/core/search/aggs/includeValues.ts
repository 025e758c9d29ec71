/**
 * The values of a numeric `include`/`exclude` list read as the field reads its values
 * (IncludeExclude.convertToLongFilter(format) parses each with the field's DocValueFormat): a date
 * through its format and date math, a boolean from true/false, a number as a number.
 */
import type { Json } from '../../json.ts';
import { parseDateMath } from '../dateMath.ts';
import { toBool } from '../fields.ts';
import type { Source } from './valuesSource.ts';

/** How one include/exclude value of a numeric values source becomes the number its documents hold. */
export function includeValueParser(src: Pick<Source, 'kind' | 'dateFormat'>, now: number): (v: Json) => number {
  if (src.kind === 'date') {
    return (v) => {
      const r = typeof v === 'number' ? { ok: true as const, millis: v } : parseDateMath(String(v), src.dateFormat, now, false);
      return r.ok ? r.millis : NaN;
    };
  }
  if (src.kind === 'boolean') return (v) => (toBool(v) ? 1 : 0);
  return Number;
}
