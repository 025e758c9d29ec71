/**
 * The modules `GET /_nodes` lists under `modules` (PluginInfo.toXContent): the ones whose APIs the simulator
 * serves (Painless, expressions, mustache, ingest-common, reindex, the common analysis, matrix_stats), each with its
 * plugin descriptor's name, description and class, in the package of its distribution.
 */
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';

const MODULES: readonly [name: string, description: string, classname: string, extended: string[]][] = [
  ['aggs-matrix-stats', 'Adds aggregations whose input are a list of numeric fields and output includes a matrix.', 'org.{d}.search.aggregations.matrix.MatrixAggregationPlugin', []],
  ['analysis-common', 'Adds "built in" analyzers to {D}.', 'org.{d}.analysis.common.CommonAnalysisPlugin', []],
  ['ingest-common', 'Module for ingest processors that do not require additional security permissions or have large dependencies and resources', 'org.{d}.ingest.common.IngestCommonPlugin', ['lang-painless']],
  ['lang-expression', 'Lucene expressions integration for {D}', 'org.{d}.script.expression.ExpressionPlugin', []],
  ['lang-mustache', 'Mustache scripting integration for {D}', 'org.{d}.script.mustache.MustachePlugin', []],
  ['lang-painless', 'An easy, safe and fast scripting language for {D}', 'org.{d}.painless.PainlessPlugin', []],
  ['reindex', 'The Reindex module adds APIs to reindex from one index to another or update documents that match a query.', 'org.{d}.index.reindex.ReindexPlugin', []],
];

/** The descriptor's java.version, the build's target (approx.: ES 7.x 1.8, 8.x 17; OpenSearch 1.x–2.x 11, 3.x 21). */
function javaVersion(profile: Profile): string {
  const major = Number(profile.version.number.split('.')[0]);
  if (profile.distribution === 'opensearch') return major >= 3 ? '21' : '11';
  return major >= 8 ? '17' : '1.8';
}

/** The node's modules, as the version's PluginInfo prints them. */
export function nodeModules(profile: Profile): JsonObject[] {
  const os = profile.distribution === 'opensearch';
  const d = os ? 'opensearch' : 'elasticsearch';
  const D = os ? 'OpenSearch' : 'Elasticsearch';
  return MODULES.map(([name, description, classname, extended]) => ({
    name,
    version: profile.version.number,
    [`${d}_version`]: profile.version.number,
    java_version: javaVersion(profile),
    description: description.replace('{D}', D),
    classname: classname.replace('{d}', d),
    ...(os ? { custom_foldername: '' } : {}),
    extended_plugins: extended,
    has_native_controller: false,
  }));
}
