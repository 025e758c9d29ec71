/** DefaultSearchContext.preProcess's rescore checks for one index: no sort but `_score`, windows within `index.max_rescore_window`. */
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { rescoreRefused, rescoreWindowReason, type EsError } from '../../errors/index.ts';
import type { SortSpec } from '../sort.ts';
import type { RescoreSpec } from './parseRescore.ts';

/** The shard's refusal of a rescore on this index, if any. */
export function rescoreRefusal(specs: RescoreSpec[], sort: SortSpec[] | undefined, index: IndexState, profile: Profile): EsError | undefined {
  // A lone `_score` descending builds no Lucene sort (SortBuilder.buildSort), so it passes.
  if (sort && sort.length > 0 && !(sort.length === 1 && sort[0]!.field === '_score' && sort[0]!.order === 'desc')) {
    return rescoreRefused(profile, 'Cannot use [sort] option in conjunction with [rescore].', index.name);
  }
  // `index.max_rescore_window` defaults to `index.max_result_window` (IndexSettings).
  const max = Number(index.settings['index.max_rescore_window'] ?? index.settings['index.max_result_window'] ?? 10_000);
  for (const s of specs) if (s.window > max) return rescoreRefused(profile, rescoreWindowReason(s.window, max), index.name);
  return undefined;
}
