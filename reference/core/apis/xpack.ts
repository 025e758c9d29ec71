/**
 * `GET /_xpack` (RestXPackInfoAction → XPackInfoResponse: build, license, features, tagline) and
 * `GET /_xpack/usage` (RestXPackUsageAction) for a default-distribution node of the version. A feature is
 * available when the license allows it (the ones a basic license lacks are listed below), enabled as a
 * node with default settings has it; security is enabled when the server checks credentials. Usage carries
 * the statistics of the features the simulator has state for (ILM, data streams, enterprise search's
 * counts); the other features print `available` and `enabled` only.
 */
import { ok, type Env, type Handler } from '../handler.ts';
import type { JsonObject } from '../json.ts';
import { xpackCategoryUnknown } from '../errors/index.ts';
import { CLUSTER_NAME } from './cluster.ts';
import { currentLicense, licenseStatus, type LicenseState } from '../license/license.ts';
import type { ClusterState } from '../state.ts';
import { ilmState, policyOf } from '../ilm/store.ts';
import { renderPhase } from '../ilm/policy.ts';
import { analyticsUsageStats } from '../search/aggs/analyticsUsage.ts';

/** Features a basic license does not make available (their LicensedFeature levels: gold and above). */
const PAID = new Set(['ccr', 'graph', 'ml', 'logstash', 'watcher', 'searchable_snapshots', 'archive', 'enterprise_search', 'logsdb']);

function features(env: Env, l: LicenseState): Record<string, { available: boolean; enabled: boolean }> {
  const paid = l.type !== 'basic' && licenseStatus(l, env.now) === 'active';
  const out: Record<string, { available: boolean; enabled: boolean }> = {};
  for (const f of [...env.profile.xpackFeatures].sort()) {
    out[f] = { available: paid || !PAID.has(f), enabled: f === 'security' ? env.caller !== undefined : true };
  }
  return out;
}

/** GET /_xpack[?categories=build,license,features]. */
export const xpackInfo: Handler = (state, req, env) => {
  const wanted = new Set((req.query.categories ?? '_all').split(',').map((c) => c.trim()).filter((c) => c !== ''));
  const all = wanted.has('_all');
  for (const c of wanted) if (!all && !['build', 'license', 'features', '_none'].includes(c)) return xpackCategoryUnknown(c);
  const l = currentLicense(state, env.now, CLUSTER_NAME);
  const body: JsonObject = {};
  if (all || wanted.has('build')) body.build = { hash: env.profile.version.buildHash, date: env.profile.version.buildDate };
  if (all || wanted.has('license')) {
    body.license = { uid: l.uid, type: l.type, mode: l.type, status: licenseStatus(l, env.now), ...(l.expiryDate !== undefined ? { expiry_date_in_millis: l.expiryDate } : {}) };
  }
  if (all || wanted.has('features')) body.features = features(env, l);
  body.tagline = 'You know, for X';
  return ok(body);
};

/** GET /_xpack/usage. */
export const xpackUsage: Handler = (state, _req, env) => {
  const l = currentLicense(state, env.now, CLUSTER_NAME);
  const out: JsonObject = {};
  for (const [name, f] of Object.entries(features(env, l))) {
    out[name] = { ...f, ...usageOf(state, name, env) };
  }
  return ok(out);
};

function usageOf(state: ClusterState, feature: string, env: Env): JsonObject {
  switch (feature) {
    case 'analytics':
      // AnalyticsFeatureSetUsage: the analytics aggregations each search request named (search/aggs/analyticsUsage.ts).
      return env.profile.analyticsUsageItems.length > 0 ? { stats: analyticsUsageStats(state, env.profile.analyticsUsageItems) } : {};
    case 'ilm': {
      // IndexLifecycleFeatureSetUsage: each policy's phases (min_age, action names) and how many indices it manages.
      const policies = [...ilmState(state).policies.values()];
      const managed = (name: string) => [...state.indices.values()].filter((i) => policyOf(i) === name).length;
      return {
        policy_count: policies.length,
        policy_stats: policies.map((p) => ({
          phases: Object.fromEntries(Object.entries(p.def.phases).map(([n, ph]) => [n, { min_age: renderPhase(ph).min_age, actions: Object.keys(ph.actions) }])),
          indices_managed: managed(p.name),
        })),
      };
    }
    case 'data_streams':
      return { data_streams: state.dataStreams.size, indices_count: [...state.dataStreams.values()].reduce((n, ds) => n + ds.indices.length, 0) };
    case 'enterprise_search':
      // The simulator has no search application, analytics collection or query ruleset.
      return { search_applications: { count: 0 }, analytics_collections: { count: 0 }, query_rulesets: { total_count: 0, total_rule_count: 0, min_rule_count: 0, max_rule_count: 0 } };
    default:
      return {};
  }
}
