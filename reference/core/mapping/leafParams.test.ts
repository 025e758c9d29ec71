/**
 * Leaf field parameters a type does not take, refused as each version refuses them:
 * - ES 8.x FieldMapper.Builder.parse: `unknown parameter [x] on mapper [f] of type [t]`, `boost` as
 *   `Unknown parameter [boost] on mapper [f]` (FieldMapperTests / ParametrizedMapperTests.testBWCunknownParametersfromDynamicTemplates).
 * - ES 7.10–7.17 ParametrizedFieldMapper.Builder.parse: the same wording; DEPRECATED_PARAMS (store, meta, index,
 *   doc_values, index_options, similarity) and boost pass on every type; a dynamic template's unknown parameters
 *   are dropped when a document applies it.
 * - OpenSearch 2.x ParametrizedFieldMapper.Builder.parse: DEPRECATED_PARAMS with boost pass; templates are not spared.
 * - ES 5/6 DocumentMapperParser.checkNoRemainingFields: `Mapping definition for [f] has unsupported parameters:  [x : 1]`.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';
import { getProfile } from '../../profiles.ts';
import { leafParamProblem, takesParam } from './leafParams.ts';

const typeless = (properties: object) => ({ mappings: { properties } });
const typed = (properties: object) => ({ mappings: { _doc: { properties } } });

function create(profile: ProfileName, properties: object) {
  const s = testSimulator({ profile });
  const body = profile.startsWith('elasticsearch@6') || profile.startsWith('elasticsearch@5') ? typed(properties) : typeless(properties);
  return { s, r: call(s, 'PUT', '/i', body) };
}

describe('unknown leaf parameters', () => {
  it('are refused on every modelled version, with the version\'s words', () => {
    const props = { f: { type: 'keyword', bogus: 1 } };
    expect(create('elasticsearch@8.19.0', props).r.body.error.reason).toBe('Failed to parse mapping: unknown parameter [bogus] on mapper [f] of type [keyword]');
    expect(create('elasticsearch@9.1.0', props).r.body.error.reason).toBe('Failed to parse mapping: unknown parameter [bogus] on mapper [f] of type [keyword]');
    expect(create('elasticsearch@7.17.3', props).r.body.error.reason).toBe('Failed to parse mapping [_doc]: unknown parameter [bogus] on mapper [f] of type [keyword]');
    expect(create('opensearch@2.19.0', props).r.body.error.reason).toBe('Failed to parse mapping [_doc]: unknown parameter [bogus] on mapper [f] of type [keyword]');
    const old = create('elasticsearch@6.8.13', { f: { type: 'keyword', bogus: 1, anlyzer: 'english' } }).r;
    expect([old.status, old.body.error.type]).toEqual([400, 'mapper_parsing_exception']);
    expect(old.body.error.reason).toBe('Failed to parse mapping [_doc]: Mapping definition for [f] has unsupported parameters:  [bogus : 1] [anlyzer : english]');
  });

  it('ES < 7.10 reports under the key as written, a multi-field under [fields]; later versions name the Builder (the last segment)', () => {
    const dotted = { 'o.f': { type: 'keyword', bogus: 1 } };
    expect(create('elasticsearch@6.8.13', dotted).r.body.error.reason).toBe('Failed to parse mapping [_doc]: Mapping definition for [o.f] has unsupported parameters:  [bogus : 1]');
    expect(create('elasticsearch@8.19.0', dotted).r.body.error.reason).toBe('Failed to parse mapping: unknown parameter [bogus] on mapper [f] of type [keyword]');
    const multi = { t: { type: 'text', fields: { raw: { type: 'keyword', bogus: 1 } } } };
    expect(create('elasticsearch@6.8.13', multi).r.body.error.reason).toBe('Failed to parse mapping [_doc]: Mapping definition for [fields] has unsupported parameters:  [bogus : 1]');
    const nested = { o: { properties: { f: { type: 'keyword', bogus: 1 } } } };
    expect(create('elasticsearch@6.8.13', nested).r.body.error.reason).toBe('Failed to parse mapping [_doc]: Mapping definition for [f] has unsupported parameters:  [bogus : 1]');
  });

  it('names the multi-field by its own name, and a refused mapping creates nothing', () => {
    const { s, r } = create('elasticsearch@8.19.0', { t: { type: 'text', fields: { raw: { type: 'keyword', ignore_abve: 10 } } } });
    expect(r.body.error.reason).toBe('Failed to parse mapping: unknown parameter [ignore_abve] on mapper [raw] of type [keyword]');
    expect(call(s, 'HEAD', '/i').status).toBe(404);
  });

  it('refuses a typo in put mapping and leaves the mapping as it was', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/i', typeless({ t: { type: 'text' } }));
    const r = call(s, 'PUT', '/i/_mapping', { properties: { d: { type: 'date', fromat: 'yyyy' } } });
    expect([r.status, r.body.error.type]).toEqual([400, 'mapper_parsing_exception']);
    expect(r.body.error.reason).toContain('unknown parameter [fromat] on mapper [d] of type [date]');
    expect(call(s, 'GET', '/i/_mapping').body.i.mappings.properties.d).toBeUndefined();
  });

  it('accepts what the Builders declare', () => {
    for (const profile of ['elasticsearch@7.17.3', 'elasticsearch@8.19.0', 'elasticsearch@9.1.0', 'opensearch@2.19.0'] as ProfileName[]) {
      const { r } = create(profile, {
        title: { type: 'text', analyzer: 'english', search_analyzer: 'standard', fields: { raw: { type: 'keyword', ignore_above: 256, normalizer: 'lowercase' } }, copy_to: 'all', meta: { unit: 'none' } },
        all: { type: 'text', index_options: 'offsets', norms: false, position_increment_gap: 10 },
        n: { type: 'long', coerce: false, ignore_malformed: true, null_value: 0, doc_values: true, store: true },
        when: { type: 'date', format: 'yyyy-MM-dd', locale: 'en', null_value: '2020-01-01' },
        ip: { type: 'ip', null_value: '127.0.0.1' },
        s: { type: 'scaled_float', scaling_factor: 100 },
        c: { type: 'completion', analyzer: 'simple', max_input_length: 20, preserve_separators: true },
        g: { type: 'geo_point', ignore_z_value: true },
        r: { type: 'integer_range', coerce: true },
      });
      expect([profile, r.status]).toEqual([profile, 200]);
    }
  });
});

describe('the parameters old parsers took on every type', () => {
  it('pass on 7.x and OpenSearch (deprecated), are refused on 8.x', () => {
    const props = { n: { type: 'long', index_options: 'docs', similarity: 'BM25' } };
    expect(create('elasticsearch@7.17.3', props).r.status).toBe(200);
    expect(create('opensearch@2.19.0', props).r.status).toBe(200);
    expect(create('elasticsearch@8.19.0', props).r.body.error.reason).toBe('Failed to parse mapping: unknown parameter [index_options] on mapper [n] of type [long]');
  });

  it('boost: refused in its own words from 8.0, accepted before and by OpenSearch', () => {
    const props = { t: { type: 'text', boost: 2 } };
    expect(create('elasticsearch@8.19.0', props).r.body.error.reason).toBe('Failed to parse mapping: Unknown parameter [boost] on mapper [t]');
    expect(create('elasticsearch@7.17.3', props).r.status).toBe(200);
    expect(create('opensearch@2.19.0', props).r.status).toBe(200);
    expect(create('elasticsearch@6.8.13', props).r.status).toBe(200);
  });
});

describe('version gates of the table', () => {
  it('script on runtime-capable types from 7.11; meta from 7.6; synthetic_source_keep from 8.15', () => {
    expect(takesParam('keyword', 'script', getProfile('elasticsearch@7.17.3'))).toBe(true);
    expect(takesParam('keyword', 'script', getProfile('elasticsearch@7.10.2' as ProfileName))).toBe(false);
    expect(takesParam('keyword', 'script', getProfile('opensearch@2.19.0'))).toBe(false);
    expect(takesParam('text', 'script', getProfile('elasticsearch@8.19.0'))).toBe(false);
    expect(takesParam('keyword', 'meta', getProfile('elasticsearch@7.5.2' as ProfileName))).toBe(false);
    expect(takesParam('keyword', 'synthetic_source_keep', getProfile('elasticsearch@8.19.0'))).toBe(true);
    expect(takesParam('keyword', 'synthetic_source_keep', getProfile('elasticsearch@8.14.0' as ProfileName))).toBe(false);
    expect(takesParam('boolean', 'ignore_malformed', getProfile('elasticsearch@8.19.0'))).toBe(true);
    expect(takesParam('boolean', 'ignore_malformed', getProfile('elasticsearch@8.7.0' as ProfileName))).toBe(false);
  });

  it('does not check types it does not list (the 5.x string, plugin types)', () => {
    expect(leafParamProblem({ leaf: 'v', leftoverOwner: 'v' }, { type: 'knn_vector', dimension: 3, method: {} }, getProfile('opensearch@2.19.0'), false).error).toBeUndefined();
    expect(create('default', { s: { type: 'string', index: 'not_analyzed', bogus: 1 } }).r.status).toBe(200);
  });
});

describe('dynamic templates', () => {
  const templates = { dynamic_templates: [{ strs: { match_mapping_type: 'string', mapping: { type: 'keyword', ignore_abve: 5 } } }] };

  it('8.x refuses the template when the mapping is stored', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(s, 'PUT', '/i', { mappings: templates });
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toContain('dynamic template [strs] has invalid content');
  });

  it('7.x stores it with a warning and drops the unknown parameter when a document applies it', () => {
    const s = testSimulator({ profile: 'elasticsearch@7.17.3' });
    expect(call(s, 'PUT', '/i', { mappings: templates }).status).toBe(200);
    expect(call(s, 'PUT', '/i/_doc/1', { a: 'x' }).status).toBe(201);
    expect(call(s, 'GET', '/i/_mapping').body.i.mappings.properties.a).toEqual({ type: 'keyword' });
  });

  it('OpenSearch stores it with a warning and refuses the document that applies it', () => {
    const s = testSimulator({ profile: 'opensearch@2.19.0' });
    expect(call(s, 'PUT', '/i', { mappings: templates }).status).toBe(200);
    const d = call(s, 'PUT', '/i/_doc/1', { a: 'x' });
    expect([d.status, d.body.error.reason]).toEqual([400, 'unknown parameter [ignore_abve] on mapper [a] of type [keyword]']);
  });
});

describe('a template mapping without a type', () => {
  it('is refused naming type [null], as the Builder reads the type from the template node (ParametrizedMapperTests)', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(s, 'PUT', '/i', { mappings: { dynamic_templates: [{ t: { match_mapping_type: 'string', mapping: { badparam: false } } }] } });
    expect(JSON.stringify(r.body.error)).toContain('unknown parameter [badparam] on mapper [__dynamic__t] of type [null]');
  });
});
