/**
 * `_count` and `_validate/query` read their query from the body when there is one, and only otherwise from `q=`
 * (RestCountAction / RestValidateQueryAction: `withContentOrSourceParamParserOrNull`, RestActions.urlParamsToQueryBuilder
 * only when the parser is null). With a body, `q` and its companions are never consumed, so BaseRestHandler refuses
 * them as unrecognized parameters (sorted, as the simulator's wire check sorts them), before anything runs.
 * (`_search` consumes them either way: RestSearchAction.parseSearchRequest; `_explain` reads `q` up front.)
 */
import { unrecognized, type EsError } from '../errors/index.ts';
import { knownParams } from '../../api/knownParams.ts';
import type { ApiRequest, Env } from '../handler.ts';

/** The URL query-string parameters RestActions.urlParamsToQueryBuilder consumes. */
const QUERY_STRING_PARAMS = ['q', 'df', 'analyzer', 'analyze_wildcard', 'lenient', 'default_operator'];

/** The refusal of `q` (and the parameters only `q` consumes) beside a request body, or undefined. */
export function queryParamsWithBody(req: ApiRequest, env: Env): EsError | undefined {
  if (req.body === undefined) return undefined;
  const unused = QUERY_STRING_PARAMS.filter((k) => req.query[k] !== undefined).sort();
  if (unused.length === 0) return undefined;
  const candidates = [...knownParams(env.profile, req.api)].filter((k) => !QUERY_STRING_PARAMS.includes(k));
  return unrecognized(req.path, 'parameter', unused, [...candidates, ...Object.keys(req.parts)]);
}
