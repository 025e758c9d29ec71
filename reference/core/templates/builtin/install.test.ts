/**
 * The stack's template registry keeps its templates installed: IndexTemplateRegistry.clusterChanged (x-pack core,
 * run on every cluster state change of the elected master) puts back a built-in component or index template
 * that is missing, while `stack.templates.enabled` holds, so deleting `logs` does not stop `logs-*-*` writes
 * from making data streams. The cluster setting overrides the node's.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

describe('the built-in templates after a delete', () => {
  it('come back at once while the registry is on (the node default on ES 8.19)', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    expect(call(s, 'DELETE', '/_index_template/logs').status).toBe(200);
    expect(call(s, 'GET', '/_index_template/logs').status).toBe(200);
    // A component a built-in index template uses cannot go (in use); an unused one comes back.
    call(s, 'DELETE', '/_index_template/*');
    expect(call(s, 'GET', '/_index_template/logs').status).toBe(200);
    expect(call(s, 'PUT', '/logs-app-prod/_create/1', { '@timestamp': '2026-11-30T00:00:00Z', message: 'm' }).status).toBe(201);
    expect(call(s, 'GET', '/_data_stream/logs-app-prod').status).toBe(200);
  });

  it('stay deleted when the node started without them or the cluster setting turns the registry off', () => {
    const off = testSimulator({ profile: 'elasticsearch@8.19.0', stackTemplates: false });
    expect(call(off, 'GET', '/_index_template/logs').status).toBe(404);
    call(off, 'PUT', '/_index_template/mine', { index_patterns: ['mine-*'] });
    expect(call(off, 'DELETE', '/_index_template/mine').status).toBe(200);
    expect(call(off, 'GET', '/_index_template/logs').status).toBe(404);

    const on = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(on, 'PUT', '/_cluster/settings', { persistent: { 'stack.templates.enabled': false } });
    expect(call(on, 'DELETE', '/_index_template/logs').status).toBe(200);
    expect(call(on, 'GET', '/_index_template/logs').status).toBe(404);
    // Back on: the registry installs what is missing.
    call(on, 'PUT', '/_cluster/settings', { persistent: { 'stack.templates.enabled': true } });
    expect(call(on, 'GET', '/_index_template/logs').status).toBe(200);
  });

  it('a user-deleted template of their own stays deleted, and OpenSearch (no registry) reinstalls nothing', () => {
    const s = testSimulator({ profile: 'opensearch@2.19.0' });
    call(s, 'PUT', '/_index_template/logs', { index_patterns: ['logs-*'], data_stream: {} });
    expect(call(s, 'DELETE', '/_index_template/logs').status).toBe(200);
    expect(call(s, 'GET', '/_index_template/logs').status).toBe(404);
  });
});
