/** Differential comparison: a target's outcome against the reference's, normalised, as one verdict. */
import { exactValue } from '../model/exactNumbers.ts';
import type { Outcome } from '../model/outcome.ts';
import { diffValues, formatDiff } from './diff.ts';
import { normalise, pathMatcher } from './normalise.ts';
import { invalid, unknown, valid, type Verdict } from './verdict.ts';

/** Documents and field definitions must match exactly: an extra field there is a real difference. */
const STRICT_SUBTREES: ReadonlySet<string> = new Set(['_source', 'properties']);
/** Alias sets and mapping roots must have the same members. */
const STRICT_KEY_SETS: ReadonlySet<string> = new Set(['aliases', 'mappings']);

/** The check's name in the protocol (verdict.ts). */
const CHECK = 'differential';

/**
 * The verdict of comparing a target's outcome with the reference's for the same request: valid when
 * they agree, invalid when they differ (the diff is the evidence), unknown when the reference itself
 * failed to answer (the harness cannot judge).
 *
 * Compare outcomes after normalisation. The reference is the expectation: every key it has must
 * be in the target with an equal value; extra keys in the target are tolerated; lists must have
 * the same items (order free for documents and catalogue rows).
 */
export function compareOutcomes(target: Outcome, reference: Outcome, ignore: readonly string[] = []): Verdict {
  if (reference.kind === 'info') return unknown(CHECK, `reference gave no response: ${reference.reason}`);
  if (target.kind === 'info') return invalid(CHECK, `target gave no response: ${target.reason}`);
  const drop = pathMatcher(ignore);
  const statusLine = target.status === reference.status ? '' : `~ status: reference ${reference.status}, target ${target.status}`;
  // Integers past 2^53 compared with every digit (model/exactNumbers.ts): two unsigned_longs must not agree by rounding.
  const refJson = exactValue(reference, reference.json);
  const tgtJson = exactValue(target, target.json);
  let bodyDiff = '';
  if (refJson !== undefined && tgtJson === undefined && target.body.trim() !== '') {
    bodyDiff = `~ (body): reference sent JSON, target sent unparseable ${JSON.stringify(target.body.slice(0, 120))}`;
  } else if (refJson !== undefined) {
    bodyDiff = formatDiff(diffValues(normalise(refJson, drop), normalise(tgtJson, drop), {
      allowExtraKeys: true,
      strictSubtrees: STRICT_SUBTREES,
      strictKeySets: STRICT_KEY_SETS,
    }));
  }
  const diff = [statusLine, bodyDiff].filter((s) => s !== '').join('\n');
  if (diff === '') return valid(CHECK, 'target agrees with the reference');
  const first = statusLine ? `status ${target.status} where the reference gives ${reference.status}` : 'body differs from the reference';
  return invalid(CHECK, `differential: ${first}`, { diff });
}
