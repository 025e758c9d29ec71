/**
 * Search templates over the wire: ES's lang_mustache/30_search_template.yml and 50_multi_search_template.yml
 * (the cases with explain, missing templates, rest_total_hits_as_int and per-item errors), the clients'
 * search_template/10_basic.yml (a stored template with `params` beside its source), and the docs'
 * "Search templates" page (render, `{{#toJson}}`).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { getProfile } from '../../profiles.ts';

function seeded(profile: 'es8' | 'opensearch2' = 'es8') {
  const s = testSimulator({ profile });
  call(s, 'PUT', '/test/_doc/1?refresh=true', { text: 'value1' });
  call(s, 'PUT', '/test/_doc/2?refresh=true', { text: 'value2' });
  return s;
}

describe('search templates', () => {
  it('runs an inline and a stored template (30_search_template.yml)', () => {
    const s = seeded();
    const inline = call(s, 'POST', '/_search/template?rest_total_hits_as_int=true', { source: { query: { term: { text: { value: '{{template}}' } } } }, params: { template: 'value1' } });
    expect(inline.body.hits.total).toBe(1);
    // A stored script's own `params` is ignored (StoredScriptSource's parser ignores unknown fields).
    expect(call(s, 'PUT', '/_scripts/1', { script: { lang: 'mustache', source: { query: { term: { text: '{{template}}' } } }, params: { x: 1 } } }).body).toEqual({ acknowledged: true });
    expect(call(s, 'POST', '/_search/template?rest_total_hits_as_int=true', { id: '1', params: { template: 'value1' } }).body.hits.total).toBe(1);
    expect(call(s, 'POST', '/_search/template?rest_total_hits_as_int=true', { source: { query: { 'match_{{template}}': {} } }, params: { template: 'all' } }).body.hits.total).toBe(2);
    const stored = call(s, 'GET', '/_scripts/1').body.script;
    expect(stored.options).toEqual({ content_type: getProfile('es8').storedTemplateContentType });
  });

  it('answers a missing stored template with 404 and a template-less request with a validation error', () => {
    const s = seeded();
    const missing = call(s, 'POST', '/_search/template', { id: 'unknown', params: {} });
    expect([missing.status, missing.body.error.type, missing.body.error.reason]).toEqual([404, 'resource_not_found_exception', 'unable to find script [unknown] in cluster state']);
    const none = call(s, 'POST', '/_search/template', { params: {} });
    expect([none.status, none.body.error.reason]).toEqual([400, 'Validation Failed: 1: template is missing;']);
    const unknown = call(s, 'POST', '/_search/template', { source: '{}', nope: 1 });
    expect(unknown.body.error.reason).toMatch(/\[search_template\] unknown field \[nope\]/);
  });

  it('refuses rest_total_hits_as_int with an inexact track_total_hits from the template', () => {
    const s = seeded();
    const r = call(s, 'POST', '/_search/template?rest_total_hits_as_int=true', { source: { query: { match_all: {} }, track_total_hits: '{{t}}' }, params: { t: 1 } });
    expect([r.status, r.body.error.type, r.body.error.reason]).toEqual([400, 'illegal_argument_exception', '[rest_total_hits_as_int] cannot be used if the tracking of total hits is not accurate, got 1']);
  });

  it('takes explain from the request, the URL winning from 8.8 (30_search_template.yml)', () => {
    const s = seeded();
    const src = { source: { query: { term: { text: { value: '{{t}}' } } } }, params: { t: 'value1' } };
    expect(call(s, 'POST', '/_search/template', { ...src, explain: true }).body.hits.hits[0]._explanation).toBeDefined();
    expect(call(s, 'POST', '/_search/template?explain=true', { ...src, explain: false }).body.hits.hits[0]._explanation).toBeDefined();
    expect(call(s, 'POST', '/_search/template?explain=false', { ...src, explain: true }).body.hits.hits[0]._explanation).toBeUndefined();
    // The template's own `explain` is overridden by the request's (builder.explain(request.isExplain())).
    expect(call(s, 'POST', '/_search/template', { source: { explain: true, query: { match_all: {} } } }).body.hits.hits[0]._explanation).toBeUndefined();
  });

  it('renders a template, from the body or by the path\'s id', () => {
    const s = seeded();
    call(s, 'PUT', '/_scripts/t', { script: { lang: 'mustache', source: '{"query":{"terms":{"tags":{{#toJson}}tags{{/toJson}}}},"size":{{size}}{{^size}}10{{/size}}}' } });
    expect(call(s, 'POST', '/_render/template/t', { params: { tags: ['a', 'b'] } }).body).toEqual({ template_output: { query: { terms: { tags: ['a', 'b'] } }, size: 10 } });
    expect(call(s, 'POST', '/_render/template', { id: 't', params: { tags: [], size: 3 } }).body.template_output.size).toBe(3);
    const bad = call(s, 'POST', '/_render/template', { source: '{"a": "{{{x}}"}' });
    expect([bad.status, bad.body.error.type, bad.body.error.reason, bad.body.error.caused_by.type]).toEqual([400, 'script_exception', 'Improperly closed variable in query-template:1', 'mustache_exception']);
    expect(bad.body.error.lang).toBe('mustache');
  });

  it('answers each msearch_template item, failures with their status (50_multi_search_template.yml)', () => {
    const s = seeded();
    const lines = [
      {},
      { source: '{"query": {"match": {"text": "{{v}}"} } }', params: { v: 'value1' } },
      {},
      { source: '{"query": {"match": {', params: {} },
      {},
      { source: '{"query": {"{{q}}": {} }', params: { q: 'unknown' } },
      { index: 'nope' },
      { source: '{"query": {"match_all": {} } }' },
    ];
    const r = call(s, 'POST', '/test/_msearch/template', lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const statuses = r.body.responses.map((x: { status: number }) => x.status);
    expect(statuses).toEqual([200, 500, 400, 404]);
    expect(r.body.responses[1].error.root_cause[0].type).toBe('x_content_e_o_f_exception');
    expect(r.body.responses[2].error.root_cause[0].reason).toMatch(/unknown query \[unknown\]/);
    const os = seeded('opensearch2');
    const o = call(os, 'POST', '/test/_msearch/template', lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    expect(o.body.responses[1].error.root_cause[0].type).toBe('json_e_o_f_exception');
    const missing = call(s, 'POST', '/_msearch/template', '{}\n{"source": ""}\n');
    expect(missing.body.error.type).toBe('action_request_validation_exception');
  });
});
