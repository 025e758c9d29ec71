/** Tests of APIs the simulator does not model, and endpoints nobody has. */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../simulator.ts';
import type { ProfileName } from '../profiles.ts';

const get = (profile: ProfileName, path: string, method = 'GET') => {
  const r = new Simulator({ profile, now: () => 0 }).handle({ method, path, headers: {} });
  return { status: r.status, body: r.body };
};

describe('APIs the simulator does not model, and endpoints nobody has', () => {
  it('a catalogued API without a model answers the version no-handler shape, never an index-name error', () => {
    // `_cluster/allocation/explain` is a real API (catalogued, not modelled): it must not reach `GET /{index}`.
    expect(get('es8', '/_cluster/allocation/explain')).toEqual({ status: 400, body: '{"error":"no handler found for uri [/_cluster/allocation/explain] and method [GET]"}' });
    expect(get('es6', '/_cluster/allocation/explain')).toEqual({ status: 400, body: 'No handler found for uri [/_cluster/allocation/explain] and method [GET]' });
    expect(get('opensearch2', '/_cluster/allocation/explain').body).toContain('no handler found for uri [/_cluster/allocation/explain]');
  });

  it('features the simulator does not have (repository registration, allocation explanations, security…) answer as a server without them, not as an index named after them', () => {
    for (const [method, path] of [['PUT', '/_snapshot/repo'], ['GET', '/_cluster/allocation/explain'], ['GET', '/_security/_authenticate'], ['GET', '/_slm/policy']] as const) {
      const r = get('es8', path, method);
      expect(r, `${method} ${path}`).toEqual({ status: 400, body: `{"error":"no handler found for uri [${path}] and method [${method}]"}` });
    }
    // A path some feature owns for other methods: the 405 names every method its routes have (ES's
    // getValidHandlerMethodSet collects them over all trie matches: `/_pit` DELETE, then `/{index}`).
    expect(get('es8', '/_pit', 'POST')).toEqual({ status: 405, body: '{"error":"Incorrect HTTP method for uri [/_pit] and method [POST], allowed: [DELETE, PUT, GET, HEAD]","status":405}' });
  });

  it('snapshots answer as a cluster with no repository, never as an index named _snapshot', () => {
    expect(get('es8', '/_snapshot')).toEqual({ status: 200, body: '{}' });
    expect(get('es6', '/_snapshot/repo/snap')).toEqual({
      status: 404,
      body: '{"error":{"root_cause":[{"type":"repository_missing_exception","reason":"[repo] missing"}],"type":"repository_missing_exception","reason":"[repo] missing"},"status":404}',
    });
  });

  it('data streams exist only where the version has them; without them the path is what the version routes it to', () => {
    expect(get('es8', '/_data_stream/x').status).toBe(404);
    expect(get('opensearch2', '/_data_stream').body).toBe('{"data_streams":[]}');
    // ES 6.8 has no data streams: `GET /_data_stream` is `GET /{index}` with a reserved name.
    expect(get('es6', '/_data_stream').body).toContain('invalid_index_name_exception');
  });

  it('synced flush exists in ES 5 and 6 only', () => {
    expect(get('es6', '/_flush/synced', 'POST').status).toBe(200);
    expect(get('es8', '/_flush/synced', 'POST').body).not.toContain('"_shards"');
  });

  it('an unknown endpoint with a reserved first segment is still the resolver error of `GET /{index}` (ES 6.1+)', () => {
    expect(get('es8', '/_nosuchapi').body).toContain('invalid_index_name_exception');
    expect(get('es8', '/_nosuchapi/a/b/c/d').body).toBe('{"error":"no handler found for uri [/_nosuchapi/a/b/c/d] and method [GET]"}');
  });
});
