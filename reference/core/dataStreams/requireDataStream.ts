/**
 * `require_data_stream` (ES 8.13+) on index and create: the target must be a data stream. A name that does
 * not exist yet must be one a data stream template matches, or the auto-create fails (TransportBulkAction);
 * an existing index or alias fails the item (BulkOperation.addFailureIfRequiresDataStreamAndNoParentDataStream,
 * `metadata.indexIsADataStream(name)`: a backing index named directly is no data stream either).
 */
import { requireDataStreamNoTemplate, requireDataStreamNotAStream, type EsError } from '../errors/index.ts';
import { aliasExists, type ClusterState } from '../state.ts';
import { findComposable } from '../templates/match.ts';

/** Why a write with `require_data_stream=true` to `name` fails, or nothing when the name is (or will become) a stream. */
export function requireDataStreamCheck(state: ClusterState, name: string): EsError | undefined {
  if (state.dataStreams.has(name)) return undefined;
  if (state.indices.has(name) || aliasExists(state, name)) return requireDataStreamNotAStream(name);
  const t = findComposable(state, name, false);
  return t?.dataStream ? undefined : requireDataStreamNoTemplate(name);
}
