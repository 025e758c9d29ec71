/**
 * Global retention (ES ≥ 8.16, DataStreamGlobalRetentionSettings): the cluster settings
 * `data_streams.lifecycle.retention.default` and `.max`, which give the streams the lifecycle manages a
 * retention where they set none, and cap the one they set. Dot-named (internal) streams are left out.
 */
import type { JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';

/** The global retention in force: each part as TimeValue.getStringRep prints it, absent when unset or -1. */
export interface GlobalRetention {
  default?: string;
  max?: string;
}

const TIME = /^(\d+)(nanos|micros|ms|s|m|h|d)$/;
const MS: Record<string, number> = { nanos: 1e-6, micros: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A time value's string rep (`7d`), or undefined for -1, unset or unreadable. */
function rep(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const m = TIME.exec(v.trim().toLowerCase());
  return m ? `${Number(m[1])}${m[2]}` : undefined;
}

/** Milliseconds of a string rep, to compare retentions. */
export function retentionMs(r: string): number {
  const m = TIME.exec(r)!;
  return Number(m[1]) * MS[m[2]!]!;
}

/** The global retention the cluster settings give (none before 8.16). */
export function globalRetentionOf(state: ClusterState, profile: Profile): GlobalRetention {
  if (!profile.lifecycleGlobalRetention) return {};
  const { transient, persistent } = state.clusterSettings;
  const get = (k: string) => rep(transient[k] ?? persistent[k]);
  const d = get('data_streams.lifecycle.retention.default');
  const m = get('data_streams.lifecycle.retention.max');
  return { ...(d ? { default: d } : {}), ...(m ? { max: m } : {}) };
}

/** `global_retention` as GET .../_lifecycle prints it (DataStreamGlobalRetention.toXContentFragment). */
export function renderGlobalRetention(g: GlobalRetention): JsonObject {
  return { ...(g.max ? { max_retention: g.max } : {}), ...(g.default ? { default_retention: g.default } : {}) };
}

/**
 * The effective retention and what set it (DataStreamLifecycle.getEffectiveDataRetentionWithSource): for a
 * stream not dot-named, the default global retention where it sets none (else the max), the max where its own
 * exceeds it; otherwise its own, `data_stream_configuration`.
 */
export function effectiveRetention(own: string | undefined, g: GlobalRetention, internal: boolean): [string, string] | undefined {
  if (!internal) {
    if (own === undefined) {
      if (g.default) return [g.default, 'default_global_retention'];
      if (g.max) return [g.max, 'max_global_retention'];
    } else if (g.max && retentionMs(own) > retentionMs(g.max)) return [g.max, 'max_global_retention'];
  }
  return own === undefined ? undefined : [own, 'data_stream_configuration'];
}
