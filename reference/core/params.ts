/** Query parameters as ES's RestRequest reads them (`paramAsBoolean`, `paramAsInt`), shared by every handler. */
import { booleanExpected, duplicateTimeoutParameters, intParameterInvalid, withWarnings, type EsError } from './errors/index.ts';
import { MASTER_TIMEOUT } from './deprecations.ts';
import type { Profile } from '../profiles.ts';

/** `?param=true|false` as ES's `paramAsBoolean` reads it (a bare `?param` is true). */
export function boolParam(query: Record<string, string>, name: string, dflt: boolean): boolean | EsError {
  const v = query[name];
  if (v === undefined) return dflt;
  if (v === '' || v === 'true') return true;
  if (v === 'false') return false;
  return booleanExpected(v);
}

/** Java's `Integer.parseInt`: an optional sign, decimal digits, within 32 bits; NaN otherwise. */
export function parseJavaInt(text: string): number {
  if (!/^[+-]?\d+$/.test(text)) return NaN;
  const n = Number(text);
  return n >= -2147483648 && n <= 2147483647 ? n : NaN;
}

/** `?param=<int>` as ES's `paramAsInt` reads it: the default when absent, the value, or ES's 400. */
export function intParam(query: Record<string, string>, name: string, dflt: number): number | EsError {
  const v = query[name];
  if (v === undefined) return dflt;
  const n = parseJavaInt(v);
  return Number.isNaN(n) ? intParameterInvalid(name, v) : n;
}

/** Java's `Double.parseDouble` (decimal forms, `NaN`, `Infinity`, a `d`/`f` suffix, spaces around); NaN when it throws. */
export function parseJavaDouble(text: string): number {
  const m = /^\s*([+-]?)(NaN|Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)[fFdD]?\s*$/.exec(text);
  if (!m) return NaN;
  if (m[2] === 'NaN') return NaN;
  return m[2] === 'Infinity' ? (m[1] === '-' ? -Infinity : Infinity) : Number.parseFloat(m[1] + m[2]);
}

/**
 * `master_timeout` beside its OpenSearch 2.0 name `cluster_manager_timeout` (BaseRestHandler's
 * parseDeprecatedMasterTimeoutParameter): the two together are refused; from 3.0 the old name also draws a
 * deprecation warning, which the refusal carries too. Returns the warnings to add, or the error.
 */
export function renamedTimeout(profile: Profile, query: Record<string, string>): string[] | EsError {
  if (profile.masterTimeoutRenamed === 'none' || query.master_timeout === undefined) return [];
  const warnings = profile.masterTimeoutRenamed === 'warns' ? [MASTER_TIMEOUT] : [];
  if (query.cluster_manager_timeout !== undefined) return withWarnings(duplicateTimeoutParameters(), warnings);
  return warnings;
}
