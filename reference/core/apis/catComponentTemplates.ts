/**
 * `GET /_cat/component_templates[/{name}]` (RestCatComponentTemplateAction, ES ≥ 8.2, #71274): one row per
 * component template, with counts of what it holds and the composable templates that include it.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { simpleMatch } from '../resolve.ts';
import { col, renderTable, type Cell, type Column } from '../cat/table.ts';
import type { ClusterState } from '../state.ts';
import type { Handler } from '../handler.ts';

const COLUMNS: readonly Column[] = [
  col('name', 'n', 'component template name'),
  col('version', 'v', 'version'),
  col('alias_count', 'a', 'alias count'),
  col('mapping_count', 'm', 'mapping count'),
  col('settings_count', 's', 'settings count'),
  col('metadata_count', 'me', 'metadata count'),
  col('included_in', 'i', 'included in'),
];

/**
 * ES's countMappingInTemplate: for each top-level value of the mapping, the entries of an object, the
 * sum over a list's items, or 1 for a scalar (`{"properties":{"a":…,"b":…}}` counts 2).
 */
function leaves(v: unknown): number {
  if (Array.isArray(v)) return v.reduce<number>((n, x) => n + leaves(x), 0);
  if (isObject(v as Json)) return Object.keys(v as JsonObject).length;
  return 1;
}

function mappingCount(mappings: JsonObject | undefined): number {
  return mappings === undefined ? 0 : Object.values(mappings).reduce<number>((n, v) => n + leaves(v), 0);
}

/** Component name → the composable templates composed of it (ES prints a HashSet; sorted here, to be stable). */
function includedIn(state: ClusterState): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const t of state.templates.composable.values()) {
    for (const c of t.composedOf ?? []) out.set(c, [...(out.get(c) ?? []), t.name]);
  }
  return out;
}

/** GET /_cat/component_templates, /_cat/component_templates/{name} */
export const catComponentTemplates: Handler = (state, req) => {
  const pattern = req.parts.name;
  const users = includedIn(state);
  const rows: Record<string, Cell>[] = [];
  for (const t of state.templates.component.values()) {
    if (pattern !== undefined && !simpleMatch(pattern, t.name)) continue;
    rows.push({
      name: t.name,
      version: t.version !== undefined ? String(t.version) : null,
      alias_count: String(t.template.aliases?.size ?? 0),
      mapping_count: String(mappingCount(t.template.mappings)),
      settings_count: String(Object.keys(t.template.settings ?? {}).length),
      metadata_count: String(Object.keys(t.meta ?? {}).length),
      included_in: `[${(users.get(t.name) ?? []).sort().join(', ')}]`,
    });
  }
  return renderTable(req, COLUMNS, rows);
};
