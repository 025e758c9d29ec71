/**
 * The time series ids against Elasticsearch's own: 25_id_generation.yml (tsdb/, Apache-2.0) pins the ids of its
 * two series (`cZZNs…` for pod cat, `cn4ex…` for pod dog; the first four bytes are the routing hash, the next
 * eight murmur3_128(tsid).h1, the same in its 8.x and 9.x versions) and, in a bulk create's version conflict,
 * the `_tsid` of pod dog: `KCjEJ9R_BgO8TRX2QOd6dpQ5ihHD--qoyLTiOy0pmP6_RAIE-e0-dKQ`. The 8.x id
 * `cn4excfoxSs_KdA5AAABeRnRFAY` (routing hash + tsid hash + 2021-04-28T18:50:03.142Z) joins the three.
 */
import { describe, expect, it } from 'vitest';
import { base64url } from '../base64url.ts';
import { routingHash, routingHashOfId, timeSeriesId, tsidHash, type DimensionValue } from './tsid.ts';

const CAT = '947e4ced-1786-4e53-9e0c-5c447e959507';
const DOG = 'df3145b3-0563-4d3b-a0f7-897eb2876ea9';
const s = (value: string): DimensionValue[] => [{ kind: 'string', value }];
const dims = (uid: string) => new Map([['metricset', s('pod')], ['k8s.pod.uid', s(uid)]]);
const route = (uid: string) => routingHash([['metricset', 'pod'], ['k8s.pod.uid', uid]]);

describe('time series ids', () => {
  it('routing hashes: the first four bytes of the ids (cZZNsw, cn4exQ)', () => {
    expect(routingHashOfId(route(CAT))).toBe('cZZNsw');
    expect(routingHashOfId(route(DOG))).toBe('cn4exQ');
  });
  it('the _tsid of pod dog, padding of names and values included', () => {
    expect(base64url([...tsidHash(dims(DOG))])).toBe('KCjEJ9R_BgO8TRX2QOd6dpQ5ihHD--qoyLTiOy0pmP6_RAIE-e0-dKQ');
  });
  it('the _id: routing hash, tsid hash, timestamp', () => {
    expect(timeSeriesId(route(DOG), tsidHash(dims(DOG)), BigInt(Date.parse('2021-04-28T18:50:03.142Z')))).toBe('cn4excfoxSs_KdA5AAABeRnRFAY');
    // 25_id_generation.yml's cat id has the same routing hash and tsid hash (cZZNs7B9sSWsyrL5, then 9.x's metric names hash).
    expect(timeSeriesId(route(CAT), tsidHash(dims(CAT)), BigInt(Date.parse('2021-04-28T18:52:04.467Z'))).slice(0, 16)).toBe('cZZNs7B9sSWsyrL5');
  });
});
