/** `GET /_cat/templates[/{name}]` (`RestTemplatesAction`): legacy templates, then composable ones. */
import { simpleMatch } from '../resolve.ts';
import { col, renderTable, type Cell, type Column } from '../cat/table.ts';
import type { Handler } from '../handler.ts';

/** The table's columns as the version has them (ES 5 shows the single `template` pattern). */
function templateColumns(es5: boolean, composable: boolean): Column[] {
  return [
    col('name', 'n', 'template name'),
    es5 ? col('template', 't', 'template pattern string') : col('index_patterns', 't', 'template index patterns'),
    col('order', 'o,p', 'template application order/priority number'),
    col('version', 'v', 'version'),
    ...(composable ? [col('composed_of', 'c', 'component templates comprising index template')] : []),
  ];
}

/** GET /_cat/templates, /_cat/templates/{name} */
export const catTemplates: Handler = (state, req, env) => {
  const profile = env.profile;
  const pattern = req.parts.name;
  const wanted = (name: string) => pattern === undefined || simpleMatch(pattern, name);
  const es5 = profile.legacyTemplatePatterns === 'template';
  const rows: Record<string, Cell>[] = [];
  for (const t of state.templates.legacy.values()) {
    if (!wanted(t.name)) continue;
    rows.push({
      name: t.name,
      ...(es5 ? { template: t.patterns[0]! } : { index_patterns: `[${t.patterns.join(', ')}]` }),
      order: String(t.order),
      version: t.version !== undefined ? String(t.version) : null,
      ...(profile.composableTemplates ? { composed_of: '' } : {}),
    });
  }
  if (profile.composableTemplates) {
    for (const t of state.templates.composable.values()) {
      if (!wanted(t.name)) continue;
      rows.push({
        name: t.name,
        index_patterns: `[${t.patterns.join(', ')}]`,
        order: String(t.priority ?? 0),
        version: t.version !== undefined ? String(t.version) : null,
        composed_of: `[${(t.composedOf ?? []).join(', ')}]`,
      });
    }
  }
  return renderTable(req, templateColumns(es5, profile.composableTemplates), rows);
};
