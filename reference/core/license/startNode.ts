/**
 * What a fresh node of a default distribution sets up in its cluster state beside the templates: its
 * self-generated basic license (LicenseService, on the first cluster state) and the built-in lifecycle
 * policies (the template registries), at the node's start time.
 */
import type { Profile } from '../../profiles.ts';
import type { ClusterState } from '../state.ts';
import { installBuiltinPolicies } from '../ilm/builtin.ts';
import { selfGeneratedBasic } from './license.ts';

/** Sets up a fresh state's license and built-in policies (`stack`: `stack.templates.enabled`); `seed` makes the license uid, issued to `clusterName`. */
export function startNode(state: ClusterState, profile: Profile, now: number, seed: number, stack: boolean, clusterName: string): void {
  if (profile.xpackApis) state.license = selfGeneratedBasic(now, `license:${seed}`, clusterName);
  installBuiltinPolicies(state, profile, now, stack);
}
