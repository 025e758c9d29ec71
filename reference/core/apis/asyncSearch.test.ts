/**
 * Async search against the in-process simulator. Expected shapes: AsyncSearchResponse.toXContent and
 * AsyncStatusResponse (x-pack async-search), the async search docs ("When the async search completes within
 * such timeout, the response won't include the ID", elastic/elasticsearch#55934), completion_time from 8.10
 * (#97700), and Elastic's clients suite 8.19 async_search/10_basic.yml.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call } from '../../testkit.ts';
import type { ProfileName } from '../../profiles/names.ts';

function sim(profile: ProfileName = 'elasticsearch@8.19.0'): { s: Simulator; clock: { t: number } } {
  const clock = { t: Date.UTC(2026, 0, 1) };
  const s = new Simulator({ now: () => clock.t, seed: 7, profile });
  call(s, 'PUT', '/books/_doc/43?refresh=true', { name: 'Bestiario', author: 'Julio Cortazar' });
  call(s, 'PUT', '/books/_doc/44?refresh=true', { name: 'Tales of love', author: 'Horacio Quiroga' });
  return { s, clock };
}

describe('async search', () => {
  it('answers a search that ended in time without an id, and stores nothing', () => {
    const { s } = sim();
    const r = call(s, 'POST', '/books/_async_search?q=julio');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['is_partial', 'is_running', 'start_time_in_millis', 'expiration_time_in_millis', 'completion_time_in_millis', 'response']);
    expect(r.body.is_running).toBe(false);
    expect(r.body.expiration_time_in_millis - r.body.start_time_in_millis).toBe(5 * 86_400_000);
    expect(r.body.response.hits.hits[0]._source.name).toBe('Bestiario');
    expect(s.state.asyncSearches?.size ?? 0).toBe(0);
  });

  it('keeps a search under keep_on_completion: get, status, delete (the clients suite case)', () => {
    const { s } = sim();
    const r = call(s, 'POST', '/books/_async_search?q=julio&keep_on_completion=true');
    const id = r.body.id as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]+=*$/);
    const g = call(s, 'GET', `/_async_search/${id}`);
    expect(g.body.id).toBe(id);
    expect(g.body.response.hits.hits[0]._source.name).toBe('Bestiario');
    const st = call(s, 'GET', `/_async_search/status/${id}`);
    expect(Object.keys(st.body)).toEqual(['id', 'is_running', 'is_partial', 'start_time_in_millis', 'expiration_time_in_millis', 'completion_time_in_millis', '_shards', 'completion_status']);
    expect(st.body.completion_status).toBe(200);
    expect(call(s, 'DELETE', `/_async_search/${id}`).body).toEqual({ acknowledged: true });
    const gone = call(s, 'GET', `/_async_search/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.type).toBe('resource_not_found_exception');
    expect(gone.body.error.reason).toBe(id);
  });

  it('expires a kept search after keep_alive, and renews it on get', () => {
    const { s, clock } = sim();
    const id = call(s, 'POST', '/books/_async_search?keep_on_completion=true&keep_alive=1m').body.id as string;
    clock.t += 50_000;
    expect(call(s, 'GET', `/_async_search/${id}?keep_alive=2m`).status).toBe(200);
    clock.t += 100_000; // past the first minute, within the renewed two
    expect(call(s, 'GET', `/_async_search/${id}`).status).toBe(200);
    clock.t += 30_000;
    expect(call(s, 'GET', `/_async_search/${id}`).status).toBe(404);
  });

  it('refuses a malformed id, a short keep_alive and a suggest-only body as ES does', () => {
    const { s } = sim();
    expect(call(s, 'GET', '/_async_search/foo').body.error.reason).toBe('invalid id: [foo]');
    const v = call(s, 'POST', '/books/_async_search?keep_alive=500ms');
    expect(v.status).toBe(400);
    expect(v.body.error.reason).toBe('Validation Failed: 1: [keep_alive] must be greater or equals than 1 second, got:500ms;');
    const sug = call(s, 'POST', '/books/_async_search', { suggest: { x: { text: 'a', term: { field: 'name' } } } });
    expect(sug.body.error.reason).toBe('Validation Failed: 1: suggest-only queries are not supported;');
  });

  it('records a failure of the running search as an error with its status', () => {
    const { s } = sim();
    const r = call(s, 'POST', '/missing/_async_search');
    expect(r.status).toBe(404);
    expect(r.body.is_partial).toBe(true);
    expect(r.body.response).toBeUndefined();
    expect(r.body.error.type).toBe('status_exception');
    expect(r.body.error.caused_by.type).toBe('index_not_found_exception');
  });

  it('prints no completion time before 8.10, has no status API before 7.11, and no API on OpenSearch', () => {
    const { s } = sim('elasticsearch@8.9.0');
    expect(call(s, 'POST', '/books/_async_search').body.completion_time_in_millis).toBeUndefined();
    const old = sim('elasticsearch@7.10.2').s;
    const id = call(old, 'POST', '/books/_async_search?keep_on_completion=true').body.id as string;
    expect(call(old, 'GET', `/_async_search/${id}`).status).toBe(200);
    expect(call(old, 'GET', `/_async_search/status/${id}`).status).not.toBe(200);
    expect(call(sim('opensearch@2.19.0').s, 'POST', '/books/_async_search').status).not.toBe(200);
  });
});
