/**
 * The faults a wrong implementation of this turn's search features shows, one decorator each (queryRewrites.ts,
 * hitFaults.ts, aggFaults.ts, writeFaults.ts), are caught by our own scenarios: `conformance run` exits 1
 * with a failed case in the feature's area whose message names the difference (path, expected, got), and
 * no case ends in a harness error. The harmless variations of harmlessVariants.ts pass the scenarios where
 * they change the answers (all areas at once: harmless.test.ts, a fault sweep). One simulator serves the
 * whole file (each run has its own prefix and cleans up after itself), and each run takes the one or two
 * scenario files that catch its fault.
 */
import { describe, expect, it } from 'vitest';
import type { FaultName } from './faultProxy.ts';
import { failures, runThroughProxy, simulatorPerFile } from './runThroughProxy.ts';

/** [fault, area, scenario files, what a failure's message says, what the report shows of the answer]. */
const PLANTED: Array<[FaultName, string, string[], RegExp, RegExp?]> = [
  ['search-after-skips', 'search', ['search/10_search_after.yml'], /match \[hits\.hits\.0\._id\]: expected "42", got "1"/],
  ['search-after-repeats', 'search', ['search/10_search_after.yml'], /match \[hits\.hits\.0\._id\]: expected "42", got "172"/],
  ['highlight-reversed', 'search', ['search/40_highlight.yml'], /match \[hits\.hits\.0\.highlight\.body\]: structures differ/],
  ['highlight-tags-shifted', 'search', ['search/40_highlight.yml'], /match \[hits\.hits\.0\.highlight\.title\]: structures differ/, /<\/em>/],
  ['field-dates-no-millis', 'search', ['search/50_fetch_fields.yml'], /match \[hits\.hits\.0\.fields\.date\]: structures differ/, /1990-12-29T22:30:00Z/],
  ['total-relation-eq', 'search', ['search/87_total_hits_relation.yml'], /match \[hits\.total\.relation\]: expected "gte", got "eq"/],
  ['bm25-drops-k1-plus-1', 'search', ['search/20_relevance.yml'], /match \[hits\.hits\.0\._score\]: expected 1\.6943598, got 0\.770163/],
  ['explain-value-off', 'search', ['search/20_relevance.yml'], /match \[explanation\.value\]: expected 1\.6943598, got 1\.69605/],
  ['count-ignores-query', 'search', ['search/50_query_string.yml'], /match \[count\]: expected 1, got 3/],
  ['sort-missing-swapped', 'search', ['search/79_sort_missing_integer.yml'], /match \[hits\.hits\.0\.sort\]: structures differ/],
  ['nested-cross-object', 'search', ['search/40_structure_and_vectors.yml'], /match \[hits\.total\.value\]: expected 1, got 2/],
  ['multi-match-sums', 'search', ['search/30_compound_and_multi_field.yml'], /match \[hits\.hits\.0\._score\]: expected 1\.6943598, got 3\.3887196/],
  ['terms-other-count', 'aggregations', ['aggregations/10_terms.yml'], /match \[aggregations\.sterms#brands\.sum_other_doc_count\]: expected 3, got 5/],
  ['terms-error-bound', 'aggregations', ['aggregations/10_terms.yml'], /match \[aggregations\.brands\.doc_count_error_upper_bound\]: expected 0, got 1/],
  // percentile_ranks are compared exactly by `compare: search` (70_more_families); percentiles, a TDigest
  // estimate there, by the docs' exact small sample (96_docs_examples).
  ['percentiles-last-digit', 'aggregations', ['aggregations/70_more_families.yml', 'aggregations/96_docs_examples.yml'], /match \[aggregations\.load_time_outlier\.values\]: structures differ/],
  ['cardinality-off-by-one', 'aggregations', ['aggregations/50_pipelines_sketches.yml'], /match \[aggregations\.users\.value\]: expected 4, got 5/],
  ['tied-buckets-reversed', 'aggregations', ['aggregations/10_terms.yml'], /match \[aggregations\.brands\.buckets\.0\.key\]: expected "acme", got "beta"/],
  ['update-applied-twice', 'painless', ['painless/10_update.yml'], /match \[_source\.count\]: expected 2, got 3/],
  ['ubq-script-ignored', 'painless', ['painless/30_by_query.yml'], /match \[updated\]: expected 1, got 3/],
  ['data-stream-accepts-index', 'data-streams', ['data-streams/20_writes.yml'], /\/_doc\/1: expected an error \(catch: bad_request\) but got status 201/],
];

/** [harmless variation, scenario files where it changes the answers]. */
const HARMLESS: Array<[FaultName, string[]]> = [
  ['integral-doubles-as-ints', ['aggregations/99_number_printing.yml', 'aggregations/20_metrics.yml', 'search/61_runtime_fields.yml']],
  ['js-float-printing', ['aggregations/99_number_printing.yml']],
  ['null-max-score-absent', ['search/10_search_after.yml', 'search/65_max_score_by_sort.yml']],
  ['newer-search-fields', ['search/45_term_level_and_phrase.yml', 'search/10_search_after.yml']],
  ['other-headers', ['search/20_relevance.yml', 'data-streams/20_writes.yml']],
  ['tied-buckets-by-key', ['aggregations/10_terms.yml']],
];

/** One simulator for the file. */
const upstream = simulatorPerFile();

describe("this turn's search features: each planted fault fails a scenario that names the difference", () => {
  for (const [fault, area, files, says, shows] of PLANTED) {
    it(`${fault}: exit 1, failed in ${area}`, async () => {
      const r = await runThroughProxy([fault], { areas: files, upstream });
      expect(r.code, r.err.join('\n')).toBe(1);
      expect([...r.failedAreas], failures(r)).toContain(area);
      expect(r.cases.filter((c) => c.status === 'error').map((c) => c.message)).toEqual([]);
      expect(r.cases.filter((c) => c.status === 'failed').map((c) => c.message).join('\n')).toMatch(says);
      if (shows) expect(r.report).toMatch(shows);
    });
  }
});

describe('harmless variations pass the scenarios where they change the answers', () => {
  for (const [variation, files] of HARMLESS) {
    it(`${variation}: exit 0`, async () => {
      const r = await runThroughProxy([variation], { areas: files, upstream });
      expect(r.code, failures(r)).toBe(0);
      expect(r.cases.filter((c) => c.status === 'passed').length).toBeGreaterThan(0);
    });
  }
});
