/**
 * `modules` of GET /_nodes: the modules whose APIs are served, named as each distribution's plugin
 * descriptors name them (OpenSearch's ingest/10_basic.yml expects `{name: ingest-common}` among them).
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { nodeModules } from './nodeModules.ts';

describe('nodeModules', () => {
  it('lists ingest-common and lang-painless with the distribution\'s package and version key', () => {
    const os = nodeModules(getProfile('opensearch@2.19.0'));
    expect(os.map((m) => m.name)).toEqual(expect.arrayContaining(['ingest-common', 'lang-painless', 'reindex']));
    expect(os.find((m) => m.name === 'lang-painless')).toMatchObject({ classname: 'org.opensearch.painless.PainlessPlugin', opensearch_version: '2.19.0' });
    const es = nodeModules(getProfile('elasticsearch@8.19.0'));
    expect(es.find((m) => m.name === 'ingest-common')).toMatchObject({ classname: 'org.elasticsearch.ingest.common.IngestCommonPlugin', elasticsearch_version: '8.19.0', extended_plugins: ['lang-painless'] });
  });
  it('lists aggs-matrix-stats, whose matrix_stats the reference serves (OpenSearch aggs-matrix-stats stats/10_basic.yml)', () => {
    expect(nodeModules(getProfile('opensearch@2.19.0')).find((m) => m.name === 'aggs-matrix-stats')).toMatchObject({ classname: 'org.opensearch.search.aggregations.matrix.MatrixAggregationPlugin' });
  });
});
