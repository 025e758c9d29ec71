/**
 * The `_tsid` metadata field of a time series index as searches read it (TimeSeriesIdFieldMapper): doc values
 * only, so fetched and aggregated (terms on `_tsid`), printed as DocValueFormat.TIME_SERIES_ID prints the
 * hashed form (8.13+): url-safe base64; not searchable (a term query fails on the shard).
 */
import type { Json } from '../json.ts';
import type { Doc } from '../doc.ts';
import type { IndexState } from '../state.ts';
import { base64url } from '../base64url.ts';
import { isTimeSeries } from './settings.ts';
import { documentTsid } from './document.ts';

/** The values of `_tsid` for a document of a time series index, or undefined for other indices (no such field). */
export function tsidValues(index: IndexState): ((doc: Doc) => Json[]) | undefined {
  if (!isTimeSeries(index.settings)) return undefined;
  return (doc) => {
    const tsid = documentTsid(index, doc.parsed);
    return tsid ? [base64url([...tsid])] : [];
  };
}

/** Whether a query on this field of this index must fail as `_tsid` does ("[_tsid] is not searchable"). */
export function isTsidOf(index: IndexState, field: string): boolean {
  return field === '_tsid' && isTimeSeries(index.settings);
}
