/**
 * The Warning headers an official suite's own runner lets through without a test asking for them. Each rule is
 * a line of that runner's `DoSection.checkWarningHeaders`; a warning it names is the runner's business, so a
 * target sending it must not fail the case.
 *
 * - `[types removal]` (OpenSearch's runner, every version; Elasticsearch's 7.x line): `if
 *   (message.startsWith("[types removal]")) { // We skip warnings related to types deprecation because they are
 *   *everywhere*. continue; }` (opensearch-project/OpenSearch
 *   test/framework/src/main/java/org/opensearch/test/rest/yaml/section/DoSection.java, commits 08832728 and
 *   9423abec, the later one without the pre-7.0 LegacyESVersion check the 3.0 cleanup removed; the fork
 *   took it from Elasticsearch's 7.10 branch, where the many typed `*_with_types.yml` files of 7.x, such as
 *   `index/11_with_id_with_types.yml`, send typed requests without `warnings:`). The 8.x and 9.x runners have
 *   no such line (test/yaml-rest-runner/.../DoSection.java, commits 040c17bb and 026294cb): types are gone there.
 * - `Legacy index templates are deprecated in favor of composable templates.` (Elasticsearch): "Log and remove
 *   all deprecation warnings for legacy index templates as a shortcut to dealing with all the legacy templates
 *   used in YAML tests" removes, after matching, every unexpected warning ending in
 *   `RestPutIndexTemplateAction.DEPRECATION_WARNING` (same files, 8.x and 9.x). The server does send it: its
 *   `PUT|POST /_template/{name}` routes are `deprecated(DEPRECATION_WARNING, Level.WARN, …)` (8.x) and
 *   `deprecateAndKeep(DEPRECATION_WARNING)` (9.x), so a legacy template put in `setup` without
 *   `allowed_warnings` (as in `indices.put_template/10_basic.yml`) passes there. OpenSearch never sends it.
 *
 * Where a test does list one of these in `warnings:`, it is matched as expected first: OpenSearch's runner
 * would call an expected `[types removal]` warning missing (it skips the warning before matching), a test
 * that cannot pass there and so is not written; reading it as present keeps the judgement on the target.
 */
import type { Distribution } from '../../reference/profiles.ts';
import { compareVersions, parseVersion } from './version.ts';

/** Whose runner judges a suite, and the version it runs against (the target's, as in Elasticsearch's CI). */
export interface RunnerOf {
  distribution: Distribution;
  version: string;
}

/** `RestPutIndexTemplateAction.DEPRECATION_WARNING`. */
export const LEGACY_TEMPLATE_WARNING = 'Legacy index templates are deprecated in favor of composable templates.';

/** Whether the version is on Elasticsearch's 7.x line (7.0.0 up to 8.0.0). */
function on7x(version: string): boolean {
  const v = parseVersion(version);
  return compareVersions(v, [7]) >= 0 && compareVersions(v, [8]) < 0;
}

/**
 * The rule of the suite's runner that lets a warning through unasked, as a short reason; undefined when that
 * runner would report it as unexpected.
 */
export function runnerIgnores(warning: string, runner: RunnerOf): string | undefined {
  if (warning.startsWith('[types removal]') && (runner.distribution === 'opensearch' || on7x(runner.version))) {
    return `${runner.distribution === 'opensearch' ? "OpenSearch's" : "Elasticsearch 7.x's"} runner skips [types removal] warnings`;
  }
  if (runner.distribution === 'elasticsearch' && warning.endsWith(LEGACY_TEMPLATE_WARNING)) {
    return "Elasticsearch's runner removes the legacy index template deprecation";
  }
  return undefined;
}
