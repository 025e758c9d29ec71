/**
 * Global retention (ES ≥ 8.16, DataStreamGlobalRetentionSettings): the cluster settings
 * `data_streams.lifecycle.retention.default` and `.max`, which give the streams the lifecycle manages a
 * retention where they set none, and cap the one they set. Dot-named (internal) streams are left out.
 */
import type { JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { retentionMs, type GlobalRetention } from './lifecycle.ts';

const TIME = /^(\d+)(nanos|micros|ms|s|m|h|d)$/;

/** A time value's string rep (`7d`), or undefined for -1, unset or unreadable. */
function rep(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const m = TIME.exec(v.trim().toLowerCase());
  return m ? `${Number(m[1])}${m[2]}` : undefined;
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

/**
 * The global retention of failure stores (DataStreamGlobalRetentionSettings.getFailuresRetention, 8.19 and 9.1+):
 * `data_streams.lifecycle.retention.failures_default` (30d unless set) as the default, never above the max.
 */
export function failuresRetentionOf(state: ClusterState, profile: Profile): GlobalRetention {
  const { transient, persistent } = state.clusterSettings;
  const key = 'data_streams.lifecycle.retention.failures_default';
  const set = transient[key] ?? persistent[key];
  const dflt = set === undefined || set === null ? '30d' : rep(set);
  const { max } = globalRetentionOf(state, profile);
  const capped = dflt && max && retentionMs(max) < retentionMs(dflt) ? max : dflt;
  return { ...(capped ? { default: capped } : {}), ...(max ? { max } : {}) };
}

/** `global_retention` as GET .../_lifecycle prints it (DataStreamGlobalRetention.toXContentFragment). */
export function renderGlobalRetention(g: GlobalRetention): JsonObject {
  return { ...(g.max ? { max_retention: g.max } : {}), ...(g.default ? { default_retention: g.default } : {}) };
}
