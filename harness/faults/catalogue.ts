/**
 * Every fault the harness's own tests inject, in one place and by name: planted faults (a target that is
 * wrong in one way, which the harness must notice in the right area) and harmless variations (a target
 * that differs only in ways the spec allows, which must still pass). Each is a decorator of a Target, so
 * the same fault serves in-process (properties, the reindex's tests) and over HTTP (faultProxy.ts).
 * `transport` faults change only how an HTTP answer is written, so they exist only behind the proxy.
 */
import type { Target } from '../targets/target.ts';
import { acceptTypeChange } from './acceptTypeChange.ts';
import { dropBulkItems } from './dropBulkItems.ts';
import { addExtraFields, mapJson, otherTook, reverseKeys } from './jsonVariations.ts';
import { nonAtomicAliases } from './nonAtomicAliases.ts';
import { allowDeleteAll, dateAsText, loseScrollPage, noShardsGuard, refuseSettingsUpdates, wrongCount } from './plantedAnswers.ts';
import { skipDateDetection } from './skipDateDetection.ts';
import { unguardedCreates } from './unguardedCreates.ts';
import { decorate } from './wire.ts';
import { destOptionIgnored } from './destOptionIgnored.ts';
import { slicesOverlap } from './slicesOverlap.ts';
import { dropLastHit, mergeBuckets, perturbScore, prettyJson, reorderBuckets, roundBigIntegers, swapEqualScoreTies } from './searchFaults.ts';
import { sleep } from '../model/values.ts';
import { reopenPit } from './stalePit.ts';
import { countIgnoresQuery, multiMatchSums, nestedCrossObject, searchAfterRepeats, searchAfterSkips, sortMissingSwapped } from './queryRewrites.ts';
import { bm25DropsK1Plus1, explainValueOff, fieldDatesNoMillis, highlightReversed, highlightTagsShifted, totalRelationEq } from './hitFaults.ts';
import { cardinalityOffByOne, percentilesLastDigit, termsErrorBoundWrong, termsOtherCountWrong, tiedBucketsByKey, tiedBucketsReversed } from './aggFaults.ts';
import { dataStreamAcceptsIndex, updateAppliedTwice, updateByQueryScriptIgnored } from './writeFaults.ts';
import { integralDoublesAsIntegers, jsFloatPrinting, newerSearchFields, nullMaxScoreAbsent, otherHeaders } from './harmlessVariants.ts';

/** Options some faults take. */
export interface FaultOptions {
  /** drop-bulk-item: drop one index/create item in this many (chosen by a hash of id and source). Default 1000. */
  dropEvery?: number;
}

/** One fault: what it is, and how it wraps a target (or, for a transport fault, how the proxy writes answers). */
export interface FaultDef {
  kind: 'planted' | 'harmless';
  make?: (inner: Target, opts: FaultOptions) => Target;
  transport?: 'chunked' | 'dribble';
}


/** Every fault by name. */
export const FAULTS = {
  'skip-date-detection': { kind: 'planted', make: skipDateDetection },
  'date-as-text': { kind: 'planted', make: dateAsText },
  'accept-type-change': { kind: 'planted', make: acceptTypeChange },
  'non-atomic-aliases': { kind: 'planted', make: nonAtomicAliases },
  'allow-delete-all': { kind: 'planted', make: allowDeleteAll },
  'no-shards-guard': { kind: 'planted', make: noShardsGuard },
  'refuse-settings-updates': { kind: 'planted', make: refuseSettingsUpdates },
  'drop-bulk-item': { kind: 'planted', make: (t, o) => dropBulkItems(t, o.dropEvery) },
  'lose-scroll-page': { kind: 'planted', make: loseScrollPage },
  'unguarded-creates': { kind: 'planted', make: unguardedCreates },
  'wrong-count': { kind: 'planted', make: wrongCount },
  /** A target's own `_reindex` that overwrites where `op_type: create` must conflict. */
  'reindex-create-overwrites': { kind: 'planted', make: (t) => destOptionIgnored(t, 'op_type', 'create') },
  /** A target's own `_reindex` that copies with internal versions where `version_type` is external. */
  'reindex-version-type-ignored': { kind: 'planted', make: (t) => destOptionIgnored(t, 'version_type', 'external') },
  /** A target's own sliced `_reindex` that gives every slice the whole source. */
  'reindex-slices-overlap': { kind: 'planted', make: slicesOverlap },
  /** Search answers: the last hit of a page dropped, the top score nudged, two buckets merged, buckets reversed. */
  'drop-last-hit': { kind: 'planted', make: dropLastHit },
  'perturb-score': { kind: 'planted', make: perturbScore },
  'merge-buckets': { kind: 'planted', make: mergeBuckets },
  'reorder-buckets': { kind: 'planted', make: reorderBuckets },
  /** Answers parsed and written again in JavaScript doubles (a Node proxy): integers past 2^53 lose digits. */
  'round-big-integers': { kind: 'planted', make: roundBigIntegers },
  /** A point-in-time search answered from a view opened at request time: later writes show through. */
  'reopen-pit': { kind: 'planted', make: reopenPit },
  /** Search features read wrong (queryRewrites.ts): each is what one wrong implementation shows. */
  'search-after-skips': { kind: 'planted', make: searchAfterSkips },
  'search-after-repeats': { kind: 'planted', make: searchAfterRepeats },
  'count-ignores-query': { kind: 'planted', make: countIgnoresQuery },
  'sort-missing-swapped': { kind: 'planted', make: sortMissingSwapped },
  'nested-cross-object': { kind: 'planted', make: nestedCrossObject },
  'multi-match-sums': { kind: 'planted', make: multiMatchSums },
  /** One detail beside the hits wrong (hitFaults.ts). */
  'highlight-reversed': { kind: 'planted', make: highlightReversed },
  'highlight-tags-shifted': { kind: 'planted', make: highlightTagsShifted },
  'field-dates-no-millis': { kind: 'planted', make: fieldDatesNoMillis },
  'total-relation-eq': { kind: 'planted', make: totalRelationEq },
  'bm25-drops-k1-plus-1': { kind: 'planted', make: bm25DropsK1Plus1 },
  'explain-value-off': { kind: 'planted', make: explainValueOff },
  /** One number or order of an aggregation wrong (aggFaults.ts). */
  'terms-other-count': { kind: 'planted', make: termsOtherCountWrong },
  'terms-error-bound': { kind: 'planted', make: termsErrorBoundWrong },
  'percentiles-last-digit': { kind: 'planted', make: percentilesLastDigit },
  'cardinality-off-by-one': { kind: 'planted', make: cardinalityOffByOne },
  'tied-buckets-reversed': { kind: 'planted', make: tiedBucketsReversed },
  /** Writes (writeFaults.ts). */
  'update-applied-twice': { kind: 'planted', make: updateAppliedTwice },
  'ubq-script-ignored': { kind: 'planted', make: updateByQueryScriptIgnored },
  'data-stream-accepts-index': { kind: 'planted', make: dataStreamAcceptsIndex },
  /** Hits of exactly equal score (or sort values) in the other order: ES leaves the order of ties open. */
  'swap-equal-ties': { kind: 'harmless', make: swapEqualScoreTies },
  /** Every JSON answer pretty-printed: other whitespace, the same values. */
  'pretty-json': { kind: 'harmless', make: prettyJson },
  'shuffle-keys': { kind: 'harmless', make: (t) => mapJson(t, reverseKeys) },
  'extra-fields': { kind: 'harmless', make: (t) => mapJson(t, addExtraFields) },
  'other-took': { kind: 'harmless', make: (t) => mapJson(t, otherTook) },
  /** Other number printing, max_score null left out, newer fields, other headers (harmlessVariants.ts); ties by key (aggFaults.ts). */
  'integral-doubles-as-ints': { kind: 'harmless', make: integralDoublesAsIntegers },
  'js-float-printing': { kind: 'harmless', make: jsFloatPrinting },
  'null-max-score-absent': { kind: 'harmless', make: nullMaxScoreAbsent },
  'newer-search-fields': { kind: 'harmless', make: newerSearchFields },
  'other-headers': { kind: 'harmless', make: otherHeaders },
  'tied-buckets-by-key': { kind: 'harmless', make: tiedBucketsByKey },
  latency: { kind: 'harmless', make: (t) => decorate(t, (req) => sleep(20).then(() => t.send(req))) },
  chunked: { kind: 'harmless', transport: 'chunked' },
  /** Answers dribbled out a few bytes at a time after a jittered wait (in-process: slowTarget.ts). */
  slow: { kind: 'harmless', transport: 'dribble' },
} satisfies Record<string, FaultDef>;

export type FaultName = keyof typeof FAULTS;

/** Wrap `inner` with the named faults, the first outermost. Transport faults are left to the proxy. */
export function withFaults(inner: Target, names: readonly FaultName[], opts: FaultOptions = {}): Target {
  let t = inner;
  for (const n of [...names].reverse()) {
    const f: FaultDef = FAULTS[n];
    if (f.make) t = f.make(t, opts);
  }
  return t;
}
