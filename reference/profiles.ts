/**
 * One place for every difference between the versions the simulator can imitate: each capability is a
 * timeline per distribution, declared with its meaning in its area's file under `profiles/` (types,
 * mappings, documents, search, indices, cluster, wire), and a profile is a distribution at an exact version.
 * Handlers ask the profile; they never test a profile's name. This file is the entry everything imports.
 */
export type { Profile } from './profiles/profile.ts';
export type { Capabilities } from './profiles/capabilities.ts';
export { capabilitiesAt, unorderedTimelines } from './profiles/capabilities.ts';
export type { Distribution, VersionInfo } from './profiles/identity.ts';
export type { SearchStatsExtra, StatsFamily } from './profiles/cluster.ts';
export { PROFILE_NAMES, type ProfileAlias, type ProfileName } from './profiles/names.ts';
export {
  getProfile,
  isProfileName,
  nearestProfile,
  profileContradiction,
  profileForVersion,
  profileSpecError,
  versionCreatedId,
} from './profiles/resolve.ts';
