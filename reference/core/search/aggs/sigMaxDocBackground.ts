/**
 * The background of `significant_terms`/`significant_text` when nothing filters it (no `background_filter`, no
 * alias filter, no sampling, no nested documents to keep out): SignificanceLookup takes the reader's maxDoc as the
 * superset size and a term's docFreq from the terms enum, and both count the documents a segment still holds as
 * deleted (an updated document's old version until a merge drops it). Those are the shard's segment documents,
 * deleted ones included, as the engine holds them; where the engine's segments do not hold exactly the
 * documents the search sees (nothing refreshed yet), the shard's live documents.
 */
import type { Doc } from '../../doc.ts';
import { shardSegments } from '../engine/indexEngine.ts';
import { hasNested } from '../nested/scope.ts';
import type { ShardCtx } from './types.ts';

/** The documents maxDoc and docFreq count on the shard, or undefined where the live documents are the background. */
export function maxDocBackground(shard: ShardCtx): Doc[] | undefined {
  if (hasNested(shard.index)) return undefined;
  const segs = shardSegments(shard.index, shard.ctx.profile)[shard.shard] ?? [];
  const live = shard.allDocs();
  let liveInSegments = 0;
  let withDeleted = 0;
  for (const s of segs) {
    liveInSegments += s.docs.length - s.delCount;
    withDeleted += s.docs.length;
  }
  if (liveInSegments !== live.length || withDeleted === live.length) return undefined;
  return segs.flatMap((s) => s.docs);
}
