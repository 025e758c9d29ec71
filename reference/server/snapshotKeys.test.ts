/**
 * Document keys in snapshots: a typed profile keys a `_doc` document by its id alone (state.ts,
 * typedDocKey); a snapshot written when every typed key was `<type>#<id>` is read with today's keys, so a
 * GET, an overwrite and a re-creation after a delete (its tombstone) find what the old snapshot held.
 */
import { describe, expect, it } from 'vitest';
import { SnapshotReader, SnapshotSource } from './snapshot.ts';
import { frame, scanFrames } from './frames.ts';
import { Simulator } from '../simulator.ts';
import { docKey, emptyState, typedDocKey } from '../core/state.ts';
import { getProfile } from '../profiles.ts';
import { call } from '../testkit.ts';

/** The snapshot records of `sim`'s state. */
function records(sim: Simulator): Buffer[] {
  const source = new SnapshotSource(sim.state, 1000);
  const out: Buffer[] = [];
  for (let r = source.next(); r; r = source.next()) out.push(r);
  return out;
}

/** A state read back from records (`typed`: as a typed profile reads them). */
function readBack(recs: Buffer[], typed: boolean, like: Simulator): Simulator {
  const reader = new SnapshotReader(emptyState(), typed);
  for (const r of recs) reader.add(scanFrames(frame(r)).records[0]!.payload);
  const back = new Simulator({ seed: 3, now: () => 2 });
  back.restore(reader.state, like.idState);
  return back;
}

describe('typed document keys', () => {
  it('are unique and a _doc document without # is keyed by its id', () => {
    expect(typedDocKey('_doc', '7')).toBe('7');
    expect(typedDocKey('_doc', 'a#b')).toBe('_doc#a#b');
    expect(typedDocKey('a', 'b')).toBe('a#b');
    // The one pair that could meet: a _doc id with a # and a typed id; the _doc one keeps its prefix.
    expect(typedDocKey('_doc', 'a#b')).not.toBe(typedDocKey('a', 'b'));
    expect(docKey(getProfile('default'), '_doc', '7')).toBe('7');
    expect(docKey(getProfile('elasticsearch@6.8.13'), '_doc', 'x#1')).toBe('x#1');
  });

  it('written as <type>#<id> by an older snapshot are read as today\'s', () => {
    const sim = new Simulator({ seed: 3, now: () => 1 });
    call(sim, 'PUT', '/k/_doc/1', { n: 1 });
    call(sim, 'PUT', '/k/_doc/2', { n: 2 });
    call(sim, 'PUT', '/k/other/1', { n: 3 });
    call(sim, 'DELETE', '/k/_doc/2');
    expect([...sim.state.indices.get('k')!.docs.keys()].sort()).toEqual(['1', 'other#1']);
    // Rewrite the records as the older key scheme wrote them.
    const old = records(sim).map((r) => Buffer.from(r.toString('latin1').replace('"keys":{', '"keys":{"0":"_doc#1",').replace('"tombstones":[["2",', '"tombstones":[["_doc#2",'), 'latin1'));
    expect(old.some((r) => r.includes('"_doc#1"')), 'the rewrite found no key: the test proves nothing').toBe(true);
    expect(old.some((r) => r.includes('"_doc#2"')), 'the rewrite found no tombstone').toBe(true);
    const back = readBack(old, true, sim);
    expect(call(back, 'GET', '/k/_doc/1').body._source).toEqual({ n: 1 });
    expect(call(back, 'PUT', '/k/_doc/1', { n: 4 }).body.result).toBe('updated');
    // The tombstone keeps version 2: re-created, the document is at version 3.
    expect(call(back, 'PUT', '/k/_doc/2', { n: 5 }).body._version).toBe(3);
    // Read as an untyped profile, the same key stays as written.
    const untyped = readBack(old, false, sim);
    expect([...untyped.state.indices.get('k')!.docs.keys()]).toContain('_doc#1');
  });
});
