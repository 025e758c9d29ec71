/**
 * Reading `wait_for_active_shards` and `timeout` from a request (ActiveShardCount.parseString and the REST
 * layer's TimeValue): on its own, without the cluster state, so that job options can parse it.
 */
import { activeShardCountNegative, activeShardCountUnparsable, isEsError, type EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { parseTimeValue } from '../search/timeValue.ts';
import type { ActiveShardCount, ActiveShardsWait } from './writeOp.ts';

/** ActiveShardCount.parseString: null and `default` → default, `all`, or a non-negative integer. */
export function parseActiveShardCount(v: string | undefined): ActiveShardCount | EsError {
  if (v === undefined || v === 'default') return 'default';
  if (v === 'all') return 'all';
  // Integer.parseInt: an optional sign and decimal digits, within an int.
  if (!/^[+-]?\d+$/.test(v) || Math.abs(Number(v)) > 2 ** 31 - 1) return activeShardCountUnparsable(v);
  const n = Number(v);
  if (n < 0) return activeShardCountNegative();
  return n;
}

/** The query's `wait_for_active_shards` and `timeout`, validated as the REST layer reads them. */
export function activeShardsWaitOf(query: Record<string, string>, profile: Profile): ActiveShardsWait | EsError {
  const count = parseActiveShardCount(query.wait_for_active_shards);
  if (isEsError(count)) return count;
  const timeout = query.timeout;
  if (timeout !== undefined) {
    const ms = parseTimeValue(timeout, 'timeout', profile);
    if (isEsError(ms)) return ms;
  }
  return { count, timeout: timeout ?? '1m' };
}
