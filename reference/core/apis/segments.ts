/**
 * `GET [/{index}]/_segments` (IndicesSegmentResponse) and `GET /_cat/segments[/{index}]` (RestSegmentsAction):
 * the Lucene segments of each primary shard, as the search engine keeps them (search/engine: a refresh
 * writes a segment, merges fold them), refreshed first as a reader would be. Replicas are unassigned on one
 * node and have none.
 *
 * Not exact: `size_in_bytes` is the segment's sources' bytes (Lucene's files are not written), `committed`
 * is whether the index was flushed since, and memory is 0 (ES 8 reports none either).
 */
import { majorOf, versionBefore } from '../../api/paramSpan.ts';
import type { JsonObject } from '../json.ts';
import { indexClosed, isEsError, type EsError } from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom, splitExpr } from '../resolve.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { flag, ok, type ApiRequest, type Handler } from '../handler.ts';
import { shardSegments } from '../search/engine/indexEngine.ts';
import { luceneDocCount } from '../search/nested/scope.ts';
import { ByteSize, renderTable, type Cell } from '../cat/table.ts';
import { SEGMENT_COLUMNS } from '../cat/infoColumns.ts';
import { indexFigures, NODE } from './shardStats.ts';

/** One segment as Segment.toXContent's figures. */
export interface SegmentFigures {
  shard: number;
  name: string;
  generation: number;
  numDocs: number;
  deletedDocs: number;
  bytes: number;
  committed: boolean;
}

/** The segments of an open index's primaries, shard by shard. */
export function segmentsOf(state: ClusterState, idx: IndexState, profile: Profile): SegmentFigures[] {
  const committed = (state.flushes.get(idx.uuid) ?? 0) > 0;
  const out: SegmentFigures[] = [];
  shardSegments(idx, profile).forEach((segs, shard) => {
    for (const s of segs) {
      let live = 0;
      let bytes = 0;
      s.docs.forEach((d, l) => {
        if (s.deleted?.[l] === 1) return;
        live += luceneDocCount(idx, d);
        bytes += d.source.text.length;
      });
      out.push({ shard, name: s.name, generation: parseInt(s.name.slice(1), 36), numDocs: live, deletedDocs: s.delCount, bytes, committed });
    }
  });
  return out;
}

/** The indices a segments or recovery request names: open ones; a closed one named outright is an error. */
export function openIndicesOf(state: ClusterState, req: ApiRequest, profile: Profile): IndexState[] | EsError {
  const names = resolveIndices(state, profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open' }));
  if (isEsError(names)) return names;
  const out: IndexState[] = [];
  for (const n of names) {
    const idx = state.indices.get(n)!;
    if (!idx.closed) out.push(idx);
    else if (!flag(req, 'ignore_unavailable') && !splitExpr(req.parts.index).some((e) => e.includes('*') || e === '_all')) return indexClosed(idx);
  }
  return out;
}

/** The stored-fields codec attribute Lucene writes on a segment (its compression mode), by codec generation. */
function segmentAttributes(profile: Profile): JsonObject {
  if (profile.distribution === 'elasticsearch' && !versionBefore(profile.version.number, '8.14.0')) return { 'Zstd814StoredFieldsFormat.mode': 'BEST_SPEED' };
  const lucene = Number(profile.version.luceneVersion.split('.')[0]);
  return { [lucene >= 9 ? 'Lucene90StoredFieldsFormat.mode' : lucene === 8 ? 'Lucene87StoredFieldsFormat.mode' : 'Lucene50StoredFieldsFormat.mode']: 'BEST_SPEED' };
}

/** GET [/{index}]/_segments */
export const indicesSegments: Handler = (state, req, env) => {
  const indices = openIndicesOf(state, req, env.profile);
  if (isEsError(indices)) return indices;
  const modern = majorOf(env.profile.version.number) >= 8 && env.profile.distribution === 'elasticsearch';
  let total = 0;
  let successful = 0;
  const out: JsonObject = {};
  for (const idx of indices) {
    const f = indexFigures(idx);
    total += f.shards * (1 + f.replicas);
    successful += f.shards;
    const segs = segmentsOf(state, idx, env.profile);
    const shards: JsonObject = {};
    for (let shard = 0; shard < f.shards; shard++) {
      const mine = segs.filter((s) => s.shard === shard);
      const segments: JsonObject = {};
      for (const s of mine) {
        const seg: JsonObject = { generation: s.generation, num_docs: s.numDocs, deleted_docs: s.deletedDocs, size_in_bytes: s.bytes };
        if (!modern) seg.memory_in_bytes = 0;
        Object.assign(seg, { committed: s.committed, search: true, version: env.profile.version.luceneVersion, compound: true, attributes: segmentAttributes(env.profile) });
        if (flag(req, 'verbose')) seg.ram_tree = [];
        segments[s.name] = seg;
      }
      const committed = mine.filter((s) => s.committed).length;
      shards[String(shard)] = [{ routing: { state: 'STARTED', primary: true, node: NODE.id }, num_committed_segments: committed, num_search_segments: mine.length, segments }];
    }
    out[idx.name] = { shards };
  }
  return ok({ _shards: { total, successful, failed: 0 }, indices: out });
};

/** GET /_cat/segments[/{index}] */
export const catSegments: Handler = (state, req, env) => {
  const indices = openIndicesOf(state, { ...req, query: { expand_wildcards: 'all', ...req.query } }, env.profile);
  if (isEsError(indices)) return indices;
  const rows: Record<string, Cell>[] = [];
  for (const idx of indices) {
    for (const s of segmentsOf(state, idx, env.profile)) {
      rows.push({
        index: idx.name, shard: s.shard, prirep: 'p', ip: NODE.ip, id: NODE.id, segment: s.name, generation: s.generation, 'docs.count': s.numDocs,
        'docs.deleted': s.deletedDocs, size: new ByteSize(s.bytes), 'size.memory': 0, committed: String(s.committed), searchable: 'true', version: env.profile.version.luceneVersion, compound: 'true',
      });
    }
  }
  return renderTable(req, SEGMENT_COLUMNS, rows);
};
