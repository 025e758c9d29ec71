/**
 * OpenSearch 3.2's terms lookup by query (TermsQueryBuilder.fetch with a `query`): a search of the lookup
 * index for that query, fetching only `path` from each hit's source, whose values become the terms. The
 * search sees what a search sees (refreshed documents), in index order.
 */
import type { Json } from '../../json.ts';
import type { Env } from '../../handler.ts';
import type { IndexState } from '../../state.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import { compileQuery } from '../query.ts';
import { visibleDocs } from '../visibleDocs.ts';
import { extractRawValues } from './rawValues.ts';

/** The values at `path` of every visible lookup-index document `query` matches, or the query's error. */
export function termsByQuery(idx: IndexState, env: Env, query: Json, path: string): Json[] | EsError {
  const q = compileQuery(query, { index: idx, profile: env.profile, now: env.now });
  if (isEsError(q)) return q;
  const out: Json[] = [];
  for (const d of visibleDocs(idx).values()) if (q.test(d)) out.push(...extractRawValues(path, d.parsed as Json));
  return out;
}
