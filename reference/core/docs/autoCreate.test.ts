/**
 * `action.auto_create_index` (AutoCreateIndex.shouldAutoCreate). Pinned by reindex/25_no_auto_create.yml (ES 8.x):
 * `false`, a list that does not name the index, and a list that forbids it each refuse a reindex into a missing
 * destination up front (ReindexValidator), with the reason in the message.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';

function call(sim: Simulator, method: string, path: string, body?: unknown, query: Record<string, string> = {}) {
  const r = sim.handle({ method, path, query, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: r.status, body: JSON.parse(r.body) };
}

function withSetting(value: unknown): Simulator {
  const sim = new Simulator({ profile: 'elasticsearch@8.19.0', now: () => 0 });
  call(sim, 'PUT', '/logs/_doc/1', { n: 1 });
  call(sim, 'PUT', '/_cluster/settings', { persistent: { 'action.auto_create_index': value } });
  return sim;
}

const reindex = (sim: Simulator) => call(sim, 'POST', '/_reindex', { source: { index: 'logs' }, dest: { index: 'copy' } });

describe('action.auto_create_index', () => {
  it('false refuses every new index, naming the setting', () => {
    const sim = withSetting(false);
    const r = reindex(sim);
    expect(r.status).toBe(404);
    expect(r.body.error).toMatchObject({ type: 'index_not_found_exception', reason: 'no such index [copy] and [action.auto_create_index] is [false]', index: 'copy' });
    expect(call(sim, 'PUT', '/other/_doc/1', { n: 1 }).body.error.reason).toBe('no such index [other] and [action.auto_create_index] is [false]');
  });
  it('a list creates only what it matches; the first match decides', () => {
    const sim = withSetting('logs*,-copy,+c*');
    expect(reindex(sim).body.error.reason).toBe('no such index [copy] and [action.auto_create_index] contains [-copy] which forbids automatic creation of the index');
    expect(call(sim, 'PUT', '/cats/_doc/1', { n: 1 }).status).toBe(201);
    expect(call(sim, 'PUT', '/dogs/_doc/1', { n: 1 }).body.error.reason).toBe("no such index [dogs] and [action.auto_create_index] ([logs*,-copy,+c*]) doesn't match");
  });
  it('an existing destination needs no creation', () => {
    const sim = withSetting(false);
    call(sim, 'PUT', '/_cluster/settings', { persistent: { 'action.auto_create_index': null } });
    call(sim, 'PUT', '/copy');
    call(sim, 'PUT', '/_cluster/settings', { persistent: { 'action.auto_create_index': false } });
    expect(reindex(sim).body.created).toBe(1);
  });
});
