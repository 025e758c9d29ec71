/**
 * `?human` on the statistics APIs (`_stats`, `_nodes/stats`, `_cluster/stats`): their sections write each size
 * and duration with XContentBuilder.humanReadableField, which, when the request asks for human output, puts
 * the readable form (ByteSizeValue.toString, `232b`, `1.2kb`; TimeValue.toString, `0s`, `1.2s`) right before
 * the raw figure, under the raw name without its unit suffix: `size` before `size_in_bytes`, `index_time`
 * before `index_time_in_millis`. Two raw names do not follow the suffix rule (SegmentsStats' `fixed_bit_set`,
 * ClusterStatsIndices' VersionStats `total_primary_size`).
 */
import { copyJavaMarks, type Json, type JsonObject } from '../json.ts';
import { formatByteSize } from '../byteSize.ts';
import { humanTime } from '../dataStreams/lifecycle.ts';

const READABLE: Readonly<Record<string, string>> = { fixed_bit_set_memory_in_bytes: 'fixed_bit_set', total_primary_bytes: 'total_primary_size' };

function readable(key: string, v: number): [string, string] | undefined {
  const named = READABLE[key];
  if (named !== undefined) return [named, formatByteSize(v)];
  if (key.endsWith('_in_bytes')) return [key.slice(0, -'_in_bytes'.length), formatByteSize(v)];
  // TimeValue.toString is toHumanReadableString(1): one fraction digit.
  if (key.endsWith('_in_millis')) return [key.slice(0, -'_in_millis'.length), humanTime(v, 1)];
  return undefined;
}

/** A statistics body with the readable sizes and durations `?human` adds, each before its raw figure. */
export function humanStats(v: Json): Json {
  if (Array.isArray(v)) return v.map((x) => humanStats(x as Json));
  if (v === null || typeof v !== 'object') return v;
  const out: JsonObject = {};
  for (const [k, x] of Object.entries(v as JsonObject)) {
    const r = typeof x === 'number' ? readable(k, x) : undefined;
    if (r && !(r[0] in (v as JsonObject))) out[r[0]] = r[1];
    out[k] = humanStats(x as Json);
  }
  copyJavaMarks(v as JsonObject, out);
  return out;
}
