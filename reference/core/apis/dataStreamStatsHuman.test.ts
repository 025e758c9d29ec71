/**
 * `GET /_data_stream/<name>/_stats?human` (DataStreamsStatsAction.Response and DataStreamStats.toXContent use
 * XContentBuilder.humanReadableField): the readable size (ByteSizeValue.toString, `280b`, `1.2kb`) comes right
 * before each `*_bytes` figure; without `human` only the bytes. The use-a-data-stream and data stream stats
 * pages of the 8.x reference send `?human=true`.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('data stream stats with human sizes', () => {
  it('prints total_store_size and store_size before their byte figures', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/_index_template/logs', { index_patterns: ['app-logs*'], data_stream: {} });
    call(sim, 'POST', '/app-logs/_doc?refresh=true', { '@timestamp': '2026-02-01T00:00:00Z', message: 'hello' });
    const human = call(sim, 'GET', '/_data_stream/app-logs/_stats?human=true').body;
    expect(Object.keys(human)).toEqual(['_shards', 'data_stream_count', 'backing_indices', 'total_store_size', 'total_store_size_bytes', 'data_streams']);
    expect(human.total_store_size).toMatch(/^\d+(\.\d)?(b|kb|mb)$/);
    expect(Object.keys(human.data_streams[0])).toEqual(['data_stream', 'backing_indices', 'store_size', 'store_size_bytes', 'maximum_timestamp']);
    const plain = call(sim, 'GET', '/_data_stream/app-logs/_stats').body;
    expect(plain.total_store_size).toBeUndefined();
    expect(plain.total_store_size_bytes).toBe(human.total_store_size_bytes);
  });
});
