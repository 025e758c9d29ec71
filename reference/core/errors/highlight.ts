/**
 * Errors of the `highlight` element (HighlightBuilder, AbstractHighlighterBuilder) and of the highlight
 * fetch sub-phase (HighlightPhase, the highlighters), which fail the shard.
 */
import { parsingException, plainCause, xContentParse, type EsError } from './base.ts';
import { searchPhaseFailure } from './search.ts';

/**
 * A bad value or key in `highlight`. With `wrapped`, an IllegalArgumentException from a setter, which the
 * ObjectParser reports as an x_content_parse_exception caused by it; else a parse error of its own.
 */
export function highlightParseProblem(reason: string, wrapped = false): EsError {
  if (wrapped) return xContentParse(1, 1, '[highlight] failed to parse field', plainCause('illegal_argument_exception', reason));
  return xContentParse(1, 1, reason);
}

/** Tags set wrongly (AbstractHighlighterBuilder.setupParser): a ParsingException. */
export function highlightTagsProblem(reason: string): EsError {
  return parsingException(reason);
}

/**
 * A highlighter refusing a field while the hits are fetched (an IllegalArgumentException on the shard):
 * the search fails with the shard's failure, in the `query` phase when the index has one shard (the fetch
 * runs with it), else in `fetch`.
 */
export function highlightFailure(reason: string, index: string, shards: number): EsError {
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason }, { shard: 0, index }, shards === 1 ? 'query' : 'fetch');
}
