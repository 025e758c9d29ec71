/** Component settings as ES's Settings reads them (getAsList splits a comma string; `x.0`, `x.1` is a list). */
import { describe, expect, it } from 'vitest';
import { bool, int, list, namesUnder, paramsOfJson, paramsUnder, str } from './params.ts';

describe('params', () => {
  it('lists from arrays, comma strings and indexed keys', () => {
    expect(list({ a: 'x, y,z' }, 'a')).toEqual(['x', 'y', 'z']);
    expect(list({ a: ['x,y'] }, 'a')).toEqual(['x,y']);
    expect(list({}, 'a')).toBeUndefined();
    const flat = { 'index.analysis.filter.f.type': 'stop', 'index.analysis.filter.f.stopwords.0': 'a', 'index.analysis.filter.f.stopwords.1': 'b', 'index.analysis.filter.g.type': 'x' };
    expect(paramsUnder(flat, 'index.analysis.filter.f.')).toEqual({ type: 'stop', stopwords: ['a', 'b'] });
    expect(namesUnder(flat, 'index.analysis.filter.')).toEqual(['f', 'g']);
  });
  it('scalars, and inline definitions flattened', () => {
    expect([str({ a: ['x', 'y'] }, 'a'), int({ a: '12' }, 'a', 1), int({}, 'a', 3), Number.isNaN(int({ a: 'x' }, 'a', 1))]).toEqual(['x', 12, 3, true]);
    expect([bool({ a: 'true' }, 'a', false), bool({}, 'a', true), bool({ a: 'yes' }, 'a', true)]).toEqual([true, true, undefined]);
    expect(paramsOfJson({ type: 'ngram', min_gram: 2, token_chars: ['letter'], nested: { x: true } })).toEqual({ type: 'ngram', min_gram: '2', token_chars: ['letter'], 'nested.x': 'true' });
  });
});
