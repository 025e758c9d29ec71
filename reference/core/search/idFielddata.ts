/**
 * Field data on `_id` (sorting on it): IdFieldType.fielddataBuilder loads it only while the dynamic cluster
 * setting `indices.id_field_data.enabled` holds, true by default in 7.x and false from ES 8.0 (an 8.0 breaking change).
 */
import type { Profile } from '../../profiles.ts';
import type { ClusterState } from '../state.ts';
import { clusterSetting } from '../destructive.ts';

/** Whether `_id` field data may load: the cluster setting when set, else the version's default. */
export function idFielddataEnabled(state: ClusterState, profile: Profile): boolean {
  const v = clusterSetting(state, 'indices.id_field_data.enabled');
  return v === undefined ? !profile.idFielddataDisallowed : String(v) === 'true';
}
