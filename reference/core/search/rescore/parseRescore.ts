/**
 * The `rescore` body element (RescorerBuilder.parseFromXContent, QueryRescorerBuilder): one rescorer or an
 * array of them, each a `window_size` (default 10) and a `query` rescorer (`rescore_query`,
 * `query_weight`, `rescore_query_weight` as floats, `score_mode`: total, multiply, avg, max, min).
 */
import { isObject, type Json, xContentToken } from '../../json.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import { isEsError, rescoreParsing, rescoreQueryMissing, rescoreScoreModeIllegal, unknownField, type EsError } from '../../errors/index.ts';
import { querySource } from '../execute.ts';
import type { ClusterState } from '../../state.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { keyAt, valueAt } from '../../byScroll/bodyPosition.ts';

/** How a rescorer combines the first pass's weighted score with the rescore query's (QueryRescoreMode). */
export type RescoreMode = 'total' | 'multiply' | 'avg' | 'max' | 'min';

/** One `query` rescorer. */
export interface RescoreSpec {
  window: number;
  query: Json;
  queryWeight: number;
  rescoreQueryWeight: number;
  mode: RescoreMode;
}

const AT = { line: 1, col: 1 };
const MODES: readonly RescoreMode[] = ['total', 'multiply', 'avg', 'max', 'min'];


function one(raw: Json, req: ApiRequest, env: Env, state: ClusterState | undefined, path: PathStep[]): RescoreSpec | EsError {
  if (!isObject(raw)) return rescoreParsing(`unexpected token [${xContentToken(raw)}] after [rescore]`, AT);
  let window = 10;
  let spec: Omit<RescoreSpec, 'window'> | undefined;
  for (const [k, v] of Object.entries(raw)) {
    if (isObject(v)) {
      if (spec) return rescoreParsing('you can either define [query] or [script], not both.', AT);
      if (k !== 'query') return rescoreParsing(`unknown rescorer [${k}]`, AT);
      const q: Omit<RescoreSpec, 'window'> = { query: null, queryWeight: 1, rescoreQueryWeight: 1, mode: 'total' };
      let has = false;
      for (const [qk, qv] of Object.entries(v)) {
        if (qk === 'rescore_query') {
          // SearchSourceBuilder.rewrite rewrites the rescorers too: a terms lookup fetches its terms.
          const src = querySource({ ...req, query: {} }, env, qv as Json, state, [...path, k, qk]);
          if (isEsError(src)) return src;
          q.query = src.kind === 'json' ? (src.query as Json) : (qv as Json);
          has = true;
        } else if (qk === 'query_weight' || qk === 'rescore_query_weight') {
          const n = typeof qv === 'string' ? Number(qv) : qv;
          if (typeof n !== 'number' || Number.isNaN(n)) return rescoreParsing(`[query] ${qk} doesn't support values of type: ${xContentToken(qv as Json)}`, AT);
          // declareFloat: the weights are Java floats.
          if (qk === 'query_weight') q.queryWeight = Math.fround(n);
          else q.rescoreQueryWeight = Math.fround(n);
        } else if (qk === 'score_mode') {
          const m = String(qv).toLowerCase() as RescoreMode;
          if (!MODES.includes(m)) return rescoreScoreModeIllegal(env.profile, String(qv), AT);
          q.mode = m;
        } else return unknownField(env.profile, 'query', qk, keyAt(req.rawBody, [...path, k, qk]));
      }
      if (!has) return rescoreQueryMissing();
      spec = q;
    } else if (k === 'window_size' && (typeof v === 'number' || typeof v === 'string')) {
      window = Math.trunc(Number(v));
    } else if (Array.isArray(v)) return rescoreParsing(`unexpected token [START_ARRAY] after [${k}]`, valueAt(req.rawBody, [...path, k]));
    // RescorerBuilder.parseFromXContent refuses a value key at the value (parser.getTokenLocation()).
    else return rescoreParsing(`rescore doesn't support [${k}]`, valueAt(req.rawBody, [...path, k]));
  }
  if (!spec) return rescoreParsing('missing rescore type', AT);
  return { window, ...spec };
}

/** Parses `rescore` (an object or an array), or the error its parser gives. */
export function parseRescore(raw: Json, req: ApiRequest, env: Env, state?: ClusterState): RescoreSpec[] | EsError {
  const list = Array.isArray(raw) ? raw : [raw];
  const out: RescoreSpec[] = [];
  for (const [i, r] of list.entries()) {
    const s = one(r as Json, req, env, state, Array.isArray(raw) ? ['rescore', i] : ['rescore']);
    if (isEsError(s)) return s;
    out.push(s);
  }
  return out;
}
