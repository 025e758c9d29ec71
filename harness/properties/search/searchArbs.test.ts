/**
 * The generators' nested objects: queries and aggregations over the `nested` comments appear, and every
 * one the generators make is accepted by the reference of each profile (a refused generated request is
 * the harness's bug, never the target's: issue #31's honesty rule).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../reference/testkit.ts';
import { aggArb, docArb, mappingArb, mappingProperties, queryArb } from './searchArbs.ts';

const has = (v: unknown, key: string): boolean => JSON.stringify(v).includes(`"${key}":`);

describe('search generators: nested objects', () => {
  for (const profile of ['elasticsearch@8.19.0', 'opensearch@2.19.0'] as const) {
    it(`${profile}: nested queries and aggregations are generated and accepted`, () => {
      const sim = testSimulator({ profile });
      const [mapping] = fc.sample(mappingArb, { numRuns: 1, seed: 7 });
      expect(call(sim, 'PUT', '/sq', { mappings: { properties: mappingProperties(mapping!) } }).status).toBe(200);
      const docs = fc.sample(docArb, { numRuns: 30, seed: 7 });
      docs.forEach((d, i) => expect(call(sim, 'PUT', `/sq/_doc/${i}?refresh=true`, d).status).toBe(201));
      expect(docs.some((d) => Array.isArray(d.comments))).toBe(true);
      const queries = fc.sample(queryArb, { numRuns: 200, seed: 7 });
      const aggs = fc.sample(aggArb(profile), { numRuns: 100, seed: 7 });
      expect(queries.filter((q) => has(q, 'nested')).length).toBeGreaterThan(10);
      expect(aggs.filter((a) => has(a, 'nested')).length).toBeGreaterThan(5);
      for (const query of queries.filter((q) => has(q, 'nested'))) {
        const r = call(sim, 'POST', '/sq/_search', { query });
        expect(r.status, JSON.stringify(query) + ' ' + r.text.slice(0, 300)).toBe(200);
      }
      for (const a of aggs.filter((x) => has(x, 'nested'))) {
        const r = call(sim, 'POST', '/sq/_search', { size: 0, aggs: { a } });
        expect(r.status, JSON.stringify(a) + ' ' + r.text.slice(0, 300)).toBe(200);
        expect(r.body.aggregations.a.doc_count).toBeGreaterThan(0);
      }
      // Within one comment: a nested bool on who and text never matches across two comments of a document.
      const across = { nested: { path: 'comments', query: { bool: { must: [{ term: { 'comments.who': 'ann' } }, { term: { 'comments.who': 'bob' } }] } } } };
      expect(call(sim, 'POST', '/sq/_search', { query: across }).body.hits.total.value).toBe(0);
    });
  }
});
