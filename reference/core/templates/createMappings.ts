/** The mappings of a new index: the request's alone, or merged with those of the templates it matches. */
import type { Json } from '../json.ts';
import { isEsError, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { readCreateMappings } from '../mapping/body.ts';
import type { TypeMapping } from '../mapping/types.ts';
import { readTemplateMappings } from './content.ts';
import type { Matched } from './match.ts';
import { mergedMappings } from './resolveTemplates.ts';
import { applyDefaultMapping } from './defaultMapping.ts';

/**
 * Parses a create request's mappings, first merged with the matched templates' (as ES merges them before
 * parsing); `writeType` is the type of the write that creates the index, if one does.
 */
export function createMappings(
  state: ClusterState,
  profile: Profile,
  matched: Matched | undefined,
  raw: Json | undefined,
  includeTypeName: string | undefined,
  warnings: string[],
  writeType?: string,
): Map<string, TypeMapping> | EsError {
  if (!matched) return readCreateMappings(profile, raw, includeTypeName, { profile, warnings });
  // The request's own mapping must parse on its own (its errors come first, worded as without templates).
  const request = readTemplateMappings(profile, raw, includeTypeName);
  if (isEsError(request)) return request;
  const merged = mergedMappings(state, matched, request);
  applyDefaultMapping(profile, merged, writeType, warnings);
  return readCreateMappings(profile, Object.fromEntries(merged), 'true', { profile, warnings });
}
