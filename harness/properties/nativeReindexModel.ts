/**
 * What a reindex with `conflicts=proceed` must leave, computed from what the source and the
 * destination held before it: Reindexer's rules for `op_type` and `version_type`, written out.
 */

/** A stored document as a search with `version: true` shows it. */
export interface Stored {
  version: number;
  source: unknown;
  routing?: string;
}

/** The destination half of the request. */
export interface Copy {
  opType: 'index' | 'create';
  versionType: 'internal' | 'external';
}

/** The destination afterwards, and the counts the answer must give. */
export interface ExpectedCopy {
  docs: Map<string, Stored>;
  counts: { total: number; created: number; updated: number; version_conflicts: number };
}

/**
 * Each source document is written under its id with its source and routing: `create` conflicts with
 * any existing id; `external` writes the source's version and conflicts with an equal or newer one;
 * `internal` counts the destination's version up (1 for a new id). A conflict leaves the old copy.
 */
export function expectedCopy(src: ReadonlyMap<string, Stored>, before: ReadonlyMap<string, Stored>, copy: Copy): ExpectedCopy {
  const docs = new Map(before);
  const counts = { total: src.size, created: 0, updated: 0, version_conflicts: 0 };
  for (const [id, d] of src) {
    const old = before.get(id);
    const conflict = (copy.opType === 'create' && old !== undefined) || (copy.versionType === 'external' && old !== undefined && old.version >= d.version);
    if (conflict) {
      counts.version_conflicts++;
      continue;
    }
    const version = copy.versionType === 'external' ? d.version : (old?.version ?? 0) + 1;
    docs.set(id, { version, source: d.source, ...(d.routing !== undefined ? { routing: d.routing } : {}) });
    if (old === undefined) counts.created++;
    else counts.updated++;
  }
  return { docs, counts };
}
