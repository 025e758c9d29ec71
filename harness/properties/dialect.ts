/** How a property speaks to a target of one version (typed or typeless paths and mappings). */
import { getProfile, type ProfileName } from '../../reference/profiles.ts';

/**
 * How a property speaks to a target of one version family. The spec's service (and ES5) use typed
 * paths and `mappings.<type>.properties`; ES6 one `_doc` type; ES8 and OpenSearch are typeless.
 * Properties build every request through a dialect so one generated case runs against any family.
 */
export interface Dialect {
  /** The document type in paths (`/<index>/<type>/<id>`): a name, or `_doc`. */
  docType: string;
  /** Whether mapping bodies are wrapped in the type name. */
  typedMappings: boolean;
  /** Whether bulk action lines carry `_type` (ES5/ES6 and the spec's typed form). */
  bulkType: boolean;
  /** Field types a declared mapping may use; `string` only where the profile keeps it. */
  fieldTypes: readonly string[];
  /** The type the spec's procedure gives a field that must hold arbitrary strings (`string` where kept). */
  stringType: string;
}

const BASE_TYPES = ['text', 'keyword', 'long', 'integer', 'double', 'date', 'boolean'] as const;

/** The dialect for a reference profile (the version detected from the target's `GET /`), from its capabilities. */
export function dialectFor(profile: ProfileName): Dialect {
  const p = getProfile(profile);
  // Several types per index (ES 5, the spec's service): a named type everywhere.
  if (p.typesPerIndex === 'many') {
    return { docType: 'item', typedMappings: true, bulkType: true, fieldTypes: BASE_TYPES, stringType: p.stringType === 'keep' ? 'string' : 'text' };
  }
  // One type, printed typed (ES 6): `_doc` as the type name.
  if (p.mappingOutput === 'typed') return { docType: '_doc', typedMappings: true, bulkType: true, fieldTypes: BASE_TYPES, stringType: 'text' };
  return { docType: '_doc', typedMappings: false, bulkType: false, fieldTypes: BASE_TYPES, stringType: 'text' };
}

/** Wrap `{properties}` as the dialect writes a mapping body (`{<type>: {properties}}` or as is). */
export function mappingBody(d: Dialect, properties: Record<string, unknown>): Record<string, unknown> {
  return d.typedMappings ? { [d.docType]: { properties } } : { properties };
}

/** The `properties` of an index in a `GET /<index>/_mapping` answer, whatever the dialect. */
export function propertiesOf(d: Dialect, mappingResponse: unknown, index: string): Record<string, unknown> | undefined {
  const root = (mappingResponse as Record<string, { mappings?: Record<string, unknown> }> | undefined)?.[index]?.mappings;
  if (!root || typeof root !== 'object') return undefined;
  const typed = d.typedMappings ? (root[d.docType] as { properties?: unknown } | undefined) : (root as { properties?: unknown });
  const props = typed?.properties;
  return props && typeof props === 'object' ? (props as Record<string, unknown>) : undefined;
}
