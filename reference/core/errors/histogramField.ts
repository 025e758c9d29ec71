/** What x-pack analytics' HistogramFieldMapper.parse raises for a malformed `histogram` value. */
import type { Profile } from '../../profiles.ts';
import type { EsCause } from './base.ts';

/**
 * The inner "error parsing field [f], …" (a DocumentParsingException at the offending token from 8.8, a
 * MapperParsingException before), which the mapper wraps in "failed to parse field [f] of type [histogram]".
 */
export function histogramValueFailure(profile: Profile, where: string, reason: string): EsCause {
  if (profile.docParseError === 'document-parsing-exception') return { type: 'document_parsing_exception', reason: where + reason };
  return { type: 'mapper_parsing_exception', reason };
}
