/** A point in time's keep-alive: a time value, at most the distribution's limit. */
import type { Json } from '../../json.ts';
import { isEsError, pitKeepAliveTooLarge, wrongParameterType, type EsError } from '../../errors/index.ts';
import type { ClusterState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { clusterSetting } from '../../destructive.ts';
import { parseTimeValue } from '../timeValue.ts';

/** Parses a keep-alive and checks it against `search.max_keep_alive` (ES, 1d) or `point_in_time.max_keep_alive` (OpenSearch, 24h). */
export function pitKeepAlive(state: ClusterState, value: Json | undefined, profile: Profile, index: string | null): number | EsError {
  if (typeof value !== 'string') return wrongParameterType('keep_alive', 'VALUE_NUMBER');
  const ms = parseTimeValue(value, 'keep_alive', profile);
  if (isEsError(ms)) return ms;
  const setting = profile.openSearchPitApi ? 'point_in_time.max_keep_alive' : 'search.max_keep_alive';
  const set = clusterSetting(state, setting);
  const max = set === undefined ? 86_400_000 : parseTimeValue(String(set), setting, profile);
  if (isEsError(max)) return max;
  if (ms > max) return pitKeepAliveTooLarge(profile, ms, max, setting, index ?? '_na_');
  return ms;
}
