// The parameters each version knows: held to the REST API specs (API_SPECS), and the simulator's refusal.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APIS, placeholders } from './catalogue.ts';
import { globalParams, knownParams } from './knownParams.ts';
import { spanHolds } from './paramSpan.ts';
import { esTable } from './buildParamTable.ts';
import TABLE from './paramTable.json' with { type: 'json' };
import { getProfile, type ProfileName } from '../profiles.ts';
import { Simulator } from '../simulator.ts';
import { PEER_SUITE } from '../../harness/testing/peerSuite.ts';
import { skipWithout } from '../../harness/testing/environmentSkip.ts';

const API_SPECS = process.env.API_SPECS && existsSync(process.env.API_SPECS) ? process.env.API_SPECS : undefined;
const API_SPECS_NOTE = API_SPECS
  ? `(API_SPECS=${API_SPECS})`
  : `(SKIPPED: API_SPECS is ${process.env.API_SPECS ? `"${process.env.API_SPECS}", which does not exist` : 'unset'}; set it to a folder of elasticsearch-<version>/ REST API specs, as .ci/run does with ../shared/api-specs)`;
// Under CI=true these fail instead of skipping (harness/testing/environmentSkip.ts): .ci/run provides both.
const SKIP_SPECS = skipWithout(API_SPECS ? undefined : 'the REST API specs in API_SPECS (.ci/run sets it from ../shared/api-specs)');
const SKIP_SUITE_API = skipWithout(PEER_SUITE && existsSync(join(PEER_SUITE, 'api')) ? undefined : "the 6.8.13 suite's api/ folder in PEER_SUITE (.ci/run sets it from ../shared/peer-suites/elasticsearch-6.8.13)");
if (!API_SPECS) console.warn(`the test holding the parameter table to the REST API specs is skipped: ${API_SPECS_NOTE}`);

/** Each documented parameter of an API in one spec folder. */
function specParams(dir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json') && !n.startsWith('_'))) {
    const content = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, { params?: object; url?: { params?: object } }>;
    for (const [name, api] of Object.entries(content)) out.set(name, [...Object.keys(api.params ?? {}), ...Object.keys(api.url?.params ?? {})]);
  }
  return out;
}

const SIMULATED = APIS.filter((a) => a.simulated);

/** Every documented parameter of an in-scope API that the version's profile would refuse. */
function refusedOfSpec(profile: ProfileName, dir: string): string[] {
  const specs = specParams(dir);
  const p = getProfile(profile);
  const out: string[] = [];
  for (const def of SIMULATED) {
    const known = knownParams(p, def.name);
    for (const param of specs.get(def.name) ?? []) if (!known.has(param)) out.push(`${def.name}?${param}`);
  }
  return out;
}

describe('the parameter table holds every documented parameter of an in-scope API at its version', () => {
  for (const [folder, version] of [
    ['elasticsearch-7.17', '7.17.0'],
    ['elasticsearch-8.15', '8.15.0'],
    ['elasticsearch-8.19', '8.19.0'],
    ['elasticsearch-9.1', '9.1.0'],
  ] as const) {
    it.skipIf(SKIP_SPECS)(`${folder} at elasticsearch@${version} ${API_SPECS_NOTE}`, () => {
      const dir = join(API_SPECS!, folder);
      expect(existsSync(dir), `${dir} is missing`).toBe(true);
      expect(refusedOfSpec(`elasticsearch@${version}`, dir)).toEqual([]);
      // The spec has most in-scope APIs (a wrong folder would pass an empty check).
      expect(SIMULATED.filter((d) => specParams(dir).has(d.name)).length).toBeGreaterThan(50);
    });
  }
  it.skipIf(SKIP_SPECS || SKIP_SUITE_API)(`the committed table's Elasticsearch part is what buildParamTable.ts makes of the specs and the catalogue ${API_SPECS_NOTE}`, () => {
    const made = esTable(API_SPECS!, join(PEER_SUITE!, 'api')).table;
    const committed = (TABLE as unknown as { elasticsearch: Record<string, Record<string, string>> }).elasticsearch;
    // On a difference: npx tsx reference/api/buildParamTable.ts <api-specs> <6.8 api dir> <opensearch-api-specification checkout>
    expect(committed, 'paramTable.json is stale: re-run reference/api/buildParamTable.ts (see its header)').toEqual(made);
  });
  it.skipIf(SKIP_SUITE_API)(`the 6.8.13 suite's api/ at elasticsearch@6.8.13 (PEER_SUITE=${PEER_SUITE ?? 'unset: SKIPPED'})`, () => {
    expect(refusedOfSpec('elasticsearch@6.8.13', join(PEER_SUITE!, 'api'))).toEqual([]);
  });
});

describe('knownParams', () => {
  it('follows the versions: what came, what went, per distribution', () => {
    const has = (profile: ProfileName, api: string, param: string): boolean => knownParams(getProfile(profile), api).has(param);
    expect(has('elasticsearch@7.17.3', 'indices.create', 'include_type_name')).toBe(true);
    expect(has('elasticsearch@8.15.0', 'indices.create', 'include_type_name')).toBe(false);
    // The spec's service serves the typed dialect on 8.15's wire, with its parameter; ES before 6.7 never had it (#37285).
    expect(has('default', 'indices.get_mapping', 'include_type_name')).toBe(true);
    expect(has('default', 'indices.put_mapping', 'include_type_name')).toBe(true);
    expect(has('default', 'search', 'include_type_name')).toBe(false);
    expect(has('elasticsearch@6.6.2', 'indices.create', 'include_type_name')).toBe(false);
    expect(has('elasticsearch@6.7.0', 'indices.create', 'include_type_name')).toBe(true);
    expect(has('es5', 'indices.get_mapping', 'include_type_name')).toBe(false);
    expect(has('elasticsearch@6.8.13', 'get', '_source_include')).toBe(true);
    expect(has('elasticsearch@7.0.0', 'get', '_source_include')).toBe(false);
    expect(has('elasticsearch@8.15.0', 'search', 'force_synthetic_source')).toBe(true);
    expect(has('elasticsearch@7.17.3', 'search', 'force_synthetic_source')).toBe(false);
    expect(has('elasticsearch@8.15.0', 'field_caps', 'include_empty_fields')).toBe(true);
    expect(has('elasticsearch@8.15.0', 'indices.resolve_index', 'ignore_unavailable')).toBe(true);
    expect(has('elasticsearch@8.15.0', 'index', 'include_source_on_error')).toBe(false);
    expect(has('elasticsearch@8.19.0', 'index', 'include_source_on_error')).toBe(true);
    expect(has('elasticsearch@9.1.0', 'bulk', 'include_source_on_error')).toBe(true);
    expect(has('opensearch@2.17.1', 'indices.create', 'cluster_manager_timeout')).toBe(true);
    expect(has('opensearch@1.3.19', 'indices.create', 'cluster_manager_timeout')).toBe(false);
    expect(has('opensearch@1.3.19', 'indices.create', 'include_type_name')).toBe(true);
    expect(has('opensearch@2.17.1', 'indices.create', 'include_type_name')).toBe(false);
    expect(has('opensearch@2.17.1', 'search', 'force_synthetic_source')).toBe(false);
  });

  it('takes the common parameters everywhere, and the table parameters on _cat tables only', () => {
    for (const name of ['es5', 'es6', 'es8', 'opensearch2', 'default', 'elasticsearch@9.1.0'] as const) {
      const p = getProfile(name);
      for (const param of ['pretty', 'human', 'error_trace', 'filter_path', 'format', 'source']) expect(knownParams(p, 'indices.delete').has(param)).toBe(true);
      expect(knownParams(p, 'cat.indices').has('ts')).toBe(true);
      expect(knownParams(p, 'indices.delete').has('ts')).toBe(false);
    }
    expect(globalParams('elasticsearch', 'cat.help')).not.toContain('v');
  });

  it('a 7.x client of ES 8 (the compatibility view) may send what 7.x knew', () => {
    const sim = new Simulator({ profile: 'es8' });
    const compat = { 'content-type': 'application/vnd.elasticsearch+json;compatible-with=7', accept: 'application/vnd.elasticsearch+json;compatible-with=7' };
    expect(sim.handle({ method: 'PUT', path: '/c', query: { include_type_name: 'false' }, headers: compat }).status).toBe(200);
    expect(sim.handle({ method: 'PUT', path: '/d', query: { include_type_name: 'false' } }).status).toBe(400);
  });

  it('reads spans: since, since-until (until excluded), several', () => {
    expect(spanHolds('7.0.0', '6.8.13')).toBe(false);
    expect(spanHolds('7.0.0', '7.0.0')).toBe(true);
    expect(spanHolds('5.0.0-7.0.0', '6.99.99')).toBe(true);
    expect(spanHolds('5.0.0-7.0.0', '7.0.0')).toBe(false);
    expect(spanHolds('2.9.0', '2.10.0')).toBe(true);
    expect(spanHolds('5.0.0-6.0.0,7.0.0', '6.5.0')).toBe(false);
    expect(spanHolds('5.0.0-6.0.0,7.0.0', '8.1.0')).toBe(true);
  });
});

/** A path of the API the profile routes, its placeholders filled; undefined when the profile has none. */
function samplePath(profile: ProfileName, def: (typeof APIS)[number]): { method: string; path: string } | undefined {
  const p = getProfile(profile);
  const fill: Record<string, string> = { index: 'logs', type: '_doc', id: '1', name: 'n', fields: 'f', metric: '_all', scroll_id: 's', task_id: 'node:1', new_index: 'logs2', block: 'write', target: 't', alias: 'a', node_id: '_all', index_metric: 'docs' };
  for (const path of def.paths) {
    if (path.typeless || (path.requires !== undefined && !p[path.requires]) || (path.typed && !p.typedApis)) continue;
    return { method: path.methods[0]!, path: path.path.replace(/\{([^}]+)\}/g, (_m, n: string) => fill[n] ?? 'x') };
  }
  return undefined;
}

describe('the simulator refuses a parameter its version does not know', () => {
  for (const profile of ['es5', 'es6', 'es8', 'opensearch2', 'default', 'elasticsearch@7.17.3', 'elasticsearch@9.1.0', 'opensearch@1.3.19'] as const) {
    it(`${profile}: ?no_such_param=1 is a 400 on every in-scope API, and changes nothing`, () => {
      const sim = new Simulator({ profile });
      const before = JSON.stringify(sim.state);
      let tried = 0;
      for (const def of SIMULATED) {
        const at = samplePath(profile, def);
        if (!at) continue;
        tried++;
        const body = def.body.kind === 'none' ? undefined : def.body.kind === 'ndjson' ? '{"index":{"_index":"logs"}}\n{"a":1}\n' : '{}';
        const res = sim.handle({ method: at.method, path: at.path, query: { no_such_param: '1' }, headers: body ? { 'content-type': def.body.kind === 'ndjson' ? 'application/x-ndjson' : 'application/json' } : {}, body });
        expect(res.status, `${def.name} ${at.method} ${at.path}`).toBe(400);
        if (at.method !== 'HEAD') {
          const err = JSON.parse(res.body as string) as { error: { type: string; reason: string; root_cause: { type: string; reason: string }[] } };
          expect(err.error.type).toBe('illegal_argument_exception');
          expect(err.error.reason).toBe(`request [${at.path}] contains unrecognized parameter: [no_such_param]`);
          expect(err.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: err.error.reason });
        }
      }
      expect(tried).toBeGreaterThan(40);
      expect(JSON.stringify(sim.state)).toBe(before);
    });
  }

  it('lists several sorted, each with what it may have meant (Levenshtein similarity above 0.5)', () => {
    const sim = new Simulator({ profile: 'es8' });
    const res = sim.handle({ method: 'GET', path: '/_search', query: { sizee: '1', zzz: '1', rest_total_hits: 'true' } });
    expect(JSON.parse(res.body as string).error.reason).toBe(
      'request [/_search] contains unrecognized parameters: [rest_total_hits] -> did you mean any of [track_total_hits, rest_total_hits_as_int]?, [sizee] -> did you mean [size]?, [zzz]',
    );
  });

  it('takes a parameter named like a part of the path (ES puts path parts among the parameters)', () => {
    const sim = new Simulator({ profile: 'es8' });
    sim.handle({ method: 'PUT', path: '/logs' });
    expect(sim.handle({ method: 'GET', path: '/logs/_search', query: { index: 'logs' } }).status).toBe(200);
    const res = sim.handle({ method: 'GET', path: '/logs/_search', query: { indx: 'logs' } });
    expect(JSON.parse(res.body as string).error.reason).toBe('request [/logs/_search] contains unrecognized parameter: [indx] -> did you mean [index]?');
  });
});

describe('the order of refusals', () => {
  it('the REST layer first (media types), then the handler (parameters), then the body', () => {
    const sim = new Simulator({ profile: 'es8' });
    const typeErr = sim.handle({ method: 'PUT', path: '/logs/_doc/1', query: { bogus: '1' }, headers: { 'content-type': 'text/plain' }, body: '{"a":1}' });
    expect(JSON.parse(typeErr.body as string).error).toContain('Content-Type header [text/plain] is not supported');
    const paramErr = sim.handle({ method: 'PUT', path: '/logs/_doc/1', query: { bogus: '1' }, headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(JSON.parse(paramErr.body as string).error.reason).toBe('request [/logs/_doc/1] contains unrecognized parameter: [bogus]');
  });
});

describe('an API the table does not have yet', () => {
  it('takes its catalogue list (none for a name the catalogue lacks) and the common parameters', () => {
    // After a merge that adds an API to the catalogue, the API_SPECS test asks for a re-run of the script.
    expect(knownParams(getProfile('es8'), 'no.such_api').has('pretty')).toBe(true);
    expect(knownParams(getProfile('es8'), 'no.such_api').has('local')).toBe(false);
  });
});
