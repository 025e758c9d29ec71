/**
 * When an upsert meets the index's pipelines: the update API resolves the update on the shard first and sends
 * the resulting index request through a bulk of one, so a scripted upsert's pipelines see what the script set
 * (ES ingest/200_default_pipeline.yml and 240_required_pipeline.yml, "via scripted upsert"); a bulk update item's
 * upsert meets them before the script runs (the same files' bulk cases). An update of an existing document goes
 * the same way through the update API (ES #36618/#36219: "honored for non-bulk updates"), which OpenSearch 2.19
 * warns about (OpenSearch#16712); a bulk update item's merged document meets no pipeline.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function setup(profile: string) {
  const s = testSimulator({ profile: profile as never });
  call(s, 'PUT', '/_ingest/pipeline/p', { processors: [{ bytes: { field: 'b', target_field: 'n', ignore_missing: true } }] });
  call(s, 'PUT', '/t', { settings: { index: { default_pipeline: 'p' } } });
  return s;
}

describe('upserts and pipelines', () => {
  for (const profile of ['elasticsearch@8.19.0', 'opensearch@2.19.0']) {
    it(`${profile}: the update API runs the pipeline on what the scripted upsert made`, () => {
      const s = setup(profile);
      call(s, 'POST', '/t/_update/1', { script: { source: "ctx._source.b = '1kb'" }, upsert: {}, scripted_upsert: true });
      expect(call(s, 'GET', '/t/_doc/1').body._source).toEqual({ b: '1kb', n: 1024 });
      call(s, 'POST', '/t/_update/2', { doc: { b: '2kb' }, doc_as_upsert: true });
      expect(call(s, 'GET', '/t/_doc/2').body._source).toEqual({ b: '2kb', n: 2048 });
    });
    it(`${profile}: a bulk scripted upsert runs the pipeline on the upsert before the script`, () => {
      const s = setup(profile);
      const lines = [{ update: { _index: 't', _id: '3' } }, { script: "ctx._source.b = '3kb'", upsert: { b: '1kb' }, scripted_upsert: true }];
      call(s, 'POST', '/_bulk', lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
      expect(call(s, 'GET', '/t/_doc/3').body._source).toEqual({ b: '3kb', n: 1024 });
    });
  }
  it('an update of an existing document runs the pipelines through the update API, not through bulk', () => {
    const s = setup('elasticsearch@8.19.0');
    call(s, 'PUT', '/t/_doc/1?pipeline=_none', { b: '1kb' });
    call(s, 'POST', '/t/_update/1', { doc: { c: 1 } });
    expect(call(s, 'GET', '/t/_doc/1').body._source).toEqual({ b: '1kb', c: 1, n: 1024 });
    call(s, 'PUT', '/t/_doc/2?pipeline=_none', { b: '1kb' });
    call(s, 'POST', '/_bulk', [{ update: { _index: 't', _id: '2' } }, { doc: { c: 1 } }].map((l) => JSON.stringify(l)).join('\n') + '\n');
    expect(call(s, 'GET', '/t/_doc/2').body._source).toEqual({ b: '1kb', c: 1 });
  });
  it("the update response's get shows the source before the pipelines, as TransportUpdateAction kept it", () => {
    const s = setup('elasticsearch@8.19.0');
    call(s, 'PUT', '/t/_doc/1?pipeline=_none', { b: '1kb' });
    const r = call(s, 'POST', '/t/_update/1?_source=true', { doc: { c: 1 } });
    expect(r.body.get._source).toEqual({ b: '1kb', c: 1 });
    expect(call(s, 'GET', '/t/_doc/1').body._source).toEqual({ b: '1kb', c: 1, n: 1024 });
  });
  it('OpenSearch 2.19 warns when the update API runs an existing document through a pipeline; 2.18 does not', () => {
    for (const [profile, warns] of [['opensearch@2.19.0', true], ['opensearch@2.18.0', false]] as const) {
      const s = setup(profile);
      call(s, 'PUT', '/t/_doc/1?pipeline=_none', { b: '1kb' });
      const r = call(s, 'POST', '/t/_update/1', { doc: { c: 1 } });
      expect(String(r.headers?.warning ?? r.headers?.Warning ?? '').includes('the support of the ingest pipelines for update operation')).toBe(warns);
      // A created document (upsert) does not warn.
      const u = call(s, 'POST', '/t/_update/9', { doc: { c: 1 }, doc_as_upsert: true });
      expect(String(u.headers?.warning ?? '').includes('ingest pipelines for update')).toBe(false);
    }
  });
});
