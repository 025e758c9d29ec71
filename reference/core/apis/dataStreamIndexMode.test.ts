/**
 * `index_mode` in GET /_data_stream (ES 8.19, 9.1+: elastic/elasticsearch#122486, backported to 8.19 as #128154):
 * the stream's, from its template, and each backing index's `index.mode`, `standard` when unset
 * (TransportGetDataStreamsAction; the PR's example prints both).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function streamOf(profile: 'elasticsearch@8.19.0' | 'elasticsearch@9.0.0' | 'elasticsearch@9.1.0', settings: Record<string, string> = {}) {
  const sim = testSimulator({ profile, stackTemplates: false });
  call(sim, 'PUT', '/_index_template/t', { index_patterns: ['s-*'], data_stream: {}, template: { settings } });
  call(sim, 'PUT', '/_data_stream/s-1');
  return call(sim, 'GET', '/_data_stream/s-1').body.data_streams[0];
}

describe('index_mode in GET /_data_stream', () => {
  it('standard by default, for the stream and its backing index (8.19, 9.1)', () => {
    for (const p of ['elasticsearch@8.19.0', 'elasticsearch@9.1.0'] as const) {
      const ds = streamOf(p);
      expect(ds.index_mode).toBe('standard');
      expect(ds.indices[0].index_mode).toBe('standard');
    }
  });
  it('the template says logsdb', () => {
    const ds = streamOf('elasticsearch@9.1.0', { 'index.mode': 'logsdb' });
    expect(ds.index_mode).toBe('logsdb');
  });
  it('not in 9.0', () => {
    const ds = streamOf('elasticsearch@9.0.0');
    expect(ds.index_mode).toBeUndefined();
    expect(ds.indices[0].index_mode).toBeUndefined();
  });
});
