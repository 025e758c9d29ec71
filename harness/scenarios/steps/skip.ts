import { compareVersions, inVersionRange, parseVersion } from '../version.ts';

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
  /** `skip.awaits_fix`: the test is known broken upstream; always skipped. */
  awaitsFix?: string;
  reason: string;
}

/** What prerequisites are judged against: the target's version and the runner's features. */
export interface SkipEnv {
  version: string;
  features: ReadonlySet<string>;
}

const list = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);

function empty(line: number): SkipSpec {
  return { line, features: [], clusterFeatures: [], skipClusterFeatures: [], reason: '' };
}

/** Parse a `skip` value; a string result is a parse error. */
export function parseSkip(value: unknown, line: number): SkipSpec | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'skip takes a mapping with version, features and reason';
  const v = value as Record<string, unknown>;
  for (const k of Object.keys(v)) {
    if (!['version', 'features', 'reason', 'os', 'cluster_features', 'known_issues', 'awaits_fix'].includes(k)) return `unknown skip key [${k}]`;
  }
  const spec = empty(line);
  spec.features = list(v.features);
  spec.skipClusterFeatures = list(v.cluster_features);
  if (v.awaits_fix !== undefined) spec.awaitsFix = String(v.awaits_fix);
  if (v.version !== undefined) spec.version = String(v.version);
  spec.reason = v.reason === undefined ? '' : String(v.reason);
  // `known_issues` (a feature with a known bug, until the version that fixed it) and `os` concern the
  // cluster's internals; a target the harness cannot inspect that far is assumed not to have them.
  if (spec.version === undefined && spec.features.length === 0 && spec.skipClusterFeatures.length === 0 && spec.awaitsFix === undefined && v.known_issues === undefined && v.os === undefined) {
    return 'skip needs version, features, cluster_features, known_issues, awaits_fix or os';
  }
  return spec;
}

/** Parse a `requires` value (ES 8.12+: `cluster_features`, `test_runner_features`, `reason`). */
export function parseRequires(value: unknown, line: number): SkipSpec | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'requires takes a mapping with cluster_features, test_runner_features and reason';
  const v = value as Record<string, unknown>;
  for (const k of Object.keys(v)) if (!['cluster_features', 'test_runner_features', 'reason'].includes(k)) return `unknown requires key [${k}]`;
  const spec = empty(line);
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
    ...(a.awaitsFix ?? b.awaitsFix ? { awaitsFix: (a.awaitsFix ?? b.awaitsFix)! } : {}),
    reason: [a.reason, b.reason].filter((r) => r !== '').join('; '),
  };
}

/**
 * Whether the target has a cluster feature, as far as the harness can tell: the historical features
 * `gte_v<version>` are the target's Elasticsearch version (undefined on OpenSearch, whose numbers are its
 * own); any other named feature is undefined (the harness cannot list a target's features).
 */
export function hasClusterFeature(feature: string, env: SkipEnv): boolean | undefined {
  const m = /^gte_v(\d+\.\d+\.\d+)$/.exec(feature);
  if (!m || env.features.has('opensearch')) return undefined;
  return compareVersions(parseVersion(env.version), parseVersion(m[1]!)) >= 0;
}

/** Why a section is skipped in this environment, or undefined to run it. */
export function skipReason(spec: SkipSpec, env: SkipEnv): string | undefined {
  const why = spec.reason ? `: ${spec.reason}` : '';
  if (spec.awaitsFix !== undefined) return `awaits a fix upstream (${spec.awaitsFix})${why}`;
  if (spec.version !== undefined && inVersionRange(spec.version, env.version)) return `version ${env.version} is in [${spec.version.trim()}]${why}`;
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
