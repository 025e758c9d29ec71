/** Tests of _source filtering. */
import { describe, expect, it } from 'vitest';
import { isEsError } from './errors/index.ts';
import { RawJson, type Json, type JsonObject } from './json.ts';
import { applySourceFilter, filterSource, sourceFilterFrom, sourceFilterFromBody } from './source.ts';
import { doc } from './search/testkit.ts';

const d = doc('1', { a: 1, b: { c: 2, d: 3, e: { f: 4 } }, 'x.y': 5, list: [{ p: 1, q: 2 }, { p: 3 }], tags: ['t1', 't2'] }, 0);

function body(v: Json): JsonObject | RawJson | undefined {
  const f = sourceFilterFromBody(v);
  if (isEsError(f)) throw new Error('unexpected');
  return applySourceFilter(d, f);
}

describe('_source filtering', () => {
  it('returns the stored RawJson untouched when nothing filters', () => {
    expect(filterSource(d, {})).toBe(d.source);
    expect(filterSource(d, { _source: 'true' })).toBe(d.source);
    expect(body(true)).toBe(d.source);
    expect(body([])).toBe(d.source);
  });
  it('drops the source with _source=false or body false', () => {
    expect(filterSource(d, { _source: 'false' })).toBeUndefined();
    expect(body(false)).toBeUndefined();
  });
  it('includes by field lists, dotted paths, wildcards and dotted keys', () => {
    expect(filterSource(d, { _source: 'a,b.c' })).toEqual({ a: 1, b: { c: 2 } });
    expect(body('b.e')).toEqual({ b: { e: { f: 4 } } });
    expect(body(['b.*'])).toEqual({ b: { c: 2, d: 3, e: { f: 4 } } });
    expect(body('x.y')).toEqual({ 'x.y': 5 });
    expect(body('list.p')).toEqual({ list: [{ p: 1 }, { p: 3 }] });
    expect(body('tags')).toEqual({ tags: ['t1', 't2'] });
    expect(body('nothing')).toEqual({});
  });
  it('excludes win over includes; legacy parameter names work', () => {
    expect(body({ includes: ['b'], excludes: ['b.e'] })).toEqual({ b: { c: 2, d: 3 } });
    expect(filterSource(d, { _source_excludes: 'b,list,tags,x.y' })).toEqual({ a: 1 });
    expect(filterSource(d, { _source_include: 'a', _source_exclude: 'a' })).toEqual({});
    expect(filterSource(d, { _source_includes: 'b.c' })).toEqual({ b: { c: 2 } });
  });
  it('query parameters override the body', () => {
    const f = sourceFilterFrom({ _source: 'a' }, false);
    expect(!isEsError(f) && applySourceFilter(d, f)).toEqual({ a: 1 });
  });
  it('rejects malformed body elements', () => {
    expect(isEsError(sourceFilterFromBody(5))).toBe(true);
    expect(isEsError(sourceFilterFromBody({ foo: ['a'] }))).toBe(true);
  });
});
