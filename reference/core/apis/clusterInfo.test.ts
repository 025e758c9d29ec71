/**
 * `GET /_info/{target}` (ES 8.9+; ingest-common's 15_info_ingest.yml reads `ingest.total`, each pipeline's
 * counts and its processors' stats after a bulk through a pipeline): the ingest target is the node's
 * IngestStats; `_all` cannot be named with another target; an unknown target is refused; OpenSearch and
 * older versions have no such route.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('cluster.info', () => {
  it('prints the ingest counters of every pipeline after documents went through one', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    call(sim, 'PUT', '/_ingest/pipeline/stamp', { processors: [{ set: { field: 'stamped', value: true } }] });
    call(sim, 'POST', '/orders/_bulk?pipeline=stamp&refresh=true', '{"index":{}}\n{"n":1}\n{"index":{}}\n{"n":2}\n');
    const r = call(sim, 'GET', '/_info/ingest');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['cluster_name', 'ingest']);
    expect(r.body.ingest.total).toMatchObject({ count: 2, failed: 0, current: 0 });
    expect(r.body.ingest.pipelines.stamp).toMatchObject({ count: 2, failed: 0, processors: [{ set: { type: 'set', stats: { count: 2 } } }] });
    expect(call(sim, 'GET', '/_info/_all').body.ingest.total.count).toBe(2);
    expect(Object.keys(call(sim, 'GET', '/_info/http').body)).toEqual(['cluster_name']);
  });
  it('refuses _all beside a target, and a target it does not know', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    expect(call(sim, 'GET', '/_info/_all,ingest').body.error.reason).toBe('request [/_info/_all,ingest] contains _all and individual target [ingest]');
    expect(call(sim, 'GET', '/_info/ingets').body.error.reason).toBe('request [/_info/ingets] contains unrecognized target: [ingets] -> did you mean [ingest]?');
  });
  it('is not there before 8.9 nor in OpenSearch', () => {
    for (const p of ['elasticsearch@8.8.2', 'opensearch@2.19.0']) expect(call(testSimulator({ profile: p as never }), 'GET', '/_info/ingest').status).not.toBe(200);
  });
});
