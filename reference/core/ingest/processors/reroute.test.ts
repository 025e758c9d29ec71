/**
 * reroute (ES 8.8, RerouteProcessor; ES 310_reroute_processor.yml): the pipeline ends, the document goes
 * to the named index or to `<type>-<dataset>-<namespace>`, and the new target's pipelines run; a data
 * stream's pipelines come from its write index, or from its template once a lazy rollover is pending.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

const sim819 = () => testSimulator({ profile: 'elasticsearch@8.19.0' as never });
const simulate = (processors: unknown[], index: string, source: unknown) =>
  call(sim819(), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors }, docs: [{ _index: index, _source: source }] }).body.docs[0];

describe('reroute', () => {
  it('builds the data stream name from the current one, a field, or a literal; sanitized', () => {
    const byField = simulate([{ reroute: { dataset: ['{{service.name}}', 'fallback'] } }], 'logs-generic-default', { service: { name: 'Web Front:1' } });
    expect(byField.doc._index).toBe('logs-web_front_1-default');
    expect(byField.doc._source.data_stream).toEqual({ type: 'logs', dataset: 'web_front_1', namespace: 'default' });
    expect(simulate([{ reroute: { dataset: ['{{missing}}', 'fallback'], namespace: 'Prod-EU' } }], 'logs-generic-default', {}).doc._index).toBe('logs-fallback-prod-eu');
    expect(simulate([{ reroute: {} }], 'logs-generic-default', { data_stream: { dataset: 'nginx' } }).doc._index).toBe('logs-nginx-default');
  });
  it('ends the pipeline at the first reroute', () => {
    const r = simulate([{ reroute: { destination: 'first' } }, { reroute: { destination: 'second' } }, { set: { field: 'late', value: 1 } }], 'origin', {});
    expect(r.doc._index).toBe('first');
    expect(r.doc._source.late).toBeUndefined();
  });
  it('refuses an index name outside the naming scheme', () => {
    expect(simulate([{ reroute: { dataset: 'x' } }], 'plainindex', {}).error.reason).toBe('invalid data stream name: [plainindex]; must follow naming scheme <type>-<dataset>-<namespace>');
  });
  it('runs the new target default pipeline on the write path; a way back is a cycle', () => {
    const sim = sim819();
    call(sim, 'PUT', '/_ingest/pipeline/to-b', { processors: [{ set: { field: 'seen_a', value: true } }, { reroute: { destination: 'b' } }] });
    call(sim, 'PUT', '/_ingest/pipeline/at-b', { processors: [{ set: { field: 'seen_b', value: true } }] });
    call(sim, 'PUT', '/a', { settings: { 'index.default_pipeline': 'to-b' } });
    call(sim, 'PUT', '/b', { settings: { 'index.default_pipeline': 'at-b' } });
    call(sim, 'PUT', '/a/_doc/1', { n: 1 });
    expect(call(sim, 'GET', '/b/_doc/1').body._source).toEqual({ n: 1, seen_a: true, seen_b: true });
    call(sim, 'PUT', '/_ingest/pipeline/at-b', { processors: [{ reroute: { destination: 'a' } }] });
    const back = call(sim, 'PUT', '/a/_doc/2', { n: 2 });
    expect(back.status).toBe(500);
    expect(back.body.error.reason).toContain('index cycle detected');
  });
  it('is no processor type before 8.8', () => {
    const r = call(testSimulator({ profile: 'elasticsearch@8.7.0' as never }), 'PUT', '/_ingest/pipeline/p', { processors: [{ reroute: {} }] });
    expect(JSON.stringify(r.body)).toContain('No processor type exists with name [reroute]');
  });
});
