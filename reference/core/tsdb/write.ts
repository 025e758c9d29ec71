/** The time series step of a document write (docs/write.ts): refusals, and the id an index or create gets. */
import type { Profile } from '../../profiles.ts';
import { isObject } from '../json.ts';
import { tsdbIdMismatch, type EsError } from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { WriteOp } from '../docs/writeOp.ts';
import { endOf } from '../dataStreams/writeRoute.ts';
import { base64url } from '../base64url.ts';
import { isTsdbIndex, tsdbIdentity, tsdbOperationProblem, type TsdbIdentity } from './document.ts';

/** The identity of a write into a time series index, its refusal, or undefined (no time series index, a delete). */
export function tsdbWrite(profile: Profile, idx: IndexState, op: WriteOp): TsdbIdentity | EsError | undefined {
  if (!isTsdbIndex(profile, idx)) return undefined;
  const refused = tsdbOperationProblem(idx, op.kind, op.routing);
  if (refused) return refused;
  if ((op.kind !== 'index' && op.kind !== 'create') || !isObject(op.source)) return undefined;
  const where = endOf(op.raw);
  const identity = tsdbIdentity(profile, idx, op.source, where);
  if (identity === undefined || 'kind' in identity) return identity;
  if (op.id !== undefined && op.id !== identity.id) return tsdbIdMismatch(where, identity.id, op.id, idx.name);
  return identity;
}

/** A `_tsid` as ES prints it (url-safe base64 without padding). */
export function tsidText(identity: TsdbIdentity): string {
  return base64url([...identity.tsid]);
}
