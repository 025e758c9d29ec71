/**
 * Where a document lives: its shard, from Murmur3 of its routing (its `_routing`, else its `_id`; UTF-16LE,
 * seed 0) scaled by the routing shard count, as ES's `OperationRouting` computes it. Searches, counts,
 * writes and slices all ask here.
 */
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { isTimeSeries } from '../tsdb/settings.ts';
import { unbase64url } from '../base64url.ts';

/** MurmurHash3 x86 32-bit, as Lucene's `StringHelper.murmurhash3_x86_32`; a signed 32-bit result. */
export function murmur3(data: Uint8Array, seed: number, len: number = data.length): number {
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  let h = seed | 0;
  const blocks = len & ~3;
  for (let i = 0; i < blocks; i += 4) {
    let k = data[i] | (data[i + 1] << 8) | (data[i + 2] << 16) | (data[i + 3] << 24);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  const tail = len & 3;
  if (tail > 0) {
    let k = 0;
    if (tail === 3) k ^= data[blocks + 2] << 16;
    if (tail >= 2) k ^= data[blocks + 1] << 8;
    k ^= data[blocks];
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
  }
  h ^= len;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

export function floorMod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/** A string's UTF-16LE bytes (what ES hashes a routing value as). */
export function utf16le(s: string): Uint8Array {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out[i * 2] = c & 0xff;
    out[i * 2 + 1] = c >>> 8;
  }
  return out;
}

/** `index.number_of_shards` of an index. */
export function shardCount(index: IndexState): number {
  return Number(index.settings['index.number_of_shards'] ?? 1) || 1;
}

/**
 * The routing shard count (`routing_num_shards`): a resized index's own (its source's), else the setting,
 * else the profile's default (`routingShardsDefault`).
 */
export function routingShards(index: IndexState, profile: Profile): number {
  if (index.routingNumShards !== undefined) return index.routingNumShards;
  const set = index.settings['index.number_of_routing_shards'];
  const n = shardCount(index);
  if (set !== undefined) return Number(set);
  if (profile.routingShardsDefault === 'shards') return n;
  const log2Shards = 32 - Math.clz32(n - 1);
  return n * 2 ** Math.max(1, 10 - log2Shards);
}

/** `index.routing_partition_size`: how many shards one routing value spreads over (1: not partitioned). */
export function partitionSize(index: IndexState): number {
  return Number(index.settings['index.routing_partition_size'] ?? 1) || 1;
}

/** IndexRouting.hashToShardId: a hash reduced by the routing shard count, then by the routing factor. */
function hashToShard(index: IndexState, profile: Profile, hash: number): number {
  const rs = routingShards(index, profile);
  return Math.floor(floorMod(hash, rs) / (rs / shardCount(index)));
}

/**
 * The shard a document `id` sent with `routing` lives on (IndexRouting.Unpartitioned/Partitioned.shardId; 5.x–7.x
 * OperationRouting.generateShardId computes the same). Without a partition: the hash of the routing, else of the
 * id. With `index.routing_partition_size` p > 1 and a routing: the routing's hash plus an offset in [0, p) taken
 * from the id's hash (Java int arithmetic, so the sum wraps), which spreads one routing value over up to p
 * shards. Without a routing (a partitioned index with no mapping yet; ES ≥ 7.16 refuses the request before, see
 * missingRouting) generateShardId hashes the id, offset by the id's own hash.
 * A time series index routes by its routing_path fields instead (IndexRouting.ExtractFromSource): a document's
 * `_id` starts with that hash (an int, little-endian), which `getShard(id)` reads back, so every document of a
 * series lands on one shard.
 */
export function shardOf(index: IndexState, profile: Profile, id: string, routing?: string): number {
  if (shardCount(index) === 1) return 0;
  const key = routing ?? id;
  if (profile.timeSeriesMode !== 'none' && isTimeSeries(index.settings)) {
    const tsdbHash = idRoutingHash(key);
    if (tsdbHash !== undefined) return hashToShard(index, profile, tsdbHash);
  }
  const p = partitionSize(index);
  const offset = p > 1 ? floorMod(murmur3(utf16le(id), 0), p) : 0;
  return hashToShard(index, profile, (murmur3(utf16le(key), 0) + offset) | 0);
}

/** The shard of a stored document (its `_routing` when it has one). */
export function docShard(index: IndexState, profile: Profile, doc: { id: string; routing?: string }): number {
  return shardOf(index, profile, doc.id, doc.routing);
}

/**
 * The shards a search with `routing` may find that routing value's documents on (IndexRouting.collectSearchShards;
 * OperationRouting.computeTargetedShards before 8.x): the routing's own shard, and with a partition of p the shards
 * of the p hashes that follow it, in that order, without repeats.
 */
export function searchShardsOf(index: IndexState, profile: Profile, routing: string): number[] {
  if (shardCount(index) === 1) return [0];
  const hash = murmur3(utf16le(routing), 0);
  const out = new Set<number>();
  for (let i = 0; i < partitionSize(index); i++) out.add(hashToShard(index, profile, (hash + i) | 0));
  return [...out];
}

/** ExtractFromSource.idToHash: the routing hash a time series `_id` begins with, or undefined when it has none. */
function idRoutingHash(id: string): number | undefined {
  const bytes = unbase64url(id);
  if (!bytes || bytes.length < 4) return undefined;
  return bytes[0]! | (bytes[1]! << 8) | (bytes[2]! << 16) | (bytes[3]! << 24);
}
