/** Mapping types and their removal: the typed dialect, typeless paths, `_type` in answers, `include_type_name`. */
import { always, rule, type RulesOf } from './timeline.ts';

/** What a profile says about mapping types and their removal. */
export interface TypesCapabilities {
  /** Typed document paths (`/<index>/<type>/<id>`) and typed mapping bodies are accepted. */
  typedApis: boolean;
  /** Typeless paths (`/<index>/_doc/<id>`, `/<index>/_create/<id>`, `PUT /<index>/_mapping`) are accepted. */
  typelessApis: boolean;
  /** How many mapping types one index may hold. */
  typesPerIndex: 'many' | 'one';
  /** Shape of mappings in responses, unless `include_type_name` says otherwise. `auto`: typed iff the index has a named type. */
  mappingOutput: 'typed' | 'typeless' | 'auto';
  /**
   * `_type` in document responses: always, never, or when the document has a named type. `doc`: every
   * document prints it (as `_doc` where types are gone), the REST compatibility view's answer for 7.x
   * clients; unlike `always`, messages (`[id]: version conflict`) keep their typeless form.
   */
  typeInResponses: 'always' | 'never' | 'named' | 'doc';
  /**
   * `include_type_name` is a parameter (on the APIs whose 7.x spec lists it), with the typed/typeless mix
   * rules of ES 6.7–7.x: ES 6.7–7.x, OpenSearch 1.x, and the spec's service, which serves both dialects.
   */
  includeTypeName: boolean;
  /**
   * Types are deprecated but served (ES 7.x, OpenSearch 1.x): a typed route and any `include_type_name`
   * draw the REST action's `[types removal]` warning.
   */
  typesDeprecated: boolean;
}

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const TYPES_RULES: RulesOf<TypesCapabilities> = {
  // Mapping types: several per index in 5.x, one in 6.x (#24317), typeless APIs in 6.7 (#35790), typed
  // endpoints deprecated in 7.0 and removed in 8.0 (#41676); OpenSearch kept 7.x's deprecated typed
  // endpoints in 1.x and removed them in 2.0 (opensearch-project/OpenSearch#1940).
  typedApis: rule([['5.0.0', true], ['8.0.0', false]], [['1.0.0', true], ['2.0.0', false]]),
  typelessApis: rule([['5.0.0', false], ['6.7.0', true]], always(true)),
  typesPerIndex: rule([['5.0.0', 'many'], ['6.0.0', 'one']], always('one')),
  mappingOutput: rule([['5.0.0', 'typed'], ['7.0.0', 'typeless']], always('typeless')),
  // 7.x (and OpenSearch 1.x) print `_type: "_doc"` on every document; 8.0 and OpenSearch 2.0 dropped it.
  typeInResponses: rule([['5.0.0', 'always'], ['7.0.0', 'doc'], ['8.0.0', 'never']], [['1.0.0', 'doc'], ['2.0.0', 'never']]),
  // `include_type_name`: 6.7–7.x (#37285 added it, 8.0 removed it); OpenSearch 1.x kept it, 2.0 removed it.
  includeTypeName: rule([['5.0.0', false], ['6.7.0', true], ['8.0.0', false]], [['1.0.0', true], ['2.0.0', false]]),
  // Typed endpoints deprecated in 7.0 (#35190 and the REST actions' TYPES_DEPRECATION_MESSAGE), removed in
  // 8.0; OpenSearch 1.x kept 7.10's, 2.0 removed them (#1940).
  typesDeprecated: rule([['5.0.0', false], ['7.0.0', true], ['8.0.0', false]], [['1.0.0', true], ['2.0.0', false]]),
};
