/**
 * Where a document written to a time series data stream lands (DataStream.selectTimeSeriesWriteIndex): the
 * backing index, newest first, whose [start_time, end_time) holds its `@timestamp`; none is an error naming
 * the ranges (IndexRequest.getConcreteWriteIndex), printed strict_date_optional_time.
 */
import type { Profile } from '../../profiles.ts';
import { isObject, type Json } from '../json.ts';
import { tsdbOutsideStreamRanges, type EsError } from '../errors/index.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { DataStream } from '../dataStreams/types.ts';
import { isTimeSeries, timeBounds } from './settings.ts';
import { millisOf, parseInstant } from './instants.ts';

/** The backing index a time series stream's document goes to, the error when none holds it, or undefined (no time series stream, no readable timestamp). */
export function timeSeriesWriteIndex(state: ClusterState, profile: Profile, ds: DataStream, source: Json | undefined): IndexState | EsError | undefined {
  if (profile.timeSeriesMode === 'none' || !isObject(source)) return undefined;
  const indices = ds.indices.map((n) => state.indices.get(n)).filter((i): i is IndexState => i !== undefined && isTimeSeries(i.settings));
  if (indices.length === 0) return undefined;
  const raw = source['@timestamp'];
  const ts = typeof raw === 'number' ? BigInt(Math.trunc(raw)) * 1_000_000n : typeof raw === 'string' ? parseInstant(raw) : undefined;
  if (ts === undefined) return undefined;
  const ms = millisOf(ts);
  for (const idx of [...indices].reverse()) {
    const b = timeBounds(idx.settings);
    if (ms >= millisOf(b.start) && ms < millisOf(b.end)) return idx;
  }
  const iso = (n: number) => new Date(n).toISOString();
  return tsdbOutsideStreamRanges(iso(ms), indices.map((i) => { const b = timeBounds(i.settings); return `[${iso(millisOf(b.start))},${iso(millisOf(b.end))}]`; }));
}
