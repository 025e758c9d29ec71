/** Tests of PUT /{index}/_block/{block}. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function setup(profile: ProfileName = 'es8') {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/a');
  call(sim, 'PUT', '/b');
  return (m: string, p: string, b?: unknown) => call(sim, m, p, b);
}

describe('PUT /{index}/_block/{block}', () => {
  it('sets the block setting and lists the indices it blocked; an index that had it is left out', () => {
    const c = setup();
    expect(c('PUT', '/a/_block/write').body).toEqual({ acknowledged: true, shards_acknowledged: true, indices: [{ name: 'a', blocked: true }] });
    expect(c('GET', '/a/_settings/index.blocks.write').body).toEqual({ a: { settings: { index: { blocks: { write: 'true' } } } } });
    expect(c('PUT', '/a,b/_block/write').body.indices).toEqual([{ name: 'b', blocked: true }]);
    expect(c('PUT', '/a/_block/write').body).toEqual({ acknowledged: true, shards_acknowledged: false, indices: [] });
    expect(c('PUT', '/a/_doc/1', { x: 1 }).status).toBe(403);
  });
  it('refuses an unknown block, a missing index, and wildcards while destructive_requires_name holds; nothing changes', () => {
    const c = setup();
    expect(c('PUT', '/a/_block/nope').body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'No block found with name nope' });
    expect(c('PUT', '/zz/_block/write').status).toBe(404);
    expect(c('PUT', '/*/_block/write').body.error.type).toBe('illegal_argument_exception');
    expect(c('GET', '/a,b/_settings/index.blocks.*').body).toEqual({});
  });
  it('a read or write block needs metadata writes; a metadata-level block may always be added', () => {
    const c = setup();
    c('PUT', '/a/_block/read_only');
    expect(c('PUT', '/a/_block/write').status).toBe(403);
    expect(c('PUT', '/a/_block/metadata').status).toBe(200);
  });
  it('exists from ES 7.9 and in OpenSearch; ES 6 has no such route', () => {
    expect(setup('opensearch2')('PUT', '/a/_block/read').body.indices).toEqual([{ name: 'a', blocked: true }]);
    const r = setup('es6')('PUT', '/a/_block/read');
    expect([r.status, r.text]).toEqual([400, 'No handler found for uri [/a/_block/read] and method [PUT]']);
  });
});
