/** `_source: {include, exclude}`: FetchSourceContext's deprecated names (ParseField("includes", "include")). */
import { describe, expect, it } from 'vitest';
import { sourceFilterWarnings } from './sourceFilterDeprecation.ts';

describe('_source include/exclude', () => {
  it('warns per old name, in body order', () => {
    expect(sourceFilterWarnings({ _source: { include: ['a'], exclude: 'b' } })).toEqual([
      'Deprecated field [include] used, expected [includes] instead',
      'Deprecated field [exclude] used, expected [excludes] instead',
    ]);
  });
  it('the current names, a list or a boolean draw nothing', () => {
    expect(sourceFilterWarnings({ _source: { includes: ['a'], excludes: 'b' } })).toEqual([]);
    expect(sourceFilterWarnings({ _source: ['a'] })).toEqual([]);
    expect(sourceFilterWarnings({ _source: false })).toEqual([]);
  });
});
