/** Tests of GET /_resolve/index/{name}. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function setup() {
  const sim = testSimulator({ profile: 'es8' });
  call(sim, 'PUT', '/test_index1', { aliases: { test_alias: {}, test_blias: {}, test_clias: {} } });
  call(sim, 'PUT', '/test_index2', { aliases: { test_alias: {} } });
  call(sim, 'POST', '/test_index2/_close');
  call(sim, 'PUT', '/test_index3', { aliases: { test_blias: {} } });
  call(sim, 'PUT', '/.hidden_one', { settings: { 'index.hidden': true } });
  return (p: string) => call(sim, 'GET', p);
}

describe('GET /_resolve/index/{name}', () => {
  it('wildcards: open indices (sorted, with sorted aliases and attributes), aliases with all their indices', () => {
    expect(setup()('/_resolve/index/test*').body).toEqual({
      indices: [
        { name: 'test_index1', aliases: ['test_alias', 'test_blias', 'test_clias'], attributes: ['open'] },
        { name: 'test_index3', aliases: ['test_blias'], attributes: ['open'] },
      ],
      aliases: [
        { name: 'test_alias', indices: ['test_index1', 'test_index2'] },
        { name: 'test_blias', indices: ['test_index1', 'test_index3'] },
        { name: 'test_clias', indices: ['test_index1'] },
      ],
      data_streams: [],
    });
  });
  it('expand_wildcards=all reaches closed and hidden indices; exclusions; explicit names whatever their state', () => {
    const c = setup();
    const all = c('/_resolve/index/*,-test_blias,-test_clias?expand_wildcards=all').body;
    expect(all.indices.map((i: { name: string; attributes: string[] }) => [i.name, i.attributes])).toEqual([
      ['.hidden_one', ['hidden', 'open']],
      ['test_index1', ['open']],
      ['test_index2', ['closed']],
      ['test_index3', ['open']],
    ]);
    expect(all.aliases.map((a: { name: string }) => a.name)).toEqual(['test_alias']);
    expect(c('/_resolve/index/test_index2').body.indices).toEqual([{ name: 'test_index2', aliases: ['test_alias'], attributes: ['closed'] }]);
    expect(c('/_resolve/index/.h*').body.indices.map((i: { name: string }) => i.name)).toEqual(['.hidden_one']);
  });
  it('a wildcard reaches aliases whatever the state of their indices (clients 9.4 indices/resolve_cluster.yml, expand_wildcards closed)', () => {
    const sim = testSimulator({ profile: 'es8' });
    call(sim, 'PUT', '/open1', { aliases: { a1: {} } });
    call(sim, 'PUT', '/shut2', {});
    call(sim, 'POST', '/shut2/_close');
    const r = call(sim, 'GET', '/_resolve/index/*?expand_wildcards=closed').body;
    expect(r.indices.map((i: { name: string }) => i.name)).toEqual(['shut2']);
    expect(r.aliases).toEqual([{ name: 'a1', indices: ['open1'] }]);
    expect(call(sim, 'GET', '/_resolve/cluster/*?expand_wildcards=closed').body['(local)'].matching_indices).toBe(true);
  });

  it('a missing name is index_not_found unless ignore_unavailable; a wildcard matching nothing is empty', () => {
    const c = setup();
    expect(c('/_resolve/index/nope').body.error).toMatchObject({ type: 'index_not_found_exception', reason: 'no such index [nope]' });
    expect(c('/_resolve/index/nope?ignore_unavailable=true').body).toEqual({ indices: [], aliases: [], data_streams: [] });
    expect(c('/_resolve/index/zz*').body).toEqual({ indices: [], aliases: [], data_streams: [] });
  });
});
