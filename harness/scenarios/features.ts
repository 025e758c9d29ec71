/** The runner features this harness implements, and those a target's version grants. */
import { getProfile, isProfileName } from '../../reference/profiles.ts';

/**
 * The one list of optional runner features this harness implements (FORMAT.md §6).
 * A section that asks for a feature not listed here is skipped, never failed.
 */
export const SUPPORTED_FEATURES: ReadonlySet<string> = new Set([
  'headers',
  'warnings',
  'allowed_warnings',
  'warnings_regex',
  'allowed_warnings_regex',
  'yaml',
  'catch_unauthorized',
  'stash_in_key',
  'stash_in_path',
  'embedded_stash_key',
  'contains',
  'arbitrary_key',
  // The `close_to` assertion (steps/closeTo.ts); ES's runner lists it in Features.SUPPORTED (8.x), and files
  // that use it declare it (search/111_field_collapsing_with_max_score.yml).
  'close_to',
  // `transform_and_set` (steps/transformAndSet.ts), in ES's Features.SUPPORTED; files declare it before using it.
  'transform_and_set',
  // A single endpoint: node selectors are accepted and ignored, as FORMAT.md allows.
  'node_selector',
  // We never inject a default shard count, which is what this feature asks of a runner.
  'default_shards',
  // `requires/skip.capabilities` are asked of the target's GET /_capabilities (runner.ts), as
  // Elasticsearch's runner does once it lists this feature (8.14+).
  'capabilities',
  // ES's Features.isSupported grants it when the cluster's runtime Java is 9 or later (its locale SPI:
  // week-based `e` is 7 for Sunday); every ES 7+ bundles a later JDK, and the simulator answers as they do.
  'spi_on_classpath_jdk9',
  // Our extension: `do` steps with `compare:` (see README.md).
  'differential',
]);

/**
 * Features that depend on the target rather than on the runner. `opensearch` (our own): the target is
 * OpenSearch. `typed_apis` (our own): the target takes
 * the spec's typed form (`/<index>/<type>/<id>`, `mappings.<type>.properties`) — ES 5/6 and the
 * simulator's default profile, which a version range cannot tell apart from ES 8. `rest_compat_v7` (our
 * own): the target answers 7.x clients (`compatible-with=7`) on the typed routes — ES 8, not the
 * simulator's default profile, which serves types natively.
 */
export function featuresFor(profile: string): ReadonlySet<string> {
  const p = isProfileName(profile) ? getProfile(profile) : undefined;
  if (!p) return SUPPORTED_FEATURES;
  // Typed mapping bodies without `include_type_name`: ES 5/6 and the spec's service (ES 7 wants the flag).
  const typed = p.typedApis && p.mappingOutput !== 'typeless';
  const extra = [...(typed ? ['typed_apis'] : []), ...(p.distribution === 'opensearch' ? ['opensearch'] : []), ...(p.restCompatV7 ? ['rest_compat_v7'] : [])];
  return extra.length === 0 ? SUPPORTED_FEATURES : new Set([...SUPPORTED_FEATURES, ...extra]);
}

/** Features whose keys, when used in a `do` step, must be declared by a `skip: features` first. */
export const DO_KEY_FEATURES: Readonly<Record<string, string>> = {
  headers: 'headers',
  warnings: 'warnings',
  allowed_warnings: 'allowed_warnings',
  warnings_regex: 'warnings_regex',
  allowed_warnings_regex: 'allowed_warnings_regex',
  node_selector: 'node_selector',
};
