/**
 * Tests of OpenSearch's search pipelines, after OpenSearch's own YAML tests of the search-pipeline-common
 * module (search_pipeline/20_crud, 30_filter_query, 40_rename_response, 60_oversample_truncate) and the
 * processors' sources (SplitResponseProcessor, SortResponseProcessor, TruncateHitsResponseProcessor).
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call, type Reply } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function sim(profile: ProfileName = 'opensearch@2.19.0') {
  const s = new Simulator({ now: () => Date.UTC(2026, 0, 1), seed: 1, profile });
  return (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
}
const ids = (r: Reply): string[] => (r.body.hits.hits as { _id: string }[]).map((h) => h._id);
const FILTER = { description: '_description', request_processors: [{ filter_query: { query: { term: { field: 'value' } } } }] };

describe('search pipeline APIs', () => {
  it('put, get (by id, all, pattern), delete, then 404s (20_crud.yml)', () => {
    const c = sim();
    expect(c('PUT', '/_search/pipeline/my_pipeline', FILTER).body).toEqual({ acknowledged: true });
    expect(c('GET', '/_search/pipeline/my_pipeline').body).toEqual({ my_pipeline: FILTER });
    expect(c('GET', '/_search/pipeline').body.my_pipeline.description).toBe('_description');
    expect(Object.keys(c('GET', '/_search/pipeline/my_*').body)).toEqual(['my_pipeline']);
    expect(c('DELETE', '/_search/pipeline/my_pipeline').body).toEqual({ acknowledged: true });
    expect(c('GET', '/_search/pipeline/my_pipeline').status).toBe(404);
    const gone = c('DELETE', '/_search/pipeline/my_pipeline');
    expect([gone.status, gone.body.error.type, gone.body.error.reason]).toEqual([404, 'resource_not_found_exception', 'pipeline [my_pipeline] is missing']);
    expect(c('DELETE', '/_search/pipeline/*').status).toBe(200);
  });

  it('refuses what Pipeline.create refuses, and stores nothing', () => {
    const c = sim();
    const bad = c('PUT', '/_search/pipeline/p', { request_processors: [{ nope: {} }] });
    expect([bad.status, bad.body.error.type, bad.body.error.reason]).toEqual([400, 'illegal_argument_exception', 'Invalid processor type nope']);
    const wrongSide = c('PUT', '/_search/pipeline/p', { request_processors: [{ rename_field: { field: 'a', target_field: 'b' } }] });
    expect(wrongSide.body.error.reason).toBe('Processor type rename_field is not a SearchRequestProcessor');
    const extra = c('PUT', '/_search/pipeline/p', { response_processors: [], extra: 1 });
    expect([extra.body.error.type, extra.body.error.reason]).toEqual(['parse_exception', "pipeline [p] doesn't support one or more provided configuration parameters [extra]"]);
    const missing = c('PUT', '/_search/pipeline/p', { response_processors: [{ rename_field: { field: 'a' } }] });
    expect([missing.body.error.type, missing.body.error.reason, missing.body.error.processor_type]).toEqual(['parse_exception', '[target_field] required property is missing', 'rename_field']);
    expect(c('GET', '/_search/pipeline').status).toBe(404);
  });

  it('exists from OpenSearch 2.9, its processors by version, and never in Elasticsearch', () => {
    expect(sim('opensearch@2.8.0')('PUT', '/_search/pipeline/p', FILTER).status).not.toBe(200);
    expect(sim('elasticsearch@8.19.0')('PUT', '/_search/pipeline/p', FILTER).status).not.toBe(200);
    const early = sim('opensearch@2.11.0')('PUT', '/_search/pipeline/p', { request_processors: [{ oversample: { sample_factor: 2 } }] });
    expect(early.body.error.reason).toBe('Invalid processor type oversample');
    expect(sim('opensearch@2.12.0')('PUT', '/_search/pipeline/p', { request_processors: [{ oversample: { sample_factor: 2 } }] }).status).toBe(200);
    expect(sim('opensearch@2.16.0')('PUT', '/_search/pipeline/p', { response_processors: [{ split: { field: 'a', separator: ',' } }] }).body.error.reason).toBe('Invalid processor type split');
  });
});

describe('searches through a pipeline', () => {
  function seeded(profile: ProfileName = 'opensearch@2.19.0') {
    const c = sim(profile);
    c('PUT', '/_search/pipeline/my_pipeline', FILTER);
    c('PUT', '/test/_doc/1', { field: 'foo' });
    c('PUT', '/test/_doc/2', { field: 'value' });
    c('POST', '/test/_refresh');
    return c;
  }

  it('filter_query: by parameter, with and without a query, inline, as the index default, bypassed by _none (30_filter_query.yml)', () => {
    const c = seeded();
    expect(c('POST', '/_search', {}).body.hits.total.value).toBe(2);
    const piped = c('POST', '/test/_search?search_pipeline=my_pipeline', {});
    expect([ids(piped), piped.body.hits.hits[0]._score]).toEqual([['2'], 0]);
    expect(ids(c('GET', '/test/_search?search_pipeline=my_pipeline'))).toEqual(['2']);
    expect(ids(c('POST', '/test/_search?search_pipeline=my_pipeline', { query: { term: { field: 'value' } } }))).toEqual(['2']);
    expect(ids(c('POST', '/test/_search', { search_pipeline: { request_processors: [{ filter_query: { query: { term: { field: 'foo' } } } }] } }))).toEqual(['1']);
    c('PUT', '/test/_settings', { 'index.search.default_pipeline': 'my_pipeline' });
    expect(c('POST', '/test/_search', {}).body.hits.total.value).toBe(1);
    expect(c('POST', '/test/_search?search_pipeline=_none', {}).body.hits.total.value).toBe(2);
    // A default applies to a search naming its index alone, by name.
    expect(c('POST', '/test,test/_search', {}).body.hits.total.value).toBe(2);
  });

  it('refuses an unknown pipeline, and a named one beside an inline one', () => {
    const c = seeded();
    const unknown = c('POST', '/test/_search?search_pipeline=nope', {});
    expect([unknown.status, unknown.body.error.type, unknown.body.error.reason]).toEqual([400, 'illegal_argument_exception', 'Pipeline nope is not defined']);
    const both = c('POST', '/test/_search?search_pipeline=my_pipeline', { search_pipeline: {} });
    expect(both.body.error.reason).toBe('Both named and inline search pipeline were specified. Please only specify one or the other.');
    const inlineBad = c('POST', '/test/_search', { search_pipeline: { request_processors: [{ nope: {} }] } });
    expect([inlineBad.status, inlineBad.body.error.type, inlineBad.body.error.caused_by.type]).toEqual([400, 'search_pipeline_processing_exception', 'illegal_argument_exception']);
  });

  it('rename_field renames in every hit; a hit without the field fails unless ignore_missing (40_rename_response.yml)', () => {
    const c = sim();
    c('PUT', '/_search/pipeline/r', { response_processors: [{ rename_field: { field: 'a', target_field: 'b' } }] });
    c('PUT', '/test/_doc/1?refresh=true', { a: 'foo' });
    expect(c('POST', '/test/_search?search_pipeline=r', {}).body.hits.hits[0]._source).toEqual({ b: 'foo' });
    c('PUT', '/test/_doc/2?refresh=true', { c: 'bar' });
    const failed = c('POST', '/test/_search?search_pipeline=r', { sort: ['_doc'] });
    expect([failed.status, failed.body.error.caused_by.reason]).toEqual([400, 'Document with id 2 is missing field a']);
    c('PUT', '/_search/pipeline/r', { response_processors: [{ rename_field: { field: 'a', target_field: 'b', ignore_missing: true } }] });
    expect(c('POST', '/test/_search?search_pipeline=r', { sort: ['_doc'] }).body.hits.hits.map((h: { _source: unknown }) => h._source)).toEqual([{ b: 'foo' }, { c: 'bar' }]);
    c('PUT', '/_search/pipeline/r', { response_processors: [{ rename_field: { field: 'a', target_field: 'b', ignore_failure: true } }] });
    expect(c('POST', '/test/_search?search_pipeline=r', {}).status).toBe(200);
  });

  it('oversample, collapse and truncate_hits: the original size comes back after collapsing (60_oversample_truncate.yml)', () => {
    const c = sim();
    c('PUT', '/_search/pipeline/my_pipeline', { request_processors: [{ oversample: { sample_factor: 2 } }], response_processors: [{ collapse: { field: 'group_id' } }, { truncate_hits: {} }] });
    for (const [id, g, p] of [[1, 'a', 1], [2, 'a', 2], [3, 'b', 3], [4, 'b', 4]] as const) c('PUT', `/test/_doc/${id}`, { group_id: g, popularity: p });
    c('POST', '/test/_refresh');
    const body = { query: { function_score: { field_value_factor: { field: 'popularity' } } }, size: 2 };
    expect(ids(c('POST', '/_search', body))).toEqual(['4', '3']);
    const piped = c('POST', '/_search?search_pipeline=my_pipeline', body);
    expect([piped.body.hits.total.value, ids(piped)]).toEqual([4, ['4', '2']]);
    c('PUT', '/_search/pipeline/t', { response_processors: [{ truncate_hits: {} }] });
    const noSize = c('POST', '/_search?search_pipeline=t', {});
    expect([noSize.status, noSize.body.error.caused_by.reason]).toEqual([500, 'Must specify target_size unless an earlier processor set original_size']);
  });

  it('sort and split change _source lists and strings, Java split rules (SortResponseProcessor, SplitResponseProcessor)', () => {
    const c = sim();
    c('PUT', '/_search/pipeline/s', { response_processors: [{ sort: { field: 'tags', order: 'desc', target_field: 'sorted' } }, { split: { field: 'csv', separator: ',' } }] });
    c('PUT', '/test/_doc/1?refresh=true', { tags: ['b', 'c', 'a'], csv: 'x,y,,' });
    expect(c('POST', '/test/_search?search_pipeline=s', {}).body.hits.hits[0]._source).toEqual({ tags: ['b', 'c', 'a'], csv: ['x', 'y'], sorted: ['c', 'b', 'a'] });
    c('PUT', '/_search/pipeline/s', { response_processors: [{ split: { field: 'csv', separator: ',', preserve_trailing: true } }] });
    expect(c('POST', '/test/_search?search_pipeline=s', {}).body.hits.hits[0]._source.csv).toEqual(['x', 'y', '', '']);
    const badOrder = c('PUT', '/_search/pipeline/s', { response_processors: [{ sort: { field: 'tags', order: 'up' } }] });
    expect(badOrder.body.error.reason).toBe('[order] Sort direction [up] not recognized. Valid values are: [asc, desc]');
  });

  it('without search pipelines (Elasticsearch), search_pipeline in a body is an unknown key', () => {
    const c = sim('elasticsearch@8.19.0');
    c('PUT', '/test/_doc/1?refresh=true', { a: 1 });
    expect(c('POST', '/test/_search', { search_pipeline: {} }).status).toBe(400);
  });
});
