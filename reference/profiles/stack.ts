/** X-Pack's stack APIs: the license, `GET /_xpack` and its usage, index lifecycle management (ILM). */
import { always, rule, type RulesOf } from './timeline.ts';

/** An aggregation the analytics plugin counts in its usage (AnalyticsStatsAction.Item, by lower-case name). */
export type AnalyticsUsageItem =
  | 'boxplot' | 'cumulative_cardinality' | 'string_stats' | 'top_metrics' | 't_test' | 'moving_percentiles' | 'normalize' | 'rate' | 'multi_terms';

/** What a profile says about the stack features a default-distribution node carries. */
export interface StackCapabilities {
  /**
   * X-Pack ships inside the default distribution (ES ≥ 6.3, the "opening X-Pack" release): `GET /_xpack`,
   * `GET /_xpack/usage` and the license APIs answer. Before (ES 5.x, 6.0–6.2, where X-Pack was a separate
   * plugin) and on OpenSearch the paths are unknown: the router's "no handler found" / index-name answer.
   */
  xpackApis: boolean;
  /**
   * The license APIs at `/_license…` (ES ≥ 7.0: the 7.x rest-api-spec `license.get.json` lists `/_license`;
   * 6.x's `xpack.license.get.json` lists `/_xpack/license`).
   */
  licenseApiPath: boolean;
  /** The license APIs at `/_xpack/license…` (6.3–6.x; 7.x kept them as deprecated routes, answered with a warning the simulator does not model, so not served). */
  licenseXpackPath: boolean;
  /**
   * The license prints `max_resource_units` (License.VERSION_ENTERPRISE, with the enterprise license type;
   * approx. 7.6), and GET takes `accept_enterprise` (7.6–7.x; ignored with a deprecation from 8.0).
   */
  licenseEnterprise: boolean;
  /**
   * GET /_license prints the version-4 view unless `accept_enterprise=true` (7.6–7.x RestGetLicenseAction:
   * LICENSE_VERSION_MODE = VERSION_CRYPTO_ALGORITHMS, XCONTENT_HIDE_ENTERPRISE): no `max_resource_units`, and an
   * enterprise license shown as platinum. 8.0 always prints the current view.
   */
  licenseHidesEnterprise: boolean;
  /** The ILM APIs (`/_ilm/...`): ES ≥ 6.6 (x-pack ILM's first release); OpenSearch has its own ISM instead. */
  ilmApi: boolean;
  /** ILM's `frozen` phase (the 7.12 release notes; approx.). */
  ilmFrozenPhase: boolean;
  /** A policy has `_meta` (approx. 7.14, the first reference page that documents it). */
  ilmPolicyMeta: boolean;
  /** Explain prints a managed index's `index_creation_date_millis` and `time_since_index_creation` (ES ≥ 8.1). */
  ilmExplainCreationDate: boolean;
  /**
   * Explain ends a managed index with `skip` (`index.lifecycle.skip`): IndexLifecycleExplainResponse writes it from
   * TransportVersions.ILM_ADD_SKIP_SETTING, 9.1, with its 8.19 patch (a 9.0 node does not).
   */
  ilmExplainSkip: boolean;
  /**
   * The features `GET /_xpack` lists for a default-distribution node (XPackInfoFeatureAction.ALL of the
   * version), by name. Approx. per minor where no change is cited: ccr 6.5, ilm 6.6, the 7.x additions,
   * 8.0 dropping `vectors`/`flattened`/`data_frame`, `archive` 8.3, `enterprise_search` 8.8, `esql` 8.11,
   * `universal_profiling` 8.12, `logsdb` 8.17.
   */
  xpackFeatures: readonly string[];
  /**
   * The aggregations `GET /_xpack/usage` counts under `analytics.stats` (AnalyticsStatsAction.Item, append-only),
   * each from the release that added the aggregation: boxplot, cumulative_cardinality, string_stats, top_metrics
   * and t_test from 7.8 (the EnumCounters wire form; 7.4–7.7 printed a per-node array, not modelled: no stats
   * there), moving_percentiles and normalize 7.9, rate 7.10, multi_terms 7.12. Never OpenSearch (no analytics plugin).
   */
  analyticsUsageItems: readonly AnalyticsUsageItem[];
}

const X63 = ['graph', 'logstash', 'ml', 'monitoring', 'rollup', 'security', 'sql', 'watcher'];
const X7 = [...X63, 'ccr', 'ilm', 'voting_only', 'flattened', 'vectors', 'slm', 'spatial', 'analytics', 'transform', 'enrich', 'frozen_indices', 'eql', 'data_streams', 'searchable_snapshots', 'data_tiers', 'aggregate_metric'];
const X8 = X7.filter((f) => f !== 'flattened' && f !== 'vectors');
const AU_7_8: readonly AnalyticsUsageItem[] = ['boxplot', 'cumulative_cardinality', 'string_stats', 'top_metrics', 't_test'];
const AU_7_9: readonly AnalyticsUsageItem[] = [...AU_7_8, 'moving_percentiles', 'normalize'];

export const STACK_RULES: RulesOf<StackCapabilities> = {
  analyticsUsageItems: rule([['5.0.0', []], ['7.8.0', AU_7_8], ['7.9.0', AU_7_9], ['7.10.0', [...AU_7_9, 'rate']], ['7.12.0', [...AU_7_9, 'rate', 'multi_terms']]], always([])),
  xpackApis: rule([['5.0.0', false], ['6.3.0', true]], always(false)),
  licenseApiPath: rule([['5.0.0', false], ['7.0.0', true]], always(false)),
  licenseXpackPath: rule([['5.0.0', false], ['6.3.0', true], ['7.0.0', false]], always(false)),
  licenseEnterprise: rule([['5.0.0', false], ['7.6.0', true]], always(false)),
  licenseHidesEnterprise: rule([['5.0.0', false], ['7.6.0', true], ['8.0.0', false]], always(false)),
  ilmApi: rule([['5.0.0', false], ['6.6.0', true]], always(false)),
  ilmFrozenPhase: rule([['5.0.0', false], ['7.12.0', true]], always(false)),
  ilmPolicyMeta: rule([['5.0.0', false], ['7.14.0', true]], always(false)),
  // IndexLifecycleExplainResponse writes indexCreationDate from V_8_1_0.
  ilmExplainCreationDate: rule([['5.0.0', false], ['8.1.0', true]], always(false)),
  ilmExplainSkip: rule([['5.0.0', false], ['8.19.0', true], ['9.0.0', false], ['9.1.0', true]], always(false)),
  xpackFeatures: rule(
    [
      ['5.0.0', []], ['6.3.0', X63], ['6.5.0', [...X63, 'ccr']], ['6.6.0', [...X63, 'ccr', 'ilm']], ['7.0.0', X7], ['8.0.0', X8], ['8.3.0', [...X8, 'archive']],
      ['8.8.0', [...X8, 'archive', 'enterprise_search']], ['8.11.0', [...X8, 'archive', 'enterprise_search', 'esql']],
      ['8.12.0', [...X8, 'archive', 'enterprise_search', 'esql', 'universal_profiling']], ['8.17.0', [...X8, 'archive', 'enterprise_search', 'esql', 'universal_profiling', 'logsdb']],
    ],
    always([]),
  ),
};
