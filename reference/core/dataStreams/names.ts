/**
 * Data stream name expressions as `IndexNameExpressionResolver.dataStreamNames` resolves them: comma lists,
 * `*` wildcards (hidden streams only with `expand_wildcards` hidden or all, or by a dot pattern), `_all`,
 * and `-` exclusions; a concrete name that is no stream is `index_not_found_exception` (or, where the API
 * resolves through dataStreamNames, dropped when it names an index or alias).
 */
import { indexNotFound, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import type { DataStream } from './types.ts';

/** The streams an expression names, sorted by name (as the data stream APIs list them), or the error. */
export function resolveStreams(state: ClusterState, profile: Profile, expr: string | undefined, expandWildcards = 'open', skipNonStreams = false): DataStream[] | EsError {
  const expand = expandWildcards.split(',');
  const wantHidden = expand.includes('hidden') || expand.includes('all');
  const wantOpen = expand.includes('open') || expand.includes('all');
  const names = splitExpr(expr);
  const picked = new Set<string>();
  const wildcard = (pattern: string) => {
    for (const ds of state.dataStreams.values()) {
      if (!simpleMatch(pattern, ds.name)) continue;
      if (!wantOpen && !wantHidden) continue;
      if (ds.hidden && !wantHidden && !(pattern.startsWith('.') && ds.name.startsWith('.'))) continue;
      picked.add(ds.name);
    }
  };
  if (names.length === 0 || (names.length === 1 && names[0] === '_all')) wildcard('*');
  for (let i = 0; i < names.length; i++) {
    const n = names[i]!;
    if (n === '_all') continue;
    if (n.startsWith('-') && i > 0) {
      for (const p of [...picked]) if (simpleMatch(n.slice(1), p)) picked.delete(p);
      continue;
    }
    if (n.includes('*')) {
      wildcard(n);
      continue;
    }
    if (!state.dataStreams.has(n)) {
      // dataStreamNames resolves every abstraction, then keeps the streams: an index or alias is dropped.
      if (skipNonStreams && (state.indices.has(n) || [...state.indices.values()].some((i) => i.aliases.has(n)))) continue;
      return indexNotFound(profile, n);
    }
    picked.add(n);
  }
  return [...picked].sort().map((n) => state.dataStreams.get(n)!);
}
