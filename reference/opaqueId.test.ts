/**
 * The X-Opaque-Id a request carries comes back as a header of its answer (DefaultRestChannel.sendResponse,
 * the HTTP channel's echo since 1.x; OpenSearch's DefaultRestChannel too), on success and on error: the
 * clients' `opaque_id` (Python) / `opaqueId` (JS) options set it to trace a request through the cluster.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from './testkit.ts';

describe('X-Opaque-Id', () => {
  it.each(['elasticsearch@8.19.0', 'elasticsearch@6.8.13', 'opensearch@2.19.0'] as const)('%s echoes it, error or not, and adds none when absent', (profile) => {
    const s = testSimulator({ profile });
    expect(call(s, 'GET', '/', undefined, { 'x-opaque-id': 'trace-7' }).headers['x-opaque-id']).toBe('trace-7');
    expect(call(s, 'GET', '/nope/_search', undefined, { 'x-opaque-id': 'trace-8' }).headers['x-opaque-id']).toBe('trace-8');
    expect(call(s, 'HEAD', '/nope', undefined, { 'x-opaque-id': 'trace-9' }).headers['x-opaque-id']).toBe('trace-9');
    expect(call(s, 'GET', '/').headers['x-opaque-id']).toBeUndefined();
  });
});
