/**
 * The streams toggles: 9.1's logs-only form (StreamsStatusAction prints `{"logs":{"enabled":…}}`,
 * TransportLogsStreamsToggleActivation answers acknowledged, the same state again included) and the later
 * form naming the type (the clients suite 9.4's streams/10_basic.yml: `logs\.otel.enabled` after enabling it).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('streams toggles', () => {
  it('9.1: logs only, enable twice is still acknowledged, disable turns it off', () => {
    const sim = testSimulator({ profile: 'elasticsearch@9.1.0', stackTemplates: false });
    expect(call(sim, 'GET', '/_streams/status').body).toEqual({ logs: { enabled: false } });
    expect(call(sim, 'POST', '/_streams/logs/_enable').body).toEqual({ acknowledged: true });
    expect(call(sim, 'POST', '/_streams/logs/_enable').body).toEqual({ acknowledged: true });
    expect(call(sim, 'GET', '/_streams/status').body).toEqual({ logs: { enabled: true } });
    call(sim, 'POST', '/_streams/logs/_disable');
    expect(call(sim, 'GET', '/_streams/status').body).toEqual({ logs: { enabled: false } });
  });
  it('named types: each its own flag; an unknown type reaches no handler', () => {
    const sim = testSimulator({ profile: 'elasticsearch@9.4.0', stackTemplates: false });
    expect(call(sim, 'POST', '/_streams/logs.otel/_enable').body).toEqual({ acknowledged: true });
    expect(call(sim, 'GET', '/_streams/status').body).toEqual({ logs: { enabled: false }, 'logs.otel': { enabled: true }, 'logs.ecs': { enabled: false } });
    expect(call(sim, 'POST', '/_streams/metrics/_enable').status).toBe(400);
    expect(call(sim, 'GET', '/_streams/status').body.metrics).toBeUndefined();
  });
  it('not served before 9.1', () => {
    const sim = testSimulator({ profile: 'elasticsearch@9.0.0', stackTemplates: false });
    expect(call(sim, 'GET', '/_streams/status').status).not.toBe(200);
  });
});
