/**
 * The node's thread pools as Elasticsearch's ThreadPool builds them for the declared machine
 * (nodeFacts.ts: 2 allocated processors, 1 GiB of heap): each pool's name, type, sizes, queue bound and
 * keep-alive, by generation. The simulator runs no threads, so their live figures (active, queue, rejected,
 * largest, completed) are 0. Plugin pools (machine learning, security, watcher, searchable snapshots...) are
 * left out: the simulator has none of those features.
 */
import { majorOf } from '../../api/paramSpan.ts';
import type { Profile } from '../../profiles.ts';

/** One pool: `fixed` pools have a size and a queue, `scaling` ones a core, a max and a keep-alive. */
export interface ThreadPoolInfo {
  name: string;
  type: 'fixed' | 'scaling' | 'fixed_auto_queue_size';
  /** Fixed: its size; scaling: its core. */
  core: number;
  max: number;
  queueSize: number;
  keepAlive?: string;
}

const fixed = (name: string, size: number, queueSize: number): ThreadPoolInfo => ({ name, type: 'fixed', core: size, max: size, queueSize });
const scaling = (name: string, core: number, max: number, keepAlive: string): ThreadPoolInfo => ({ name, type: 'scaling', core, max, queueSize: -1, keepAlive });

// With 2 processors: half of them bounded to [1, 5] or [1, 10] is 1; search is 3/2 of them plus one.
const CORE_POOLS: readonly ThreadPoolInfo[] = [
  fixed('analyze', 1, 16),
  scaling('fetch_shard_started', 1, 4, '5m'),
  scaling('fetch_shard_store', 1, 4, '5m'),
  scaling('flush', 1, 1, '5m'),
  fixed('force_merge', 1, -1),
  scaling('generic', 4, 128, '30s'),
  fixed('get', 2, 1000),
  scaling('management', 1, 5, '5m'),
  scaling('refresh', 1, 1, '10m'),
  fixed('search', 4, 1000),
  scaling('snapshot', 1, 1, '5m'),
  scaling('warmer', 1, 1, '5m'),
];

/** ES 7 and OpenSearch: `write` (6.3's rename of `bulk`), the throttled search and system pools. */
const SEVEN: readonly ThreadPoolInfo[] = [...CORE_POOLS, fixed('search_throttled', 1, 100), fixed('system_read', 1, 2000), fixed('system_write', 1, 1000), fixed('write', 2, 10000)];

/** ES 8's additions: cluster coordination, search coordination, snapshot metadata, critical system pools, auto-complete. */
const EIGHT: readonly ThreadPoolInfo[] = [
  ...SEVEN,
  fixed('auto_complete', 1, 100),
  fixed('cluster_coordination', 1, -1),
  fixed('search_coordination', 1, 1000),
  scaling('snapshot_meta', 1, 6, '30s'),
  fixed('system_critical_read', 1, 2000),
  fixed('system_critical_write', 1, 1500),
];

/** ES 5/6: `bulk` and `index` (7.0 removed both), `listener`. */
const SIX: readonly ThreadPoolInfo[] = [...CORE_POOLS, fixed('bulk', 2, 200), fixed('index', 2, 200), fixed('listener', 1, -1)];

/** The pools of the version's node, sorted by name (as `_cat/thread_pool` lists them). */
export function threadPools(profile: Profile): ThreadPoolInfo[] {
  const major = majorOf(profile.version.number);
  const pools = profile.distribution === 'opensearch' ? SEVEN : major >= 8 ? EIGHT : major === 7 ? SEVEN : SIX;
  return [...pools].sort((a, b) => (a.name < b.name ? -1 : 1));
}
