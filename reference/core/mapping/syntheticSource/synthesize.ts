/**
 * A document's synthetic `_source` (SourceLoader.Synthetic): rebuilt from what the index keeps of it, walking
 * the mapping as ObjectMapper.SyntheticSourceFieldLoader does. So, as Elasticsearch's synthetic source reads:
 * - the fields of an object come in sorted order, dotted names become objects (`"a.b": 1` → `{a: {b: 1}}`,
 *   except under `subobjects: false`);
 * - an array of objects is one object whose leaves hold every element's values (`[{x: 1}, {x: 2}]` → `{x: [1, 2]}`);
 *   a nested field keeps one object per nested document;
 * - each leaf prints as its field type rebuilds it (leaves.ts), one value as itself, several as an array;
 * - what has nothing to rebuild from (a field `dynamic: false` left unmapped, an object with `enabled: false`,
 *   a field with `synthetic_source_keep`) comes back as it was sent from 8.15 (IgnoredSourceFieldMapper) and
 *   is lost before; `_doc_count` is kept (DocCountFieldMapper's loader); an object left empty is left out.
 */
import type { Profile } from '../../../profiles.ts';
import type { Doc } from '../../doc.ts';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { FieldDef } from '../types.ts';
import { resolveField } from '../../search/fields.ts';
import { SOURCE_KEEP_SETTING } from './mode.ts';
import { keptAsSent, leafSynthetic, off } from './leaves.ts';

interface Walk {
  doc: Doc;
  index: IndexState;
  profile: Profile;
  /** `index.mapping.synthetic_source_keep`, the fields' default (8.15+). */
  keepDefault: string;
}

const isObjectDef = (def: FieldDef): boolean => def.type === undefined || def.type === 'object' || def.type === 'nested';

/** The occurrences of each child key across an object's instances, dotted keys split where subobjects allow. */
function childOccurrences(instances: readonly Json[], splitDots: boolean): Map<string, Json[]> {
  const out = new Map<string, Json[]>();
  const add = (key: string, v: Json): void => {
    const dot = splitDots ? key.indexOf('.') : -1;
    if (dot > 0 && dot < key.length - 1) {
      add(key.slice(0, dot), { [key.slice(dot + 1)]: v });
      return;
    }
    (out.get(key) ?? out.set(key, []).get(key)!).push(v);
  };
  const visit = (inst: Json): void => {
    if (Array.isArray(inst)) inst.forEach(visit);
    else if (isObject(inst)) for (const [k, v] of Object.entries(inst)) add(k, v as Json);
  };
  instances.forEach(visit);
  return out;
}

/** Whether a field's values are kept as sent (`synthetic_source_keep: all`, or `arrays` and one was an array). */
function keptBy(def: FieldDef, occurrences: readonly Json[], w: Walk): boolean {
  if (!w.profile.ignoredSource) return false;
  const keep = typeof def.synthetic_source_keep === 'string' ? def.synthetic_source_keep : w.keepDefault;
  return keep === 'all' || (keep === 'arrays' && (occurrences.length > 1 || occurrences.some(Array.isArray)));
}

/** The synthetic value of an object field's instances, or undefined when nothing is left in it. */
function objectValue(instances: readonly Json[], props: Record<string, FieldDef> | undefined, path: string, splitDots: boolean, w: Walk): JsonObject | undefined {
  const out: JsonObject = {};
  const children = childOccurrences(instances, splitDots);
  for (const key of [...children.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    const occ = children.get(key)!;
    const full = path === '' ? key : `${path}.${key}`;
    const v = fieldValue(occ, props?.[key], full, splitDots, w, path === '' && key === '_doc_count');
    if (v !== undefined) out[key] = v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function fieldValue(occ: Json[], def: FieldDef | undefined, full: string, splitDots: boolean, w: Walk, metadata: boolean): Json | undefined {
  if (metadata) return keptAsSent(occ);
  // Unmapped (dynamic: false): only `_ignored_source` keeps it.
  if (!def) return w.profile.ignoredSource ? keptAsSent(occ) : undefined;
  if (def.type === 'alias') return undefined;
  if (keptBy(def, occ, w)) return keptAsSent(occ);
  if (isObjectDef(def)) {
    if (off(def.enabled)) return w.profile.ignoredSource ? keptAsSent(occ) : undefined;
    const split = off(def.subobjects) ? false : splitDots;
    if (def.type === 'nested') {
      const each = occ.flatMap((o) => (Array.isArray(o) ? o : [o])).map((o) => objectValue([o], def.properties, full, split, w)).filter((o): o is JsonObject => o !== undefined);
      return each.length === 0 ? undefined : each.length === 1 ? each[0]! : each;
    }
    return objectValue(occ, def.properties, full, split, w);
  }
  return leafSynthetic(w.doc, resolveField(w.index, full, false), occ, w.profile, w.index);
}

/** The synthetic `_source` of a document of the index. */
export function synthesize(doc: Doc, index: IndexState, profile: Profile): JsonObject {
  const root = index.mappings.values().next().value;
  const keep = index.settings[SOURCE_KEEP_SETTING];
  const w: Walk = { doc, index, profile, keepDefault: typeof keep === 'string' ? keep : 'none' };
  const split = !off(root?.subobjects);
  return objectValue([doc.parsed], root?.properties, '', split, w) ?? {};
}
