/** Tests of warningLines (Warning headers on the wire). */
import { describe, expect, it } from 'vitest';
import { warningLines } from './wire.ts';

describe('warningLines', () => {
  it('splits a combined Warning value into one line per warning, commas and escaped quotes inside kept', () => {
    const a = '299 Elasticsearch-8.15.0-1a77947 "templates [a, b] (x => [y]); done"';
    const b = '299 Elasticsearch-8.15.0-1a77947 "a \\"quoted\\" word, and a \\\\ backslash"';
    expect(warningLines(`${a}, ${b}`)).toEqual([a, b]);
    expect(warningLines(a)).toEqual([a]);
  });
});
