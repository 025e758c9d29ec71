/**
 * The feature states (ES 7.12+): `GET /_features` lists the features that own system indices
 * (GetFeaturesResponse), `POST /_features/_reset` empties them (ResetFeatureStateResponse, one status per
 * feature). The simulator's node has the features whose system data it keeps: stored task results
 * (`.tasks`), async search results (`.async-search`, x-pack) and, from 8.10, synonyms sets (`.synonyms`).
 * The features of plugins the simulator lacks (security, machine learning, watcher...) are not listed.
 */
import { ok, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';

interface Feature {
  name: string;
  description: string;
  /** Empties the feature's system data. */
  reset: (state: ClusterState) => void;
}

const FEATURES: readonly (Feature & { has: (p: Profile) => boolean })[] = [
  { name: 'async_search', description: 'Manages results of async searches', has: () => true, reset: (s) => s.asyncSearches?.clear() },
  { name: 'synonyms', description: 'Manages synonyms', has: (p) => p.synonymsApi, reset: (s) => s.synonymSets?.clear() },
  { name: 'tasks', description: 'Manages task results', has: () => true, reset: (s) => s.tasks.clear() },
];

/** The version's features, by name. */
function featuresOf(profile: Profile): Feature[] {
  return FEATURES.filter((f) => f.has(profile));
}

/** GET /_features */
export const getFeatures: Handler = (_state, _req, env) => ok({ features: featuresOf(env.profile).map((f) => ({ name: f.name, description: f.description })) });

/** POST /_features/_reset: every feature's system data deleted, each reported done. */
export const resetFeatures: Handler = (state, _req, env) => {
  const features = featuresOf(env.profile);
  for (const f of features) f.reset(state);
  return ok({ features: features.map((f) => ({ feature_name: f.name, status: 'SUCCESS' })) });
};
