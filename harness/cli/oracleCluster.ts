/**
 * `--reference URL`: another live cluster as the oracle instead of the built-in reference (an OpenSearch 3.x
 * cluster against the Elasticsearch 7.17 it replaces, a proxy against the cluster behind it). The cluster is
 * confined to the run prefix and cleaned up as the target is. Every request it gets also goes to a built-in
 * reference of the cluster's own version (its witness): where the cluster answers otherwise than the
 * built-in reference, that is a separate finding (the oracle itself departs from what the harness knows of
 * its version), reported apart from the target's verdict.
 */
import { compareOutcomes } from '../check/differential.ts';
import { compareSearch, requestBodyJson } from '../check/searchCompare.ts';
import { apiNameOf } from '../api/apiNameOf.ts';
import type { Outcome } from '../model/outcome.ts';
import { cleanupPrefix } from '../safety/cleanup.ts';
import { prefixingTarget } from '../safety/prefixingTarget.ts';
import { httpTarget, type HttpTargetOptions } from '../targets/httpTarget.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { detect } from './detect.ts';
import type { ProfileName } from '../../reference/profiles.ts';

/** One request on which the oracle cluster and the built-in reference of its version disagree. */
export interface OracleFinding {
  request: string;
  message: string;
  diff?: string;
}

/** The oracle cluster, ready: its target (prefixed, reset by cleanup), who it is, and what it disagreed on. */
export interface OracleCluster {
  target: Target;
  name: string;
  version: string;
  distribution: string;
  profile: ProfileName;
  findings: OracleFinding[];
  /** Delete everything under the prefix on the cluster, close it; notes for the report. */
  finish: () => Promise<string[]>;
}

/** Findings kept in full (the count is always given). */
const MAX_FINDINGS = 50;

/** The judge of one exchange: a search as a search, anything else by the ordinary differential. */
function judge(req: Parameters<Target['send']>[0], cluster: Outcome, builtin: Outcome): { message: string; diff?: string } | undefined {
  // Task and point-in-time ids are each server's own (paired above for later requests, never compared).
  const v = apiNameOf(req) === 'search' ? compareSearch(requestBodyJson(req.body), cluster, builtin) : compareOutcomes(cluster, builtin, ['task', 'id', 'pit_id']);
  if (v.valid !== false) return undefined;
  return { message: v.evidence.message, ...(v.evidence.diff ? { diff: v.evidence.diff } : {}) };
}

/** Keys whose values each server issues its own (scroll, task, point-in-time and generated document ids). */
const ISSUED = new Set(['_scroll_id', 'scroll_id', 'task', '_id', 'id', 'pit_id']);

/**
 * Pair the values each side issued at the same place of the same answer (the cluster's scroll id with the
 * witness's), so a later request naming the cluster's value reaches the witness with its own.
 */
function pairIssued(cluster: unknown, witness: unknown, into: Map<string, string>): void {
  if (Array.isArray(cluster) && Array.isArray(witness)) return cluster.forEach((c, i) => pairIssued(c, witness[i], into));
  if (cluster === null || typeof cluster !== 'object' || witness === null || typeof witness !== 'object') return;
  for (const [k, v] of Object.entries(cluster as Record<string, unknown>)) {
    const w = (witness as Record<string, unknown>)[k];
    if (ISSUED.has(k) && typeof v === 'string' && typeof w === 'string' && v !== w && v.length >= 8) into.set(v, w);
    else pairIssued(v, w, into);
  }
}

/** The request with every value the cluster issued replaced by the witness's own (raw and URL-encoded). */
function translated(req: Parameters<Target['send']>[0], pairs: ReadonlyMap<string, string>): Parameters<Target['send']>[0] {
  if (pairs.size === 0) return req;
  const swap = (s: string): string => {
    let out = s;
    for (const [c, w] of pairs) if (out.includes(c) || out.includes(encodeURIComponent(c))) out = out.split(c).join(w).split(encodeURIComponent(c)).join(encodeURIComponent(w));
    return out;
  };
  return {
    ...req,
    path: swap(req.path),
    ...(req.query ? { query: Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, swap(v)])) } : {}),
    ...(typeof req.body === 'string' ? { body: swap(req.body) } : {}),
  };
}

/** Connect to the oracle cluster (a one-line reason when it cannot be used). */
export async function openOracleCluster(url: string, http: HttpTargetOptions, prefix: string, seed?: number): Promise<OracleCluster | string> {
  let raw: Target;
  try {
    raw = httpTarget(url, http);
  } catch (err) {
    return `--reference: cannot set up ${url}: ${(err as Error).message}`;
  }
  const info = await detect(raw);
  if (typeof info === 'string') {
    await raw.close();
    return `--reference: ${info}`;
  }
  const witness = await referenceTarget({ profile: info.profile, ...(seed !== undefined ? { seed } : {}) });
  const confined = prefixingTarget(raw, prefix);
  const findings: OracleFinding[] = [];
  const pairs = new Map<string, string>();
  let count = 0;
  const target: Target = {
    name: raw.name,
    async send(req) {
      const [cluster, builtin] = await Promise.all([confined.send(req), witness.send(translated(req, pairs))]);
      if (cluster.kind === 'ok' && builtin.kind === 'ok') pairIssued(cluster.json, builtin.json, pairs);
      const d = cluster.kind === 'ok' && builtin.kind === 'ok' ? judge(req, cluster, builtin) : undefined;
      if (d) {
        count++;
        if (findings.length < MAX_FINDINGS) findings.push({ request: `${req.method} ${req.path}${typeof req.body === 'string' ? ` ${req.body.slice(0, 200)}` : ''}`, ...d });
      }
      return cluster;
    },
    close: async () => {},
    // The scenario runner and the properties start each test from a clean oracle: the run's own names deleted.
    reset: async () => {
      await cleanupPrefix(raw, prefix);
      await witness.reset?.();
      pairs.clear();
    },
  };
  return {
    target,
    name: raw.name,
    version: info.version,
    distribution: info.distribution,
    profile: info.profile,
    findings,
    finish: async () => {
      const r = await cleanupPrefix(raw, prefix);
      await raw.close();
      const notes = [`reference cluster ${raw.name} (${info.distribution} ${info.version}): cleanup deleted ${r.deleted.length} item(s) under ${prefix}`, ...r.errors.map((e) => `cleanup problem (reference cluster): ${e}`)];
      if (count === 0) notes.push(`reference cluster ${raw.name} agreed with the built-in reference of ${info.profile} on every request`);
      else {
        notes.push(`finding: the reference cluster ${raw.name} disagrees with the built-in reference of ${info.profile} on ${count} request(s) (its own departures, not the target's):`);
        for (const f of findings) notes.push(`reference-vs-builtin: ${f.request}: ${f.message}${f.diff ? ` | ${f.diff.split('\n').slice(0, 4).join(' | ')}` : ''}`);
      }
      return notes;
    },
  };
}
