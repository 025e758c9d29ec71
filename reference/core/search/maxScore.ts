/**
 * Whether a search prints `hits.max_score`: QueryPhaseCollectorManager.getMaxScore keeps it for a relevance
 * sort (no sort, or `_score` descending alone, which SortBuilder.buildSort turns into no sort) and with
 * `track_scores`; any other sort leaves it NaN, printed as null. OpenSearch 3.2 also keeps it when `_score`
 * descending is only the first sort (the profile's `maxScorePrimaryScoreSort`).
 */
import type { Profile } from '../../profiles.ts';
import type { SortSpec } from './sort.ts';

/** Whether `hits.max_score` is printed (otherwise null) for this sort. */
export function maxScoreKept(sort: readonly SortSpec[] | undefined, trackScores: boolean, profile: Profile): boolean {
  if (trackScores || sort === undefined || sort.length === 0) return true;
  const first = sort[0]!;
  const scoreDesc = first.field === '_score' && first.order === 'desc';
  if (scoreDesc && sort.length === 1) return true;
  return scoreDesc && profile.maxScorePrimaryScoreSort;
}
