/**
 * The `percolator` field's value checked as a document is indexed (PercolatorFieldMapper.parse): it must be
 * a query that parses (no has_child, has_parent or knn inside), whose fields are mapped unless
 * `index.percolator.map_unmapped_fields_as_text` (configureContext: allowUnmappedFields false), and that
 * builds against the index's mapping. The query stays in `_source`, where the percolate query reads it.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { TypeMapping, FieldDef } from '../../mapping/types.ts';
import type { Profile } from '../../../profiles.ts';
import { locate } from '../../mapping/locate.ts';
import { isEsError, percolatorQueryRefused, percolatorQueryUnsupported, percolatorUnmappedField, type EsError } from '../../errors/index.ts';
import { compileQuery } from '../query.ts';
import { resolveField } from '../fields.ts';
import { storedQuery } from './percolateQuery.ts';
import { StoredDoc } from '../../doc.ts';

/** Queries whose one non-option key names a field (their builders look it up with getFieldType). */
const FIELD_KEYED = new Set(['term', 'terms', 'match', 'match_phrase', 'match_phrase_prefix', 'match_bool_prefix', 'range', 'prefix', 'wildcard', 'regexp', 'fuzzy', 'terms_set']);
const REFUSED = ['has_child', 'has_parent', 'knn'];

/** The paths of the percolator fields of a mapping. */
export function percolatorPaths(props: Record<string, FieldDef> | undefined, prefix = '', out: string[] = []): string[] {
  for (const [name, def] of Object.entries(props ?? {})) {
    const path = prefix + name;
    if (def.type === 'percolator') out.push(path);
    else if (isObject(def.properties)) percolatorPaths(def.properties as Record<string, FieldDef>, `${path}.`, out);
  }
  return out;
}

function refusedQuery(q: Json): string | undefined {
  if (Array.isArray(q)) {
    for (const x of q) {
      const r = refusedQuery(x as Json);
      if (r) return r;
    }
  }
  if (!isObject(q)) return undefined;
  for (const [k, v] of Object.entries(q)) {
    if (REFUSED.includes(k) && isObject(v)) return k;
    const r = refusedQuery(v as Json);
    if (r) return r;
  }
  return undefined;
}

/** The fields a query's field-keyed leaves name, in the order met. */
function fieldsOf(q: Json, out: string[] = []): string[] {
  if (Array.isArray(q)) for (const x of q) fieldsOf(x as Json, out);
  if (!isObject(q)) return out;
  for (const [k, v] of Object.entries(q)) {
    if (FIELD_KEYED.has(k) && isObject(v)) {
      const keys = Object.keys(v).filter((f) => f !== 'boost' && f !== '_name');
      if (keys.length === 1 && !(k === 'terms' && isObject(v[keys[0]!]))) out.push(keys[0]!);
    } else fieldsOf(v as Json, out);
  }
  return out;
}

function mapUnmappedAsText(idx: IndexState): boolean {
  const v = idx.settings['index.percolator.map_unmapped_fields_as_text'] ?? idx.settings['index.percolator.map_unmapped_fields_as_string'];
  return v === 'true' || (v as unknown) === true;
}

/**
 * The percolator paths of a mapping's properties, found once per properties object: every write asks, and
 * walking the mapping each time was 2-3% of a bulk load. A mapping is never changed in place (a dynamic
 * update clones it first, mapping/infer.ts `own`; a put mapping merges into new objects), so a changed
 * mapping is a new key.
 */
const PATHS = new WeakMap<object, readonly string[]>();
const NO_PROPS: readonly string[] = [];

function pathsOf(props: Record<string, FieldDef> | undefined): readonly string[] {
  if (!props) return NO_PROPS;
  let paths = PATHS.get(props);
  if (!paths) PATHS.set(props, (paths = percolatorPaths(props)));
  return paths;
}

/** The error indexing a document gives for its percolator fields' queries, or undefined when they are fine. */
export function percolatorProblem(idx: IndexState, profile: Profile, now: number, type: string, mapping: TypeMapping, source: JsonObject, raw: string): EsError | undefined {
  const paths = pathsOf(mapping.properties);
  if (paths.length === 0) return undefined;
  const index: IndexState = { ...idx, mappings: new Map([[type, mapping]]), docs: new Map(), visible: undefined };
  const probe = new StoredDoc('_', type, raw, 1, 0, 1, undefined, 0);
  for (const path of paths) {
    const q = storedQuery(probe, path);
    if (q === undefined || q === null) continue;
    const loc = locate(raw, path.split('.'));
    const where = profile.docParseError === 'document-parsing-exception' && loc ? `[${loc.line}:${loc.col}] ` : '';
    const refused = refusedQuery(q);
    if (refused) return percolatorQueryUnsupported(profile, where, refused);
    const parsed = compileQuery(q, { index: { ...index, mappings: new Map() }, profile, now });
    if (isEsError(parsed)) return percolatorQueryRefused(profile, where, parsed.cause);
    if (!mapUnmappedAsText(idx)) {
      for (const f of fieldsOf(q)) if (resolveField(index, f).kind === 'unmapped') return percolatorUnmappedField(profile, where, f, idx);
    }
    const built = compileQuery(q, { index, profile, now });
    if (isEsError(built)) return percolatorQueryRefused(profile, where, built.cause);
  }
  return undefined;
}
