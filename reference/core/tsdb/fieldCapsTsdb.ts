/**
 * The time series members of a field's capabilities (FieldCapabilities.toXContent): `time_series_dimension`
 * when every index has the field as a dimension (else `non_dimension_indices` naming the others), and
 * `time_series_metric` when all agree (else `metric_conflicts_indices`).
 */
import type { Profile } from '../../profiles.ts';
import type { JsonObject } from '../json.ts';
import type { FieldDef } from '../mapping/types.ts';
import { isDimension } from './mapping.ts';

/** A leaf's dimension flag and metric type, where the version knows them. */
export function timeSeriesCap(def: FieldDef, profile: Profile): { dimension?: boolean; metric?: string } {
  if (profile.timeSeriesMode === 'none') return {};
  const metric = typeof def.time_series_metric === 'string' ? def.time_series_metric : undefined;
  return { ...(isDimension(def) ? { dimension: true } : {}), ...(metric ? { metric } : {}) };
}

/** The members merged over the indices that map the field with one type. */
export function timeSeriesCapsOut(seen: ReadonlyArray<{ index: string; cap: { dimension?: boolean; metric?: string } }>): JsonObject {
  const out: JsonObject = {};
  const dims = seen.filter((s) => s.cap.dimension);
  if (dims.length === seen.length && dims.length > 0) out.time_series_dimension = true;
  const metrics = new Set(seen.map((s) => s.cap.metric));
  if (metrics.size === 1 && seen[0]!.cap.metric) out.time_series_metric = seen[0]!.cap.metric;
  if (dims.length > 0 && dims.length < seen.length) out.non_dimension_indices = seen.filter((s) => !s.cap.dimension).map((s) => s.index);
  if (metrics.size > 1) out.metric_conflicts_indices = seen.map((s) => s.index);
  return out;
}
