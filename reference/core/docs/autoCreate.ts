/**
 * `action.auto_create_index` as AutoCreateIndex.shouldAutoCreate reads it: `true` (the default) creates any
 * missing index, `false` none, and a comma-separated list of patterns (`+` allows, `-` forbids, the first match
 * decides) only the matching names; a name no pattern matches is refused too. The refusal names its reason.
 */
import { autoCreateRefused, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { clusterSetting } from '../destructive.ts';
import { simpleMatch } from '../resolve.ts';

const SETTING = 'action.auto_create_index';

/** Why a missing index may not be created by a write, or undefined when it may. */
export function autoCreateRefusal(state: ClusterState, profile: Profile, index: string): EsError | undefined {
  const raw = clusterSetting(state, SETTING);
  if (raw === undefined || raw === null) return undefined;
  const text = String(raw).trim();
  if (text === 'true') return undefined;
  if (text === 'false') return autoCreateRefused(profile, index, `[${SETTING}] is [false]`);
  for (const part of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const forbids = part.startsWith('-');
    const pattern = part.startsWith('-') || part.startsWith('+') ? part.slice(1) : part;
    if (!simpleMatch(pattern, index)) continue;
    return forbids ? autoCreateRefused(profile, index, `[${SETTING}] contains [-${pattern}] which forbids automatic creation of the index`) : undefined;
  }
  return autoCreateRefused(profile, index, `[${SETTING}] ([${text}]) doesn't match`);
}
