/**
 * `index.mapping.ignore_above` (IndexSettings.IGNORE_ABOVE_SETTING, elastic/elasticsearch#113121, 8.16): the
 * default of the `ignore_above` parameter of the keyword, flattened and wildcard mappers. A field's own
 * `ignore_above` wins; the mapping keeps only what was set (a default is not serialised), so the default is
 * applied where a field is resolved for reading and indexing, never written into the stored mapping.
 * Not modelled: logsdb's own default of 8191.
 */
import type { FieldDef } from './types.ts';

export const INDEX_IGNORE_ABOVE = 'index.mapping.ignore_above';

const TAKES_IGNORE_ABOVE = new Set(['keyword', 'flattened', 'wildcard']);

/** The index's default ignore_above, or undefined when it sets none. */
export function indexIgnoreAbove(settings: Record<string, string | string[]> | undefined): number | undefined {
  const v = settings?.[INDEX_IGNORE_ABOVE];
  if (v === undefined || Array.isArray(v) || !/^\d+$/.test(v)) return undefined;
  return Number(v);
}

/** The field as it reads with the index's default: a copy carrying `ignore_above` where it set none. */
export function withIndexIgnoreAbove(def: FieldDef, dflt: number | undefined): FieldDef {
  if (dflt === undefined || def.ignore_above !== undefined || !TAKES_IGNORE_ABOVE.has(String(def.type))) return def;
  return { ...def, ignore_above: dflt };
}
