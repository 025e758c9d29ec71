/** Scripts: Painless's defaults and the script object's shape per version. */
import { always, rule, type RulesOf } from './timeline.ts';

/** What a profile says about scripts. */
export interface ScriptsCapabilities {
  /** `script.painless.regex.enabled`'s default: `false` (regex literals are a compile error) or `limited` (ES ≥ 7.10). */
  painlessRegex: 'false' | 'limited';
  /** A ScriptException prints `position` {offset, start, end} (ES ≥ 7.7). */
  scriptErrorPosition: boolean;
  /** The script object's name for inline code: `inline` (ES 5.0–5.5), `source` with `inline` deprecated (5.6–7.x), `source` only (8.0). */
  scriptInlineField: 'inline' | 'source-or-inline' | 'source';
  /** Update scripts see `ctx._now`, the time of the update in epoch milliseconds. */
  updateCtxNow: boolean;
  /**
   * How a by-scroll job checks what its script did to `ctx`: `legacy` (ScriptApplier's `Operation type [x]
   * not allowed`, `Modifying [_id] not allowed`, `Invalid fields added to context`), `op-checked` (8.4: `[op]
   * must be one of delete, index, noop, not [x]`, and `ctx._version` is -1 unless `version=true`), `metadata`
   * (8.5's ctx maps: `_id cannot be updated`, `Cannot put key [k] with value [v] into ctx`).
   */
  scriptCtxChecks: 'legacy' | 'op-checked' | 'metadata';
  /** `POST /_scripts/painless/_execute` (ES ≥ 6.3; OpenSearch has it). */
  painlessExecuteApi: boolean;
  /** `GET /_script_context` and `GET /_script_language` (ES ≥ 7.6; OpenSearch has them). */
  scriptContextApi: boolean;
  /**
   * mustache.java's words for an unclosed `{{{x}}`: `Improperly closed variable in query-template:1` (ES's
   * 0.9.x, its 20_render_search_template.yml) or `Improperly closed variable: x in query-template:1` (OpenSearch's).
   */
  mustacheClosedVariable: 'plain' | 'named';
  /** The `content_type` option a stored template written as an object is given (XContentType.JSON.mediaType()). */
  storedTemplateContentType: string;
  /** How a rendered template cut short is reported (errors/scripts.ts templateJsonEof). */
  templateJsonEof: 'json-eof' | 'xcontent-eof-500' | 'xcontent-eof' | 'xcontent-parse';
  /** `explain` as a URL parameter of `_search/template` overrides the body's (ES 8.8's fix; its 30_search_template.yml). */
  searchTemplateExplainParam: boolean;
  /** Each `_msearch/template` item carries its `status` (ES 8.3, OpenSearch 2.18; their 50_multi_search_template.yml). */
  msearchTemplateStatus: boolean;
  /**
   * Painless's loop counter (1,000,000 per script): `statements` takes the loop body's statement count per
   * iteration, every loop (MethodWriter.writeLoopCounter(slot, count) before 7.10); `iterations` one per
   * iteration of while/do/for and of a for-each (7.10's IR phase, writeLoopCounter(slot)); `iterations-no-each`
   * leaves for-each loops uncounted (#71602, 7.13, after the regression report #71584).
   */
  painlessLoopCounter: 'statements' | 'iterations' | 'iterations-no-each';
  /** Update, update by query and reindex scripts may call String's `sha1()`/`sha256()` (OpenSearch 2.19's update allowlist; elsewhere only ingest scripts have them). */
  painlessUpdateStringDigests: boolean;
  /** Search scripts have the field API, `field('f').get(default)` (ES 7.15's beta, #78920; OpenSearch has none). */
  painlessFieldApi: boolean;
  /** Painless's `CIDR` class (`new CIDR('10.0.0.0/8').contains(ip)`): ES 7.13's org.elasticsearch.painless.api.CIDR. */
  painlessCidr: boolean;
  /** A date's Joda-era getters (`getHourOfDay()`…): answered by ES 7's JodaCompatibleZonedDateTime, refused from 8.0 (Augmentation's UnsupportedOperationException). */
  painlessJodaDateMethods: 'values' | 'refused';
  /** The score context's `termFreq`, `totalTermFreq` and `sumTotalTermFreq` (OpenSearch 2.10's TermFrequencyFunction; not Elasticsearch's). */
  scoreTermFrequencyFunctions: boolean;
  /** The score context's `_termStats` (ScriptTermStats: the script_score or function_score query's term statistics; Elasticsearch 8.16). */
  scoreTermStats: boolean;
  /** The score context's `hamming(query, field)` over byte and bit vectors (ES 8.15's ScoreScriptUtils.Hamming). */
  scriptHamming: boolean;
}

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const SCRIPTS_RULES: RulesOf<ScriptsCapabilities> = {
  // The regex default became `limited` with script.painless.regex.limit-factor in 7.10 (#63029); OpenSearch forked from 7.10.
  painlessRegex: rule([['5.0.0', 'false'], ['7.10.0', 'limited']], always('limited')),
  // ScriptException.Position: 7.7 (#51745; the 17_update_error.yml test skips below 7.7.0).
  scriptErrorPosition: rule([['5.0.0', false], ['7.7.0', true]], always(true)),
  // ScriptType.INLINE's ParseField("source", "inline"): `source` from 5.6 (approx.), `inline` gone from 8.0 (approx.).
  scriptInlineField: rule([['5.0.0', 'inline'], ['5.6.0', 'source-or-inline'], ['8.0.0', 'source']], always('source-or-inline')),
  // UpdateHelper.ContextFields.NOW: 6.0 (approx.).
  updateCtxNow: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  // update_by_query/80_scripting.yml: the op message and `Can read version` change in 8.4.0, the ctx metadata in 8.5.0.
  scriptCtxChecks: rule([['5.0.0', 'legacy'], ['8.4.0', 'op-checked'], ['8.5.0', 'metadata']], always('legacy')),
  // PainlessExecuteAction: 6.3 (#29164).
  painlessExecuteApi: rule([['5.0.0', false], ['6.3.0', true]], always(true)),
  // RestGetScriptContextAction/RestGetScriptLanguageAction: 7.6 (the REST specs' get_script_context stability note says 7.6).
  scriptContextApi: rule([['5.0.0', false], ['7.6.0', true]], always(true)),
  // OpenSearch's 20_render_search_template.yml (2.x) expects the variable named; Elasticsearch's does not.
  mustacheClosedVariable: rule(always('plain'), always('named')),
  // XContentType.JSON.mediaType(): `application/json; charset=UTF-8` until ES 8.0 (approx.), then `application/json;charset=utf-8`
  // (CustomMustacheFactory keeps both as V7_JSON_MEDIA_TYPE_WITH_CHARSET and JSON_MEDIA_TYPE_WITH_CHARSET).
  storedTemplateContentType: rule([['5.0.0', 'application/json; charset=UTF-8'], ['8.0.0', 'application/json;charset=utf-8']], always('application/json; charset=UTF-8')),
  // ES's 50_multi_search_template.yml expects x_content_e_o_f_exception with status 500 from 8.3 (8.0 approx.);
  // #112579 made it a 400 in 8.16, #111548 removed it in 9.0; OpenSearch's expects json_e_o_f_exception.
  templateJsonEof: rule([['5.0.0', 'json-eof'], ['8.0.0', 'xcontent-eof-500'], ['8.16.0', 'xcontent-eof'], ['9.0.0', 'xcontent-parse']], always('json-eof')),
  searchTemplateExplainParam: rule([['5.0.0', false], ['8.8.0', true]], always(false)),
  // elastic/elasticsearch#71584 (the 7.10 refactor's per-iteration count) and #71602 (7.13: for-each uncounted);
  // OpenSearch forked from 7.10.2, before #71602.
  painlessLoopCounter: rule([['5.0.0', 'statements'], ['7.10.0', 'iterations'], ['7.13.0', 'iterations-no-each']], always('iterations')),
  // OpenSearch#16423 (2.19): an allowlist for the update scripts with String.sha1()/sha256() (15_update.yml skips below 2.19);
  // Elasticsearch keeps them in the ingest allowlist only.
  painlessUpdateStringDigests: rule(always(false), [['0.0.0', false], ['2.19.0', true]]),
  // The field API arrived as a beta in 7.15 (approx.: elastic/elasticsearch#78920 tracks it; its docs page is 8.x's).
  painlessFieldApi: rule([['5.0.0', false], ['7.15.0', true]], always(false)),
  // elastic/elasticsearch#71258 (master) and #71306 (7.x, 7.13) allowlist CIDR in every context; OpenSearch forked from 7.10.
  painlessCidr: rule([['5.0.0', false], ['7.13.0', true]], always(false)),
  // 8.0 removed JodaCompatibleZonedDateTime; Painless's Augmentation keeps the names only to name their replacement.
  // OpenSearch forked from 7.10 and keeps JodaCompatibleZonedDateTime.
  painlessJodaDateMethods: rule([['5.0.0', 'values'], ['8.0.0', 'refused']], always('values')),
  // OpenSearch#8592 (2.10): 120_script_score_term_frequency.yml skips below 2.9.99.
  scoreTermFrequencyFunctions: rule(always(false), [['0.0.0', false], ['2.10.0', true]]),
  // ScriptTermStats.TERM_STAT_FEATURE (`script.term_stats`): 190_term_statistics_script_score.yml requires it, "added in 8.16".
  scoreTermStats: rule([['5.0.0', false], ['8.16.0', true]], always(false)),
  msearchTemplateStatus: rule([['5.0.0', false], ['8.3.0', true]], [['0.0.0', false], ['2.18.0', true]]),
  // ScriptFeatures' `script.hamming` (elastic/elasticsearch 8.15: 151_dense_vector_byte_hamming.yml required it,
  // "support for hamming distance added in 8.15"); OpenSearch has no such function.
  scriptHamming: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
};
