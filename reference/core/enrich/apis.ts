/**
 * The enrich policy APIs (x-pack enrich's REST handlers and transport actions): `PUT|GET|DELETE
 * /_enrich/policy/<name>`, `GET /_enrich/policy`, `PUT|POST /_enrich/policy/<name>/_execute` and
 * `GET /_enrich/_stats`. Policies live in the cluster state, immutable once stored; executing one builds its
 * enrich index (runner.ts), which the enrich processor searches (ingest/processors/enrich.ts).
 */
import {
  enrichPolicyDoesNotExist, enrichPolicyExists, enrichPolicyInUse, enrichPolicyNameInvalid, enrichPolicyNotFound, enrichPolicyTypeUnsupported,
  enrichSourceWithoutMapping, isEsError,
} from '../errors/index.ts';
import { isObject, type JsonObject } from '../json.ts';
import { ENRICH_POLICY_VERSION } from '../deprecations.ts';
import { flag, ok, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import { resolveIndices } from '../resolve.ts';
import { indexOrAliasNameRule } from '../names.ts';
import { NODE_ID } from '../search/scrollId.ts';
import { nextTaskNumber, taskIdText } from '../byScroll/taskStore.ts';
import { ingestHas } from '../ingest/caps.ts';
import { cacheBytes, enrichStatsOf } from './lookup.ts';
import { pipelinesUsingPolicy } from './pipelineRefs.ts';
import { isPolicyIndex, namedPolicyJson, parsePolicy, supportedPolicyTypes, type EnrichPolicy } from './policy.ts';
import { sourceMapping, validateSourceMapping } from './mappings.ts';
import { runPolicy } from './runner.ts';
import { humanTime } from '../dataStreams/lifecycle.ts';
import { formatByteSize } from '../byteSize.ts';

/** The cluster's policies, made on first use. */
function policies(state: ClusterState): Map<string, EnrichPolicy> {
  return (state.enrichPolicies ??= new Map());
}

/** PUT /_enrich/policy/{name}: checks in EnrichStore.putPolicy's order, then stores (never replaces). */
export const putEnrichPolicy: Handler = (state, req, env) => {
  const name = req.parts.name!;
  const policy = parsePolicy(req.body, req.rawBody, env.profile, env.profile.version.number);
  if (isEsError(policy)) return policy;
  // The name becomes an index name, so it has an index name's restrictions, then must be lowercase.
  const rule = indexOrAliasNameRule(name, env.profile) ?? (name.toLowerCase() !== name ? 'must be lowercase' : undefined);
  if (rule) return enrichPolicyNameInvalid(name, rule);
  const types = supportedPolicyTypes(env.profile);
  if (!types.includes(policy.type)) return enrichPolicyTypeUnsupported(policy.type, types);
  for (const expr of policy.indices) {
    const names = resolveIndices(state, env.profile, expr, { ignoreUnavailable: false, allowNoIndices: true });
    if (isEsError(names)) return names;
    for (const n of names) {
      const mapping = sourceMapping(state.indices.get(n)!);
      if (!mapping) return enrichSourceWithoutMapping(n);
      const bad = validateSourceMapping(name, policy, n, mapping);
      if (bad) return bad;
    }
  }
  const all = policies(state);
  if (all.has(name)) return enrichPolicyExists(name);
  all.set(name, policy);
  const sentVersion = isObject(req.body) && isObject(req.body[policy.type]) && (req.body[policy.type] as JsonObject).elasticsearch_version !== undefined;
  return { ...ok({ acknowledged: true }), ...(sentVersion && ingestHas(env.profile, 'enrich.version_deprecated') ? { warnings: [ENRICH_POLICY_VERSION] } : {}) };
};

/** GET /_enrich/policy[/{names}]: the named policies that exist (none named: all), sorted by name. */
export const getEnrichPolicy: Handler = (state, req) => {
  const all = state.enrichPolicies ?? new Map<string, EnrichPolicy>();
  const asked = (req.parts.name ?? '').split(',').filter((n) => n !== '');
  const names = asked.length === 0 ? [...all.keys()] : [...new Set(asked)].filter((n) => all.has(n));
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return ok({ policies: names.map((n) => ({ config: namedPolicyJson(n, all.get(n)!) })) });
};

/** DELETE /_enrich/policy/{name}: refused while a pipeline uses it; takes its enrich indices with it. */
export const deleteEnrichPolicy: Handler = (state, req) => {
  const name = req.parts.name!;
  const all = state.enrichPolicies;
  if (!all?.has(name)) return enrichPolicyNotFound(name);
  const users = pipelinesUsingPolicy(state, name);
  if (users.length > 0) return enrichPolicyInUse(name, users);
  for (const idx of [...state.indices.values()]) if (isPolicyIndex(name, idx.name)) state.indices.delete(idx.name);
  all.delete(name);
  return ok({ acknowledged: true });
};

/** PUT|POST /_enrich/policy/{name}/_execute: runs the policy; `wait_for_completion=false` answers a task id. */
export const executeEnrichPolicy: Handler = (state, req, env) => {
  const name = req.parts.name!;
  const policy = state.enrichPolicies?.get(name);
  if (!policy) return enrichPolicyDoesNotExist(name);
  const wait = flag(req, 'wait_for_completion', true);
  // The task is registered before the run, so it takes its number whether the run succeeds or not.
  const task = nextTaskNumber(state);
  const ran = runPolicy(state, env, name, policy);
  if (isEsError(ran)) return ran;
  return ok(wait ? { status: { phase: 'COMPLETE' } } : { task: taskIdText(task) });
};

/** GET /_enrich/_stats: no policy is ever executing between requests; this node's coordinator and cache counters. */
export const enrichStats: Handler = (state, req, env) => {
  const s = enrichStatsOf(state);
  const body: JsonObject = {
    executing_policies: [],
    coordinator_stats: [{ node_id: NODE_ID, queue_size: 0, remote_requests_current: 0, remote_requests_total: s.remoteRequestsTotal, executed_searches_total: s.executedSearchesTotal }],
  };
  if (ingestHas(env.profile, 'enrich.cache_stats')) {
    const cache: JsonObject = { node_id: NODE_ID, count: s.cache.size, hits: s.hits, misses: s.misses, evictions: s.evictions };
    // The time spent in lookups is not measured (0, as the ingest counters' times); the size is that of the cached
    // sources. `?human` puts TimeValue's and ByteSizeValue's strings before them (humanReadableField).
    const human = flag(req, 'human');
    if (ingestHas(env.profile, 'enrich.cache_stats.timing')) {
      Object.assign(cache, human ? { hits_time: humanTime(0, 1), hits_time_in_millis: 0, misses_time: humanTime(0, 1), misses_time_in_millis: 0 } : { hits_time_in_millis: 0, misses_time_in_millis: 0 });
    }
    if (ingestHas(env.profile, 'enrich.cache_stats.size')) {
      const bytes = cacheBytes(s);
      if (human) cache.size = formatByteSize(bytes);
      cache.size_in_bytes = bytes;
    }
    body.cache_stats = [cache];
  }
  return ok(body);
};
