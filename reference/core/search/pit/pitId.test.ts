/** Point-in-time ids: each distribution's layout (SearchContextId.encode) round-trips; Java's decoder errors. */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../profiles.ts';
import { decodePitId, encodePitId, type PitShard } from './pitId.ts';

const shards: PitShard[] = [
  { index: 'test', uuid: 'AK1FKKkKNKwcZ68D2XDDwA', shard: 0, context: 1 },
  { index: 'test2', uuid: '4BzLxFXqmbbdVwHYkO_yrg', shard: 3, context: 2 ** 33 + 5 },
];

describe('point-in-time ids', () => {
  for (const name of ['elasticsearch@7.17.3', 'elasticsearch@8.19.0', 'opensearch@2.19.0'] as const) {
    it(`${name}: round-trips, URL-safe base64 padded as Java's encoder pads`, () => {
      const p = getProfile(name);
      const id = encodePitId(shards, p);
      expect(id).toMatch(/^[A-Za-z0-9_-]+={0,2}$/);
      expect(id.length % 4).toBe(0);
      expect(decodePitId(id, p)).toEqual(shards);
    });
  }
  it('the layouts differ (ES 8 writes optional node and alias first)', () => {
    expect(encodePitId(shards, getProfile('elasticsearch@8.19.0'))).not.toBe(encodePitId(shards, getProfile('elasticsearch@7.17.3')));
  });
  it('a character outside the URL alphabet is Java\'s "Illegal base64 character"; truncated bytes are no id', () => {
    const p = getProfile('elasticsearch@8.19.0');
    expect(decodePitId('ab.c', p)).toEqual({ kind: 'base64', reason: 'Illegal base64 character 2e' });
    const id = encodePitId(shards, p);
    expect(decodePitId(id.slice(0, 40), p)).toEqual({ kind: 'stream' });
  });
});
