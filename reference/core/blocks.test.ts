/** Tests of index blocks: what each stops, and how the refusal reads. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../testkit.ts';
import type { ProfileName } from '../profiles.ts';

/** A simulator with index `a` (one document, alias `al`) and index `b`. */
function setup(profile: ProfileName) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/a', { aliases: { al: {} } });
  call(sim, 'PUT', '/b');
  call(sim, 'PUT', '/a/_doc/1?refresh=true', { n: 1 });
  return { sim, c: (m: string, p: string, b?: unknown) => call(sim, m, p, b) };
}

/** Everything a request could change, to show a refused one changed nothing. */
function snapshot(c: ReturnType<typeof setup>['c']) {
  return JSON.stringify([c('GET', '/a,b/_settings?flat_settings=true').body, c('GET', '/a,b/_mapping').body, c('GET', '/_alias').body]);
}

describe('index blocks: what each stops, and how the refusal reads', () => {
  it('write: document writes refused whole (403, the index named from ES 7 on); bulk items fail one by one', () => {
    for (const [profile, prefix] of [['es6', ''], ['es8', 'index [a] '], ['opensearch2', 'index [a] ']] as const) {
      const { c } = setup(profile);
      c('PUT', '/a/_settings', { 'index.blocks.write': true });
      const before = snapshot(c);
      const put = c('PUT', '/a/_doc/2', { n: 2 });
      expect(put.status).toBe(403);
      expect(put.body.error).toMatchObject({ type: 'cluster_block_exception', reason: `${prefix}blocked by: [FORBIDDEN/8/index write (api)];` });
      expect(c('DELETE', '/a/_doc/1').status).toBe(403);
      const bulk = c('POST', '/_bulk', [{ index: { _index: 'a', _id: '3' } }, { n: 3 }, { index: { _index: 'b', _id: '3' } }, { n: 3 }]);
      expect(bulk.body.errors).toBe(true);
      expect(bulk.body.items.map((i: { index: { status: number } }) => i.index.status)).toEqual([403, 201]);
      expect(bulk.body.items[0].index.error.type).toBe('cluster_block_exception');
      // Metadata stays writable under a write block; the refused documents never landed.
      expect(c('PUT', '/a/_mapping' + (profile === 'es6' ? '/_doc' : ''), { properties: { k: { type: 'keyword' } } }).status).toBe(200);
      expect(snapshot(c)).not.toBe(before);
      c('POST', '/a/_refresh');
      expect(c('GET', '/a/_count').body.count).toBe(1);
      // false lifts it.
      c('PUT', '/a/_settings', { 'index.blocks.write': false });
      expect(c('PUT', '/a/_doc/2', { n: 2 }).status).toBe(201);
    }
  });

  it('read_only: writes and metadata writes refused, state unchanged; the block itself can be lifted; delete refused', () => {
    const { c } = setup('es8');
    c('PUT', '/a/_settings', { 'index.blocks.read_only': true });
    const before = snapshot(c);
    const reason = 'index [a] blocked by: [FORBIDDEN/5/index read-only (api)];';
    for (const [m, p, b] of [
      ['PUT', '/a/_doc/9', { n: 9 }],
      ['PUT', '/a/_mapping', { properties: { k: { type: 'keyword' } } }],
      ['PUT', '/a/_settings', { 'index.number_of_replicas': 0 }],
      ['PUT', '/a/_alias/x', undefined],
      ['POST', '/_aliases', { actions: [{ add: { index: 'a', alias: 'y' } }] }],
      ['DELETE', '/a/_alias/al', undefined],
      ['POST', '/a/_close', undefined],
      ['DELETE', '/a', undefined],
    ] as const) {
      const r = c(m, p, b);
      expect([m, p, r.status, r.body?.error?.reason]).toEqual([m, p, 403, reason]);
    }
    expect(snapshot(c)).toBe(before);
    // Reads still work.
    expect(c('GET', '/a/_doc/1').status).toBe(200);
    expect(c('PUT', '/a/_settings', { 'index.blocks.read_only': false }).status).toBe(200);
    expect(c('PUT', '/a/_doc/9', { n: 9 }).status).toBe(201);
  });

  it('an alias action names its indices as sent: a wildcard meets no block (as in ES)', () => {
    const { c } = setup('es8');
    c('PUT', '/a/_settings', { 'index.blocks.read_only': true });
    expect(c('POST', '/_aliases', { actions: [{ add: { index: 'a*', alias: 'y' } }] }).status).toBe(200);
  });

  it('read: searches, counts and gets refused; writes pass', () => {
    const { c } = setup('es6');
    c('PUT', '/a/_settings', { 'index.blocks.read': true });
    for (const p of ['/a/_search', '/a/_count', '/a/_doc/1', '/al/_search']) {
      const r = c('GET', p);
      expect([p, r.status, r.body.error.reason]).toEqual([p, 403, 'blocked by: [FORBIDDEN/7/index read (api)];']);
    }
    expect(c('PUT', '/a/_doc/2', { n: 2 }).status).toBe(201);
  });

  it('read_only_allow_delete per version: ES 6 403, OpenSearch 429 with metadata writes refused, ES 8 429 writes only; the index may be deleted', () => {
    const cases = [
      ['es6', 403, 'blocked by: [FORBIDDEN/12/index read-only / allow delete (api)];', 403],
      ['opensearch2', 429, 'index [a] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];', 429],
      ['es8', 429, 'index [a] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];', 200],
    ] as const;
    for (const [profile, status, reason, metaStatus] of cases) {
      const { c } = setup(profile);
      c('PUT', '/a/_settings', { 'index.blocks.read_only_allow_delete': true });
      const r = c('PUT', '/a/_doc/2', { n: 2 });
      expect([profile, r.status, r.body.error.reason]).toEqual([profile, status, reason]);
      expect([profile, c('PUT', '/a/_settings', { 'index.number_of_replicas': 0 }).status]).toEqual([profile, metaStatus]);
      expect(c('DELETE', '/a').status).toBe(200);
    }
  });

  it('several blocks on several indices: each index with its blocks from ES 7 on; the highest non-429 status wins', () => {
    const { c } = setup('es8');
    c('PUT', '/a/_settings', { 'index.blocks.read_only_allow_delete': true });
    c('PUT', '/a/_settings', { 'index.blocks.write': true });
    c('PUT', '/b/_settings', { 'index.blocks.read': true, 'index.blocks.write': true });
    const r = c('PUT', '/a/_doc/2', { n: 2 });
    expect(r.status).toBe(403);
    expect(r.body.error.reason).toBe('index [a] blocked by: [FORBIDDEN/8/index write (api), TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];');
    c('PUT', '/a/_settings', { 'index.blocks.read': true });
    const s = c('GET', '/a,b/_search');
    expect(s.body.error.reason).toBe('index [a] blocked by: [FORBIDDEN/7/index read (api)];index [b] blocked by: [FORBIDDEN/7/index read (api)];');
  });
});
