/** The fetch step of named queries for a search's page (namedQueries.ts), from the request's query and post_filter. */
import type { Json } from '../json.ts';
import type { ScrollHit } from '../doc.ts';
import type { IndexState } from '../state.ts';
import type { ApiRequest, Env } from '../handler.ts';
import type { QuerySource } from './execute.ts';
import { matchNamedQueries, namedQueriesOf, type NamedQuery } from './namedQueries.ts';

/** Sets `matched_queries` on the page's hits when the query or post_filter names queries. */
export function namedQueriesPage(page: ScrollHit[], indices: IndexState[], req: ApiRequest, env: Env, src: QuerySource, postFilter: Json | undefined, knnNamed: readonly NamedQuery[] = []): void {
  const named = namedQueriesOf(src.kind === 'json' ? src.query : undefined);
  // The knn clauses are should clauses after the query (DfsQueryPhase), so their names come after its own.
  named.push(...knnNamed);
  namedQueriesOf(postFilter, named);
  if (named.length === 0) return;
  const asked = req.query.include_named_queries_score;
  const withScores = env.profile.namedQueriesScore && (asked === 'true' || asked === '');
  matchNamedQueries(page, named, indices, req, env, withScores);
}
