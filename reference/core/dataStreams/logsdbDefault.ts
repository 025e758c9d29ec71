/**
 * Logs data streams in logsdb mode by default (LogsdbIndexModeSettingsProvider): a new backing index of a
 * stream named `logs-*-*` whose template sets no `index.mode` gets `index.mode: logsdb` while the cluster
 * setting `cluster.logsdb.enabled` is on (9.0+ by default; on 8.x only when set), so its `_source` is
 * synthetic and GET /_data_stream names the mode.
 */
import type { Profile } from '../../profiles.ts';
import type { ClusterState } from '../state.ts';
import { simpleMatch } from '../resolve.ts';
import { findComposable } from '../templates/match.ts';
import { templateSettings } from '../templates/resolveTemplates.ts';

/** `cluster.logsdb.enabled` as set (transient over persistent), else the version's default. */
function logsdbEnabled(state: ClusterState, profile: Profile): boolean {
  const v = state.clusterSettings.transient['cluster.logsdb.enabled'] ?? state.clusterSettings.persistent['cluster.logsdb.enabled'];
  return v === undefined || v === null ? profile.logsdbByDefault : String(v) === 'true';
}

/** The settings a new backing index of `stream` takes for logsdb, or none. */
export function backingLogsdbSettings(state: ClusterState, profile: Profile, stream: string): Record<string, string> {
  if (!profile.logsdbIndexMode || !simpleMatch('logs-*-*', stream) || !logsdbEnabled(state, profile)) return {};
  const template = findComposable(state, stream, false);
  const mode = template ? templateSettings(state, { kind: 'v2', template })['index.mode'] : undefined;
  return mode === undefined || mode === null ? { 'index.mode': 'logsdb' } : {};
}
