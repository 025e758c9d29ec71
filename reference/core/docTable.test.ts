/** Tests of DocTable: a Map in every answer, against V8's own Map as the oracle. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DocTable } from './docTable.ts';
import type { Doc } from './doc.ts';

const doc = (n: number) => ({ id: String(n) }) as unknown as Doc;

/** An operation on both maps; iterators are opened, advanced and compared mid-sequence (Map's live iteration). */
type Op =
  | { kind: 'set'; key: number; value: number }
  | { kind: 'delete'; key: number }
  | { kind: 'clear' }
  | { kind: 'open'; which: 0 | 1 | 2 }
  | { kind: 'step'; it: number; n: number };

const KEYS = 200;
const op = fc.oneof(
  { weight: 10, arbitrary: fc.record({ kind: fc.constant('set' as const), key: fc.nat(KEYS), value: fc.nat(1000) }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('delete' as const), key: fc.nat(KEYS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('open' as const), which: fc.constantFrom(0 as const, 1 as const, 2 as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('step' as const), it: fc.nat(20), n: fc.integer({ min: 1, max: 50 }) }) },
);

const show = (v: unknown): unknown => (Array.isArray(v) ? [v[0], (v[1] as { id: string }).id] : typeof v === 'object' && v !== null ? (v as { id: string }).id : v);

describe('DocTable', () => {
  // The oracle is V8's own Map: every answer, the order of every iteration, and iterators that live across
  // writes, deletes, compactions (holes past half the entries) and clears see what a Map's iterators see.
  it('answers as a Map does, iterators open across writes included', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 1500 }), (ops) => {
        const m = new Map<string, Doc>();
        const t = new DocTable();
        const its: Array<[Iterator<unknown>, Iterator<unknown>]> = [];
        const docs = new Map<number, Doc>();
        const d = (v: number) => docs.get(v) ?? (docs.set(v, doc(v)), docs.get(v)!);
        for (const o of ops) {
          if (o.kind === 'set') {
            m.set(String(o.key), d(o.value));
            t.set(String(o.key), d(o.value));
          } else if (o.kind === 'delete') expect(t.delete(String(o.key))).toBe(m.delete(String(o.key)));
          else if (o.kind === 'clear') {
            m.clear();
            t.clear();
          } else if (o.kind === 'open') {
            const which = ['keys', 'values', 'entries'][o.which] as 'keys' | 'values' | 'entries';
            its.push([m[which](), t[which]()]);
          } else if (its.length > 0) {
            const [a, b] = its[o.it % its.length]!;
            for (let i = 0; i < o.n; i++) {
              const x = a.next();
              const y = b.next();
              expect({ done: y.done, value: show(y.value) }).toEqual({ done: x.done, value: show(x.value) });
            }
          }
          expect(t.size).toBe(m.size);
          // copyEntries (a compaction's freeze) is the two spreads, holes and all.
          if (o.kind === 'delete' && o.key % 17 === 0) {
            const c = t.copyEntries();
            expect([c.keys, c.values.map(show)]).toEqual([[...m.keys()], [...m.values()].map(show)]);
          }
        }
        for (let k = 0; k <= KEYS; k++) {
          expect(t.get(String(k))).toBe(m.get(String(k)));
          expect(t.has(String(k))).toBe(m.has(String(k)));
        }
        expect([...t].map(show)).toEqual([...m].map(show));
        const seen: unknown[] = [];
        t.forEach((v, k, map) => seen.push([k, v.id, map === t]));
        expect(seen).toEqual([...m].map(([k, v]) => [k, v.id, true]));
      }),
      { numRuns: 300 },
    );
  });

  it('holds many keys, and copies as a Map', () => {
    const t = new DocTable();
    for (let i = 0; i < 200_000; i++) t.set(String(i), doc(i));
    for (let i = 0; i < 200_000; i += 2) t.delete(String(i));
    expect(t.size).toBe(100_000);
    expect(t.get('199999')!.id).toBe('199999');
    expect(t.get('199998')).toBeUndefined();
    expect(t.get(undefined as unknown as string)).toBeUndefined();
    const copy = new Map(t);
    expect(copy.size).toBe(100_000);
    expect([...copy.keys()].slice(0, 3)).toEqual(['1', '3', '5']);
    expect(t instanceof Map).toBe(true);
    expect(new DocTable(copy).size).toBe(100_000);
  });
  it('answers as a Map does for ids in runs, in strides and spelled alike (the digit keys hashed by value)', () => {
    const t = new DocTable();
    const m = new Map<string, Doc>();
    const keys: string[] = [];
    for (let i = 0; i < 3_000; i++) keys.push(String(i));
    for (let i = 0; i < 3_000; i++) keys.push(String(i * 1_024), String(i * 8), String(2 ** 20 * (i % 500)), String(999_999_000 + i));
    keys.push('007', '7', '0', '00', '000000000', '1234567890', '12345678901', '-1', '1a', 'a1', ' 1', '1e3', '');
    keys.forEach((k, n) => {
      t.set(k, doc(n));
      m.set(k, doc(n));
    });
    for (let i = 0; i < keys.length; i += 3) {
      expect(t.delete(keys[i]!)).toBe(m.delete(keys[i]!));
    }
    expect(t.size).toBe(m.size);
    for (const k of [...keys, '3000', '3072', '08', '1000000000']) {
      expect(t.has(k)).toBe(m.has(k));
      expect(t.get(k)?.id).toBe(m.get(k)?.id);
    }
    expect([...t.keys()]).toEqual([...m.keys()]);
  });
});
