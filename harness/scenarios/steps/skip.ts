import { inVersionRange } from '../version.ts';

/** A parsed `skip` step (FORMAT.md §6). */
export interface SkipSpec {
  line: number;
  version?: string;
  features: string[];
  reason: string;
}

/** What a skip is judged against: the target's version and the runner's features. */
export interface SkipEnv {
  version: string;
  features: ReadonlySet<string>;
}

/** Parse a `skip` value; a string result is a parse error. */
export function parseSkip(value: unknown, line: number): SkipSpec | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'skip takes a mapping with version, features and reason';
  const v = value as Record<string, unknown>;
  for (const k of Object.keys(v)) {
    if (!['version', 'features', 'reason', 'os'].includes(k)) return `unknown skip key [${k}]`;
  }
  const features = v.features === undefined ? [] : Array.isArray(v.features) ? v.features.map(String) : [String(v.features)];
  if (v.version === undefined && features.length === 0) return 'skip needs version or features';
  const spec: SkipSpec = { line, features, reason: v.reason === undefined ? '' : String(v.reason) };
  if (v.version !== undefined) spec.version = String(v.version);
  return spec;
}

/** Why a section is skipped in this environment, or undefined to run it. */
export function skipReason(spec: SkipSpec, env: SkipEnv): string | undefined {
  if (spec.version !== undefined && inVersionRange(spec.version, env.version)) {
    return `version ${env.version} is in [${spec.version.trim()}]${spec.reason ? `: ${spec.reason}` : ''}`;
  }
  const missing = spec.features.filter((f) => !env.features.has(f));
  if (missing.length) return `runner lacks feature${missing.length > 1 ? 's' : ''} [${missing.join(', ')}]`;
  return undefined;
}
