/**
 * Sliced scrolls read their slice from a split of the index kept while the index is unchanged
 * (slice.ts, `members`): whatever writes and deletes come between, every sliced scroll lists exactly
 * the documents the slice's own test selects, in `_doc` order, as a pass over the index would.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Simulator } from '../../simulator.ts';
import { getProfile } from '../../profiles.ts';
import { isEsError } from '../errors/index.ts';
import { StoredDoc } from '../doc.ts';
import { encodeId, sliceFilters } from './slice.ts';
import { murmur3 } from './routing.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

type Cmd = { kind: 'put'; id: number } | { kind: 'delete'; id: number } | { kind: 'scroll'; id: number; max: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ kind: fc.constant('put' as const), id: fc.nat(9) }),
  fc.record({ kind: fc.constant('delete' as const), id: fc.nat(9) }),
  fc.integer({ min: 2, max: 4 }).chain((max) => fc.record({ kind: fc.constant('scroll' as const), max: fc.constant(max), id: fc.nat(max - 1) })),
);

/** Every hit a scroll lists, page after page, as `id@version`. */
function scrollIds(sim: Simulator, body: Record<string, unknown>): string[] {
  let r = JSON.parse(sim.handle({ method: 'POST', path: '/s/_search', query: { scroll: '1m' }, headers: JSON_HEADERS, body: JSON.stringify({ size: 7, version: true, ...body }) }).body);
  const ids: string[] = [];
  for (;;) {
    const hits = (r.hits?.hits ?? []) as { _id: string; _version: number }[]; // none when the index is missing
    if (hits.length === 0) break;
    ids.push(...hits.map((h) => `${h._id}@${h._version}`));
    r = JSON.parse(sim.handle({ method: 'POST', path: '/_search/scroll', headers: JSON_HEADERS, body: JSON.stringify({ scroll: '1m', scroll_id: r._scroll_id }) }).body);
  }
  return ids;
}

describe('sliced scrolls through the kept split', () => {
  for (const shards of [1, 3]) {
    it(`list what the slice's test selects, in _doc order, across writes and deletes (${shards} shard(s))`, () => {
      fc.assert(
        fc.property(fc.array(cmd, { minLength: 1, maxLength: 60 }), (cmds) => {
          const sim = new Simulator({ profile: 'es8', now: () => 0, seed: 1 });
          sim.handle({ method: 'PUT', path: '/s', headers: JSON_HEADERS, body: JSON.stringify({ settings: { number_of_shards: shards } }) });
          for (const c of cmds) {
            if (c.kind === 'put') sim.handle({ method: 'PUT', path: `/s/_doc/${c.id}`, headers: JSON_HEADERS, body: `{"n":${c.id}}` });
            else if (c.kind === 'delete') sim.handle({ method: 'DELETE', path: `/s/_doc/${c.id}` });
            else {
              const f = sliceFilters({ id: c.id, max: c.max }, [sim.state.indices.get('s')!], getProfile('es8'));
              if (isEsError(f)) throw new Error('slice refused');
              const test = f.get('s')!;
              const docs = sim.state.indices.get('s')!.docs;
              const expected = scrollIds(sim, { sort: ['_doc'] }).filter((hit) => test(docs.get(hit.split('@')[0]!)!));
              expect(scrollIds(sim, { sort: ['_doc'], slice: { id: c.id, max: c.max } })).toEqual(expected);
            }
          }
        }),
        { seed: 20261126, numRuns: 300 },
      );
    });
  }

  it("keeps each document's id hash right through updates and reindex copies (which take the source's)", () => {
    fc.assert(
      fc.property(fc.array(cmd, { minLength: 1, maxLength: 40 }), (cmds) => {
        const sim = new Simulator({ profile: 'es8', now: () => 0, seed: 1 });
        for (const c of cmds) {
          if (c.kind === 'put') sim.handle({ method: 'PUT', path: `/s/_doc/${c.id}`, headers: JSON_HEADERS, body: `{"n":${c.id}}` });
          else if (c.kind === 'delete') sim.handle({ method: 'DELETE', path: `/s/_doc/${c.id}` });
          else scrollIds(sim, { sort: ['_doc'], slice: { id: c.id, max: c.max } });
        }
        sim.handle({ method: 'POST', path: '/_reindex', query: { refresh: 'true' }, headers: JSON_HEADERS, body: JSON.stringify({ source: { index: 's' }, dest: { index: 't', version_type: 'external' } }) });
        for (const name of ['s', 't']) {
          for (const d of sim.state.indices.get(name)?.docs.values() ?? []) {
            // The oracle: the hash made afresh from the id, never the one kept.
            if (d instanceof StoredDoc && d.idHash !== undefined) expect(d.idHash).toBe(murmur3(encodeId(d.id), 7919));
          }
        }
        expect(sim.state.indices.get('t')?.docs.size ?? 0).toBe(sim.state.indices.get('s')?.docs.size ?? 0);
      }),
      { seed: 20261127, numRuns: 100 },
    );
  });
});
