/**
 * terminate (ES 8.16, #114157): the rest of the running pipeline is skipped, a calling pipeline goes on
 * and the final pipeline still runs (ES 330_terminate_processor.yml); no such processor before 8.16.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function setup(profile: string) {
  const sim = testSimulator({ profile: profile as never });
  const put = (id: string, processors: unknown[]) => call(sim, 'PUT', `/_ingest/pipeline/${id}`, { processors });
  return { sim, put };
}
const append = (value: string) => ({ append: { field: 'trail', value } });

describe('terminate', () => {
  it('ends only the pipeline it runs in; the caller and the final pipeline go on', () => {
    const { sim, put } = setup('elasticsearch@8.19.0');
    put('inner', [append('a'), { terminate: { if: "ctx.stop == 'yes'" } }, append('b')]);
    put('outer', [{ pipeline: { name: 'inner' } }, append('c')]);
    put('last', [append('z')]);
    call(sim, 'PUT', '/logs', { settings: { 'index.final_pipeline': 'last' } });
    call(sim, 'PUT', '/logs/_doc/1?pipeline=outer', { stop: 'yes' });
    call(sim, 'PUT', '/logs/_doc/2?pipeline=outer', { stop: 'no' });
    expect(call(sim, 'GET', '/logs/_doc/1').body._source.trail).toEqual(['a', 'c', 'z']);
    expect(call(sim, 'GET', '/logs/_doc/2').body._source.trail).toEqual(['a', 'b', 'c', 'z']);
  });
  it('is no processor type before 8.16', () => {
    const r = setup('elasticsearch@8.15.0').put('p', [{ terminate: {} }]);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('No processor type exists with name [terminate]');
  });
});
