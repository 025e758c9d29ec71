/** `GET /_cat/templates[/{name}]` (`RestTemplatesAction`): legacy templates, then composable ones. */
import { simpleMatch } from '../resolve.ts';
import { render } from './cat.ts';
import type { Handler } from './types.ts';

/** GET /_cat/templates, /_cat/templates/{name} */
export const catTemplates: Handler = (state, req, env) => {
  const profile = env.profile;
  const pattern = req.parts.name;
  const wanted = (name: string) => pattern === undefined || simpleMatch(pattern, name);
  const es5 = profile.legacyTemplatePatterns === 'template';
  const rows: Record<string, string>[] = [];
  for (const t of state.templates.legacy.values()) {
    if (!wanted(t.name)) continue;
    const row: Record<string, string> = { name: t.name, order: String(t.order) };
    if (es5) row.template = t.patterns[0]!;
    else row.index_patterns = `[${t.patterns.join(', ')}]`;
    if (t.version !== undefined) row.version = String(t.version);
    if (profile.composableTemplates) row.composed_of = '';
    rows.push(row);
  }
  if (profile.composableTemplates) {
    for (const t of state.templates.composable.values()) {
      if (!wanted(t.name)) continue;
      const row: Record<string, string> = { name: t.name, index_patterns: `[${t.patterns.join(', ')}]`, order: String(t.priority ?? 0), composed_of: `[${(t.composedOf ?? []).join(', ')}]` };
      if (t.version !== undefined) row.version = String(t.version);
      rows.push(row);
    }
  }
  const columns = es5 ? ['name', 'template', 'order', 'version'] : ['name', 'index_patterns', 'order', 'version', ...(profile.composableTemplates ? ['composed_of'] : [])];
  return render(req, columns, rows);
};
