/** Component templates: `PUT|GET|HEAD|DELETE /_component_template/{name}` (ES ≥ 7.8, OpenSearch). */
import { templateContentView } from '../dataStreams/templateLifecycleView.ts';
import type { Json } from '../json.ts';
import { componentTemplateMissing, componentTemplatesInUse, isEsError, templateExists, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import { splitExpr } from '../resolve.ts';
import { doomedTemplates, selectTemplates } from '../templates/select.ts';
import { readComponentTemplate } from '../templates/readComposable.ts';
import { validateTemplate } from '../templates/content.ts';
import { renderComponent } from '../templates/render.ts';
import { flag, ok, type Handler } from '../handler.ts';
import { reinstallMissingBuiltins } from '../templates/builtin/install.ts';

/** PUT|POST /_component_template/{name} */
export const putComponentTemplate: Handler = (state, req, env) => {
  const name = req.parts.name;
  const read = readComponentTemplate(env.profile, name, req.body as Json | undefined, req.rawBody);
  if (isEsError(read)) return read;
  if (flag(req, 'create') && state.templates.component.has(name)) return templateExists('component', name);
  const t = read.template;
  const invalid = validateTemplate(env.profile, { name, patterns: [], settingProblems: read.settingProblems, aliases: t.template.aliases ?? new Map() });
  if (invalid) return invalid;
  state.templates.component.set(name, t);
  return ok({ acknowledged: true });
};

/** GET /_component_template, /_component_template/{name} */
export const getComponentTemplate: Handler = (state, req, env) => {
  const found = selectTemplates(state.templates.component, req.parts.name, 'component template');
  if (isEsError(found)) return found;
  const flat = flag(req, 'flat_settings');
  const view = templateContentView(state, env.profile, flag(req, 'include_defaults'));
  return ok({ component_templates: found.map((t) => ({ name: t.name, component_template: renderComponent(t, flat, view) })) });
};

/** HEAD /_component_template/{name} */
export const componentTemplateExists: Handler = (state, req, env) => {
  const found = selectTemplates(state.templates.component, req.parts.name, 'component template');
  return { status: isEsError(found) || found.length === 0 ? 404 : 200 };
};

/** The error for removing components that composable templates still use (`validateNotInUse`), or undefined. */
function inUse(state: ClusterState, doomed: Set<string>): EsError | undefined {
  const used = new Set<string>();
  const users: string[] = [];
  for (const t of state.templates.composable.values()) {
    const hit = (t.composedOf ?? []).filter((c) => doomed.has(c));
    if (hit.length === 0) continue;
    hit.forEach((c) => used.add(c));
    users.push(t.name);
  }
  if (users.length === 0) return undefined;
  return componentTemplatesInUse([...used], users);
}

/** DELETE /_component_template/{name}: one name or wildcard, or a comma list of names that must all exist. */
export const deleteComponentTemplate: Handler = (state, req, env) => {
  const all = state.templates.component;
  const doomed = doomedTemplates(all, req.parts.name);
  // ES checks use first, over the components the expression names that exist.
  const existing = 'names' in doomed ? doomed.names : splitExpr(req.parts.name).filter((n) => all.has(n));
  const used = inUse(state, new Set(existing));
  if (used) return used;
  if ('missing' in doomed) return componentTemplateMissing(env.profile, doomed.missing);
  for (const n of doomed.names) all.delete(n);
  reinstallMissingBuiltins(state, env);
  return ok({ acknowledged: true });
};
