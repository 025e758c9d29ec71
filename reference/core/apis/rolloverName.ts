/** The name a rollover gives the new index when the request names none (`generateRolloverIndexName`). */
import { isEsError, numberFormat, rolloverNameUnmatched, type EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { isDateMathName, resolveDateMathName } from '../dateMath/indexNames.ts';

/**
 * The next name after the old index's provided name: its trailing `-<number>` counted up and zero-padded to
 * six digits, inside the `<…>` of a date-math name (so the new name resolves at the new date). Returned
 * unresolved, as ES keeps it as the new index's `provided_name`.
 */
export function nextRolloverName(provided: string, now: number, profile: Profile): string | EsError {
  const resolved = resolveDateMathName(provided, now, profile);
  if (isEsError(resolved)) return resolved;
  if (!/^.*-\d+$/.test(resolved)) return rolloverNameUnmatched(provided);
  const dateMath = isDateMathName(provided);
  const body = dateMath ? provided.slice(0, -1) : provided;
  const dash = body.lastIndexOf('-');
  const digits = body.slice(dash + 1);
  // ES parses what follows the last `-` of the provided name: a date-math part there is no number.
  if (!/^\d+$/.test(digits)) return numberFormat(digits);
  const counter = Number(digits) + 1;
  return `${body.slice(0, dash)}-${String(counter).padStart(6, '0')}${dateMath ? '>' : ''}`;
}
