/**
 * The checks every mapping change passes before it is applied (put mapping and dynamic updates alike):
 * the one-type rule, cross-type field agreement, and the field-count and depth limits.
 */
import { partitionedRoutingProblem } from '../docs/partitionedIndex.ts';
import { depthExceeded, moreThanOneType, nestedFieldsExceeded, totalFieldsExceeded, type EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import type { IndexState } from '../state.ts';
import { intSetting } from '../settings.ts';
import { crossTypeConflict } from './merge.ts';
import { checkFieldAliases } from './fieldAliases.ts';
import { countFields, mappingDepth, objectPastDepth } from './body.ts';
import type { TypeMapping } from './types.ts';
import type { DocContext } from './infer.ts';

/**
 * The total fields limit as dynamic mapping checks it while a document is parsed (Profile.totalFieldsCheck
 * `while-parsing`), or undefined where the check comes after parsing (checkMappingUpdate below).
 */
export function dynamicFieldLimit(profile: Profile, idx: IndexState): DocContext['fieldLimit'] {
  if (profile.totalFieldsCheck !== 'while-parsing') return undefined;
  const max = intSetting(idx.settings, 'index.mapping.total_fields.limit', 1000);
  // Asked on every write: the same object while the limit stands (`existing` reads the mappings when called).
  const kept = FIELD_LIMITS.get(idx);
  if (kept?.max === max) return kept;
  const existing = () => {
    let n = 0;
    for (const m of idx.mappings.values()) n += countFields(m);
    return n;
  };
  const limit = { max, existing, error: () => totalFieldsExceeded(max, idx.name) };
  FIELD_LIMITS.set(idx, limit);
  return limit;
}

const FIELD_LIMITS = new WeakMap<IndexState, NonNullable<DocContext['fieldLimit']>>();

/** The type a typeless `_doc` request means on this index: its single named type, if it has one. */
export function resolveType(idx: IndexState | undefined, type: string): string {
  if (type !== '_doc' || !idx) return type;
  // The one type of the index, if it has one (asked on every write: no array of the names).
  if (idx.mappings.size === 1) return idx.mappings.keys().next().value as string;
  return type;
}

/** Why `mapping` may not become `type`'s mapping in `idx`, or undefined if it may. */
export function checkMappingUpdate(profile: Profile, idx: IndexState, type: string, mapping: TypeMapping): EsError | undefined {
  if (!idx.mappings.has(type) && idx.mappings.size > 0 && profile.typesPerIndex === 'one') {
    return moreThanOneType(idx.name, [...idx.mappings.keys(), type]);
  }
  const others = [...idx.mappings.entries()].filter(([t]) => t !== type).map(([, m]) => m);
  const clash = crossTypeConflict(profile, others, mapping);
  if (clash) return clash;
  // DocumentMapper.validate: each field's own checks (field aliases) before the limits.
  const badAlias = checkFieldAliases(mapping);
  if (badAlias) return badAlias;
  const unrouted = partitionedRoutingProblem(idx, type, mapping);
  if (unrouted) return unrouted;
  const limit = intSetting(idx.settings, 'index.mapping.total_fields.limit', 1000);
  let total = countFields(mapping);
  for (const o of others) total += countFields(o);
  if (total > limit) return totalFieldsExceeded(limit, idx.name);
  const depthLimit = intSetting(idx.settings, 'index.mapping.depth.limit', 20);
  const deep = mappingDepth(mapping) > depthLimit ? objectPastDepth(mapping, depthLimit) : undefined;
  if (deep !== undefined) return depthExceeded(profile, depthLimit, idx.name, deep);
  // Last of the limits, as MappingLookup.checkLimits orders them.
  const nestedLimit = intSetting(idx.settings, 'index.mapping.nested_fields.limit', 50);
  let nested = countNested(mapping);
  for (const o of others) nested += countNested(o);
  if (nested > nestedLimit) return nestedFieldsExceeded(profile, nestedLimit, idx.name);
  return undefined;
}

/** The nested fields of a mapping, at every level. */
function countNested(def: { properties?: Record<string, import('./types.ts').FieldDef> }): number {
  let n = 0;
  for (const d of Object.values(def.properties ?? {})) n += (d.type === 'nested' ? 1 : 0) + countNested(d);
  return n;
}
