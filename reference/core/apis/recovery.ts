/**
 * `GET [/{index}]/_recovery` (RecoveryResponse, RecoveryState.toXContent) and `GET /_cat/recovery[/{index}]`
 * (RestCatRecoveryAction): how each primary shard came to be on the node. Every shard of the simulator was
 * created empty when its index was (`EMPTY_STORE`, done at once: the clock does not move within a request),
 * with no file to copy and no translog operation to replay; replicas are never assigned on one node, so no
 * peer recovery is shown. `active_only` lists none, every recovery being done.
 *
 * A closed index (ES ≥ 7.2 keeps its shards) shows `EXISTING_STORE`, as closing re-initialises the shards
 * from their files. Not exact: an index reopened or loaded from `--data` would show `EXISTING_STORE` too.
 */
import { majorOf } from '../../api/paramSpan.ts';
import type { JsonObject } from '../json.ts';
import { formatTimeValue, isEsError, type EsError } from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';
import type { Profile } from '../../profiles.ts';
import { flag, ok, type ApiRequest, type Handler } from '../handler.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { ByteSize, Duration, renderTable, type Cell } from '../cat/table.ts';
import { RECOVERY_COLUMNS } from '../cat/infoColumns.ts';
import { indexFigures, NODE } from './shardStats.ts';

/** The indices a recovery request names: open ones, and closed ones where they keep their shards (ES ≥ 7.2). */
function recoveryIndices(state: ClusterState, req: ApiRequest, profile: Profile, expand: string): IndexState[] | EsError {
  const names = resolveIndices(state, profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: expand }));
  if (isEsError(names)) return names;
  return names.map((n) => state.indices.get(n)!).filter((i) => !i.closed || profile.closedIndicesReplicated);
}

/** How a shard came to be: created empty, or (closed, ES ≥ 7.2) reopened from its own files. */
const recoveryType = (idx: IndexState): string => (idx.closed ? 'EXISTING_STORE' : 'EMPTY_STORE');

/** One shard's recovery, done when the index was created. */
function shardRecovery(idx: IndexState, shard: number, human: boolean, detailed: boolean): JsonObject {
  const at = idx.creationDate;
  // Every duration is 0: the recovery was done within the request that created the index.
  const t = (name: string, ms: number): JsonObject => (human ? { [name]: formatTimeValue(ms), [`${name}_in_millis`]: ms } : { [`${name}_in_millis`]: ms });
  const size = (name: string): JsonObject => (human ? { [name]: '0b', [`${name}_in_bytes`]: 0 } : { [`${name}_in_bytes`]: 0 });
  const target = { id: NODE.id, host: NODE.ip, transport_address: `${NODE.ip}:${NODE.transport}`, ip: NODE.ip, name: NODE.name };
  const files: JsonObject = { total: 0, reused: 0, recovered: 0, percent: '0.0%' };
  if (detailed) files.details = [];
  return {
    id: shard, type: recoveryType(idx), stage: 'DONE', primary: true,
    ...(human ? { start_time: new Date(at).toISOString() } : {}), start_time_in_millis: at,
    ...(human ? { stop_time: new Date(at).toISOString() } : {}), stop_time_in_millis: at,
    ...t('total_time', 0),
    source: {},
    target,
    index: {
      size: { ...size('total'), ...size('reused'), ...size('recovered'), ...size('recovered_from_snapshot'), percent: '0.0%' },
      files,
      ...t('total_time', 0), ...t('source_throttle_time', 0), ...t('target_throttle_time', 0),
    },
    translog: { recovered: 0, total: 0, percent: '100.0%', total_on_start: 0, ...t('total_time', 0) },
    verify_index: { ...t('check_index_time', 0), ...t('total_time', 0) },
  };
}

/** GET [/{index}]/_recovery */
export const indicesRecovery: Handler = (state, req, env) => {
  const indices = recoveryIndices(state, req, env.profile, 'open');
  if (isEsError(indices)) return indices;
  const out: JsonObject = {};
  if (flag(req, 'active_only')) return ok(out);
  for (const idx of indices) {
    const n = indexFigures(idx).shards;
    out[idx.name] = { shards: Array.from({ length: n }, (_, s) => shardRecovery(idx, s, flag(req, 'human'), flag(req, 'detailed'))) };
  }
  return ok(out);
};

/** GET /_cat/recovery[/{index}] */
export const catRecovery: Handler = (state, req, env) => {
  const indices = recoveryIndices(state, req, env.profile, 'all');
  if (isEsError(indices)) return indices;
  // ES 8.0 made the byte columns sizes (`0b`); before, and in OpenSearch, they are plain numbers.
  const size = (b: number): Cell => (env.profile.distribution === 'elasticsearch' && majorOf(env.profile.version.number) >= 8 ? new ByteSize(b) : b);
  const rows: Record<string, Cell>[] = [];
  if (!flag(req, 'active_only')) {
    for (const idx of indices) {
      for (let shard = 0; shard < indexFigures(idx).shards; shard++) {
        const at = new Date(idx.creationDate).toISOString();
        rows.push({
          index: idx.name, shard, start_time: at, start_time_millis: idx.creationDate, stop_time: at, stop_time_millis: idx.creationDate, time: new Duration(0),
          type: recoveryType(idx).toLowerCase(), stage: 'done', source_host: 'n/a', source_node: 'n/a', target_host: NODE.ip, target_node: NODE.name, repository: 'n/a', snapshot: 'n/a',
          files: 0, files_recovered: 0, files_percent: '0.0%', files_total: 0, bytes: size(0), bytes_recovered: size(0), bytes_percent: '0.0%',
          bytes_total: size(0), translog_ops: 0, translog_ops_recovered: 0, translog_ops_percent: '100.0%',
        });
      }
    }
  }
  return renderTable(req, RECOVERY_COLUMNS, rows);
};
