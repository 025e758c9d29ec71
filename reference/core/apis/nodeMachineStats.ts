/**
 * The machine sections of `_nodes/stats` (NodeStats: `os`, `process`, `jvm`, `thread_pool`, `fs`), read off the machine the
 * node declares (nodeFacts.ts MACHINE), the same figures `_cat/nodes` and `_cluster/stats` print: the heap
 * used at its declared percentage of the declared maximum, memory used at its declared percentage, the data
 * disk's total with the indices' store as what is used. What a real node measures and the simulator does not
 * declare (CPU, load, file descriptors, threads, collections, non-heap memory, swap) reads 0, as `_stats`'
 * unkept counters do: a monitoring probe finds every field it reads, and no invented measurement.
 * Shapes: OsStats, ProcessStats, JvmStats and FsInfo toXContent (ES 8; the same keys since 6.x, where a key
 * is added later it is printed for every version, as `_cluster/stats` does).
 */
import type { JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { diskOf, heapUsedBytes, MACHINE, osMem } from './nodeFacts.ts';
import { threadPools } from './threadPools.ts';

/** `os` (OsStats): the declared memory; CPU and load unmeasured. */
export function osStats(now: number): JsonObject {
  return {
    timestamp: now,
    cpu: { percent: 0, load_average: { '1m': 0, '5m': 0, '15m': 0 } },
    mem: osMem(),
    swap: { total_in_bytes: 0, free_in_bytes: 0, used_in_bytes: 0 },
  };
}

/** `process` (ProcessStats): nothing the simulator declares; the keys a probe reads, at 0. */
export function processStats(now: number): JsonObject {
  return { timestamp: now, open_file_descriptors: 0, max_file_descriptors: 0, cpu: { percent: 0, total_in_millis: 0 }, mem: { total_virtual_in_bytes: 0 } };
}

/**
 * `jvm` (JvmStats): the declared heap, committed in full (ES's packaged JVM options set -Xms to -Xmx), its
 * used part held by the `old` pool, and G1's pools and collectors under the names ES gives them (GcNames:
 * young, survivor, old), with no collection counted.
 */
export function jvmStats(now: number): JsonObject {
  const used = heapUsedBytes();
  const max = MACHINE.heapMaxBytes;
  const pool = (u: number, m: number): JsonObject => ({ used_in_bytes: u, max_in_bytes: m, peak_used_in_bytes: u, peak_max_in_bytes: m });
  return {
    timestamp: now,
    uptime_in_millis: 0,
    mem: {
      heap_used_in_bytes: used,
      heap_used_percent: Math.floor((used * 100) / max),
      heap_committed_in_bytes: max,
      heap_max_in_bytes: max,
      non_heap_used_in_bytes: 0,
      non_heap_committed_in_bytes: 0,
      pools: { young: pool(0, 0), old: pool(used, max), survivor: pool(0, 0) },
    },
    threads: { count: 0, peak_count: 0 },
    gc: { collectors: { young: { collection_count: 0, collection_time_in_millis: 0 }, old: { collection_count: 0, collection_time_in_millis: 0 } } },
    buffer_pools: {
      mapped: { count: 0, used_in_bytes: 0, total_capacity_in_bytes: 0 },
      direct: { count: 0, used_in_bytes: 0, total_capacity_in_bytes: 0 },
    },
    classes: { current_loaded_count: 0, total_loaded_count: 0, total_unloaded_count: 0 },
  };
}

/** `fs` (FsInfo): the one data path (the official image's), its store the indices' bytes; the total is the same disk. */
export function fsStats(state: ClusterState, profile: Profile, now: number): JsonObject {
  const d = diskOf(state);
  const sizes = { total_in_bytes: d.total, free_in_bytes: d.avail, available_in_bytes: d.avail };
  return {
    timestamp: now,
    total: sizes,
    data: [{ path: profile.distribution === 'opensearch' ? '/usr/share/opensearch/data' : '/usr/share/elasticsearch/data', mount: '/ (overlay)', type: 'overlay', ...sizes }],
  };
}

/** `thread_pool` (ThreadPoolStats): the version's pools by name (threadPools.ts), idle: no thread, queue, rejection or completion. */
export function threadPoolStats(profile: Profile): JsonObject {
  const out: JsonObject = {};
  for (const p of threadPools(profile)) out[p.name] = { threads: 0, queue: 0, active: 0, rejected: 0, largest: 0, completed: 0 };
  return out;
}
