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
  if (profile.writeIndex) {
    const explicit = holders.filter((i) => i.aliases.get(name)!.is_write_index === true);
    if (explicit.length === 1) return { kind: 'index', index: explicit[0] };
    if (holders.length === 1 && holders[0].aliases.get(name)!.is_write_index !== false) return { kind: 'index', index: holders[0] };
    return noWriteIndex(name);
  }
  if (holders.length === 1) return { kind: 'index', index: holders[0] };
  return aliasHasManyIndices(name, holders.map((i) => i.name));
}

/** The index a single-document read through `name` acts on. */
export function readTarget(state: ClusterState, profile: Profile, name: string): IndexState | EsError {
  const idx = state.indices.get(name);
  if (idx) return idx;
  const holders: IndexState[] = [];
  for (const i of state.indices.values()) if (i.aliases.has(name)) holders.push(i);
  if (holders.length === 1) return holders[0];
  if (holders.length > 1) {
    return aliasHasManyIndices(name, holders.map((i) => i.name));
  }
  if (name.startsWith('_')) {
    return indexNameStartsWithUnderscore(name);
  }
  return indexNotFound(profile, name);
}
