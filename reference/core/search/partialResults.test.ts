/** Partial results: a shard whose aggregation fails is left out and listed in `_shards.failures`. */
import { describe, expect, it } from 'vitest';
import { failedShardsOf, shardsHeader, withoutFailed } from './partialResults.ts';
import { hdrOutOfBounds } from '../errors/index.ts';
import type { IndexState } from '../state.ts';

const index = (name: string, shards: number): IndexState =>
  ({ name, uuid: name, creationDate: 0, settings: { 'index.number_of_shards': String(shards) }, mappings: new Map(), aliases: new Map(), docs: new Map(), seqNo: -1, docCounter: 0, closed: false }) as IndexState;

describe('partial results', () => {
  it('counts every failed shard and groups failures by index and cause (ExceptionsHelper.groupBy)', () => {
    const a = index('a', 3);
    const b = index('b', 1);
    const f = failedShardsOf([
      { index: a, shard: 0, error: hdrOutOfBounds('Index -1 out of bounds for length 3', 'a', 0) },
      { index: a, shard: 2, error: hdrOutOfBounds('Index -1 out of bounds for length 3', 'a', 2) },
      { index: b, shard: 0, error: hdrOutOfBounds('Index -1 out of bounds for length 3', 'b', 0) },
    ]);
    expect(f.count).toBe(3);
    expect(f.failures.map((x) => [x.index, x.shard])).toEqual([['a', 0], ['b', 0]]);
    // RestActions.buildBroadcastShardsHeader: failed counts shards, failures lists the groups.
    expect(shardsHeader(4, f.failures, f.count)).toMatchObject({ total: 4, successful: 1, skipped: 0, failed: 3 });
    expect(shardsHeader(4, undefined)).toEqual({ total: 4, successful: 4, skipped: 0, failed: 0 });
  });

  it('names the shard the failure happened on, not the factory default', () => {
    const a = index('a', 5);
    const f = failedShardsOf([{ index: a, shard: 3, error: hdrOutOfBounds('x', 'a') }]);
    expect(f.failures[0]).toMatchObject({ shard: 3, index: 'a', reason: { type: 'array_index_out_of_bounds_exception' } });
  });

  it('leaves the failed shards out of those a search reads, within any preference', () => {
    const a = index('a', 4);
    const f = failedShardsOf([{ index: a, shard: 1, error: hdrOutOfBounds('x', 'a', 1) }]);
    expect([...withoutFailed(a, undefined, f)!]).toEqual([0, 2, 3]);
    expect([...withoutFailed(a, new Set([1, 3]), f)!]).toEqual([3]);
    expect(withoutFailed(index('b', 2), undefined, f)).toBeUndefined();
  });
});
