/**
 * The ranking evaluation API's refusals (the rank-eval module: RankEvalSpec, RatedRequest, RatedDocument and the
 * metrics' ConstructingObjectParsers, TransportRankEvalAction). Wrapping by the enclosing parsers
 * (`[rank_eval] failed to parse field [requests]`) is input.ts's `fieldParseFailed`.
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, parsingException, plainCause, xContentParse, type EsCause, type EsError, type TextPosition } from './base.ts';
import { didYouMean } from './input.ts';

/** The IllegalArgumentExceptions of the rank-eval classes' constructors and checks, in their own words. */
export const RANK_EVAL_PROBLEMS = {
  noRequests: (seen: string) => `Cannot evaluate ranking if no search requests with rated results are provided. Seen: ${seen}`,
  ambiguous: 'Ambiguous rated request: Set both, verbatim test request and test request template parameters.',
  noRequest: 'Need to set at least test request or test request template parameters.',
  paramsWithoutTemplate: 'If template parameters are supplied need to set id of template to apply them to too.',
  duplicateDoc: (key: string, id: string) => `Found duplicate rated document key [${key}] in evaluation request [${id}]`,
  indexMissing: 'Index must be set for each rated document',
  idMissing: 'DocId must be set for each rated document',
  suggest: 'Query in rated requests should not contain a suggest section.',
  aggregations: 'Query in rated requests should not contain aggregations.',
  highlight: 'Query in rated requests should not contain a highlighter section.',
  explain: 'Query in rated requests should not use explain.',
  profile: 'Query in rated requests should not use profile.',
  threshold: 'Relevant rating threshold for precision must be positive integer.',
  windowSize: 'Window size k must be positive.',
  maxConcurrent: 'maxConcurrentSearchRequests must be positive',
  scriptMissing: 'must specify either [source] for an inline script or [id] for a stored script',
} as const;

/** A rank-eval IllegalArgumentException (`Required [metric]`, a RANK_EVAL_PROBLEMS text) as ES answers it unwrapped. */
export function rankEvalInvalid(reason: string): EsError {
  return illegalArgument(reason);
}

/**
 * A constructor's refusal inside ConstructingObjectParser.buildTarget, wrapped without a location:
 * `Failed to build [request] after last required field arrived` (an IllegalStateException for RankEvalSpec's
 * "neither template nor evaluation request"). Before 7.0 the wrapper was a ParsingException.
 */
export function rankEvalBuildFailed(profile: Profile, parser: string, reason: string, causeType = 'illegal_argument_exception'): EsError {
  const message = `Failed to build [${parser}] after last required field arrived`;
  if (!profile.xContentParseErrors) return parsingException(message, undefined, plainCause(causeType, reason));
  return esError(400, 'x_content_parse_exception', message, undefined, plainCause(causeType, reason));
}

/** `[l:c] [parser] unknown field [x] did you mean [y]?` (ObjectParser with SuggestingErrorOnUnknown from 7.7; ES 5/6's wording before 7). */
export function rankEvalUnknownField(profile: Profile, at: TextPosition, parser: string, field: string, declared: readonly string[]): EsError {
  if (!profile.xContentParseErrors) return parsingException(`[${parser}] unknown field [${field}], parser not found`, at);
  const did = profile.objectParserSuggestions ? didYouMean(field, declared) : '';
  return xContentParse(at.line, at.col, `[${parser}] unknown field [${field}]${did}`);
}

/** A metric name no plugin registers (NamedXContentRegistry.parseNamedObject), as the cause of the `metric` field's failure. */
export function rankEvalMetricUnknown(at: TextPosition, name: string): EsCause {
  return plainCause('named_object_not_found_exception', `[${at.line}:${at.col}] unknown field [${name}]`);
}

/**
 * A rated request naming a template the request does not define: TransportRankEvalAction calls `newInstance` on
 * the missing factory, and the NullPointerException (JDK helpful message) fails the whole request with a 500.
 */
export function rankEvalTemplateMissing(): EsError {
  return esError(500, 'null_pointer_exception', 'Cannot invoke "org.elasticsearch.script.TemplateScript$Factory.newInstance(java.util.Map)" because "templateScript" is null');
}

/** A rank-eval object that is something else (ObjectParser.parse: `[request] Expected START_OBJECT but was: VALUE_STRING`). */
export function rankEvalNotAnObject(profile: Profile, at: TextPosition, parser: string, token: string): EsError {
  const reason = `[${parser}] Expected START_OBJECT but was: ${token}`;
  return profile.xContentParseErrors ? xContentParse(at.line, at.col, reason) : parsingException(reason, at);
}

/** The `metric` object holding no metric or more than one (XContentParserUtils.ensureExpectedToken's ParsingException). */
export function rankEvalTokenExpected(at: TextPosition, expected: string, found: string): EsError {
  return parsingException(`Failed to parse object: expecting token of type [${expected}] but found [${found}]`, at);
}
