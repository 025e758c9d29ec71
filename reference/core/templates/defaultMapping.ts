/**
 * The `_default_` mapping of ES 5/6 templates (logstash's and beats' templates of that era carry one):
 * ES lays it under every type the index gets (`mergeDefaults`, the type's own mapping winning), including
 * the type of the write that creates the index. ES 6 deprecates it; one type per index holds it no more
 * than a template does, so there the index keeps only the real type.
 */
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { mergeDefaults } from './mergeDefaults.ts';

/** The ES 6 deprecation an index created with a `_default_` mapping answers with. */
export const DEFAULT_MAPPING_DEPRECATED = '[_default_] mapping is deprecated since it is not useful anymore now that indexes cannot have more than one type';

/** Applies a `_default_` mapping among `mappings` (in place) to the index's types and to `writeType`. */
export function applyDefaultMapping(profile: Profile, mappings: Map<string, JsonObject>, writeType: string | undefined, warnings: string[]): void {
  const dflt = mappings.get('_default_');
  if (!dflt) return;
  if (profile.legacyDeprecations) warnings.push(DEFAULT_MAPPING_DEPRECATED);
  const real = [...mappings.keys()].filter((t) => t !== '_default_');
  // A typeless write (`_doc`) lands in the index's one type when it has one.
  const landsInExisting = writeType === undefined || mappings.has(writeType) || (writeType === '_doc' && real.length === 1);
  if (!landsInExisting && writeType !== '_default_') mappings.set(writeType, {});
  for (const [type, body] of mappings) if (type !== '_default_') mergeDefaults(body, dflt);
  if (profile.typesPerIndex === 'one' && mappings.size > 1) mappings.delete('_default_');
}
