/** Tests of index templates: legacy, composable and component, OpenSearch derived fields, composition. */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

const DEPRECATED = 'Legacy index templates are deprecated in favor of composable templates.';

function sim(profile: ProfileName = 'es8') {
  return testSimulator({ profile });
}

describe('legacy templates', () => {
  it('warns on put where ES 7.8+ does, not in OpenSearch or before 7.8', () => {
    const body = { index_patterns: ['a-*'] };
    expect(call(sim('es8'), 'PUT', '/_template/t', body).headers.warning).toContain(DEPRECATED);
    expect(call(sim('opensearch2'), 'PUT', '/_template/t', body).headers.warning).toBeUndefined();
    expect(call(sim('es6'), 'PUT', '/_template/t', body).headers.warning).toBeUndefined();
  });

  it('ES 5 ignores unknown keys (and so `index_patterns`); ES 7+ rejects them', () => {
    const es5 = call(sim('es5'), 'PUT', '/_template/t', { index_patterns: ['a-*'] });
    expect(es5.status).toBe(400);
    expect(es5.body.error.reason).toBe('Validation Failed: 1: template is missing;');
    const es8 = call(sim('es8'), 'PUT', '/_template/t', { index_patterns: ['a-*'], foo: 1 });
    expect(es8.body.error).toMatchObject({ type: 'parse_exception', reason: 'unknown key [foo] in the template ' });
  });

  it('collects every name and pattern problem into one invalid_index_template_exception', () => {
    const r = call(sim('es8'), 'PUT', '/_template/Bad%20name', { index_patterns: ['_x', 'a b'], settings: { number_of_shards: 0 } });
    expect(r.body.error.type).toBe('invalid_index_template_exception');
    expect(r.body.error.reason).toBe(
      "index_template [Bad name] invalid, cause [Validation Failed: 1: name must not contain a space;2: name must be lower cased;3: index_pattern [_x] must not start with '_';4: index_patterns [a b] must not contain a space;5: index_pattern [a b] must not contain the following characters [ , \", *, \\, <, |, ,, >, /, ?];6: Failed to parse value [0] for setting [index.number_of_shards] must be >= 1;]",
    );
  });

  it('a rejected put changes nothing', () => {
    const s = sim('es8');
    call(s, 'PUT', '/_template/t', { index_patterns: ['a-*'], order: 1 });
    const before = stateDump(s);
    for (const bad of [
      { index_patterns: ['a-*'], mappings: { properties: { x: { type: 'nope' } } } },
      { index_patterns: ['a-*'], settings: { 'index.unknown': 1 } },
      { index_patterns: ['a-*'], aliases: { 'bad alias': {} } },
      { index_patterns: 'a-*', version: 'x' },
    ]) {
      expect(call(s, 'PUT', '/_template/t', bad).status).toBe(400);
    }
    expect(call(s, 'PUT', '/_template/t?create=true', { index_patterns: ['a-*'] }).status).toBe(400);
    expect(stateDump(s)).toBe(before);
  });

  it('GET answers 404 with an empty object when no name matches, and lists by comma and wildcard', () => {
    const s = sim('opensearch2');
    call(s, 'PUT', '/_template/t1', { index_patterns: ['a-*'] });
    call(s, 'PUT', '/_template/t2', { index_patterns: ['b-*'] });
    expect(call(s, 'GET', '/_template/zz')).toMatchObject({ status: 404, body: {} });
    expect(Object.keys(call(s, 'GET', '/_template/t1,zz').body)).toEqual(['t1']);
    expect(Object.keys(call(s, 'GET', '/_template/t*').body)).toEqual(['t1', 't2']);
    expect(call(s, 'DELETE', '/_template/*').status).toBe(200);
    expect(call(s, 'DELETE', '/_template/*').status).toBe(200);
    expect(call(s, 'DELETE', '/_template/t1').body.error.type).toBe('index_template_missing_exception');
  });

  it('replaces {index} in template alias names and refuses a second write index', () => {
    const s = sim('es8');
    call(s, 'PUT', '/_template/t', { index_patterns: ['logs-*'], aliases: { '{index}-view': {}, logs: { is_write_index: true } } });
    expect(call(s, 'PUT', '/logs-1').status).toBe(200);
    expect(call(s, 'GET', '/logs-1/_alias').body).toEqual({ 'logs-1': { aliases: { 'logs-1-view': {}, logs: { is_write_index: true } } } });
    const second = call(s, 'PUT', '/logs-2');
    expect(second.status).toBe(500);
    expect(second.body.error.reason).toBe('alias [logs] has more than one write index [logs-1,logs-2]');
    expect(call(s, 'HEAD', '/logs-2').status).toBe(404);
  });

  it('merges mappings as mergeDefaults does: the request wins, dynamic templates merge by name', () => {
    const s = sim('es8');
    call(s, 'PUT', '/_template/t', {
      index_patterns: ['logs-*'],
      mappings: {
        dynamic_templates: [{ strings: { match_mapping_type: 'string', mapping: { type: 'keyword' } } }],
        properties: { a: { type: 'keyword', store: true }, b: { type: 'keyword' } },
      },
    });
    // The request's `a` keeps its type and takes the template's parameters it lacks.
    const r = call(s, 'PUT', '/logs-1', {
      mappings: { dynamic_templates: [{ nums: { match_mapping_type: 'long', mapping: { type: 'integer' } } }], properties: { a: { type: 'long' } } },
    });
    expect(r.status).toBe(200);
    const m = call(s, 'GET', '/logs-1/_mapping').body['logs-1'].mappings;
    expect(m.dynamic_templates.map((t: object) => Object.keys(t)[0])).toEqual(['nums', 'strings']);
    expect(m.properties).toEqual({ a: { type: 'long', store: true }, b: { type: 'keyword' } });
  });

  it('auto-creates a date-math index with the expression as provided name', () => {
    const s = sim('es8');
    const r = call(s, 'PUT', '/%3Clogs-%7Bnow%2FM%7Byyyy.MM%7D%7D%3E/_doc/1', { a: 1 });
    expect(r.status).toBe(201);
    expect(r.body._index).toBe('logs-2026.01');
    expect(call(s, 'GET', '/logs-2026.01/_settings').body['logs-2026.01'].settings.index.provided_name).toBe('<logs-{now/M{yyyy.MM}}>');
    const bulk = call(s, 'POST', '/_bulk', '{"index":{"_index":"<b-{now/y{yyyy}}>","_id":"1"}}\n{"a":1}\n', { 'content-type': 'application/x-ndjson' });
    expect(bulk.body.items[0].index._index).toBe('b-2026');
  });
});

describe('composable and component templates', () => {
  it('do not exist before ES 7.8', () => {
    // ES 6 routes the path to another API, which has no PUT (405); ES 5 reads `_component_template` as an index name.
    expect(call(sim('es6'), 'PUT', '/_index_template/t', { index_patterns: ['a'] }).status).toBe(405);
    expect(call(sim('es5'), 'GET', '/_component_template').body.error.type).toBe('invalid_index_name_exception');
  });

  it('stack mappings: a later layer replaces a field whole and merges objects', () => {
    const s = sim('es8');
    call(s, 'PUT', '/_component_template/c1', { template: { mappings: { properties: { a: { type: 'keyword', ignore_above: 5 }, o: { properties: { x: { type: 'long' } } } } } } });
    call(s, 'PUT', '/_component_template/c2', { template: { mappings: { properties: { a: { type: 'long' }, o: { properties: { y: { type: 'text' } } } } } } });
    expect(call(s, 'PUT', '/_index_template/t', { index_patterns: ['x-*'], composed_of: ['c1', 'c2'] }).status).toBe(200);
    call(s, 'PUT', '/x-1');
    expect(call(s, 'GET', '/x-1/_mapping').body['x-1'].mappings.properties).toEqual({ a: { type: 'long' }, o: { properties: { x: { type: 'long' }, y: { type: 'text' } } } });
  });

  it('refuses a template whose composed mappings do not parse, naming the composition', () => {
    const s = sim('es8');
    call(s, 'PUT', '/_component_template/c1', { template: { mappings: { properties: { a: { type: 'keyword' } } } } });
    const before = stateDump(s);
    const r = call(s, 'PUT', '/_index_template/t', { index_patterns: ['x-*'], composed_of: ['c1'], template: { mappings: { properties: { b: { type: 'nope' } } } } });
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe('composable template [t] template after composition with component templates [c1] is invalid');
    expect(r.body.error.caused_by.reason).toBe('invalid composite mappings for [t]');
    expect(r.body.error.root_cause[0].type).toBe('mapper_parsing_exception');
    expect(stateDump(s)).toBe(before);
  });

  it('reports an unknown field with its place in the body', () => {
    const r = call(sim('es8'), 'PUT', '/_index_template/t', '{\n  "index_patterns": ["x"],\n  "foo": 1\n}', { 'content-type': 'application/json' });
    expect(r.body.error).toMatchObject({ type: 'x_content_parse_exception', reason: '[3:3] [index_template] unknown field [foo]' });
    const missing = call(sim('es8'), 'PUT', '/_index_template/t', '{"priority": 1}', { 'content-type': 'application/json' });
    expect(missing.body.error.reason).toBe('[1:15] Required [index_patterns]');
  });

  it('names a missing component per family, and simulate stores nothing', () => {
    expect(call(sim('es8'), 'DELETE', '/_component_template/nope').body.error).toMatchObject({ type: 'resource_not_found_exception', reason: 'nope' });
    expect(call(sim('opensearch2'), 'DELETE', '/_component_template/nope').body.error).toMatchObject({ type: 'index_template_missing_exception', reason: 'index_template [nope] missing' });
    const s = sim('es8');
    const before = stateDump(s);
    const r = call(s, 'POST', '/_index_template/_simulate_index/x-1', { index_patterns: ['x-*'], template: { settings: { number_of_shards: 3 }, aliases: { '{index}-a': {} } } });
    expect(r.body.template).toEqual({ settings: { index: { number_of_shards: '3' } }, aliases: { 'x-1-a': {} } });
    expect(call(s, 'POST', '/_index_template/_simulate_index/y-1').body).toEqual({});
    expect(stateDump(s)).toBe(before);
  });
});

describe('OpenSearch derived fields in template mappings', () => {
  const body = { index_patterns: ['logs*'], template: { mappings: { derived: { d: { type: 'text', script: { source: "emit('one')" } } }, properties: { v: { type: 'double' } } } } };
  it('are accepted by OpenSearch ≥ 2.15 and refused by Elasticsearch', () => {
    expect(call(sim('opensearch2'), 'PUT', '/_index_template/t', body).status).toBe(200);
    const es = call(sim('es8'), 'PUT', '/_index_template/t', body);
    expect(es.body.error.root_cause[0].reason).toMatch(/^Root mapping definition has unsupported parameters: {2}\[derived : /);
  });
});

describe('composition details', () => {
  it('treats `a.b` and `a: {properties: {b}}` as one field when layers stack (the later wins)', () => {
    const s = sim('es8');
    call(s, 'PUT', '/_component_template/c1', { template: { mappings: { properties: { o: { properties: { red: { type: 'keyword' } } }, 'o.blue': { type: 'keyword' } } } } });
    call(s, 'PUT', '/_index_template/t', { index_patterns: ['x-*'], composed_of: ['c1'], template: { mappings: { properties: { 'o.red': { type: 'text' } } } } });
    call(s, 'PUT', '/x-1', { mappings: { properties: { o: { properties: { blue: { type: 'long' } } } } } });
    expect(call(s, 'GET', '/x-1/_mapping').body['x-1'].mappings.properties).toEqual({ o: { properties: { red: { type: 'text' }, blue: { type: 'long' } } } });
  });

  it('lets ES 8 name components that may be missing, and words the refusal of others differently', () => {
    const s = sim('es8');
    const ok = call(s, 'PUT', '/_index_template/t', { index_patterns: ['x-*'], composed_of: ['gone'], ignore_missing_component_templates: ['gone'] });
    expect(ok.status).toBe(200);
    expect(call(s, 'GET', '/_index_template/t').body.index_templates[0].index_template.ignore_missing_component_templates).toEqual(['gone']);
    const bad = call(s, 'PUT', '/_index_template/u', { index_patterns: ['y-*'], composed_of: ['gone', 'also'], ignore_missing_component_templates: ['gone'] });
    expect(bad.body.error.reason).toBe(
      "index_template [u] invalid, cause [index template [u] specifies a missing component templates [also] that does not exist and is not part of 'ignore_missing_component_templates']",
    );
    const os = call(sim('opensearch2'), 'PUT', '/_index_template/t', { index_patterns: ['x-*'], ignore_missing_component_templates: [] });
    expect(os.body.error.reason).toMatch(/\[index_template\] unknown field \[ignore_missing_component_templates\]/);
  });
});

describe("ES 5/6 templates' _default_ mapping", () => {
  const logstash = { template: 'logstash-*', mappings: { _default_: { properties: { '@version': { type: 'keyword' } } } } };
  it('covers the type of the write that creates the index (ES 6: one type, the _default_ not kept)', () => {
    const s = sim('es6');
    call(s, 'PUT', '/_template/logstash', logstash);
    expect(call(s, 'POST', '/logstash-1/doc', { '@version': '1', n: 1 }).status).toBe(201);
    expect(call(s, 'GET', '/logstash-1/_mapping').body['logstash-1'].mappings).toEqual({ doc: { properties: { '@version': { type: 'keyword' }, n: { type: 'long' } } } });
    const created = call(s, 'PUT', '/logstash-2', { mappings: { doc: { properties: { a: { type: 'keyword' } } } } });
    expect(created.headers.warning).toContain('[_default_] mapping is deprecated');
  });
  it('is kept beside the types in ES 5, which shows it', () => {
    const s = sim('es5');
    call(s, 'PUT', '/_template/logstash', logstash);
    call(s, 'POST', '/logstash-1/doc', { n: 1 });
    expect(Object.keys(call(s, 'GET', '/logstash-1/_mapping').body['logstash-1'].mappings).sort()).toEqual(['_default_', 'doc']);
  });
});
