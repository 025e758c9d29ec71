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
