/**
 * Errors about request parameters and bodies that any API may raise: ObjectParser's refusals (located in
 * the body text), tokens of the wrong kind, numbers and booleans that do not parse, unknown names in a
 * path, and NDJSON bodies (bulk, msearch).
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, parseException, parsingException, plainCause, validationFailed, xContentParse, type EsCause, type EsError, type TextPosition } from './base.ts';

// ---- ObjectParser: ES ≥ 7 `x_content_parse_exception` `[line:col] …`, ES 5/6 `parsing_exception` with `line`/`col` ----

/**
 * `[parser] unknown field [name]`: a field the parser does not declare (ES 5/6 add `parser not found`); given
 * the declared names, SuggestingErrorOnUnknown's ` did you mean [x]?` from 7.7.
 */
export function unknownField(profile: Profile, parser: string, field: string, at: TextPosition, declared?: readonly string[]): EsError {
  if (!profile.xContentParseErrors) return parsingException(`[${parser}] unknown field [${field}], parser not found`, at);
  if (declared && profile.objectParserSuggestions) return xContentParse(at.line, at.col, `[${parser}] unknown field [${field}]${didYouMean(field, declared)}`);
  return xContentUnknownField(at, parser, field);
}

/** `[parser] failed to parse field [name]`, the field's own failure as its cause. */
export function fieldParseFailed(profile: Profile, parser: string, field: string, at: TextPosition, cause: EsCause): EsError {
  if (!profile.xContentParseErrors) return parsingException(`[${parser}] failed to parse field [${field}]`, at, cause);
  // An XContentParseException is no ElasticsearchException: ES reports it as its own root cause.
  return xContentParse(at.line, at.col, `[${parser}] failed to parse field [${field}]`, { ...cause, es: false });
}

/** `[parser] field doesn't support values of type: VALUE_STRING`: a value of the wrong kind. */
export function valueTypeUnsupported(profile: Profile, parser: string, field: string, token: string, at: TextPosition): EsError {
  if (!profile.xContentParseErrors) return parsingException(`[${parser}] ${field} doesn't support values of type: ${token}`, at);
  return xContentParse(at.line, at.col, `[${parser}] ${field} doesn't support values of type: ${token}`);
}

/** `[l:c] [parser] unknown field [field]` (ObjectParser of ES ≥ 7). */
export function xContentUnknownField(at: TextPosition, parser: string, field: string): EsError {
  return xContentParse(at.line, at.col, `[${parser}] unknown field [${field}]`);
}

/** `[l:c] [parser] failed to parse field [field]`, caused by the inner error as it stands. */
export function xContentFieldFailed(at: TextPosition, parser: string, field: string, inner?: EsCause): EsError {
  return xContentParse(at.line, at.col, `[${parser}] failed to parse field [${field}]`, inner);
}

/** `[l:c] Required [field]`: a constructor argument the object lacks. */
export function xContentRequiredField(at: TextPosition, field: string): EsError {
  return xContentParse(at.line, at.col, `Required [${field}]`);
}

// ---- tokens and values --------------------------------------------------------------------------

/** `Expected [START_OBJECT] but found [<token>]` (a search, count or msearch body that is no object). */
export function expectedStartObject(found: string): EsError {
  return parsingException(`Expected [START_OBJECT] but found [${found}]`);
}

/** `Unknown key for a <token> in [<key>].`: a body key the parser does not take. */
export function unknownKeyForToken(token: string, key: string, at?: TextPosition): EsError {
  return parsingException(`Unknown key for a ${token} in [${key}].`, at);
}

/** `[name] failed to parse, expected an integer but found [v]`. */
export function integerExpected(name: string, json: string): EsError {
  return parsingException(`[${name}] failed to parse, expected an integer but found [${json}]`);
}

/** A parameter given with the wrong kind of value: `Unknown parameter [x] … of the wrong type[TOKEN] `. */
export function wrongParameterType(name: string, token: string): EsError {
  return illegalArgument(`Unknown parameter [${name}] in request body or parameter is of the wrong type[${token}] `);
}

/** A negative `terminate_after` (RestCountAction, SearchSourceBuilder). */
export function terminateAfterNegative(): EsError {
  return illegalArgument('terminateAfter must be > 0');
}

/**
 * A query parameter that should be an int (`version`, `if_seq_no`, `size`, `max_docs`, `scroll_size`, ...):
 * RestRequest.paramAsInt rethrows Integer.parseInt's NumberFormatException as its cause.
 */
export function intParameterInvalid(name: string, value: string): EsError {
  return illegalArgument(`Failed to parse int parameter [${name}] with value [${value}]`, undefined, plainCause('number_format_exception', numberFormatMessage(value)));
}

/** A query parameter that should be a float (`min_score`): RestRequest.paramAsFloat, Float.parseFloat's exception as its cause. */
export function floatParameterInvalid(name: string, value: string): EsError {
  return illegalArgument(`Failed to parse float parameter [${name}] with value [${value}]`, undefined, numberFormatCause(value));
}

/** Java's `NumberFormatException` as the error itself: `For input string: "x"`. */
export function numberFormat(text: string): EsError {
  return esError(400, 'number_format_exception', numberFormatMessage(text));
}

/** Java's `NumberFormatException` as a cause (`empty String` for a blank text). */
export function numberFormatCause(text: string): EsCause {
  return plainCause('number_format_exception', text.trim() === '' ? 'empty String' : numberFormatMessage(text));
}

/** `For input string: "x"`. */
export function numberFormatMessage(text: string): string {
  return `For input string: "${text}"`;
}

/** A request that needs a body and has none (create index, templates, reindex). */
export function requestBodyRequired(): EsError {
  return parseException('request body is required');
}

/** A bulk or msearch body with no request in it. */
export function noRequestsAdded(): EsError {
  return validationFailed(['no requests added']);
}

/** A line of an NDJSON body that is not JSON (Jackson's message). */
export function malformedNdjsonLine(message: string): EsError {
  return esError(400, 'json_parse_exception', message);
}

/** An NDJSON body whose last line lacks `\n` (`api` is bulk or msearch). */
export function notNewlineTerminated(api: 'bulk' | 'msearch'): EsError {
  return illegalArgument(`The ${api} request must be terminated by a newline [\\n]`);
}

/** Lucene's LevenshteinDistance similarity: 1 − edits / longer length. */
function similarity(a: string, b: string): number {
  const d: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return 1 - d[b.length]! / Math.max(a.length, b.length);
}

/** The candidates close to a name (Lucene's LevenshteinDistance above 0.5), closest first, then by name. */
export function closeNames(bad: string, candidates: readonly string[]): string[] {
  return candidates
    .map((c) => ({ c, s: similarity(bad, c) }))
    .filter((x) => x.s > 0.5)
    .sort((x, y) => (x.s !== y.s ? y.s - x.s : x.c < y.c ? -1 : x.c > y.c ? 1 : 0))
    .map((x) => x.c);
}

/** SuggestingErrorOnUnknown.suggest: ` did you mean [x]?`, ` did you mean any of [x, y]?`, or nothing. */
export function didYouMean(bad: string, candidates: readonly string[]): string {
  const keys = closeNames(bad, candidates);
  if (keys.length === 0) return '';
  return ` did you mean ${keys.length === 1 ? `[${keys[0]}]` : `any of [${keys.join(', ')}]`}?`;
}

/**
 * 400 illegal_argument_exception for unknown names in a request path (BaseRestHandler.unrecognized):
 * `request [/_stats/doc] contains unrecognized metric: [doc] -> did you mean [docs]?`.
 */
export function unrecognized(path: string, kind: string, invalid: readonly string[], candidates: readonly string[]): EsError {
  const parts = invalid.map((bad) => {
    const scored = closeNames(bad, candidates);
    if (scored.length === 0) return `[${bad}]`;
    return `[${bad}] -> did you mean ${scored.length === 1 ? `[${scored[0]}]` : `any of [${scored.join(', ')}]`}?`;
  });
  return illegalArgument(`request [${path}] contains unrecognized ${kind}${invalid.length > 1 ? 's' : ''}: ${parts.join(', ')}`);
}

/** RestNodesStatsAction: index metrics go with the `indices` metric alone (not `_all`, not other metrics only). */
export function indexMetricsMisplaced(path: string, indexMetric: string, allRequested: boolean): EsError {
  return illegalArgument(`request [${path}] contains index metrics [${indexMetric}] but ${allRequested ? 'all stats' : 'indices stats not'} requested`);
}

/** RestNodesStatsAction: `_all` beside named metrics. */
export function allAndIndividualMetrics(path: string, metric: string): EsError {
  return illegalArgument(`request [${path}] contains _all and individual metrics [${metric}]`);
}

/** RestClusterInfoAction: `_all` names every target, so naming others beside it is refused. */
export function allAndIndividualTargets(path: string, others: readonly string[]): EsError {
  return illegalArgument(`request [${path}] contains _all and individual target [${others.join(',')}]`);
}

/** A path or query parameter that should be a long (RestRequest.paramAsLong: Long.parseLong's exception as its cause). */
export function longParameterInvalid(name: string, value: string): EsError {
  return illegalArgument(`Failed to parse long parameter [${name}] with value [${value}]`, undefined, plainCause('number_format_exception', numberFormatMessage(value)));
}
