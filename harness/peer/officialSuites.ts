/**
 * The official REST YAML suites the project keeps as test data (`harness/testing/peer-suites/<distribution>-<version>/`)
 * or is pointed at (Elastic's clients suites, through env variables): which ones there are, which of their files
 * call only the simulator's APIs, and which reference profile each runs against.
 */
import { nearestProfile, type ProfileName } from '../../reference/profiles.ts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

/** One suite: a folder `conformance peer --suite` accepts, and the release it was taken from. */
export interface OfficialSuite {
  /** `elasticsearch-9.x`, `clients-8.19`: how the suite is reported. */
  name: string;
  dir: string;
  distribution: 'elasticsearch' | 'opensearch';
  /** The release the files belong to, as far as SOURCES.md proves it (`9.x` when only the major is known). */
  version: string;
}

/**
 * The simulator's APIs (issue 17's scope), plus the support APIs the official tests call around them.
 * A suite file runs only when every API it calls is here: a file that also tests ML or snapshots is not
 * the simulator's to pass.
 */
export const IN_SCOPE_APIS: ReadonlySet<string> = new Set([
  'index', 'create', 'get', 'exists', 'delete', 'update', 'bulk', 'mget', 'count', 'search', 'scroll', 'clear_scroll',
  'reindex', 'delete_by_query', 'update_by_query',
  'indices.create', 'indices.delete', 'indices.exists', 'indices.get', 'indices.open', 'indices.close',
  'indices.get_mapping', 'indices.put_mapping', 'indices.get_field_mapping', 'indices.get_settings', 'indices.put_settings',
  'indices.get_alias', 'indices.put_alias', 'indices.delete_alias', 'indices.exists_alias', 'indices.update_aliases',
  'indices.rollover', 'indices.refresh', 'indices.flush', 'indices.forcemerge', 'indices.stats',
  'indices.put_template', 'indices.get_template', 'indices.exists_template', 'indices.delete_template',
  'indices.put_index_template', 'indices.get_index_template', 'indices.put_component_template',
  'indices.simulate_index_template', 'indices.resolve_index', 'indices.add_block', 'field_caps',
  'cat.indices', 'cat.aliases', 'cat.count', 'cat.health', 'cat.templates', 'cat.shards', 'cat.component_templates',
  'cluster.health', 'cluster.put_settings', 'cluster.get_settings', 'cluster.state',
  'indices.create_data_stream', 'indices.get_data_stream', 'indices.delete_data_stream', 'indices.data_streams_stats',
  'indices.migrate_to_data_stream', 'indices.modify_data_stream',
  'indices.shrink', 'indices.split', 'indices.clone',
  'tasks.get', 'tasks.list', 'tasks.cancel',
  // Enrich policies (reference/core/enrich/): the clients suites' enrich/10_basic.yml and 20_stats.yml.
  'enrich.put_policy', 'enrich.get_policy', 'enrich.delete_policy', 'enrich.execute_policy', 'enrich.stats',
  // The ranking evaluation API (reference/core/rankEval/): the clients suites' rank_eval.yml.
  'rank_eval',
  // Reroute (reference/core/apis/clusterReroute.ts): the clients suites' cluster/reroute.yml.
  'cluster.reroute',
  // Support APIs the in-scope tests call in setup and teardown.
  'info', 'ping', 'cluster.put_component_template', 'cluster.get_component_template', 'cluster.delete_component_template',
  'cluster.exists_component_template', 'indices.delete_index_template', 'indices.exists_index_template',
  'indices.simulate_template', 'indices.exists_type', 'get_source', 'exists_source', 'nodes.info',
  // X-Pack's license, info and ILM APIs (reference/api/stackApis.ts).
  'license.get', 'license.delete', 'license.get_basic_status', 'license.get_trial_status', 'license.post_start_trial', 'license.post_start_basic',
  'xpack.info', 'xpack.usage', 'ilm.get_lifecycle', 'ilm.put_lifecycle', 'ilm.delete_lifecycle', 'ilm.get_status', 'ilm.start', 'ilm.stop',
  'ilm.explain_lifecycle', 'ilm.remove_policy', 'ilm.retry', 'ilm.move_to_step', 'indices.reload_search_analyzers',
]);

/** The modifiers a `do` step may carry beside its one API name. */
const DO_MODIFIERS = new Set(['catch', 'headers', 'warnings', 'allowed_warnings', 'warnings_regex', 'allowed_warnings_regex', 'node_selector', 'compare']);

/**
 * Every API a suite file's `do` steps call, read from the YAML itself rather than the runner's parse, so a
 * file whose header the runner refuses is still sorted by what it tests (and then counted as an error).
 */
export function apisCalled(file: string): string[] {
  const out = new Set<string>();
  let docs: unknown[];
  try {
    docs = parseAllDocuments(readFileSync(file, 'utf8'), { uniqueKeys: false }).map((d) => d.toJS() as unknown);
  } catch {
    return [];
  }
  for (const doc of docs) {
    if (typeof doc !== 'object' || doc === null) continue;
    for (const steps of Object.values(doc)) {
      if (!Array.isArray(steps)) continue;
      for (const st of steps as unknown[]) {
        const d = typeof st === 'object' && st !== null ? (st as Record<string, unknown>).do : undefined;
        if (typeof d !== 'object' || d === null) continue;
        for (const key of Object.keys(d)) if (!DO_MODIFIERS.has(key)) out.add(key);
      }
    }
  }
  return [...out];
}

/** The APIs a file calls outside the scope (empty: the file is in scope; a file that cannot be read is in scope, so it errors). */
export function outsideScope(file: string): string[] {
  return apisCalled(file).filter((a) => !IN_SCOPE_APIS.has(a));
}

/**
 * The reference profile a suite runs against: the exact version its folder names, or for a line (`7.x`,
 * `2.x`) the newest release of that major the profiles were checked against, by the one family rule.
 */
export function profileForSuite(s: Pick<OfficialSuite, 'distribution' | 'version'>): ProfileName {
  return nearestProfile(s.distribution, s.version.replace(/\.x$/, ''));
}

/** The suites kept under a folder, one per `<distribution>-<version>` subfolder (those with a `test/`). */
export function bundledSuites(root: string): OfficialSuite[] {
  if (!existsSync(root)) return [];
  const out: OfficialSuite[] = [];
  for (const name of readdirSync(root).sort()) {
    const dir = join(root, name);
    const m = /^(elasticsearch|opensearch)-(\d+(?:\.[\dx]+)*)$/.exec(name);
    if (!m || !statSync(dir).isDirectory() || !existsSync(join(dir, 'test'))) continue;
    out.push({ name, dir, distribution: m[1] as OfficialSuite['distribution'], version: m[2]! });
  }
  return out;
}
