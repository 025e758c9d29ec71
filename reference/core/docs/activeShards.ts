/**
 * `wait_for_active_shards` on writes and index creation (ActiveShardCount, ReplicationOperation's
 * checkActiveShardCount). The simulator is one node: every shard's primary is started and no replica is
 * ever assigned, so a shard has exactly one active copy. A write asking for more waits for its `timeout`
 * in Elasticsearch and then fails with 503; the simulator has no clock of its own, so the timeout passes
 * at once and the answer is the one ES gives when it runs out.
 */
import { activeShardCountTooHigh, isEsError, unavailableShards, type EsError } from '../errors/index.ts';
import { parseActiveShardCount } from './activeShardCount.ts';
import type { Profile } from '../../profiles.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { shardCount, shardOf } from '../search/routing.ts';
import { writeTarget } from './target.ts';
import { replicasOf } from '../settings.ts';
import { formatByteSize } from '../byteSize.ts';
import type { ActiveShardCount, ActiveShardsWait, WriteOp } from './writeOp.ts';

export type { ActiveShardCount, ActiveShardsWait } from './writeOp.ts';
export { activeShardsWaitOf, parseActiveShardCount } from './activeShardCount.ts';


/** The count `default` stands for on an index: its `index.write.wait_for_active_shards` (default 1). */
function resolved(idx: IndexState, count: ActiveShardCount): 'all' | number {
  if (count !== 'default') return count;
  const s = idx.settings['index.write.wait_for_active_shards'];
  const v = parseActiveShardCount(typeof s === 'string' ? s : undefined);
  return isEsError(v) || v === 'default' ? 1 : v;
}

/** Copies of each shard of an index: the primary and its replicas (auto-expanded to none on one node). */
export function shardCopies(idx: IndexState): number {
  return replicasOf(idx.settings) + 1;
}

/** The single node's active copies of a shard: the primary only. */
const ACTIVE = 1;

/**
 * The 503 a write to `idx` gets when the copies it asks for are not all active, or undefined when they
 * are. Only a failing write asks which shard it goes to and how ES prints its shard request
 * (BulkShardRequest.toString): the common case costs no routing hash and no text.
 */
export function activeShardsShortfall(idx: IndexState, wait: ActiveShardsWait, shardOfWrite: () => number, request: (shard: number) => string): EsError | undefined {
  const count = resolved(idx, wait.count);
  if (count === 0) return undefined;
  const needed = count === 'all' ? shardCopies(idx) : count;
  if (ACTIVE >= needed) return undefined;
  const shard = shardOfWrite();
  return unavailableShards(idx, shard, count === 'all' ? 'ALL' : String(count), ACTIVE, needed, wait.timeout, request(shard));
}

/** A creation asking for more copies than the new index has (validateActiveShardCount; `all` always fits). */
export function activeShardCountCheck(idx: IndexState, count: ActiveShardCount): EsError | undefined {
  const c = resolved(idx, count);
  // Checked against the replicas the settings name: auto-expansion happens later, in allocation.
  const copies = Number(idx.settings['index.number_of_replicas'] ?? 1) + 1;
  return c !== 'all' && c > copies ? activeShardCountTooHigh(String(c), copies) : undefined;
}

/**
 * Whether an index a request created (create, rollover) or opened has the active copies the request waited
 * for: `shards_acknowledged` (ActiveShardsObserver), false once the timeout passes, in the simulator at once.
 */
export function creationShardsAcknowledged(idx: IndexState, count: ActiveShardCount): boolean {
  const c = resolved(idx, count);
  if (c === 0) return true;
  // Primaries that failed to start are no active copy (synonyms/shardStart.ts).
  return (idx.shardsFailed === undefined ? ACTIVE : 0) >= (c === 'all' ? shardCopies(idx) : c);
}

/** IndexRequest's MAX_SOURCE_LENGTH_IN_TOSTRING: a longer source prints its length only. */
const MAX_SOURCE_IN_TEXT = 2048;

/** A write as ES's request `toString` prints it (IndexRequest, DeleteRequest, UpdateRequest). */
export function describeWrite(profile: Profile, op: WriteOp, index: string, id: string | undefined): string {
  // The type is part of the text while requests still carry one (until ES 8.0 and OpenSearch 2.0).
  const typed = profile.typeInResponses !== 'never';
  const at = (i: string | null, t: string | null, d: string | null | undefined) => (typed ? `[${i}][${t}][${d ?? null}]` : `[${i}][${d ?? null}]`);
  const source = (s: unknown, raw?: string) => {
    const text = raw !== undefined && s === undefined ? raw : JSON.stringify(s);
    const bytes = new TextEncoder().encode(text).length;
    return bytes > MAX_SOURCE_IN_TEXT ? `n/a, actual length: [${formatByteSize(bytes)}], max length: ${formatByteSize(MAX_SOURCE_IN_TEXT)}` : text;
  };
  if (op.kind === 'delete') return `delete {${at(index, op.type, id)}}`;
  if (op.kind !== 'update') return `index {${at(index, op.type, id)}, source[${source(op.source, op.raw)}]}`;
  const u = op.update ?? {};
  // The partial document and the upsert are IndexRequests of their own, with neither index nor id.
  const inner = (s: unknown) => `index {${at(null, profile.typeInResponses === 'always' ? null : '_doc', null)}, source[${source(s)}]}`;
  let out = `update {${at(index, op.type, id)}, doc_as_upsert[${u.doc_as_upsert === true}]`;
  if (u.doc !== undefined) out += `, doc[${inner(u.doc)}]`;
  if (u.upsert !== undefined) out += `, upsert[${inner(u.upsert)}]`;
  return `${out}, scripted_upsert[${u.scripted_upsert === true}], detect_noop[${u.detect_noop !== false}]}`;
}

/** BulkShardRequest.toString: the shard, its one item (or how many), and the refresh policy. */
export function describeShardRequest(index: string, shard: number, items: number, item: string, refresh: string | undefined): string {
  const policy = refresh === undefined || refresh === 'false' ? '' : refresh === 'wait_for' ? ' blocking until refresh' : ' and a refresh';
  return `BulkShardRequest [[${index}][${shard}]] containing [${items > 1 ? `${items}] requests` : `${item}]`}${policy}`;
}

/**
 * How many of a bulk's writes each shard request holds (TransportBulkAction groups items by shard), counted
 * on first use: only a write that fails its shard count prints it. An item without an id gets one on the
 * coordinating node, so it is placed only where the index has one shard; a missing index's items count
 * for its shard 0 (auto-created indexes have one shard from 7.0).
 */
export function shardItemCounter(state: ClusterState, profile: Profile, batch: () => readonly WriteOp[]): (index: string, shard: number) => number {
  let counts: Map<string, number> | undefined;
  return (index, shard) => {
    if (!counts) {
      counts = new Map();
      for (const op of batch()) {
        const t = writeTarget(state, profile, op.index);
        if (isEsError(t)) continue;
        let key: string;
        if (t.kind === 'missing') key = `${t.name}\u0000${0}`;
        // An id not generated yet leaves the routing alone to place it (exact unless the index is partitioned).
        else if (op.id !== undefined || op.routing !== undefined) key = `${t.index.name}\u0000${shardOf(t.index, profile, op.id ?? op.routing!, op.id === undefined ? undefined : op.routing)}`;
        else if (shardCount(t.index) === 1) key = `${t.index.name}\u0000${0}`;
        else continue;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    return counts.get(`${index}\u0000${shard}`) ?? 1;
  };
}
