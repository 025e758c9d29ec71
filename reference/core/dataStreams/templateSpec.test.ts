/**
 * A template's `data_stream` section as each distribution parses it. Elasticsearch's DataStreamTemplate
 * parser is strict (ComposableIndexTemplate.java: `new ConstructingObjectParser<>("data_stream_template",
 * false, …)` declaring `hidden` and `allow_custom_routing` only), so any other key (a typo, 8.15's
 * feature-flagged `failure_store`, OpenSearch's `timestamp_field`) is an x_content_parse_exception whose
 * root cause is the outer `failed to parse field [data_stream]` (XContentParseException is no
 * ElasticsearchException: guessRootCauses stops at it), located where the inner one is (ObjectParser's
 * parseValue reports the parser's token location, still the unknown name). OpenSearch's parser is lenient (`true`) and
 * declares `timestamp_field` only: other keys are dropped, and GET prints the timestamp field alone.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

const put = (sim: Simulator, ds: unknown) => call(sim, 'PUT', '/_index_template/t', `{"index_patterns":["t-*"],\n"data_stream":${JSON.stringify(ds)}}`);

describe('data_stream in a composable template', () => {
  it('Elasticsearch refuses a key its version does not declare, naming it', () => {
    const sim = new Simulator({ profile: 'elasticsearch@8.19.0' });
    const r = put(sim, { hidden: true, failure_store: true });
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause).toEqual([{ type: 'x_content_parse_exception', reason: '[2:30] [index_template] failed to parse field [data_stream]' }]);
    expect(r.body.error.caused_by).toEqual({ type: 'x_content_parse_exception', reason: '[2:30] [data_stream_template] unknown field [failure_store]' });
    expect(call(sim, 'GET', '/_index_template/t').status).toBe(404);
    expect(put(sim, { hidden: true, allow_custom_routing: true }).status).toBe(200);
  });

  it('hidden from 7.11, allow_custom_routing from 7.16, OpenSearch timestamp_field never', () => {
    const at = (profile: ProfileName, ds: unknown) => put(new Simulator({ profile }), ds).status;
    expect(at('elasticsearch@7.10.2', { hidden: true })).toBe(400);
    expect(at('elasticsearch@7.11.0', { hidden: true })).toBe(200);
    expect(at('elasticsearch@7.15.0', { allow_custom_routing: true })).toBe(400);
    expect(at('elasticsearch@7.16.0', { allow_custom_routing: true })).toBe(200);
    expect(at('elasticsearch@9.1.0', { timestamp_field: { name: 'ts' } })).toBe(400);
    expect(at('elasticsearch@7.9.0', {})).toBe(200);
  });

  it('OpenSearch drops what it does not declare and prints the timestamp field alone', () => {
    const sim = new Simulator({ profile: 'opensearch@2.19.0' });
    expect(put(sim, { hidden: true, bogus: 1, timestamp_field: { name: 'ts' } }).status).toBe(200);
    expect(call(sim, 'GET', '/_index_template/t').body.index_templates[0].index_template.data_stream).toEqual({ timestamp_field: { name: 'ts' } });
  });
});
