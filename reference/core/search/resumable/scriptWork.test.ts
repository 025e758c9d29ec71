/**
 * A search whose scripts loop on every document yields by their work (steps.ts SLICE_WORK), not only every
 * SLICE_DOCS documents: the engine's scoring of a segment with a script runs in ranges sized by the
 * script's work per document (scoredSteps.ts), and the answer is the synchronous one, bit for bit.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { SLICE_DOCS, SLICE_WORK } from './steps.ts';

const DOCS = 600; // well under SLICE_DOCS: only the scripts' work can split the loop

describe('document loops yield by script work', () => {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/w', { mappings: { properties: { n: { type: 'long' } } } });
  const lines: unknown[] = [];
  for (let i = 0; i < DOCS; i++) lines.push({ index: { _id: String(i) } }, { n: i });
  expect(call(sim, 'POST', '/w/_bulk?refresh=true', lines).body.errors).toBe(false);
  expect(DOCS).toBeLessThan(SLICE_DOCS);

  const bodies: Record<string, unknown> = {
    script_score: { size: 3, query: { script_score: { query: { match_all: {} }, script: { source: "double s = 0; for (int i = 0; i < 400; i++) { s += 1 } return doc['n'].value + s" } } } },
    cheap_script_score: { size: 3, query: { script_score: { query: { match_all: {} }, script: { source: "doc['n'].value * 2" } } } },
    function_score: { size: 3, query: { function_score: { query: { match_all: {} }, script_score: { script: { source: "int s = 0; for (int i = 0; i < 400; i++) { s++ } return s + doc['n'].value" } } } } },
  };

  for (const [name, body] of Object.entries(bodies)) {
    it(`${name}: the sliced answer is the synchronous one`, () => {
      const sync = call(sim, 'POST', '/w/_search', body);
      expect(sync.status, sync.text).toBe(200);
      const res = sim.handle({ method: 'POST', path: '/w/_search', query: {}, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, { sliced: true });
      let steps = 0;
      let done;
      do {
        done = res.resume!(() => false);
        steps++;
      } while (!done);
      expect(done.body).toBe(sync.text);
      // 600 documents × ~400 iterations: the engine's scoring alone offers a yield point every SLICE_WORK of it.
      if (name !== 'cheap_script_score') expect(steps).toBeGreaterThan((DOCS * 400) / SLICE_WORK);
    });
  }
});
