/**
 * The shard arithmetic of resize, against IndexMetadata's own (getRoutingFactor, selectShrinkShards,
 * selectSplitShard, selectCloneShard) and ResizeNumberOfShardsCalculator: the cases IndexMetadataTests and
 * TransportResizeActionTests pin, and the official indices.split/10_basic.yml "Create illegal split indices".
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { isEsError } from '../errors/index.ts';
import { acceptableShrinkShards, routingFactor, shrinkSources, splitSource, targetShardsError } from './resizeShards.ts';

const es8 = getProfile('elasticsearch@8.19.0');
const es7 = getProfile('elasticsearch@7.17.0');
const reason = (e: unknown) => (isEsError(e) ? `${e.status} ${e.cause.type}: ${e.cause.reason}` : e);

describe('resize shard arithmetic', () => {
  it('the routing factor: a split multiplies, a shrink divides, anything else is refused', () => {
    expect(routingFactor(2, 8)).toBe(4);
    expect(routingFactor(8, 2)).toBe(4);
    expect(routingFactor(3, 3)).toBe(1);
    expect(reason(routingFactor(2, 5))).toBe('400 illegal_argument_exception: the number of source shards [2] must be a factor of [5]');
    expect(reason(routingFactor(6, 4))).toBe('400 illegal_argument_exception: the number of source shards [6] must be a multiple of [4]');
  });

  it('a shrink target shard is made of `factor` consecutive source shards', () => {
    expect(shrinkSources(0, 8, 2)).toEqual([0, 1, 2, 3]);
    expect(shrinkSources(1, 8, 2)).toEqual([4, 5, 6, 7]);
    expect(reason(shrinkSources(0, 2, 4))).toBe('400 illegal_argument_exception: the number of target shards [4] must be less that the number of source shards [2]');
  });

  it('a split target shard comes from shard / factor; its count must divide the routing shards, except from one shard', () => {
    expect(splitSource(5, { shards: 2, routingShards: 8 }, 8)).toBe(1);
    expect(splitSource(4, { shards: 1, routingShards: 2 }, 5)).toBe(0);
    expect(reason(splitSource(0, { shards: 2, routingShards: 4 }, 6))).toBe('500 illegal_state_exception: the number of routing shards [4] must be a multiple of the target shards [6]');
    expect(reason(splitSource(0, { shards: 4, routingShards: 8 }, 2))).toBe('400 illegal_argument_exception: the number of source shards [4] must be less that the number of target shards [2]');
  });

  it('a clone keeps the count, worded as each version words the refusal', () => {
    expect(targetShardsError(es8, 'clone', { shards: 2, routingShards: 1024 }, 2)).toBeUndefined();
    expect(reason(targetShardsError(es8, 'clone', { shards: 2, routingShards: 1024 }, 6))).toBe('400 illegal_argument_exception: the number of target shards (6) must be the same as the number of source shards (2)');
    expect(reason(targetShardsError(es7, 'clone', { shards: 2, routingShards: 1024 }, 6))).toBe('400 illegal_argument_exception: the number of target shards (6) must be the same as the number of  source shards ( 2)');
  });

  it('max_primary_shard_size: the least factor of the source count that holds the data (calculateAcceptableNumberOfShards)', () => {
    expect(acceptableShrinkShards(60, 7)).toBe(10);
    expect(acceptableShrinkShards(60, 4)).toBe(4);
    expect(acceptableShrinkShards(60, 13)).toBe(15);
    expect(acceptableShrinkShards(7, 2)).toBe(7);
    expect(acceptableShrinkShards(10, 0)).toBe(1);
  });
});
