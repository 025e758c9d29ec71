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
  // A single endpoint: node selectors are accepted and ignored, as FORMAT.md allows.
  'node_selector',
  // We never inject a default shard count, which is what this feature asks of a runner.
  'default_shards',
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
  const typed = profile === 'es5' || profile === 'es6' || profile === 'default';
  // `opensearch` (our own): the target is OpenSearch, whose 1.x–3.x numbers no ES version range can tell apart.
  // `rest_compat_v7` (our own): an ES 8 target answers `compatible-with=7` requests.
  const extra = [...(typed ? ['typed_apis'] : []), ...(profile === 'opensearch2' ? ['opensearch'] : []), ...(profile === 'es8' ? ['rest_compat_v7'] : [])];
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
