/**
 * The `highlight` element of a search body (HighlightBuilder, AbstractHighlighterBuilder): global options,
 * then per-field options that override them (HighlightBuilder.build merges field over global over the
 * defaults). Fields come as an object, or as an array of one-key objects (explicit field order).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import { highlightParseProblem, highlightTagsProblem, unknownField, type TextPosition } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { keyAt } from '../../byScroll/bodyPosition.ts';
import type { Profile } from '../../../profiles.ts';

/** The options one field is highlighted with. */
export interface FieldOptions {
  preTags: string[];
  postTags: string[];
  scoreOrdered: boolean;
  fragmentSize: number;
  numberOfFragments: number;
  requireFieldMatch: boolean;
  type?: string;
  fragmenter?: string;
  noMatchSize: number;
  boundaryScanner?: 'chars' | 'word' | 'sentence';
  boundaryChars: string;
  boundaryMaxScan: number;
  boundaryScannerLocale?: string;
  encoder: string;
  maxAnalyzedOffset?: number;
  phraseLimit: number;
  highlightQuery?: Json;
  matchedFields?: string[];
  fragmentOffset: number;
}

/** One entry of `fields`: a name or pattern, and its merged options. */
export interface HighlightField {
  name: string;
  options: FieldOptions;
}

/** A parsed `highlight`. */
export interface HighlightSpec {
  fields: HighlightField[];
}

/** HighlightBuilder's defaultOptions. */
const DEFAULTS: FieldOptions = {
  preTags: ['<em>'],
  postTags: ['</em>'],
  scoreOrdered: false,
  fragmentSize: 100,
  numberOfFragments: 5,
  requireFieldMatch: true,
  noMatchSize: 0,
  boundaryChars: '.,!? \t\n',
  boundaryMaxScan: 20,
  encoder: 'default',
  phraseLimit: 256,
  fragmentOffset: -1,
};

/** HighlightBuilder.DEFAULT_STYLED_PRE_TAG. */
export const STYLED_PRE_TAGS = Array.from({ length: 10 }, (_, i) => `<em class="hlt${i + 1}">`);

const COMMON = ['pre_tags', 'post_tags', 'order', 'highlight_filter', 'fragment_size', 'number_of_fragments', 'require_field_match', 'boundary_scanner', 'boundary_max_scan', 'boundary_chars', 'boundary_scanner_locale', 'type', 'fragmenter', 'no_match_size', 'force_source', 'phrase_limit', 'options', 'highlight_query'];

/** The keys a level takes in a profile (the length cap's name is the version's). */
function keysOf(level: 'highlight' | 'highlight_field', profile: Profile): Set<string> {
  const extra = level === 'highlight' ? ['tags_schema', 'encoder', 'fields'] : ['fragment_offset', 'matched_fields'];
  const cap = profile.highlightMaxOffsetOption === 'none' ? [] : [profile.highlightMaxOffsetOption];
  return new Set([...COMMON, ...extra, ...cap]);
}

function strings(v: Json): string[] {
  return Array.isArray(v) ? v.map((x) => String(x)) : [String(v)];
}

function int(v: Json, key: string): number | EsError {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) return highlightParseProblem(`[${key}] must be an integer`);
  return n;
}

function bool(v: Json): boolean {
  return v === true || v === 'true';
}

/** Reads the options an object sets (global or field level), leaving the others unset. */
function readLevel(o: JsonObject, level: 'highlight' | 'highlight_field', profile: Profile, at: (k: string) => TextPosition | undefined): Partial<FieldOptions> | EsError {
  const keys = keysOf(level, profile);
  const out: Partial<FieldOptions> = {};
  for (const [k, v] of Object.entries(o) as [string, Json][]) {
    // HighlightBuilder's ObjectParser: at the key, with its suggestion among the level's names (`pre_tag`).
    const pos = at(k);
    if (!keys.has(k)) return pos ? unknownField(profile, level, k, pos, [...keys]) : highlightParseProblem(`[${level}] unknown field [${k}]`);
    switch (k) {
      case 'pre_tags':
        out.preTags = strings(v);
        break;
      case 'post_tags':
        out.postTags = strings(v);
        break;
      case 'order':
        out.scoreOrdered = String(v).toLowerCase() === 'score';
        break;
      case 'fragment_size':
      case 'number_of_fragments':
      case 'no_match_size':
      case 'boundary_max_scan':
      case 'phrase_limit':
      case 'fragment_offset': {
        const n = int(v, k);
        if (isEsError(n)) return n;
        const name = ({ fragment_size: 'fragmentSize', number_of_fragments: 'numberOfFragments', no_match_size: 'noMatchSize', boundary_max_scan: 'boundaryMaxScan', phrase_limit: 'phraseLimit', fragment_offset: 'fragmentOffset' } as const)[k];
        out[name] = n;
        break;
      }
      case 'max_analyzed_offset':
      case 'max_analyzer_offset': {
        const n = int(v, k);
        if (isEsError(n)) return n;
        // AbstractHighlighterBuilder.maxAnalyzedOffset: positive, or -1 (the index setting) from 8.18.
        if (n === -1 && profile.highlightMaxAnalyzedOffsetMinusOne) {
          out.maxAnalyzedOffset = -1; // QueryMaxAnalyzedOffset.create: the index setting
          break;
        }
        if (n < 1) return highlightParseProblem(profile.highlightMaxAnalyzedOffsetMinusOne ? '[max_analyzed_offset] must be a positive integer, or -1' : '[max_analyzed_offset] must be a positive integer', true);
        out.maxAnalyzedOffset = n;
        break;
      }
      case 'require_field_match':
        out.requireFieldMatch = bool(v);
        break;
      case 'boundary_scanner': {
        const s = String(v).toLowerCase();
        if (s !== 'chars' && s !== 'word' && s !== 'sentence') return highlightParseProblem(`No enum constant org.elasticsearch.search.fetch.subphase.highlight.HighlightBuilder.BoundaryScannerType.${String(v).toUpperCase()}`, true);
        out.boundaryScanner = s;
        break;
      }
      case 'boundary_chars':
        out.boundaryChars = String(v);
        break;
      case 'boundary_scanner_locale':
        out.boundaryScannerLocale = String(v);
        break;
      case 'type':
        out.type = String(v);
        break;
      case 'fragmenter':
        out.fragmenter = String(v);
        break;
      case 'encoder':
        out.encoder = String(v);
        break;
      case 'highlight_query':
        out.highlightQuery = v;
        break;
      case 'matched_fields':
        out.matchedFields = strings(v);
        break;
      case 'tags_schema':
        if (String(v) !== 'styled' && String(v) !== 'default') return highlightParseProblem(`Unknown tag schema [${String(v)}]`, true);
        if (String(v) === 'styled') {
          out.preTags = STYLED_PRE_TAGS;
          out.postTags = ['</em>'];
        } else {
          out.preTags = ['<em>'];
          out.postTags = ['</em>'];
        }
        break;
      default:
        break; // highlight_filter, force_source, options, fields: no effect here
    }
  }
  // AbstractHighlighterBuilder.setupParser: checked after each level is read.
  if (o.pre_tags !== undefined && o.post_tags === undefined && level === 'highlight') return highlightTagsProblem('pre_tags are set but post_tags are not set');
  if (out.preTags && out.postTags && (out.preTags.length === 0 || out.postTags.length === 0)) return highlightTagsProblem('pre_tags or post_tags must not be empty');
  return out;
}

function merge(field: Partial<FieldOptions>, global: Partial<FieldOptions>): FieldOptions {
  const o: FieldOptions = { ...DEFAULTS };
  for (const src of [global, field]) for (const [k, v] of Object.entries(src)) if (v !== undefined) (o as unknown as Record<string, unknown>)[k] = v;
  return o;
}

/** Parses a search body's `highlight`. */
export function parseHighlight(body: Json, profile: Profile, raw?: { text: string; path: PathStep[] }): HighlightSpec | EsError {
  if (!isObject(body)) return highlightParseProblem('[highlight] expected an object');
  // Without the body's text (inner hits, top hits), an unknown key keeps the old answer at [1:1].
  const at = (p: PathStep[]) => (raw ? keyAt(raw.text, [...raw.path, ...p]) : undefined);
  const global = readLevel(body, 'highlight', profile, (k) => at([k]));
  if (isEsError(global)) return global;
  const f = body.fields;
  const entries: [string, Json, PathStep[]][] = [];
  if (Array.isArray(f)) {
    for (const [i, el] of f.entries()) {
      if (!isObject(el) || Object.keys(el).length !== 1) return highlightParseProblem('[highlight] failed to parse field [fields]');
      const k = Object.keys(el)[0]!;
      entries.push([k, el[k] as Json, ['fields', i, k]]);
    }
  } else if (isObject(f)) entries.push(...(Object.entries(f) as [string, Json][]).map(([k, v]): [string, Json, PathStep[]] => [k, v, ['fields', k]]));
  const fields: HighlightField[] = [];
  for (const [name, spec, p] of entries) {
    const level = readLevel(isObject(spec) ? spec : {}, 'highlight_field', profile, (k) => at([...p, k]));
    if (isEsError(level)) return level;
    fields.push({ name, options: merge(level, global) });
  }
  return { fields };
}
