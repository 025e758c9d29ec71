/** Tests of the API catalogue: its entries, the handlers and routes it names, and the paths it builds. */
import { describe, expect, it } from 'vitest';
import { APIS, apiDef, apiPath, placeholders } from './catalogue.ts';
import { HANDLERS } from '../core/step.ts';
import { route } from '../wire/route.ts';
import { mutatingApi } from '../server/mutating.ts';
import { getProfile, PROFILE_NAMES } from '../profiles.ts';

/** A concrete path for a template: sample values that no literal of the table shares. */
function fill(path: string, typedValue: string): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'type' ? typedValue : name === 'index' ? 'idx' : name === 'id' ? '1' : `v_${name}`.replace(/^v__/, 'v')));
}

describe('the API catalogue', () => {
  it('names each API once, with parts its paths have and methods it can serve', () => {
    const names = APIS.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    for (const a of APIS) {
      expect(a.paths.length, a.name).toBeGreaterThan(0);
      const parts = new Set(a.paths.flatMap((p) => placeholders(p.path)));
      for (const part of Object.keys(a.names)) expect(parts.has(part), `${a.name}: names a part [${part}] no path has`).toBe(true);
      for (const p of a.paths) expect(p.methods.length, `${a.name} ${p.path}`).toBeGreaterThan(0);
      if (a.bodyNames) expect(a.body.kind, `${a.name} carries names in a body it does not read`).not.toBe('none');
    }
  });

  it('the simulator has a handler for exactly the APIs marked simulated', () => {
    const simulated = APIS.filter((a) => a.simulated).map((a) => a.name).sort();
    expect(Object.keys(HANDLERS).sort()).toEqual(simulated);
  });

  for (const name of PROFILE_NAMES) {
    it(`the router serves every simulated path of the catalogue, and only its API (profile ${name})`, () => {
      const profile = getProfile(name);
      for (const a of APIS.filter((x) => x.simulated)) {
        for (const p of a.paths) {
          const available = (!p.typed || profile.typedApis) && (p.requires === undefined || profile[p.requires]);
          const typeValue = p.typed ? 'doc' : '_doc';
          const concrete = fill(p.path, typeValue);
          for (const method of p.methods) {
            const m = route(profile, method, concrete);
            if (p.typeless) {
              // Served through the typed path whose `{type}` is `_doc`: same API, wherever `_doc` is routed.
              if (m.kind === 'match') expect(m.api, `${method} ${concrete}`).toBe(a.name);
              continue;
            }
            if (available) {
              expect(m, `${method} ${concrete}`).toMatchObject({ kind: 'match', api: a.name });
            } else {
              expect(m.kind === 'match' && m.api === a.name, `${method} ${concrete} must not reach ${a.name}`).toBe(false);
            }
          }
        }
      }
    });
  }

  it('a request is journaled and checked for write access exactly when its API writes', () => {
    for (const a of APIS.filter((x) => x.simulated)) {
      const p = a.paths.find((x) => !x.typeless)!;
      // A path that only some versions have (`requires`) is asked of a profile that has it.
      // (The named profiles first; an API newer than all of them, the data stream settings of 9.1, is asked of 9.1,
      // the data stream mappings of 9.2 and the named streams toggles of 9.4.)
      const profile = [...PROFILE_NAMES.map(getProfile), getProfile('elasticsearch@9.1.0'), getProfile('elasticsearch@9.4.0')].find((pr) => p.requires === undefined || pr[p.requires])!;
      const m = mutatingApi(profile, p.methods[0]!, fill(p.path, '_doc'));
      expect(m?.api, `${a.name} (${a.access === 'read' ? 'read' : 'write'})`).toBe(a.access === 'read' ? undefined : a.name);
    }
  });

  it('builds a call\'s path from the entry whose parts and method fit, encoded as clients encode it', () => {
    expect(apiPath('indices.put_alias', 'PUT', { index: 'a b', name: 'x' })).toBe('/a%20b/_alias/x');
    expect(apiPath('indices.stats', 'GET', { index: 'i1,i2', metric: 'docs' })).toBe('/i1,i2/_stats/docs');
    expect(apiPath('index', 'PUT', { index: 'i', id: '1' })).toBe('/i/_doc/1');
    expect(apiPath('indices.update_aliases', 'POST')).toBe('/_aliases');
    // A server-only route is used when no path of the REST API spec fits.
    expect(apiPath('indices.put_alias', 'PUT', { name: 'x' })).toBe('/_alias/x');
    expect(() => apiPath('indices.put_alias', 'DELETE', { index: 'i', name: 'x' })).toThrow(/no DELETE path/);
    expect(() => apiPath('nosuch', 'GET')).toThrow(/no API \[nosuch\]/);
  });

  it('looks entries up by name', () => {
    expect(apiDef('indices.put_alias')?.names).toEqual({ index: 'index', name: 'alias' });
    expect(apiDef('bulk')?.body).toEqual({ kind: 'ndjson', required: true });
    expect(apiDef('nosuch')).toBeUndefined();
  });
});
