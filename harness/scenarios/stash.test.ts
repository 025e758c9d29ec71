/** Tests of the stash (values saved by `set` and read back as `$name`). */
import { describe, expect, it } from 'vitest';
import { Stash, StashError } from './stash.ts';

describe('Stash', () => {
  const s = (): Stash => {
    const st = new Stash();
    st.set('id', 42);
    st.set('name', 'idx');
    st.set('obj', { a: { b: [1, 2] } });
    st.setBody({ hits: { total: 3 } });
    return st;
  };

  it('replaces a whole $name keeping its type', () => {
    expect(s().resolve('$id')).toBe(42);
    expect(s().resolve({ x: '$obj' })).toEqual({ x: { a: { b: [1, 2] } } });
  });

  it('interpolates ${name} inside longer strings as text', () => {
    expect(s().resolve('prefix${id}')).toBe('prefix42');
    expect(s().resolve('Basic ${name}-${id}')).toBe('Basic idx-42');
  });

  it('reads into stashed objects and $body', () => {
    expect(s().resolve('$obj.a.b.1')).toBe(2);
    expect(s().resolve('$body.hits.total')).toBe(3);
    expect(s().resolve('$body')).toEqual({ hits: { total: 3 } });
  });

  it('resolves keys (stash_in_key) and list items', () => {
    expect(s().resolve({ $name: { count: '$id' }, list: ['$id', 'plain'] })).toEqual({ idx: { count: 42 }, list: [42, 'plain'] });
  });

  it('leaves non-references alone and fails on missing keys', () => {
    expect(s().resolve('no refs here')).toBe('no refs here');
    expect(s().resolve('$')).toBe('$');
    expect(() => s().resolve('$missing')).toThrow(StashError);
  });

  it('resolves path segments to text', () => {
    expect(s().resolveSegment('$id')).toBe('42');
    expect(s().resolveSegment('x_${name}')).toBe('x_idx');
  });

  it('clear forgets everything', () => {
    const st = s();
    st.clear();
    expect(() => st.lookup('id')).toThrow(StashError);
  });
});
