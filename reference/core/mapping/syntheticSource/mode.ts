/**
 * Which `_source` an index keeps (SourceFieldMapper.Builder.resolveSourceMode): the index setting
 * `index.mapping.source.mode` wins (8.17+), then the mapping's `_source.mode` (8.4+; a no-op for indices made
 * by 9.0+, #119072), then the index mode's default (`time_series` from 8.7, `logsdb` from 8.15: synthetic),
 * else stored. `_source.enabled: false` is the disabled mode of every version.
 */
import type { Profile } from '../../../profiles.ts';
import { isObject, type Json } from '../../json.ts';
import type { IndexState } from '../../state.ts';

export type SourceMode = 'stored' | 'synthetic' | 'disabled';

export const SOURCE_MODE_SETTING = 'index.mapping.source.mode';
export const SOURCE_KEEP_SETTING = 'index.mapping.synthetic_source_keep';

type Settings = Record<string, string | string[] | null | undefined>;

/** The index settings this module adds and the versions that know them (else: unknown setting). */
export function sourceSettingKnown(profile: Profile, key: string): boolean {
  if (key === SOURCE_MODE_SETTING) return profile.syntheticSource === 'setting' || profile.syntheticSource === 'setting-only';
  if (key === SOURCE_KEEP_SETTING) return profile.ignoredSource;
  return true;
}

/** `index.mode` lower-cased (`standard` when unset). */
export function indexModeOf(settings: Settings): string {
  const m = settings['index.mode'];
  return typeof m === 'string' ? m.toLowerCase() : 'standard';
}

/** The mode an index mode gives `_source` when nothing else says (IndexMode.defaultSourceMode). */
function modeDefault(profile: Profile, settings: Settings): SourceMode | undefined {
  const m = indexModeOf(settings);
  if (m === 'time_series' && profile.timeSeriesSource !== 'none') return 'synthetic';
  if (m === 'logsdb' && profile.logsdbIndexMode) return 'synthetic';
  return undefined;
}

/** A mode's name as the setting and the mapping take it (Mode.valueOf of the upper-cased text), or undefined. */
export function parseSourceMode(v: Json | undefined): SourceMode | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.toLowerCase();
  return s === 'stored' || s === 'synthetic' || s === 'disabled' ? s : undefined;
}

/** The `_source` object of a mapping root, or undefined. */
export function sourceSection(root: object | undefined): Record<string, Json> | undefined {
  const s = (root as { _source?: unknown } | undefined)?._source;
  return isObject(s) ? (s as Record<string, Json>) : undefined;
}

/** The `_source` mode of an index with these settings and this mapping root, for this version. */
export function resolveSourceMode(profile: Profile, settings: Settings, root: object | undefined): SourceMode {
  const src = sourceSection(root);
  if (src && (src.enabled === false || src.enabled === 'false')) return 'disabled';
  if (profile.syntheticSource === 'none') return 'stored';
  const fromSetting = profile.syntheticSource === 'mapping' ? undefined : parseSourceMode(settings[SOURCE_MODE_SETTING] as Json | undefined);
  if (fromSetting) return fromSetting;
  const fromMapping = profile.syntheticSource === 'setting-only' ? undefined : parseSourceMode(src?.mode);
  return fromMapping ?? modeDefault(profile, settings) ?? 'stored';
}

/** The `_source` mode of an index (its first mapping type's `_source`). */
export function sourceModeOf(profile: Profile, index: IndexState): SourceMode {
  return resolveSourceMode(profile, index.settings, index.mappings.values().next().value);
}
