/** The `skip` and `requires` sections: versions, features, capabilities. */
import { HISTORICAL_FEATURES } from '../historicalFeatures.ts';
import { namedFeatureSince } from '../namedFeatures.ts';
import { compareVersions, inVersionRange, parseVersion } from '../version.ts';
import type { Distribution } from '../../../reference/profiles.ts';

/** One `capabilities` entry (ES 8.14+): asked of the target's `GET /_capabilities`. */
export interface CapabilityCheck {
  method: string;
  path: string;
  /** Comma-joined, as Elasticsearch's runner sends them. */
  parameters?: string;
  capabilities?: string;
}

/**
 * A section's prerequisites: its `skip` (the 6.x–8.x form) and its `requires` (ES 8.12+), merged. A
 * section runs when every requirement holds and no skip condition does.
 */
export interface SkipSpec {
  line: number;
  /** `skip.version`: skipped when the target's version is in this range. */
  version?: string;
  /** Runner features needed (`skip.features`, `requires.test_runner_features`). */
  features: string[];
  /** `requires.cluster_features`: every one must be present on the target. */
  clusterFeatures: string[];
  /** `skip.cluster_features`: skipped when the target has any of them. */
  skipClusterFeatures: string[];
  /** `requires.capabilities`: every check must be answered `supported: true`. */
  capabilities: CapabilityCheck[];
  /** `skip.capabilities`: skipped when any check is supported (or cannot be answered). */
  skipCapabilities: CapabilityCheck[];
  /** `skip.awaits_fix`: the test is known broken upstream; always skipped. */
  awaitsFix?: string;
  reason: string;
}

/** What prerequisites are judged against: the target's version and the runner's features. */
export interface SkipEnv {
  version: string;
  features: ReadonlySet<string>;
  /** The target's distribution (from `GET /`): historical cluster features are Elasticsearch's only. */
  distribution?: Distribution;
  /**
   * Whose runner's rules read the suite's version ranges: an OpenSearch suite's are read as OpenSearch's
   * runner reads them (legacy Elasticsearch bounds); anything else (our scenarios, Elasticsearch suites)
   * compares plain numbers.
   */
  suiteDistribution?: Distribution;
  /** Stack (self-managed, the default) or serverless Elasticsearch: the clients suite's file-level `requires`. */
  flavor?: 'stack' | 'serverless';
}

const list = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);

function empty(line: number): SkipSpec {
  return { line, features: [], clusterFeatures: [], skipClusterFeatures: [], capabilities: [], skipCapabilities: [], reason: '' };
}

/** Parse a `capabilities` list as Elasticsearch's `PrerequisiteSection.parseCapabilities` does; a string is an error. */
function parseCapabilities(v: unknown): CapabilityCheck[] | string {
  if (!Array.isArray(v)) return 'capabilities takes a list of {method, path, parameters, capabilities}';
  const out: CapabilityCheck[] = [];
  for (const item of v) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return 'each capabilities entry must be a mapping';
    const o = item as Record<string, unknown>;
    const extra = Object.keys(o).filter((k) => !['method', 'path', 'parameters', 'capabilities'].includes(k));
    if (extra.length) return `capabilities entry: expected some of [method, path, parameters, capabilities], got [${Object.keys(o).join(', ')}]`;
    if (typeof o.path !== 'string') return 'capabilities entry: path is required';
    const joined = (x: unknown): string | undefined => (x === undefined || x === null ? undefined : Array.isArray(x) ? x.map(String).join(',') : String(x));
    const check: CapabilityCheck = { method: o.method === undefined ? 'GET' : String(o.method), path: o.path };
    const parameters = joined(o.parameters);
    const capabilities = joined(o.capabilities);
    if (parameters) check.parameters = parameters;
    if (capabilities) check.capabilities = capabilities;
    out.push(check);
  }
  return out;
}

/** Parse a `skip` value; a string result is a parse error. */
export function parseSkip(value: unknown, line: number): SkipSpec | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'skip takes a mapping with version, features and reason';
  const v = value as Record<string, unknown>;
  for (const k of Object.keys(v)) {
    if (!['version', 'features', 'reason', 'os', 'cluster_features', 'known_issues', 'awaits_fix', 'capabilities'].includes(k)) return `unknown skip key [${k}]`;
  }
  const spec = empty(line);
  if (v.capabilities !== undefined) {
    const caps = parseCapabilities(v.capabilities);
    if (typeof caps === 'string') return caps;
    spec.skipCapabilities = caps;
  }
  spec.features = list(v.features);
  spec.skipClusterFeatures = list(v.cluster_features);
  if (v.awaits_fix !== undefined) spec.awaitsFix = String(v.awaits_fix);
  if (v.version !== undefined) spec.version = String(v.version);
  spec.reason = v.reason === undefined ? '' : String(v.reason);
  // `known_issues` (a feature with a known bug, until the version that fixed it) and `os` concern the
  // cluster's internals; a target the harness cannot inspect that far is assumed not to have them.
  if (spec.version === undefined && spec.features.length === 0 && spec.skipClusterFeatures.length === 0 && spec.skipCapabilities.length === 0 && spec.awaitsFix === undefined && v.known_issues === undefined && v.os === undefined) {
    return 'skip needs version, features, cluster_features, capabilities, known_issues, awaits_fix or os';
  }
  return spec;
}

/** Parse a `requires` value (ES 8.12+: `cluster_features`, `test_runner_features`, `capabilities`, `reason`). */
export function parseRequires(value: unknown, line: number): SkipSpec | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'requires takes a mapping with cluster_features, test_runner_features, capabilities and reason';
  const v = value as Record<string, unknown>;
  for (const k of Object.keys(v)) if (!['cluster_features', 'test_runner_features', 'capabilities', 'reason'].includes(k)) return `unknown requires key [${k}]`;
  const spec = empty(line);
  if (v.capabilities !== undefined) {
    const caps = parseCapabilities(v.capabilities);
    if (typeof caps === 'string') return caps;
    spec.capabilities = caps;
  }
  spec.clusterFeatures = list(v.cluster_features);
  spec.features = list(v.test_runner_features);
  spec.reason = v.reason === undefined ? '' : String(v.reason);
  return spec;
}

/** Both prerequisites of a section as one. */
export function mergePrerequisites(a: SkipSpec | undefined, b: SkipSpec): SkipSpec {
  if (!a) return b;
  return {
    line: a.line,
    ...(a.version ?? b.version ? { version: (a.version ?? b.version)! } : {}),
    features: [...a.features, ...b.features],
    clusterFeatures: [...a.clusterFeatures, ...b.clusterFeatures],
    skipClusterFeatures: [...a.skipClusterFeatures, ...b.skipClusterFeatures],
    capabilities: [...a.capabilities, ...b.capabilities],
    skipCapabilities: [...a.skipCapabilities, ...b.skipCapabilities],
    ...(a.awaitsFix ?? b.awaitsFix ? { awaitsFix: (a.awaitsFix ?? b.awaitsFix)! } : {}),
    reason: [a.reason, b.reason].filter((r) => r !== '').join('; '),
  };
}

/** Whether the target is OpenSearch, whose numbers are not Elasticsearch's. */
const isOpenSearch = (env: SkipEnv): boolean => env.distribution === 'opensearch' || env.features.has('opensearch');

/**
 * Whether the target has a cluster feature, as far as the harness can tell, as Elasticsearch's runner
 * decides for a cluster whose nodes report a version: `gte_v<version>` and the historical features
 * (`historicalFeatures.ts`) are the target's Elasticsearch version. Undefined on OpenSearch (its numbers
 * are its own) and for any other named feature (the harness cannot list a target's features).
 */
export function hasClusterFeature(feature: string, env: SkipEnv): boolean | undefined {
  const since = /^gte_v(\d+\.\d+\.\d+)$/.exec(feature)?.[1] ?? HISTORICAL_FEATURES.get(feature) ?? namedFeatureSince(feature, env.version);
  if (since === undefined || isOpenSearch(env)) return undefined;
  return compareVersions(parseVersion(env.version), parseVersion(since)) >= 0;
}

/** Why a section is skipped in this environment, or undefined to run it. */
export function skipReason(spec: SkipSpec, env: SkipEnv): string | undefined {
  const why = spec.reason ? `: ${spec.reason}` : '';
  if (spec.awaitsFix !== undefined) return `awaits a fix upstream (${spec.awaitsFix})${why}`;
  if (spec.version !== undefined && inVersionRange(spec.version, env.version, env.suiteDistribution ?? 'elasticsearch')) return `version ${env.version} is in [${spec.version.trim()}]${why}`;
  // `xpack`/`no_xpack` are not runner features but cluster conditions (PrerequisiteSection.parseFeatureField):
  // run only with / only without X-Pack, which the harness cannot tell on a target.
  const xpack = spec.features.find((f) => f === 'xpack' || f === 'no_xpack');
  if (xpack) return `runs only on a cluster ${xpack === 'xpack' ? 'with' : 'without'} X-Pack (${xpack}), which the harness cannot check on the target${why}`;
  const missing = spec.features.filter((f) => !env.features.has(f));
  if (missing.length) return `runner lacks feature${missing.length > 1 ? 's' : ''} [${missing.join(', ')}]`;
  for (const f of spec.clusterFeatures) {
    const has = hasClusterFeature(f, env);
    if (has === false) return `requires cluster feature [${f}], which ${env.version} lacks${why}`;
    if (has === undefined) return `requires cluster feature [${f}], which the harness cannot check on the target${why}`;
  }
  const present = spec.skipClusterFeatures.find((f) => hasClusterFeature(f, env) === true);
  if (present) return `the target has cluster feature [${present}]${why}`;
  return undefined;
}

/** Asks the target `GET /_capabilities` for one check: true/false, or a reason it could not say. */
export type CapabilityAsker = (check: CapabilityCheck) => Promise<boolean | { unknown: string }>;

const showCheck = (c: CapabilityCheck): string =>
  `${c.method} ${c.path}${c.parameters ? ` parameters [${c.parameters}]` : ''}${c.capabilities ? ` capabilities [${c.capabilities}]` : ''}`;

/**
 * Why a section is skipped on its capability checks, or undefined to run it. As Elasticsearch's
 * `Prerequisites`: a required check must be answered true; a skip check skips when answered true or
 * when the target cannot answer (no `_capabilities` API).
 */
export async function capabilitySkipReason(spec: SkipSpec, ask: CapabilityAsker): Promise<string | undefined> {
  const why = spec.reason ? `: ${spec.reason}` : '';
  for (const c of spec.capabilities) {
    const has = await ask(c);
    if (has === false) return `requires capability ${showCheck(c)}, which the target does not support${why}`;
    if (has !== true) return `requires capability ${showCheck(c)}, which the target cannot report (${has.unknown})${why}`;
  }
  for (const c of spec.skipCapabilities) {
    const has = await ask(c);
    if (has === true) return `the target supports capability ${showCheck(c)}${why}`;
    if (has !== false) return `skip on capability ${showCheck(c)}, which the target cannot report (${has.unknown})${why}`;
  }
  return undefined;
}
