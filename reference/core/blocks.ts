/**
 * Index blocks (`index.blocks.*` settings) as Elasticsearch's ClusterBlocks: which operation levels each one
 * stops, with the id, description and status its `cluster_block_exception` prints. A blocked request is
 * refused before it changes anything.
 */
import { indexBlocked, type BlockText, type EsError } from './errors/index.ts';
import type { Profile } from '../profiles.ts';

/** ClusterBlockLevel: what an operation does to an index. */
export type BlockLevel = 'read' | 'write' | 'metadata_read' | 'metadata_write';

interface IndexBlock extends BlockText {
  setting: string;
  levels: BlockLevel[];
  /** `allowReleaseResources`: the block lets the index be deleted (read_only_allow_delete). */
  releasable?: boolean;
}

const FLOOD_STAGE = 'disk usage exceeded flood-stage watermark, index has read-only-allow-delete block';

/** Each profile's table, made once: every write, read and get consults it. */
const TABLES = new WeakMap<Profile, readonly IndexBlock[]>();

/** The blocks of IndexMetadata, in id order (the order the exception lists them). */
export function indexBlockTable(profile: Profile): readonly IndexBlock[] {
  let table = TABLES.get(profile);
  if (!table) {
    table = blockTable(profile);
    TABLES.set(profile, table);
  }
  return table;
}

function blockTable(profile: Profile): IndexBlock[] {
  const rod = profile.readOnlyAllowDeleteBlock;
  return [
    { setting: 'index.blocks.read_only', id: 5, description: 'index read-only (api)', status: 403, levels: ['write', 'metadata_write'] },
    { setting: 'index.blocks.read', id: 7, description: 'index read (api)', status: 403, levels: ['read'] },
    { setting: 'index.blocks.write', id: 8, description: 'index write (api)', status: 403, levels: ['write'] },
    { setting: 'index.blocks.metadata', id: 9, description: 'index metadata (api)', status: 403, levels: ['metadata_write', 'metadata_read'] },
    {
      setting: 'index.blocks.read_only_allow_delete',
      id: 12,
      description: rod === 'forbidden' ? 'index read-only / allow delete (api)' : FLOOD_STAGE,
      status: rod === 'forbidden' ? 403 : 429,
      levels: rod === 'flood-stage-writes-only' ? ['write'] : ['write', 'metadata_write'],
      releasable: true,
    },
  ];
}

type Blockable = { name: string; settings: Record<string, string | string[]> };

/** Whether a block stops an operation of this level. Deleting an index meets its metadata-write blocks except those that allow releasing resources. */
function stops(b: IndexBlock, level: BlockLevel | 'delete'): boolean {
  return level === 'delete' ? b.levels.includes('metadata_write') && !b.releasable : b.levels.includes(level);
}

/** The blocks of this level set on an index. */
function blocksOf(profile: Profile, idx: Blockable, level: BlockLevel | 'delete'): readonly IndexBlock[] {
  // Asked on every write (a reindex asks a million times): no array unless a block is set.
  let out: IndexBlock[] | undefined;
  for (const b of indexBlockTable(profile)) if (idx.settings[b.setting] === 'true' && stops(b, level)) (out ??= []).push(b);
  return out ?? NO_BLOCKS;
}

const NO_BLOCKS: readonly IndexBlock[] = [];

/**
 * The `cluster_block_exception` an operation of this level meets on these indices, if any is blocked
 * (ES checks a request's concrete indices together, before it acts on any).
 */
export function blockedFor(profile: Profile, indices: Iterable<Blockable>, level: BlockLevel | 'delete'): EsError | undefined {
  const hits: Array<{ index: string; blocks: BlockText[] }> = [];
  for (const idx of indices) {
    const blocks = blocksOf(profile, idx, level);
    if (blocks.length > 0) hits.push({ index: idx.name, blocks: [...blocks] });
  }
  return hits.length === 0 ? undefined : indexBlocked(profile, hits);
}
