/** maxScore.ts: when hits.max_score is printed, per sort and version (QueryPhaseCollectorManager.getMaxScore). */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { maxScoreKept } from './maxScore.ts';
import type { SortSpec } from './sort.ts';

const es = getProfile('elasticsearch@8.19.0');
const os31 = getProfile('opensearch@3.1.0');
const os32 = getProfile('opensearch@3.2.0');
const s = (field: string, order: 'asc' | 'desc'): SortSpec => ({ field, order, missing: '_last' });

describe('hits.max_score by sort (QueryPhaseCollectorManager.getMaxScore)', () => {
  it('a relevance sort keeps it: none, or _score descending alone', () => {
    expect(maxScoreKept(undefined, false, es)).toBe(true);
    expect(maxScoreKept([s('_score', 'desc')], false, es)).toBe(true);
  });

  it('any other sort leaves it null unless track_scores', () => {
    expect(maxScoreKept([s('_score', 'asc')], false, es)).toBe(false);
    expect(maxScoreKept([s('_score', 'desc'), s('_doc', 'desc')], false, es)).toBe(false);
    expect(maxScoreKept([s('user_id', 'asc')], true, es)).toBe(true);
  });

  it('OpenSearch 3.2 keeps it when _score descending is only the first sort (opensearch-3.x search/400_max_score.yml)', () => {
    expect(maxScoreKept([s('_score', 'desc'), s('_doc', 'desc')], false, os31)).toBe(false);
    expect(maxScoreKept([s('_score', 'desc'), s('_doc', 'desc')], false, os32)).toBe(true);
    expect(maxScoreKept([s('_score', 'asc'), s('_doc', 'desc')], false, os32)).toBe(false);
  });
});
