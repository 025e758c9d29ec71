/** Tests of shards and slices: murmur3, Uid.encodeId, the spec's example, disjoint and complete slices. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { getProfile, type ProfileName } from '../../profiles.ts';
import type { IndexState } from '../state.ts';
import { StoredDoc } from '../doc.ts';
import { encodeId, idTermHash, parseSlice, sliceFilters } from './slice.ts';
import { murmur3, shardOf } from './routing.ts';
import { index } from './testkit.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

function sliceOf(indices: IndexState[], id: number, max: number, profile: ProfileName = 'es8', field?: string): string[] {
  const f = sliceFilters(field ? { id, max, field } : { id, max }, indices, getProfile(profile));
  if (isEsError(f)) throw new Error(JSON.stringify(errorEnvelope(f)));
  const out: string[] = [];
  for (const i of indices) for (const d of i.docs.values()) if (f.get(i.name)!(d)) out.push(`${i.name}/${d.id}`);
  return out;
}

describe('murmur3 x86_32', () => {
  it('matches the reference vectors', () => {
    expect(murmur3(bytes(''), 0)).toBe(0);
    expect(murmur3(bytes('hello'), 0)).toBe(0x248bfa47);
    expect(murmur3(bytes('The quick brown fox jumps over the lazy dog'), 0)).toBe(0x2e4ff723);
    expect(murmur3(bytes(''), 1)).toBe(0x514e28b7);
  });
});

describe('Uid.encodeId', () => {
  it('packs numeric ids, decodes base64 ids, prefixes utf8 ids', () => {
    expect([...encodeId('1')]).toEqual([0xfe, 0x1f]);
    expect([...encodeId('123')]).toEqual([0xfe, 0x12, 0x3f]);
    expect([...encodeId('AAAA')]).toEqual([0, 0, 0]);
    expect([...encodeId('a b')]).toEqual([0xff, 0x61, 0x20, 0x62]);
  });
});

describe('§12.3 example: 5 shards, number_of_routing_shards 5, max 2', () => {
  const idx = index('test', {}, [['1', {}], ['2', {}], ['3', {}], ['4', {}]], { 'index.number_of_shards': '5', 'index.number_of_routing_shards': '5' });
  it('routes ids 1,2,3,4 to shards 3,2,4,2', () => {
    expect(['1', '2', '3', '4'].map((id) => shardOf(idx, getProfile('es6'), id))).toEqual([3, 2, 4, 2]);
  });
  it.each(['es6', 'es8', 'opensearch2'] as ProfileName[])('slice 0 = {2,3,4}, slice 1 = {1} (%s)', (p) => {
    expect(sliceOf([idx], 0, 2, p)).toEqual(['test/2', 'test/3', 'test/4']);
    expect(sliceOf([idx], 1, 2, p)).toEqual(['test/1']);
  });
});

describe('slices are disjoint and together complete', () => {
  it('for random ids, shard counts, routing and max', () => {
    const seed = Number(process.env.FC_SEED ?? Date.now() % 100000);
    console.log(`slice property seed: ${seed}`);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.nat().map(String), fc.base64String({ minLength: 4, maxLength: 20 })), { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 2, max: 20 }),
        fc.constantFrom<ProfileName>('es5', 'es6', 'es8', 'opensearch2'),
        (ids, shardCounts, max, profile) => {
          const indices = shardCounts.map((n, k) => index(`i${k}`, {}, ids.map((id) => [id, {}]), { 'index.number_of_shards': String(n) }));
          const seen = new Map<string, number>();
          for (let id = 0; id < max; id++) for (const key of sliceOf(indices, id, max, profile)) seen.set(key, (seen.get(key) ?? 0) + 1);
          expect(seen.size).toBe(ids.length * indices.length);
          for (const n of seen.values()) expect(n).toBe(1);
        },
      ),
      { seed, numRuns: 150 },
    );
  });
  it('slicing on a numeric field covers single-valued documents exactly once', () => {
    const docs: [string, { n: number }][] = Array.from({ length: 200 }, (_, k) => [String(k), { n: k * 7919 - 50 }]);
    const idx = index('f', { n: { type: 'long' } }, docs);
    for (const max of [2, 3, 8]) {
      const all = Array.from({ length: max }, (_, id) => sliceOf([idx], id, max, 'es8', 'n')).flat();
      expect(new Set(all).size).toBe(200);
      expect(all.length).toBe(200);
    }
  });
});

describe('parseSlice', () => {
  const raw = '{"slice":{"id":2,"max":2}}';
  it('accepts id/max/field', () => {
    expect(parseSlice({ id: 0, max: 3, field: 'n' }, getProfile('es8'))).toEqual({ id: 0, max: 3, field: 'n' });
  });
  it('ES 7+: x_content_parse_exception with the IllegalArgumentException cause', () => {
    const e = parseSlice({ id: 2, max: 2 }, getProfile('es8'), raw);
    expect(isEsError(e) && errorEnvelope(e)).toEqual({
      error: {
        root_cause: [{ type: 'x_content_parse_exception', reason: '[1:24] [slice] failed to parse field [max]' }],
        type: 'x_content_parse_exception',
        reason: '[1:24] [slice] failed to parse field [max]',
        caused_by: { type: 'illegal_argument_exception', reason: 'max must be greater than id' },
      },
      status: 400,
    });
    const one = parseSlice({ id: 0, max: 1 }, getProfile('es8'));
    expect(isEsError(one) && one.cause.causedBy?.reason).toBe('max must be greater than 1');
  });
  it('ES 6: parsing_exception', () => {
    const e = parseSlice({ id: 2, max: 2 }, getProfile('es6'), raw);
    expect(isEsError(e) && e.cause).toMatchObject({ type: 'parsing_exception', reason: '[slice] failed to parse field [max]', meta: { line: 1, col: 24 } });
  });
  it('max over index.max_slices_per_scroll: 400 (ES 7+), 500 query_phase_execution_exception (ES 6)', () => {
    const idx = index('m', {}, [], { 'index.max_slices_per_scroll': '4' });
    const modern = sliceFilters({ id: 0, max: 5 }, [idx], getProfile('es8'));
    expect(isEsError(modern) && modern.status).toBe(400);
    expect(isEsError(modern) && (errorEnvelope(modern) as { error: { root_cause: { reason: string }[] } }).error.root_cause[0].reason).toBe(
      'The number of slices [5] is too large. It must be less than [4]. This limit can be set by changing the [index.max_slices_per_scroll] index level setting.',
    );
    const legacy = sliceFilters({ id: 0, max: 5 }, [idx], getProfile('es6'));
    expect(isEsError(legacy) && [legacy.status, legacy.cause.causedBy?.type]).toEqual([500, 'query_phase_execution_exception']);
  });
});

describe('a stored document keeps its id hash', () => {
  it('slices a StoredDoc as the same document without the cache, first and later scrolls alike', () => {
    const ids = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? `doc-${i}` : String(i * 7919)));
    const plain = index('p', {}, ids.map((id) => [id, {}]));
    const stored = index('s', {}, []);
    ids.forEach((id, i) => stored.docs.set(id, new StoredDoc(id, '_doc', '{}', 1, i, 1, undefined, i)));
    for (let round = 0; round < 2; round++) {
      for (let id = 0; id < 5; id++) {
        const strip = (keys: string[]) => keys.map((k) => k.slice(2));
        expect(strip(sliceOf([stored], id, 5))).toEqual(strip(sliceOf([plain], id, 5)));
      }
    }
    expect([...stored.docs.values()].every((d) => typeof (d as StoredDoc).idHash === 'number')).toBe(true);
  });
});

describe('the slice hash a stored document keeps', () => {
  it('equals murmur3 of its encodeId bytes, for numeric ids of any length', () => {
    const ids = ['0', '7', '10', '123', '4567', '99999', '1000000', '12345678901234567890', '9'.repeat(126), '1'.repeat(127), '8'.repeat(200)];
    const stored = index('s', {}, []);
    ids.forEach((id, i) => stored.docs.set(id, new StoredDoc(id, '_doc', '{}', 1, i, 1, undefined, i)));
    sliceOf([stored], 0, 3);
    for (const id of ids) expect((stored.docs.get(id) as StoredDoc).idHash).toBe(murmur3(encodeId(id), 7919));
  });
});

describe('idTermHash', () => {
  it('is murmur3 of the encoded id term, for digit ids of any length and any other id', () => {
    const digits = fc.array(fc.constantFrom(...'0123456789'), { minLength: 1, maxLength: 200 }).map((a) => a.join(''));
    fc.assert(
      fc.property(fc.oneof(digits, fc.string(), fc.string({ unit: 'grapheme' })), (id) => {
        expect(idTermHash(id)).toBe(murmur3(encodeId(id), 7919));
      }),
      { seed: 20261126, numRuns: 2000 },
    );
  });
});
