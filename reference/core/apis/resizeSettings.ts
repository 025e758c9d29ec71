/**
 * The settings of a resize's target, as MetadataCreateIndexService.aggregateIndexSettings builds them for an
 * index recovered from another: the request's settings, the shard count the resize chose, the new index's
 * identity, then what prepareResizeIndexSettings adds (the source's settings it copies, its creation version,
 * its routing partition size and the `index.resize.source.*` pair). No template applies to a resize target.
 */
import type { Profile } from '../../profiles.ts';
import type { IndexState } from '../state.ts';
import { NODE_ID } from '../search/scrollId.ts';
import type { ResizeKind } from './resizeShards.ts';

type Flat = Record<string, string | string[]>;

/** Settings never copied from the source: NotCopyableOnResize ones, and those ES never keeps on an index. */
const NOT_COPIED = new Set([
  'index.allocation.max_retries',
  // buildAndValidateTemporaryIndexMetadata drops it from a created index's settings: a source has none to copy.
  'index.number_of_routing_shards',
]);

/** What a copy limited to the analysis takes (ES < 7 without `copy_settings`): the settings a shard's segments depend on. */
function analysisOnly(key: string): boolean {
  return key.startsWith('index.similarity.') || key.startsWith('index.analysis.') || key.startsWith('index.sort.') || key === 'index.soft_deletes.enabled';
}

/** Where the target comes from and what the request asked for. */
export interface ResizeSettingsInput {
  kind: ResizeKind;
  source: IndexState;
  /** The request's settings, flat with `index.` keys; a null keeps a source setting from being copied. */
  requested: Record<string, string | string[] | null>;
  /** Copy every copyable source setting (else only the analysis ones). */
  copyAll: boolean;
  shards: number;
  uuid: string;
  now: number;
  providedName: string;
}

/** The target's flat settings. */
export function resizedSettings(profile: Profile, input: ResizeSettingsInput): Flat {
  const { source } = input;
  const out: Flat = {};
  // Keys the request or the new index set, which a copy never overrides (a null one included).
  const set = new Set(Object.keys(input.requested));
  for (const [k, v] of Object.entries(input.requested)) if (v !== null) out[k] = v;
  const put = (k: string, v: string) => {
    out[k] = v;
    set.add(k);
  };
  put('index.number_of_shards', String(input.shards));
  if (out['index.number_of_replicas'] === undefined && !set.has('index.number_of_replicas')) put('index.number_of_replicas', '1');
  put('index.creation_date', String(input.now));
  put('index.provided_name', input.providedName);
  put('index.uuid', input.uuid);
  // A shrink's shards start on the node holding every source shard; split and clone put a null there.
  const recovery = 'index.routing.allocation.initial_recovery._id';
  if (input.kind === 'shrink') put(recovery, NODE_ID);
  else set.add(recovery);
  for (const [k, v] of Object.entries(source.settings)) {
    if (set.has(k) || NOT_COPIED.has(k) || isResizeSource(k)) continue;
    if (input.copyAll || analysisOnly(k)) out[k] = v;
  }
  const created = source.settings['index.version.created'];
  if (created !== undefined) out['index.version.created'] = created;
  out['index.routing_partition_size'] = source.settings['index.routing_partition_size'] ?? '1';
  const prefix = profile.resizeShrinkWording ? 'index.shrink.source' : 'index.resize.source';
  out[`${prefix}.name`] = source.name;
  out[`${prefix}.uuid`] = source.uuid;
  return out;
}

/** The settings naming a source of the source itself: the target names its own. */
function isResizeSource(key: string): boolean {
  return key.startsWith('index.resize.source.') || key.startsWith('index.shrink.source.');
}
