/**
 * A sorted search keeps only its window (`from + size`) of the sorted matches (collect.ts, TopK): whatever
 * the documents, the page is the same as sorting every match and cutting, ties in `_doc` order and
 * missing values last.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Simulator } from '../../simulator.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

describe('sorted search windows', () => {
  it('over two indexes at once equal the first from+size of every match sorted, ties in index then _doc order (windows of one too)', () => {
    const values = fc.array(fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }), { minLength: 0, maxLength: 12 });
    fc.assert(
      fc.property(values, values, fc.constantFrom('asc', 'desc'), fc.nat(3), fc.integer({ min: 1, max: 3 }), (a, b, order, from, size) => {
        const sim = new Simulator({ profile: 'es8', now: () => 0, seed: 1 });
        const all: { index: string; n: number | undefined; i: number }[] = [];
        for (const [index, vals] of [['w1', a], ['w2', b]] as const) {
          sim.handle({ method: 'PUT', path: `/${index}`, headers: JSON_HEADERS, body: JSON.stringify({ mappings: { properties: { n: { type: 'long' } } } }) });
          vals.forEach((n, i) => {
            sim.handle({ method: 'PUT', path: `/${index}/_doc/${i}`, headers: JSON_HEADERS, body: JSON.stringify(n === undefined ? {} : { n }) });
            all.push({ index, n, i });
          });
        }
        const r = JSON.parse(sim.handle({ method: 'POST', path: '/w1,w2/_search', headers: JSON_HEADERS, body: JSON.stringify({ from, size, sort: [{ n: { order } }] }) }).body);
        const got = (r.hits.hits as { _index: string; _id: string }[]).map((h) => `${h._index}/${h._id}`);
        // Stable: ties keep the order documents were met in, index by index, each in _doc order.
        const sorted = [...all].sort((x, y) => {
          if (x.n === y.n) return 0;
          if (x.n === undefined) return 1;
          if (y.n === undefined) return -1;
          return order === 'asc' ? x.n - y.n : y.n - x.n;
        });
        expect(got).toEqual(sorted.slice(from, from + size).map((d) => `${d.index}/${d.i}`));
        expect(r.hits.total.value).toBe(a.length + b.length);
      }),
      { seed: 20261127, numRuns: 300 },
    );
  });

  it('equal the first from+size of every match sorted, for asc and desc, with ties and missing values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }), { minLength: 1, maxLength: 30 }),
        fc.constantFrom('asc', 'desc'),
        fc.nat(5),
        fc.integer({ min: 1, max: 6 }),
        (values, order, from, size) => {
          const sim = new Simulator({ profile: 'es8', now: () => 0, seed: 1 });
          sim.handle({ method: 'PUT', path: '/w', headers: JSON_HEADERS, body: JSON.stringify({ mappings: { properties: { n: { type: 'long' } } } }) });
          values.forEach((n, i) => sim.handle({ method: 'PUT', path: `/w/_doc/${i}`, headers: JSON_HEADERS, body: JSON.stringify(n === undefined ? {} : { n }) }));
          const r = JSON.parse(sim.handle({ method: 'POST', path: '/w/_search', headers: JSON_HEADERS, body: JSON.stringify({ from, size, sort: [{ n: { order } }] }) }).body);
          const got = (r.hits.hits as { _id: string }[]).map((h) => h._id);
          // Every document sorted: by n in the order asked, missing last, ties by _doc (insertion) order.
          const all = values.map((n, i) => ({ n, i }));
          all.sort((a, b) => {
            if (a.n === b.n) return a.i - b.i;
            if (a.n === undefined) return 1;
            if (b.n === undefined) return -1;
            return order === 'asc' ? a.n - b.n : b.n - a.n;
          });
          expect(got).toEqual(all.slice(from, from + size).map((d) => String(d.i)));
        },
      ),
      { seed: 20261126, numRuns: 300 },
    );
  });
});
