/**
 * VersionEncoder's order (x-pack mapper-version): semver precedence, illegal versions after legal ones.
 * Cases from its class comment and Semantic Versioning's precedence example
 * (1.0.0-alpha < 1.0.0-alpha.1 < 1.0.0-alpha.beta < 1.0.0-beta < 1.0.0-beta.2 < 1.0.0-beta.11 < 1.0.0-rc.1 < 1.0.0),
 * then through the simulator: a sort and a range on a `version` field follow it.
 */
import { describe, expect, it } from 'vitest';
import { compareVersions, encodeVersion } from './versionOrder.ts';
import { Simulator } from '../../../simulator.ts';
import { call } from '../../../testkit.ts';

describe('version order', () => {
  it("semver's precedence example, numbers compared numerically", () => {
    const ordered = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '1.2.0', '1.10.0', '2.0.0', '11.0.0'];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort(compareVersions)).toEqual(ordered);
  });

  it('encodes digit groups behind a marker and their length, and illegal versions as their bytes', () => {
    expect([...encodeVersion('1.10')]).toEqual([0x01, 0x81, 0x31, 0x2e, 0x01, 0x82, 0x31, 0x30, 0x03]);
    expect([...encodeVersion('')]).toEqual([0x03]);
    expect([...encodeVersion('01.2')]).toEqual([0x30, 0x31, 0x2e, 0x32]);
    expect(['abc', '', '1.0.0'].sort(compareVersions)).toEqual(['1.0.0', '', 'abc']);
  });

  it('a sort and a range on a version field follow it', () => {
    const s = new Simulator({ now: () => 0, seed: 4, profile: 'elasticsearch@8.19.0' });
    const c = (m: string, p: string, b?: unknown) => call(s, m, p, b);
    c('PUT', '/v', { mappings: { properties: { v: { type: 'version' } } } });
    ['1.10.0', '1.9.0', '1.9.0-rc.1', '2.0.0'].forEach((v, i) => c('PUT', `/v/_doc/${i}`, { v }));
    const sorted = c('POST', '/v/_search', { sort: [{ v: 'asc' }], _source: false }).body.hits.hits as { sort: string[] }[];
    expect(sorted.map((h) => h.sort[0])).toEqual(['1.9.0-rc.1', '1.9.0', '1.10.0', '2.0.0']);
    const ranged = c('POST', '/v/_search', { query: { range: { v: { gte: '1.9.0', lt: '2.0.0' } } } }).body.hits.hits as { _id: string }[];
    expect(ranged.map((h) => h._id).sort()).toEqual(['0', '1']);
  });
});
