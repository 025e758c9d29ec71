/** A template's `data_stream` section as the version keeps and prints it (ComposableIndexTemplate.DataStreamTemplate). */
import { isObject, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';

/** `{}` in 7.9–7.10; `hidden` from 7.11; `allow_custom_routing` from 7.16; OpenSearch's `timestamp_field`; other keys kept as sent. */
export function dataStreamSpec(profile: Profile, v: JsonObject): JsonObject {
  const out: JsonObject = {};
  if (profile.dataStreamTimestampField) {
    const given = v.timestamp_field;
    out.timestamp_field = { name: isObject(given) && typeof given.name === 'string' ? given.name : '@timestamp' };
  }
  if (profile.dataStreamHidden) out.hidden = v.hidden === true;
  if (profile.dataStreamCustomRouting !== 'refused') out.allow_custom_routing = v.allow_custom_routing === true;
  for (const [k, x] of Object.entries(v)) if (k !== 'hidden' && k !== 'allow_custom_routing' && k !== 'timestamp_field') out[k] = x;
  return out;
}
