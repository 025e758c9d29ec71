/**
 * Data stream cases of Elasticsearch's x-pack YAML tests (x-pack/plugin/src/yamlRestTest/resources/
 * rest-api-spec/test/data_stream/*.yml, Elastic License: ported in our words, not copied) that the REST YAML
 * runner cannot express as written (a stashed backing index name inside a longer path), and the version
 * differences the specs name only by skips: output shapes per version, custom routing's three wordings,
 * the built-in templates switched off, and that every refusal leaves the state as it was.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

const ds = (profile: ProfileName, opts: { stackTemplates?: boolean; destructiveRequiresName?: boolean } = {}) => {
  const sim = testSimulator({ profile, ...opts });
  const put = (name: string, body: unknown) => expect(call(sim, 'PUT', `/_index_template/${name}`, body).status).toBe(200);
  return { sim, put, call: (m: string, p: string, b?: unknown) => call(sim, m, p, b) };
};

describe('data streams: the official cases the runner cannot express', () => {
  it('10_basic "Create data stream": the backing index maps @timestamp as date, or as the template maps it (date_nanos)', () => {
    const { put, call } = ds('elasticsearch@8.15.0');
    put('t1', { index_patterns: ['simple-data-stream1'], data_stream: {} });
    put('t2', { index_patterns: ['simple-data-stream2'], template: { mappings: { properties: { '@timestamp': { type: 'date_nanos' } } } }, data_stream: {} });
    call('PUT', '/_data_stream/simple-data-stream1');
    call('PUT', '/_data_stream/simple-data-stream2');
    const m1 = call('GET', '/simple-data-stream1/_mapping').body;
    const m2 = call('GET', '/simple-data-stream2/_mapping').body;
    const [n1] = Object.keys(m1);
    expect(n1).toBe('.ds-simple-data-stream1-2026.01.01-000001');
    // ES prints the metadata field first.
    expect(m1[n1!].mappings).toEqual({ _data_stream_timestamp: { enabled: true }, properties: { '@timestamp': { type: 'date' } } });
    expect(Object.values(m2).map((v: any) => v.mappings.properties['@timestamp'].type)).toEqual(['date_nanos']);
  });

  it('10_basic "Create hidden data stream": a pattern starting with a dot reaches a hidden dot-named stream', () => {
    const { put, call } = ds('elasticsearch@8.15.0', { stackTemplates: false });
    put('t', { index_patterns: ['.hidden-data-stream', 'hidden-data-stream'], data_stream: { hidden: true } });
    call('POST', '/.hidden-data-stream/_doc', { '@timestamp': '2020-12-12', foo: 'bar' });
    call('POST', '/hidden-data-stream/_doc', { '@timestamp': '2020-12-12', foo: 'bar' });
    expect(call('GET', '/.hidden-data-*/_search').body.hits.hits).toHaveLength(1);
    expect(call('GET', '/hidden-data-*/_search').body.hits.hits).toHaveLength(0);
    expect(call('GET', '/_data_stream/*').body.data_streams).toEqual([]);
  });

  it('a template that maps @timestamp as neither date nor date_nanos makes no stream', () => {
    const { put, call, sim } = ds('elasticsearch@8.15.0');
    put('t', { index_patterns: ['bad-ts'], template: { mappings: { properties: { '@timestamp': { type: 'keyword' } } } }, data_stream: {} });
    const before = stateDump(sim);
    const r = call('PUT', '/_data_stream/bad-ts');
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe('data stream timestamp field [@timestamp] is of type [keyword], but [date,date_nanos] is expected');
    expect(stateDump(sim)).toBe(before);
  });

  it('20_unsupported_apis: closing logs-* matches no stream (the guard off, as the official cluster runs)', () => {
    const { put, call } = ds('elasticsearch@7.17.3', { destructiveRequiresName: false });
    put('t', { index_patterns: ['logs-*'], data_stream: {} });
    call('PUT', '/_data_stream/logs-foobar');
    const r = call('POST', '/logs-*/_close');
    expect(r.status).toBe(200);
    expect(r.body.indices).toEqual({});
  });

  it('GET /_data_stream prints each version\'s fields, in its order', () => {
    const shape = (profile: ProfileName) => {
      const { put, call } = ds(profile, { stackTemplates: false });
      put('t', { index_patterns: ['s-*'], data_stream: {} });
      call('PUT', '/_data_stream/s-1');
      return Object.keys(call('GET', '/_data_stream/s-1').body.data_streams[0]);
    };
    expect(shape('elasticsearch@7.10.2')).toEqual(['name', 'timestamp_field', 'indices', 'generation', 'status', 'template']);
    expect(shape('elasticsearch@7.17.3')).toEqual(['name', 'timestamp_field', 'indices', 'generation', 'status', 'template', 'hidden', 'system', 'allow_custom_routing', 'replicated']);
    expect(shape('elasticsearch@8.15.0')).toEqual(['name', 'timestamp_field', 'indices', 'generation', 'status', 'template', 'next_generation_managed_by', 'prefer_ilm', 'hidden', 'system', 'allow_custom_routing', 'replicated', 'rollover_on_write']);
    expect(shape('opensearch@2.17.1')).toEqual(['name', 'timestamp_field', 'indices', 'generation', 'status', 'template']);
  });

  it('backing index names: generation only before 7.11 and on OpenSearch, the date of the clock after', () => {
    const name = (profile: ProfileName) => {
      const { put, call } = ds(profile, { stackTemplates: false });
      put('t', { index_patterns: ['s-*'], data_stream: {} });
      return call('POST', '/s-1/_doc', { '@timestamp': '2020-01-01' }).body._index;
    };
    expect(name('elasticsearch@7.10.2')).toBe('.ds-s-1-000001');
    expect(name('opensearch@1.3.19')).toBe('.ds-s-1-000001');
    // testSimulator's clock starts at 2026-01-01T00:00:00Z.
    expect(name('elasticsearch@7.11.0')).toBe('.ds-s-1-2026.01.01-000001');
  });

  it('the template\'s data_stream section prints per version: {} (7.10), hidden (7.11), allow_custom_routing (7.16)', () => {
    const printed = (profile: ProfileName) => {
      const { put, call } = ds(profile, { stackTemplates: false });
      put('t', { index_patterns: ['s-*'], data_stream: {} });
      return call('GET', '/_index_template/t').body.index_templates[0].index_template.data_stream;
    };
    expect(printed('elasticsearch@7.10.2')).toEqual({});
    expect(printed('elasticsearch@7.11.0')).toEqual({ hidden: false });
    expect(printed('elasticsearch@8.15.0')).toEqual({ hidden: false, allow_custom_routing: false });
    // OpenSearch's DataStreamTemplate prints its timestamp field (opensearch-api-specification's DataStream model names it too).
    expect(printed('opensearch@2.17.1')).toEqual({ timestamp_field: { name: '@timestamp' } });
  });

  it('a routed write through a stream: refused in each version\'s words, accepted with allow_custom_routing', () => {
    const routed = (profile: ProfileName, allow = false) => {
      const { put, call } = ds(profile, { stackTemplates: false });
      put('t', { index_patterns: ['s-*'], data_stream: allow ? { allow_custom_routing: true } : {} });
      return call('POST', '/s-1/_doc?routing=r', { '@timestamp': '2020-01-01' });
    };
    // TransportBulkAction.prohibitCustomRoutingOnDataStream per version (its tests in TransportBulkActionTests).
    expect(routed('elasticsearch@7.10.2').body.error.reason).toBe('index request targeting data stream [s-1] specifies a custom routing. target the backing indices directly or remove the custom routing.');
    expect(routed('elasticsearch@7.17.3').body.error.reason).toBe('index request targeting data stream [s-1] specifies a custom routing. allow_custom_routing within data_stream field must be true when custom routing is enabled.');
    expect(routed('elasticsearch@8.15.0').body.error.reason).toBe("index request targeting data stream [s-1] specifies a custom routing but the [allow_custom_routing] setting was not enabled in the data stream's template.");
    expect(routed('elasticsearch@8.15.0', true).status).toBe(201);
  });

  it('refusals change nothing: a second create, a write index delete, an index op, an index named like a stream', () => {
    const { put, call, sim } = ds('elasticsearch@8.15.0');
    put('t', { index_patterns: ['s-*'], data_stream: {} });
    call('POST', '/s-1/_doc', { '@timestamp': '2020-01-01' });
    const before = stateDump(sim);
    const write = Object.keys(call('GET', '/s-1').body)[0]!;
    expect(call('PUT', '/_data_stream/s-1').status).toBe(400);
    expect(call('DELETE', `/${write}`).status).toBe(400);
    expect(call('PUT', '/s-1/_doc/1', { '@timestamp': '2020-01-01' }).status).toBe(400);
    expect(call('POST', '/s-1/_doc', { foo: 1 }).status).toBe(400);
    const clash = call('PUT', '/s-1');
    expect(clash.status).toBe(500);
    expect(clash.body.error.type).toBe('illegal_state_exception');
    expect(stateDump(sim)).toBe(before);
  });
});

describe('aliases and data streams', () => {
  it('before 7.14 an alias action naming a stream is refused in ES\'s words, and changes nothing', () => {
    const { put, call, sim } = ds('elasticsearch@7.13.0', { stackTemplates: false });
    put('t', { index_patterns: ['s-*'], data_stream: {} });
    call('PUT', '/_data_stream/s-1');
    const before = stateDump(sim);
    const r = call('PUT', '/s-1/_alias/a');
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe('The provided expression [s-1] matches a data stream, specify the corresponding concrete indices instead.');
    expect(stateDump(sim)).toBe(before);
  });

  it('from 7.14 the alias is the stream\'s: its backing indices hold none, and a search through it reaches them', () => {
    const { put, call } = ds('elasticsearch@8.15.0', { stackTemplates: false });
    put('t', { index_patterns: ['s-*'], data_stream: {} });
    call('POST', '/s-1/_doc', { '@timestamp': '2020-01-01' });
    expect(call('PUT', '/s-1/_alias/a').status).toBe(200);
    const backing = Object.keys(call('GET', '/s-1').body)[0]!;
    expect(call('GET', `/${backing}/_alias`).body).toEqual({ [backing]: { aliases: {} } });
    expect(call('GET', '/a/_count').body.count).toBe(1);
  });
});

describe('the built-in templates', () => {
  it('a write to logs-<dataset>-<namespace> makes a stream from the built-in logs template, listed by _cat/templates', () => {
    const { call } = ds('elasticsearch@8.15.0');
    expect(call('POST', '/logs-app-prod/_doc', { '@timestamp': '2026-01-01T00:00:00Z', message: 'hello' }).body._index).toBe('.ds-logs-app-prod-2026.01.01-000001');
    expect(call('GET', '/_data_stream/logs-app-prod').body.data_streams[0].template).toBe('logs');
    const t = call('GET', '/_index_template/logs').body.index_templates[0].index_template;
    expect([t.index_patterns, t.priority, t.data_stream]).toEqual([['logs-*-*'], 100, { hidden: false, allow_custom_routing: false }]);
    expect(call('GET', '/_cat/templates/logs?format=json').body[0].name).toBe('logs');
    // PUT of such a name is refused in ES's words; one dash is no built-in stream's name: an ordinary index.
    expect(call('PUT', '/logs-app-other').body.error.reason).toBe('cannot create index with name [logs-app-other], because it matches with template [logs] that creates data streams only, use create data stream api instead');
    expect(call('POST', '/logs-app/_doc', { message: 'x' }).body._index).toBe('logs-app');
  });

  it('stack.templates.enabled false starts with no template; setting it true installs them', () => {
    const { call } = ds('elasticsearch@8.15.0', { stackTemplates: false });
    expect(call('GET', '/_index_template').body).toEqual({ index_templates: [] });
    expect(call('POST', '/logs-app-prod/_doc', { message: 'x' }).body._index).toBe('logs-app-prod');
    expect(call('PUT', '/_cluster/settings', { persistent: { 'stack.templates.enabled': true } }).status).toBe(200);
    const names = call('GET', '/_index_template').body.index_templates.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['logs', 'metrics', 'synthetics']));
  });

  it('each version installs its own set: 7.x dash names, 8.12+ @ names with ecs@mappings; OpenSearch and 7.8 none', () => {
    const components = (profile: ProfileName) => ds(profile).call('GET', '/_component_template').body.component_templates?.map((c: { name: string }) => c.name).sort();
    expect(components('elasticsearch@7.17.3')).toEqual(['logs-mappings', 'logs-settings', 'metrics-mappings', 'metrics-settings', 'synthetics-mappings', 'synthetics-settings']);
    expect(components('elasticsearch@8.15.0')).toEqual(expect.arrayContaining(['logs@mappings', 'logs@settings', 'ecs@mappings', 'data-streams@mappings', 'metrics@mappings', 'synthetics@settings']));
    expect(components('opensearch@2.17.1')).toEqual([]);
    expect(components('elasticsearch@7.8.1')).toEqual([]);
  });

  it('a user may replace a built-in template and create the @custom component it names', () => {
    const { call } = ds('elasticsearch@8.15.0');
    expect(call('PUT', '/_component_template/logs@custom', { template: { settings: { number_of_replicas: 0 } } }).status).toBe(200);
    call('POST', '/logs-app-prod/_doc', { '@timestamp': '2020-01-01', message: 'x' });
    expect(call('GET', '/_data_stream/logs-app-prod').body.data_streams[0].status).toBe('GREEN');
    const m = call('GET', '/logs-app-prod/_mapping').body;
    // logs@mappings, then ecs@mappings: message as match_only_text, the data_stream.* constant keywords.
    const props = (Object.values(m)[0] as any).mappings.properties;
    expect(props.message).toEqual({ type: 'match_only_text' });
    expect(props.data_stream.properties.type).toEqual({ type: 'constant_keyword', value: 'logs' });
  });
});
