/** Which index a document operation acts on, when it names an index or an alias (spec rule 1). */
import { aliasHasManyIndices, indexNameStartsWithUnderscore, indexNotFound, noWriteIndex, type EsError } from '../errors/index.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';

export type Target = { kind: 'index'; index: IndexState } | { kind: 'missing'; name: string };

/** The index a write through `name` lands in (index name, or alias per its write-index rules). */
export function writeTarget(state: ClusterState, profile: Profile, name: string): Target | EsError {
  const idx = state.indices.get(name);
  if (idx) return { kind: 'index', index: idx };
  const holders: IndexState[] = [];
  for (const i of state.indices.values()) if (i.aliases.has(name)) holders.push(i);
  if (holders.length === 0) return { kind: 'missing', name };
  const writer = aliasWriteIndex(holders, name, profile);
  if (writer) return { kind: 'index', index: writer };
  return profile.writeIndex ? noWriteIndex(name) : aliasHasManyIndices(name, holders.map((i) => i.name));
}

/**
 * The index an alias writes to among those it is on, by ES's rule: the one marked `is_write_index`, else
 * its only index unless marked `false` (ES ≥ 6.4); before write indices, its only index. Undefined: none.
 */
export function aliasWriteIndex(holders: readonly IndexState[], alias: string, profile: Profile): IndexState | undefined {
  if (profile.writeIndex) {
    const explicit = holders.filter((i) => i.aliases.get(alias)!.is_write_index === true);
    if (explicit.length === 1) return explicit[0];
    if (holders.length === 1 && holders[0].aliases.get(alias)!.is_write_index !== false) return holders[0];
    return undefined;
  }
  return holders.length === 1 ? holders[0] : undefined;
}

/** The index a single-document read through `name` acts on. */
export function readTarget(state: ClusterState, profile: Profile, name: string): IndexState | EsError {
  const idx = state.indices.get(name);
  if (idx) return idx;
  const holders: IndexState[] = [];
  for (const i of state.indices.values()) if (i.aliases.has(name)) holders.push(i);
  if (holders.length === 1) return holders[0];
  if (holders.length > 1) {
    return aliasHasManyIndices(name, holders.map((i) => i.name), profile.singleIndexOpGrammarFixed);
  }
  if (name.startsWith('_')) {
    return indexNameStartsWithUnderscore(name);
  }
  return indexNotFound(profile, name);
}
