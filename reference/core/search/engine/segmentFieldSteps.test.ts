/**
 * A segment's field built on first use in resumable steps (segment.ts `segmentFieldSteps`): the same index
 * as the build in one piece, with a yield point every SLICE_DOCS documents, and a build another search
 * finished meanwhile is the one kept.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { Simulator } from '../../../simulator.ts';
import { getProfile } from '../../../profiles.ts';
import { shardSegments } from './indexEngine.ts';
import { segmentField, segmentFieldSteps } from './segment.ts';
import { SLICE_DOCS } from '../resumable/steps.ts';

const DOCS = 3 * SLICE_DOCS + 17;

function loaded(): Simulator {
  const sim = testSimulator();
  call(sim, 'PUT', '/s', { mappings: { properties: { k: { type: 'keyword' } } } });
  const lines: unknown[] = [];
  for (let i = 0; i < DOCS; i++) lines.push({ index: { _id: String(i) } }, { k: i % 3 === 0 ? [`a${i % 50}`, `b${i % 7}`] : `a${i % 50}` });
  expect(call(sim, 'POST', '/s/_bulk?refresh=true', lines).body.errors).toBe(false);
  return sim;
}

const profile = getProfile('default');

/** A field index as plain data: each term's documents and frequencies. */
function plain(fi: ReturnType<typeof segmentField>) {
  return fi && { docCount: fi.docCount, sumTotalTermFreq: fi.sumTotalTermFreq, terms: [...fi.terms.keys()].sort().map((t) => [t, [...fi.terms.get(t)!.docs]]) };
}

describe('segmentFieldSteps', () => {
  it('builds the same index as segmentField, yielding as it goes', () => {
    const a = loaded();
    const b = loaded();
    const ia = a.state.indices.get('s')!;
    const ib = b.state.indices.get('s')!;
    const sa = shardSegments(ia, profile)[0]!;
    const sb = shardSegments(ib, profile)[0]!;
    expect(sa.length).toBe(sb.length);
    const big = sa.findIndex((s) => s.docs.length > SLICE_DOCS);
    expect(big).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < sa.length; i++) {
      const steps = segmentFieldSteps(sb[i]!, ib, profile, 'k');
      let r = steps.next();
      let yields = 0;
      while (!r.done) {
        yields++;
        r = steps.next();
      }
      if (i === big) expect(yields).toBeGreaterThan(0);
      expect(plain(r.value)).toEqual(plain(segmentField(sa[i]!, ia, profile, 'k')));
      // Kept: the next use finds it built.
      expect(segmentField(sb[i]!, ib, profile, 'k')).toBe(r.value);
    }
  });

  it('a build finished by another search while these steps waited is the one kept', () => {
    const sim = loaded();
    const index = sim.state.indices.get('s')!;
    const seg = shardSegments(index, profile)[0]!.find((s) => s.docs.length > SLICE_DOCS)!;
    const steps = segmentFieldSteps(seg, index, profile, 'k');
    expect(steps.next().done).toBe(false);
    const other = segmentField(seg, index, profile, 'k');
    let r = steps.next();
    while (!r.done) r = steps.next();
    expect(r.value).toBe(other);
  });
});
