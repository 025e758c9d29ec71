/**
 * The response's map order against java.util.HashMap's: the expected lists were printed by a JDK 25 filling
 * `new HashMap<>(n)` and `new ConcurrentHashMap<>(n)` and copying each with `new HashMap<>(map)`, as
 * TransportRankEvalAction and RankEvalResponse do.
 */
import { describe, expect, it } from 'vitest';
import { detailsOrder, failuresOrder } from './order.ts';

describe('rank-eval map order', () => {
  it('details: the listener map of ten, then its copy', () => {
    const ids = ['q1', 'q2', 'q3', 'q4', 'q5', 'alpha', 'beta', 'gamma', 'amsterdam_query', 'berlin_query'];
    const java = ['q1', 'q2', 'q3', 'q4', 'q5', 'amsterdam_query', 'alpha', 'berlin_query', 'beta', 'gamma'];
    expect(detailsOrder(ids, ids.length)).toEqual({ sum: java, output: java });
    expect(detailsOrder(['q4', 'q3', 'q2', 'q1'], 4).output).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it('failures: a ConcurrentHashMap sized for every request, then a HashMap copy', () => {
    expect(failuresOrder(['zeta', 'q3', 'beta', 'amsterdam_query'], 10)).toEqual(['zeta', 'q3', 'amsterdam_query', 'beta']);
  });
});
