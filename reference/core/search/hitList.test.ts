/** HitList: a point-in-time view's documents in flat arrays, read as hits only where a page or a batch reads them. */
import { describe, expect, it } from 'vitest';
import { HitList } from './hitList.ts';
import { doc } from './testkit.ts';

const docs = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => doc(`${prefix}${i}`, {}, i));

describe('HitList', () => {
  const a = docs('a', 3);
  const b = docs('b', 4);
  const list = new HitList();
  list.add('ia', a); // the whole index in order: positions 0, 1, 2
  list.add('empty', []);
  list.add('ib', b, [1, 5, 6, 9]);
  list.add('ic', docs('c', 2)); // a second whole index: its positions start again at 0

  it('reads hits across runs with their index, document and `_doc` position, in order and out of order', () => {
    expect(list.length).toBe(9);
    const all = list.slice(0, 9).map((h) => [h.index, h.doc.id, h.pos]);
    expect(all).toEqual([
      ['ia', 'a0', 0],
      ['ia', 'a1', 1],
      ['ia', 'a2', 2],
      ['ib', 'b0', 1],
      ['ib', 'b1', 5],
      ['ib', 'b2', 6],
      ['ib', 'b3', 9],
      ['ic', 'c0', 0],
      ['ic', 'c1', 1],
    ]);
    expect([6, 0, 4, 2].map((i) => list.at(i).doc.id)).toEqual(['b3', 'a0', 'b1', 'a2']);
    expect(list.slice(2, 5).map((h) => h.doc.id)).toEqual(['a2', 'b0', 'b1']);
    expect(list.slice(5, 100).map((h) => h.doc.id)).toEqual(['b2', 'b3', 'c0', 'c1']);
    expect(list.slice(9, 11)).toEqual([]);
  });

  it('finds, and says which indices it reads', () => {
    expect(list.find((_, d) => d.id.startsWith('b'))?.pos).toBe(1);
    expect(list.find((i, d) => i === 'ic' && d.id === 'c1')?.pos).toBe(1);
    expect(list.find((_, d) => d.id === 'zz')).toBeUndefined();
    expect(HitList.of([{ index: 'x', doc: a[1]! }]).find((i, d) => i === 'x' && d.id === 'a1')?.doc.id).toBe('a1');
    expect([list.reads('ia'), list.reads('ib'), list.reads('empty'), list.reads('other')]).toEqual([true, true, false, false]);
  });

  it('wraps hits already made as objects', () => {
    const made = HitList.of([{ index: 'x', doc: a[0]!, sort: [3] }, { index: 'y', doc: b[0]!, sort: [1] }]);
    expect(made.length).toBe(2);
    expect(made.at(1).sort).toEqual([1]);
    expect(made.slice(0).map((h) => h.index)).toEqual(['x', 'y']);
    expect([made.reads('y'), made.reads('ia')]).toEqual([true, false]);
  });
});
