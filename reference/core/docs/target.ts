/** Which index a document operation acts on, when it names an index or an alias (spec rule 1). */
import { esError, illegalArgument, type EsError } from '../errors.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { indexNotFound } from '../resolve.ts';

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
    return illegalArgument(
      `no write index is defined for alias [${name}]. The write index may be explicitly disabled using is_write_index=false or the alias points to multiple indices without one being designated as a write index`,
    );
  }
  if (holders.length === 1) return { kind: 'index', index: holders[0] };
  return illegalArgument(`Alias [${name}] has more than one indices associated with it [[${holders.map((i) => i.name).join(', ')}]], can't execute a single index op`);
}

/** The index a single-document read through `name` acts on. */
export function readTarget(state: ClusterState, profile: Profile, name: string): IndexState | EsError {
  const idx = state.indices.get(name);
  if (idx) return idx;
  const holders: IndexState[] = [];
  for (const i of state.indices.values()) if (i.aliases.has(name)) holders.push(i);
  if (holders.length === 1) return holders[0];
  if (holders.length > 1) {
    return illegalArgument(`Alias [${name}] has more than one indices associated with it [[${holders.map((i) => i.name).join(', ')}]], can't execute a single index op`);
  }
  if (name.startsWith('_')) {
    return esError(400, 'invalid_index_name_exception', `Invalid index name [${name}], must not start with '_'.`, { index_uuid: '_na_', index: name });
  }
  return indexNotFound(profile, name);
}
