/**
 * Field alias checks on a whole mapping, as FieldAliasMapper.validate runs them against the MappingLookup
 * once a mapping change is built (before the field limits): the path is not the alias itself, names a
 * field (a leaf, a multi-field or a runtime field; not an object), is not another alias, and lies in the
 * alias's own nested scope.
 */
import { aliasNestedScope, aliasPathInvalid, type EsError } from '../errors/index.ts';
import type { FieldDef, TypeMapping } from './types.ts';

interface Entry {
  def: FieldDef;
  /** The innermost nested object holding the field, if any. */
  scope: string | undefined;
}

/** Every field of a mapping by full name (objects excluded, multi-fields included), with its nested scope. */
function fieldsOf(m: TypeMapping): Map<string, Entry> {
  const out = new Map<string, Entry>();
  const walk = (props: Record<string, FieldDef> | undefined, prefix: string, scope: string | undefined) => {
    for (const [k, def] of Object.entries(props ?? {})) {
      const name = prefix + k;
      if (def.properties || def.type === undefined || def.type === 'object' || def.type === 'nested') {
        walk(def.properties, `${name}.`, def.type === 'nested' ? name : scope);
        continue;
      }
      out.set(name, { def, scope });
      for (const [sub, sd] of Object.entries(def.fields ?? {})) out.set(`${name}.${sub}`, { def: sd, scope });
    }
  };
  walk(m.properties, '', undefined);
  return out;
}

/**
 * Metadata fields an alias may point to: MappingLookup keeps the metadata mappers among its field mappers, so
 * FieldAliasMapper.validate finds them (the official search/330_fetch_fields.yml aliases `idAlias` to `_id`).
 */
const METADATA_FIELDS = new Set(['_id', '_index', '_routing', '_source', '_ignored', '_field_names', '_seq_no', '_version', '_doc_count']);

/** The first invalid field alias of a mapping, as ES reports it, or undefined. */
export function checkFieldAliases(m: TypeMapping): EsError | undefined {
  const fields = fieldsOf(m);
  const runtime = new Set(Object.keys((m as { runtime?: Record<string, unknown> }).runtime ?? {}));
  for (const [name, { def, scope }] of fields) {
    if (def.type !== 'alias' || typeof def.path !== 'string') continue;
    const path = def.path;
    if (path === name) return aliasPathInvalid(name, path, 'itself');
    const target = fields.get(path);
    if (!target && !runtime.has(path) && !METADATA_FIELDS.has(path)) return aliasPathInvalid(name, path, 'missing');
    if (target?.def.type === 'alias') return aliasPathInvalid(name, path, 'alias');
    const targetScope = target?.scope;
    if (scope !== targetScope) return aliasNestedScope(name, path, scope, targetScope);
  }
  return undefined;
}
