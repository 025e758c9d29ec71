/**
 * `PUT /_template/{name}`'s body as `PutIndexTemplateRequest.source` reads it, in the version's dialect:
 * ES 5 names its indexes with one `template` pattern (other keys are ignored); ES 6 reads `index_patterns`
 * and still `template` (deprecated); ES 7+ and OpenSearch read `index_patterns` and reject unknown keys.
 */
import { isObject, type Json } from '../json.ts';
import {
  isEsError,
  malformedIndexPatterns,
  malformedTemplateSettings,
  malformedTemplateVersion,
  numberFormat,
  requestBodyRequired,
  templatePatternsMissing,
  unknownTemplateKey,
  type EsError,
} from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { readTemplateAliases, readTemplateMappings, readTemplateSettings, validateTemplate } from './content.ts';
import type { LegacyTemplate } from './types.ts';

/** A Java `int` read from JSON as `XContentMapValues.nodeIntegerValue` reads it, or the error. */
export function javaInt(v: Json | string | undefined, fallback: number): number | EsError {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'number') return Math.trunc(v) | 0;
  const s = String(v);
  if (!/^[+-]?\d+$/.test(s) || Math.abs(Number(s)) > 2 ** 31 - 1) return numberFormat(s);
  return Number(s);
}

/** Reads a legacy template; `warnings` collects the deprecations the body triggers. */
export function readLegacyTemplate(profile: Profile, name: string, body: Json | undefined, query: Record<string, string>, warnings: string[]): LegacyTemplate | EsError {
  if (!isObject(body)) return requestBodyRequired();
  const dialect = profile.legacyTemplatePatterns;
  let patterns: string[] | undefined;
  const order = javaInt(query.order, 0);
  if (isEsError(order)) return order;
  const t: LegacyTemplate = { name, order, patterns: [], settings: {}, mappings: new Map(), aliases: new Map() };
  let settingProblems: string[] = [];
  let rawMappings: Json | undefined;
  for (const [key, value] of Object.entries(body)) {
    const v = value as Json;
    if (key === 'template' && dialect !== 'index_patterns') {
      if (dialect === 'template') patterns = [String(v)];
      else if (typeof v === 'string') {
        // Kept for pre-5.0 templates of beats and logstash (elastic/elasticsearch#21009).
        warnings.push('Deprecated field [template] used, replaced by [index_patterns]');
        patterns = [v];
      }
    } else if (key === 'index_patterns' && dialect !== 'template') {
      if (typeof v === 'string') patterns = [v];
      else if (Array.isArray(v)) patterns = v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)));
      else return malformedIndexPatterns();
    } else if (key === 'order') {
      const o = javaInt(v, t.order);
      if (isEsError(o)) return o;
      t.order = o;
    } else if (key === 'version') {
      if (typeof v !== 'number' || !Number.isInteger(v) || Math.abs(v) > 2 ** 31 - 1) return malformedTemplateVersion();
      t.version = v;
    } else if (key === 'settings') {
      if (!isObject(v)) return malformedTemplateSettings();
      const s = readTemplateSettings(profile, v);
      if (isEsError(s)) return s;
      t.settings = s.settings;
      settingProblems = s.problems;
    } else if (key === 'mappings') {
      rawMappings = v;
    } else if (key === 'aliases') {
      const a = readTemplateAliases(v);
      if (isEsError(a)) return a;
      t.aliases = a;
    } else if (dialect !== 'template') {
      return unknownTemplateKey(key);
    }
  }
  if (patterns === undefined || patterns.length === 0) {
    return templatePatternsMissing(profile);
  }
  t.patterns = patterns;
  const invalid = validateTemplate(profile, { name, patterns, settingProblems, aliases: t.aliases });
  if (invalid) return invalid;
  const mappings = readTemplateMappings(profile, rawMappings, query.include_type_name);
  if (isEsError(mappings)) return mappings;
  t.mappings = mappings;
  return t;
}
