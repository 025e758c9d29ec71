/** Tests of object paths in assertions (splitting, walking, evaluating). */
import { describe, expect, it } from 'vitest';
import { evaluatePath, splitPath, walk } from './objectPath.ts';

describe('splitPath', () => {
  it('splits on dots, honouring \\. and the empty path', () => {
    expect(splitPath('a.b.0')).toEqual(['a', 'b', '0']);
    expect(splitPath('test-index.settings.index\\.refresh_interval')).toEqual(['test-index', 'settings', 'index.refresh_interval']);
    expect(splitPath('')).toEqual([]);
  });
  // ES's ObjectPath.parsePath: every backslash is dropped and escapes the next dot; empty segments vanish.
  // 420_percentile_ranks_tdigest_metric.yml asserts `values.50\\.0` (two backslashes in its plain scalar).
  it('reads backslashes and empty segments as ES ObjectPath.parsePath does', () => {
    expect(splitPath('aggregations.p.values.50\\\\.0')).toEqual(['aggregations', 'p', 'values', '50.0']);
    expect(splitPath('a..b.')).toEqual(['a', 'b']);
  });
});

describe('walk / evaluatePath', () => {
  const body = { hits: { hits: [{ _id: '1' }, { _id: '2' }] }, 'a.b': 1, n: null };
  it('indexes lists by number and objects by key', () => {
    expect(walk(body, ['hits', 'hits', '1', '_id'])).toEqual({ ok: true, value: '2' });
    expect(walk(body, ['a.b'])).toEqual({ ok: true, value: 1 });
    expect(walk(body, [])).toEqual({ ok: true, value: body });
  });
  it('gives undefined for missing keys, not an error', () => {
    expect(walk(body, ['nope', 'deeper'])).toEqual({ ok: true, value: undefined });
    expect(walk(body, ['n', 'x'])).toEqual({ ok: true, value: undefined });
  });
  it('errors on a non-numeric or out-of-bounds list index', () => {
    expect(walk(body, ['hits', 'hits', 'x']).ok).toBe(false);
    expect(walk(body, ['hits', 'hits', '5']).ok).toBe(false);
  });
  it('replaces stashed segments', () => {
    const r = evaluatePath({ nodes: { abc: { name: 'n1' } } }, 'nodes.$node.name', (s) => (s === '$node' ? 'abc' : s));
    expect(r).toEqual({ ok: true, value: 'n1' });
  });
});
