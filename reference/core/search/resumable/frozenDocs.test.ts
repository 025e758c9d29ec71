/**
 * The point-in-time document list of a search (frozenDocs.ts): kept while the index is unchanged, copied a
 * step at a time, and a write during the copy leaves the list as the index was when the copy began.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { Simulator } from '../../../simulator.ts';
import type { IndexState } from '../../state.ts';
import { frozenDocs, frozenDocsSteps } from './frozenDocs.ts';

function loaded(docs: number): { sim: Simulator; index: () => IndexState } {
  const sim = testSimulator();
  const lines: unknown[] = [];
  for (let i = 0; i < docs; i++) lines.push({ index: { _id: String(i) } }, { n: i });
  expect(call(sim, 'POST', '/f/_bulk', lines).body.errors).toBe(false);
  return { sim, index: () => sim.state.indices.get('f')! };
}

const ids = (docs: readonly { id: string }[]) => docs.map((d) => d.id);

describe('frozenDocs', () => {
  it('one list is shared while the index is unchanged, and a write (or delete) makes a new one', () => {
    const { sim, index } = loaded(50);
    const first = frozenDocs(index());
    expect(frozenDocs(index())).toBe(first);
    call(sim, 'PUT', '/f/_doc/7', { n: -7 });
    const second = frozenDocs(index());
    expect(second).not.toBe(first);
    expect(second[7]!.version).toBe(2);
    expect(first[7]!.version).toBe(1); // the earlier list still holds what its search saw
    call(sim, 'DELETE', '/f/_doc/8');
    expect(ids(frozenDocs(index()))).not.toContain('8');
  });

  it('copied in steps, with an update, a delete and a new document between them: the list is the one of the first step', () => {
    const { sim, index } = loaded(100);
    const before = ids(frozenDocs(index()));
    call(sim, 'PUT', '/f/_doc/0', { n: 0 }); // drops the kept list, so the steps copy
    const expected = ids(frozenDocs(index()));
    call(sim, 'PUT', '/f/_doc/1', { n: 1 }); // and again
    const steps = frozenDocsSteps(index(), 16);
    expect(steps.next().done).toBe(false);
    call(sim, 'PUT', '/f/_doc/50', { n: -50 });
    call(sim, 'DELETE', '/f/_doc/60');
    call(sim, 'PUT', '/f/_doc/new', { n: 1000 });
    let r = steps.next();
    while (!r.done) r = steps.next();
    expect(ids(r.value)).toEqual(expected);
    expect(ids(r.value)).toEqual(before);
    expect(r.value.find((d) => d.id === '50')!.version).toBe(1);
    // The index as it is now is another list.
    expect(ids(frozenDocs(index()))).toContain('new');
  });

  it('copied in steps without a write between them: the same list as at once, then kept', () => {
    const { index } = loaded(100);
    const steps = frozenDocsSteps(index(), 16);
    let r = steps.next();
    let n = 1;
    while (!r.done) {
      r = steps.next();
      n++;
    }
    expect(n).toBeGreaterThan(5);
    expect(ids(r.value)).toEqual(Array.from({ length: 100 }, (_, i) => String(i)));
    expect(frozenDocs(index())).toBe(r.value);
  });
});
