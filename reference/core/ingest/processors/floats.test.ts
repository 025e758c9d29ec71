/**
 * A Float made by an ingest processor prints as Java prints it: XContent writes a java.lang.Float with
 * Float.toString, so grok's `%{NUMBER:val:float}` of "123.42" is stored as 123.42 (ES ingest/120_grok.yml,
 * "Test Grok Pipeline"), not as the double nearest the float (123.41999816894531).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function simulate(processors: unknown[], source: unknown) {
  const r = call(testSimulator({ profile: 'elasticsearch@8.19.0' }), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors }, docs: [{ _index: 'i', _id: '1', _source: source }] });
  return r.body.docs[0].doc._source;
}

describe('floats from processors', () => {
  it('grok :float and convert float keep the float, printed shortest', () => {
    expect(simulate([{ grok: { field: 'm', patterns: ['%{NUMBER:v:float} %{NUMBER:d:double}'] } }], { m: '123.42 0.1' })).toMatchObject({ v: 123.42, d: 0.1 });
    expect(simulate([{ convert: { field: 'a', type: 'float' } }], { a: '0.1' })).toEqual({ a: 0.1 });
    // Precision past float32 is lost, as Float.parseFloat loses it: 16777217 has no float of its own.
    expect(simulate([{ convert: { field: 'a', type: 'float' } }], { a: '16777217' })).toEqual({ a: 16777216 });
    expect(simulate([{ convert: { field: 'a', type: 'float' } }], { a: '1.23456789' })).toEqual({ a: 1.2345679 });
  });
});
