/** The wire: headers, media types, REST compatibility views, request-body and parameter parse errors. */
import { always, rule, type RulesOf } from './timeline.ts';

/** What a profile says about the wire. */
export interface WireCapabilities {
  /** Send `X-elastic-product: Elasticsearch` (ES ≥ 7.14; required by elasticsearch-js 8). */
  productHeader: boolean;
  /** The product name in `Warning` headers. */
  warningAgent: string;
  /** Accept `application/vnd.elasticsearch+json; compatible-with=N` media types. */
  compatibleMediaTypes: boolean;
  /** ES6+ answer 406 to a body without a Content-Type; ES5 guessed it. */
  strictContentType: boolean;
  /**
   * The versions a `compatible-with` media type parameter may name, current first (ES 8: 8 and 7);
   * empty where vendor media types are not accepted (see `compatibleMediaTypes`).
   */
  compatibleWith: readonly number[];
  /**
   * A `compatible-with` version outside `compatibleWith` is refused (400 media_type_header_exception caused
   * by a status_exception "Accept version must be either version N or N-1"): ES 8's RestCompatibleVersionHelper. ES 7.11–7.17 read vendor types
   * only to drop the version (#63071: `compatible-with` matches `\d+`, RestApiVersion is a vestigial
   * V_7), so any number is served the 7.x API: an 8.x client's `compatible-with=8` works against 7.17.
   */
  compatibleVersionChecked: boolean;
  /** No-handler answer: ES5/ES6 plain text, later JSON `{"error":"no handler found ..."}`. */
  noHandler: 'text' | 'json';
  /**
   * Request-body parse failures (malformed JSON, ObjectParser's unknown or ill-typed fields) are
   * `x_content_parse_exception` with a `[line:col]` prefix (ES ≥ 7, OpenSearch); ES 5/6 raise
   * `json_parse_exception`, `parsing_exception` (location as `line`/`col` members) or `parse_exception`.
   */
  xContentParseErrors: boolean;
  /** ObjectParser's unknown-field error ends with SuggestingErrorOnUnknown's ` did you mean [x]?` (ES 7.7, #50447; OpenSearch keeps it). */
  objectParserSuggestions: boolean;
  /** A time value that does not parse (`1x`, `1.5m`): ES 5/6 `parse_exception`, ES ≥ 7 and OpenSearch `illegal_argument_exception`. */
  timeValueErrors: 'parse_exception' | 'illegal_argument_exception';
  /**
   * Requests made with `compatible-with=7` are answered through the REST compatibility view
   * (reference/wire/compat.ts): typed routes with the type ignored, `_type` accepted in bulk and msearch
   * lines, `_type: "_doc"` in answers, each with ES 8's deprecation warning. ES 8 only: the default
   * profile serves types natively.
   */
  restCompatV7: boolean;
  /** Set on the compatibility view of a request only, never on a base profile: see `restCompatV7`. */
  typesCompat: boolean;
  /**
   * Requests made with `compatible-with=8` are answered through ES 9's REST compatibility view for 8.x
   * clients (`RestApiVersion.V_8`): what 9.0 removed is read as 8.x sent it, with a deprecation warning.
   */
  restCompatV8: boolean;
  /** Set on the `compatible-with=8` view of a request only, never on a base profile: see `restCompatV8`. */
  apiV8Compat: boolean;
  /**
   * YAML answers double-quote field names YAML would read as something else (the empty name, `true`, `null`,
   * `1.0`, …): Jackson 2.12's StringQuotingChecker. ES 5.x and 6.x shipped Jackson 2.8, whose YAMLGenerator
   * leaves every name plain (see reference/wire/xcontent/yaml.ts).
   */
  yamlQuotedNames: boolean;
}

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const WIRE_RULES: RulesOf<WireCapabilities> = {
  // The product header: 7.14 (#74349).
  productHeader: rule([['5.0.0', false], ['7.14.0', true]], always(false)),
  warningAgent: rule(always(''), always('')), // computed from the version: see warningAgentOf
  // Versioned media types are read from 7.11 (REST API compatibility, #51816) on.
  compatibleMediaTypes: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  // Strict content-type checking: 6.0 (#22691).
  strictContentType: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  // The versions a `compatible-with` parameter may name: the current major and, from 8.0, the one before.
  compatibleWith: rule([['5.0.0', []], ['7.11.0', [7]], ['8.0.0', [8, 7]], ['9.0.0', [9, 8]]], always([])),
  // The version range is checked from 8.0 (RestCompatibleVersionHelper); 7.x drops the number unread (#63071).
  compatibleVersionChecked: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  noHandler: rule([['5.0.0', 'text'], ['7.0.0', 'json']], always('json')),
  xContentParseErrors: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  objectParserSuggestions: rule([['5.0.0', false], ['7.7.0', true]], always(true)),
  timeValueErrors: rule([['5.0.0', 'parse_exception'], ['7.0.0', 'illegal_argument_exception']], always('illegal_argument_exception')),
  // REST compatibility with 7.x clients: ES 8 only.
  restCompatV7: rule([['5.0.0', false], ['8.0.0', true], ['9.0.0', false]], always(false)),
  typesCompat: rule(always(false), always(false)),
  // REST compatibility with 8.x clients: ES 9 (#113151 bumped the compatible versions to 9/8).
  restCompatV8: rule([['5.0.0', false], ['9.0.0', true]], always(false)),
  apiV8Compat: rule(always(false), always(false)),
  // Jackson 2.8.x through 6.8 (#27230 moved 6.x to 2.8.10); 7.x and later, and every OpenSearch, on 2.10+.
  // 7.0–7.16 shipped 2.10.x, whose rule differs from 2.12's only for the names `y`, `n`, `Y`, `N` and names
  // holding control characters (2.10 quotes neither); not modelled.
  yamlQuotedNames: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
};
