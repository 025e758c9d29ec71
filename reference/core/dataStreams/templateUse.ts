/** A composable template a data stream takes cannot be deleted (MetadataIndexTemplateService.innerRemoveIndexTemplateV2). */
import { templateInUseByStreams, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import { findComposable } from '../templates/match.ts';

/** The error when any of these templates is the one a stream takes, or undefined. */
export function templatesInUse(state: ClusterState, names: readonly string[]): EsError | undefined {
  if (state.dataStreams.size === 0) return undefined;
  const doomed = new Set(names);
  const users: string[] = [];
  for (const ds of state.dataStreams.values()) {
    const t = findComposable(state, ds.name, ds.hidden);
    if (t && doomed.has(t.name)) users.push(ds.name);
  }
  return users.length > 0 ? templateInUseByStreams([...doomed].sort(), users.sort()) : undefined;
}
