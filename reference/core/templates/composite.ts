/**
 * A composable template composed with its components, as index creation would see it: the checks ES runs
 * before storing one (`validateCompositeTemplate`) and the resolved template `_simulate` prints.
 */
import type { JsonObject } from '../json.ts';
import { compositionInvalid, isEsError, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { AliasMeta } from '../aliasMeta.ts';
import type { Profile } from '../../profiles.ts';
import { readCreateMappings } from '../mapping/body.ts';
import type { TypeMapping } from '../mapping/types.ts';
import { composedParts, templateAliases, templateSettings } from './resolveTemplates.ts';
import { stackMappings } from './mergeComposable.ts';
import type { ComposableTemplate, FlatSettings } from './types.ts';

/** A composable template's settings, mapping and aliases once composed. */
export interface Composed {
  settings: FlatSettings;
  /** Undefined when no part has mappings. */
  mapping?: TypeMapping;
  aliases: Map<string, AliasMeta>;
}

/** Composes a template with its components (`index` names the index `{index}` in alias names stands for). */
export function compose(state: ClusterState, profile: Profile, t: ComposableTemplate, index: string): Composed | EsError {
  const matched = { kind: 'v2' as const, template: t };
  const layers = composedParts(state, t).flatMap((p) => (p.mappings ? [p.mappings] : []));
  let mapping: TypeMapping | undefined;
  if (layers.length > 0) {
    const parsed = readCreateMappings(profile, { _doc: stackMappings(layers) as JsonObject }, 'true', { profile, warnings: [] });
    if (isEsError(parsed)) return parsed;
    mapping = parsed.get('_doc');
  }
  const aliases = new Map<string, AliasMeta>();
  for (const [name, meta] of templateAliases(state, matched)) {
    const alias = name.replaceAll('{index}', index);
    if (!aliases.has(alias)) aliases.set(alias, meta);
  }
  return { settings: templateSettings(state, matched), mapping, aliases };
}

/** The error ES gives when a template's composed mappings do not parse, or undefined. */
export function compositeError(state: ClusterState, profile: Profile, t: ComposableTemplate): EsError | undefined {
  const c = compose(state, profile, t, 'validate-template');
  if (!isEsError(c)) return undefined;
  return compositionInvalid(t.name, t.composedOf ?? [], c.cause);
}
