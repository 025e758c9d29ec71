/** A template's `data_stream` section as the version keeps and prints it (ComposableIndexTemplate.DataStreamTemplate). */
import { isObject, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';

/**
 * The key of `data_stream` that Elasticsearch's parser does not declare, if any: DataStreamTemplate.PARSER
 * is strict (`new ConstructingObjectParser<>("data_stream_template", false, …)`) and declares `hidden`
 * (7.11+) and `allow_custom_routing` (7.16+) only; OpenSearch's is lenient (`true`) and drops what it does
 * not declare (it declares `timestamp_field` only).
 */
export function undeclaredDataStreamKey(profile: Profile, v: JsonObject): string | undefined {
  if (profile.dataStreamTimestampField) return undefined;
  return Object.keys(v).find((k) => !((k === 'hidden' && profile.dataStreamHidden) || (k === 'allow_custom_routing' && profile.dataStreamCustomRouting !== 'refused')));
}

/** `{}` in 7.9–7.10; `hidden` from 7.11; `allow_custom_routing` from 7.16; OpenSearch's `timestamp_field` alone (toXContent prints nothing else). */
export function dataStreamSpec(profile: Profile, v: JsonObject): JsonObject {
  const out: JsonObject = {};
  if (profile.dataStreamTimestampField) {
    const given = v.timestamp_field;
    out.timestamp_field = { name: isObject(given) && typeof given.name === 'string' ? given.name : '@timestamp' };
  }
  if (profile.dataStreamHidden) out.hidden = v.hidden === true;
  if (profile.dataStreamCustomRouting !== 'refused') out.allow_custom_routing = v.allow_custom_routing === true;
  return out;
}
