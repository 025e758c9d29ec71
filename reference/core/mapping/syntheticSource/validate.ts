/**
 * The checks a mapping's `_source` goes through when an index is made or its mapping changes
 * (SourceFieldMapper.Builder.build, then IndexMode.validateSourceFieldMapper, then, before `_ignored_source`
 * existed, each field mapper's synthetic loader), and the deprecation warning of `_source.mode` (8.17+).
 * The errors are the causes; callers wrap them as mapping parse failures.
 */
import type { Profile } from '../../../profiles.ts';
import {
  logsdbOnlySynthetic,
  noSyntheticSource,
  sourceDisabledInMode,
  sourceFilteringSynthetic,
  sourceModeAndEnabled,
  sourceModeDeprecated,
  sourceModeUnknown,
  timeSeriesOnlySynthetic,
  type EsError,
} from '../../errors/index.ts';
import type { FieldDef } from '../types.ts';
import { keywordSubField, off, on } from './leaves.ts';
import { indexModeOf, resolveSourceMode, sourceSection } from './mode.ts';

type Settings = Record<string, string | string[] | null | undefined>;

const DOC_VALUE_TYPES = new Set(['long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'unsigned_long', 'date', 'date_nanos', 'boolean', 'ip']);

/** Before `_ignored_source` (8.4 - 8.14): the first field a synthetic `_source` cannot rebuild, as its mapper says. */
function unsupportedField(props: Record<string, FieldDef> | undefined, prefix: string): EsError | undefined {
  for (const [name, def] of Object.entries(props ?? {})) {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    const type = String(def.type ?? 'object');
    if (def.properties) {
      const inner = unsupportedField(def.properties, path);
      if (inner) return inner;
      continue;
    }
    if (type === 'text' && !on(def.store) && !keywordSubField(def)) {
      return noSyntheticSource(path, type, ' unless it is stored or has a sub-field of type [keyword] with doc values or stored and without a normalizer');
    }
    if (type === 'flattened' && off(def.doc_values)) return noSyntheticSource(path, type, " because it doesn't have doc values");
    if (type === 'keyword' && off(def.doc_values) && !on(def.store)) return noSyntheticSource(path, type, " because it doesn't have doc values and isn't stored");
    if (DOC_VALUE_TYPES.has(type) && off(def.doc_values)) return noSyntheticSource(path, type, " because it doesn't have doc values");
  }
  return undefined;
}

/** The problem a mapping root's `_source` has for an index with these settings, or undefined. */
export function sourceMappingProblem(profile: Profile, settings: Settings, root: { properties?: Record<string, FieldDef> } | undefined): EsError | undefined {
  const src = sourceSection(root);
  if (src?.mode !== undefined && profile.syntheticSource === 'none') return sourceModeUnknown();
  if (profile.syntheticSource === 'none') return undefined;
  if (src?.mode !== undefined && src.enabled !== undefined) return sourceModeAndEnabled();
  const mode = resolveSourceMode(profile, settings, root);
  const filtered = (Array.isArray(src?.includes) && src.includes.length > 0) || (Array.isArray(src?.excludes) && src.excludes.length > 0);
  if (mode === 'synthetic' && filtered) return sourceFilteringSynthetic();
  const indexMode = indexModeOf(settings);
  if (indexMode === 'time_series' && profile.timeSeriesSource === 'only-synthetic' && mode !== 'synthetic') return timeSeriesOnlySynthetic();
  if (indexMode === 'logsdb' && profile.logsdbIndexMode && mode !== 'synthetic') {
    // 8.17 made synthetic the modes' default and refused only a disabled `_source`.
    if (profile.timeSeriesSource === 'only-synthetic') return logsdbOnlySynthetic();
    if (mode === 'disabled') return sourceDisabledInMode('logsdb');
  }
  if (indexMode === 'time_series' && profile.timeSeriesSource === 'default-synthetic' && mode === 'disabled') return sourceDisabledInMode('time_series');
  if (mode === 'synthetic' && !profile.ignoredSource) return unsupportedField(root?.properties, '');
  return undefined;
}

/** The warnings a mapping's `_source` gives: `_source.mode` is deprecated from 8.17. */
export function sourceMappingWarnings(profile: Profile, root: object | undefined): string[] {
  const src = sourceSection(root);
  return src?.mode !== undefined && (profile.syntheticSource === 'setting' || profile.syntheticSource === 'setting-only') ? [sourceModeDeprecated()] : [];
}

/** A forced synthetic read of an index whose fields cannot all rebuild it (before 8.15: the loader's error), or undefined. */
export function forcedSourceProblem(profile: Profile, root: { properties?: Record<string, FieldDef> } | undefined): EsError | undefined {
  return profile.ignoredSource ? undefined : unsupportedField(root?.properties, '');
}
