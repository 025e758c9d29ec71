/**
 * The time series settings of a data stream's new backing index (DataStreamIndexSettingsProvider): when its
 * template says `index.mode: time_series`, the first backing index covers [now - look_back_time, now +
 * look_ahead_time) and each next one starts where the write index ends; both bounds are cut to the second
 * (DataStream.getCanonicalTimestampBound) and printed `strict_date_optional_time`. `index.routing_path`
 * defaults to the template's keyword dimensions.
 */
import type { Profile } from '../../profiles.ts';
import type { ClusterState } from '../state.ts';
import { findComposable } from '../templates/match.ts';
import { templateSettings } from '../templates/resolveTemplates.ts';
import { timeValueMillis } from './timeValue.ts';
import { END_TIME, ROUTING_PATH, START_TIME, timeBounds } from './settings.ts';
import { millisOf } from './instants.ts';
import { createMappings } from '../templates/createMappings.ts';
import { isEsError } from '../errors/index.ts';
import { dimensionFields } from './mapping.ts';

/** Cut to the second and printed as ES prints a bound (`2026-01-01T00:00:00.000Z`). */
function bound(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

/** The settings a new backing index of `stream` takes for time series, or none. */
export function backingTimeSeriesSettings(state: ClusterState, profile: Profile, stream: string, now: number): Record<string, string | string[]> {
  if (profile.timeSeriesMode === 'none') return {};
  const template = findComposable(state, stream, false);
  if (!template) return {};
  const settings = templateSettings(state, { kind: 'v2', template });
  if (String(settings['index.mode'] ?? '').toLowerCase() !== 'time_series') return {};
  // IndexSettings.LOOK_AHEAD_TIME: 2h, then 30m from 8.13 (#103434's era; the docs of 8.10 say 2h, of 8.17 30m).
  const ahead = timeValueMillis(settings['index.look_ahead_time']) ?? (profile.timeSeriesMode === 'hashed' ? 30 * 60_000 : 2 * 3_600_000);
  const back = timeValueMillis(settings['index.look_back_time']) ?? 2 * 3_600_000;
  const ds = state.dataStreams.get(stream);
  const writeIndex = ds ? state.indices.get(ds.indices[ds.indices.length - 1]!) : undefined;
  const start = writeIndex ? millisOf(timeBounds(writeIndex.settings).end) : now - back;
  let end = Math.floor((now + ahead) / 1000) * 1000;
  if (end <= start) end = start + ahead;
  // MetadataCreateIndexService.aggregateIndexSettings puts the providers' settings first and the template's
  // over them: bounds a template sets (to reindex older data, say) are the ones the backing index gets.
  const out: Record<string, string | string[]> = {};
  if (settings[START_TIME] === undefined) out[START_TIME] = bound(start);
  if (settings[END_TIME] === undefined) out[END_TIME] = bound(end);
  if (settings[ROUTING_PATH] === undefined) {
    // The template's keyword dimensions (DataStreamIndexSettingsProvider.findRoutingPaths).
    const mappings = createMappings(state, profile, { kind: 'v2', template }, undefined, undefined, []);
    const dims = isEsError(mappings) ? [] : [...mappings.values()].flatMap((m) => [...dimensionFields(m)].filter(([, t]) => t === 'keyword').map(([p]) => p));
    if (dims.length > 0) out[ROUTING_PATH] = dims;
  }
  return out;
}
