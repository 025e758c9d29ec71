/**
 * RatedRequest.validateEvaluatedQuery: a search evaluated for ranking may not carry a suggest section,
 * aggregations, a highlighter, `explain` or `profile` (checked in that order, on a verbatim `request` when the
 * rated request is built, and on a template's rendered body when the action runs).
 */
import type { JsonObject } from '../json.ts';
import { RANK_EVAL_PROBLEMS } from '../errors/index.ts';

/** SearchSourceBuilder's boolean reading of `explain` / `profile` (a boolean or its string). */
const isTrue = (v: unknown): boolean => v === true || v === 'true';

/** The first part of a search body rank evaluation refuses, as ES's message; undefined when there is none. */
export function rankEvalQueryProblem(source: JsonObject): string | undefined {
  if (source.suggest !== undefined && source.suggest !== null) return RANK_EVAL_PROBLEMS.suggest;
  if ((source.aggs ?? source.aggregations) !== undefined) return RANK_EVAL_PROBLEMS.aggregations;
  if (source.highlight !== undefined && source.highlight !== null) return RANK_EVAL_PROBLEMS.highlight;
  if (isTrue(source.explain)) return RANK_EVAL_PROBLEMS.explain;
  if (isTrue(source.profile)) return RANK_EVAL_PROBLEMS.profile;
  return undefined;
}
