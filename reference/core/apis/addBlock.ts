/**
 * `PUT /{index}/_block/{block}` (ES ≥ 7.9, OpenSearch): sets the `index.blocks.<block>` setting on every
 * index named (TransportAddIndexBlockAction + MetadataIndexStateService.addIndexBlock). Indices that
 * already have the block are left out of the answer; when none is left, ES answers an empty list with
 * `shards_acknowledged: false`.
 */
import { isEsError, noSuchBlock } from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';
import { blockedFor, indexBlockTable } from '../blocks.ts';
import { destructiveCheck } from '../destructive.ts';
import { ok, type Handler } from '../handler.ts';

/** PUT /{index}/_block/{block} */
export const addBlock: Handler = (state, req, env) => {
  const block = indexBlockTable(env.profile).find((b) => b.setting === `index.blocks.${req.parts.block}`);
  if (!block) return noSuchBlock(req.parts.block ?? '');
  const guard = destructiveCheck(state, req.parts.index);
  if (guard) return guard;
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open' }));
  if (isEsError(names)) return names;
  const indices = names.map((n) => state.indices.get(n)!);
  // A block that itself stops metadata writes may always be added (else nobody could add it twice).
  const blocked = block.levels.includes('metadata_write') ? undefined : blockedFor(env.profile, indices, 'metadata_write');
  if (blocked) return blocked;
  const added = indices.filter((i) => i.settings[block.setting] !== 'true');
  if (added.length === 0) return ok({ acknowledged: true, shards_acknowledged: false, indices: [] });
  for (const i of added) i.settings[block.setting] = 'true';
  return ok({ acknowledged: true, shards_acknowledged: true, indices: added.map((i) => ({ name: i.name, blocked: true })) });
};
