/**
 * The `_ignored` metadata field (IgnoredFieldMapper, ES ≥ 6.4 and OpenSearch): the fields of a document whose
 * values were left out of the index, a keyword longer than `ignore_above` or a malformed value of a field with
 * `ignore_malformed`. ES collects their names in a HashSet while parsing (DocumentParserContext) and stores one
 * value each, so hits print them in that set's iteration order; from 8.15 they are doc values, printed sorted.
 */
import { indexIgnoreAbove, withIndexIgnoreAbove } from '../mapping/ignoreAbove.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { Doc, ScrollHit } from '../doc.ts';
import type { IndexState } from '../state.ts';
import type { FieldDef } from '../mapping/types.ts';
import type { Profile } from '../../profiles.ts';
import { checkValue } from '../mapping/values.ts';
import { geoPointMalformed } from '../mapping/geoPointValue.ts';
import { ignoresMalformed, indexIgnoresMalformed } from '../mapping/ignoreMalformed.ts';
import { javaHashOrder } from './highlight/javaHashOrder.ts';
import { compareBytes, ipBytes } from './aggs/valueOrder.ts';

/**
 * Whether a value of a field is one the field leaves out of the index (too long a keyword, or malformed).
 * `indexDefault` is the index's `index.mapping.ignore_malformed` (ignoreMalformed.ts).
 */
export function isIgnoredValue(def: FieldDef, v: Json, profile: Profile, indexDefault = false): boolean {
  if (v === null) return false;
  if (def.type === 'keyword' && typeof def.ignore_above === 'number') return profile.ignoredIgnoreAbove && typeof v !== 'object' && String(v).length > def.ignore_above;
  if (!ignoresMalformed(def, indexDefault, profile)) return false;
  // A geo_point's value is a whole point (or a list of points): GeoPointFieldMapper's malformed-value handler.
  if (def.type === 'geo_point') return geoPointMalformed(v, profile);
  // IpFieldMapper parses the token's text with InetAddresses.forString: a number's text is no address either.
  if (def.type === 'ip') return typeof v === 'object' || ipBytes(String(v)) === undefined;
  const text = typeof v === 'number' ? String(v) : '';
  return checkValue({ ...def, ignore_malformed: false }, v, profile, { lexeme: () => text, tokenEnd: () => 0, raw: text }) !== undefined;
}

function walk(o: JsonObject, props: Record<string, FieldDef> | undefined, prefix: string, profile: Profile, out: string[], im: boolean, above: number | undefined): void {
  for (const [k, raw] of Object.entries(o)) {
    const def = props?.[k] && withIndexIgnoreAbove(props[k], above);
    if (!def) continue;
    const name = prefix ? `${prefix}.${k}` : k;
    if (def.type === 'geo_point') {
      if (isIgnoredValue(def, raw as Json, profile, im) && !out.includes(name)) out.push(name);
      continue;
    }
    const values = (Array.isArray(raw) ? raw : [raw]) as Json[];
    for (const v of values) {
      if (isObject(v)) {
        if (def.properties) walk(v, def.properties, name, profile, out, im, above);
        continue;
      }
      if (isIgnoredValue(def, v, profile, im) && !out.includes(name)) out.push(name);
      for (const [sub, sdef] of Object.entries(def.fields ?? {})) if (isIgnoredValue(withIndexIgnoreAbove(sdef, above), v, profile, im) && !out.includes(`${name}.${sub}`)) out.push(`${name}.${sub}`);
    }
  }
}

/** What of a mapping can ignore a value: the smallest `ignore_above`, and whether a field ignores malformed values. */
interface Ignorable {
  minAbove: number;
  malformed: boolean;
}

const IGNORABLE = new WeakMap<object, Ignorable>();

function ignorableOf(props: Record<string, FieldDef> | undefined): Ignorable {
  const acc: Ignorable = { minAbove: Infinity, malformed: false };
  const visit = (ps: Record<string, FieldDef> | undefined) => {
    for (const def of Object.values(ps ?? {})) {
      if (def.type === 'keyword' && typeof def.ignore_above === 'number') acc.minAbove = Math.min(acc.minAbove, def.ignore_above);
      if (def.ignore_malformed === true || def.ignore_malformed === 'true') acc.malformed = true;
      visit(def.properties);
      visit(def.fields);
    }
  };
  visit(props);
  return acc;
}

/** The names `_ignored` holds for a document of an index (empty when none). */
export function ignoredFieldsOf(index: IndexState, doc: Doc, profile: Profile): string[] {
  const out: string[] = [];
  if (!profile.ignoredMetaField) return out;
  const im = indexIgnoresMalformed(index.settings);
  // index.mapping.ignore_above (8.16): every keyword without its own ignore_above may ignore a value.
  const above = indexIgnoreAbove(index.settings);
  for (const m of index.mappings.values()) {
    const props = (m as { properties?: Record<string, FieldDef> }).properties;
    let ig = props ? IGNORABLE.get(props) : undefined;
    if (props && !ig) IGNORABLE.set(props, (ig = ignorableOf(props)));
    // Nothing to ignore, or a source too short to hold a value past the smallest ignore_above: no parse.
    const text = (doc as unknown as { text?: unknown }).text;
    const minAbove = Math.min(ig?.minAbove ?? Infinity, above ?? Infinity);
    if (!ig || (!ig.malformed && !im && (minAbove === Infinity || (typeof text === 'string' && text.length <= minAbove)))) continue;
    const parsed = 'parseOnce' in doc ? (doc as { parseOnce(): JsonObject }).parseOnce() : doc.parsed;
    walk(parsed, props, '', profile, out, im, above);
  }
  if (out.length < 2) return out;
  // With doc values (ES ≥ 8.15) hits read `_ignored` through them, a sorted set: the names in byte order
  // (ignored_metadata_field.yml's top_hits `_ignored` lists); before, the stored values in HashSet order.
  return profile.ignoredDocValues ? out.sort(compareBytes) : javaHashOrder(out);
}

/** How a search's hits get their `_ignored`: each found again in its index. */
export function ignoredRender(indices: readonly IndexState[], profile: Profile): (h: ScrollHit) => string[] {
  const byName = new Map(indices.map((i) => [i.name, i]));
  return (h) => {
    const index = byName.get(h.index);
    return index ? ignoredFieldsOf(index, h.doc, profile) : [];
  };
}
