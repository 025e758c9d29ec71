/** Composable index templates: `PUT|GET|HEAD|DELETE /_index_template/{name}` (ES ≥ 7.8, OpenSearch). */
import { templateContentView } from '../dataStreams/templateLifecycleView.ts';
import type { Json } from '../json.ts';
import {
  COMPOSABLE_PROBLEMS,
  componentTemplatesDoNotExist,
  composableTemplateInvalid,
  composableTemplatesOverlap,
  indexTemplateMissing,
  isEsError,
  optionsWithoutDataStream,
  templateExists,
  type EsError,
} from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { doomedTemplates, selectTemplates } from '../templates/select.ts';
import { readComposableTemplate, type ReadComposable } from '../templates/readComposable.ts';
import { validateTemplate } from '../templates/content.ts';
import { compositeError } from '../templates/composite.ts';
import { templateOptions } from '../dataStreams/options.ts';
import { describeOverlaps, overlappingComposable, overlappingLegacy } from '../templates/overlaps.ts';
import { javaList } from '../javaList.ts';
import { isMatchAll } from '../templates/patterns.ts';
import { renderComposable } from '../templates/render.ts';
import { flag, ok, type Handler } from '../handler.ts';
import { templatesInUse } from '../dataStreams/templateUse.ts';
import { reinstallMissingBuiltins } from '../templates/builtin/install.ts';

/**
 * The checks of `PUT /_index_template` in ES's order (request validation, missing components, `create`,
 * same-priority overlaps, template validation, composed mappings): the warnings to send, or the error.
 */
export function checkComposable(state: ClusterState, profile: Profile, read: ReadComposable, create: boolean): { warnings: string[] } | EsError {
  const t = read.template;
  const name = t.name;
  const problems: string[] = [];
  if (t.template?.settings?.['index.hidden'] !== undefined && t.patterns.some(isMatchAll)) problems.push(COMPOSABLE_PROBLEMS.globalHidden);
  if (t.priority !== undefined && t.priority < 0) problems.push(COMPOSABLE_PROBLEMS.negativePriority);
  if (problems.length > 0) return composableTemplateInvalid(problems);
  const missing = (t.composedOf ?? []).filter((c) => !state.templates.component.has(c) && !t.ignoreMissing?.includes(c));
  if (missing.length > 0) {
    return componentTemplatesDoNotExist(name, missing, t.ignoreMissing !== undefined);
  }
  if (create && state.templates.composable.has(name)) return templateExists('composable', name);
  const priority = t.priority ?? 0;
  const clash = overlappingComposable(state, name, t.patterns, priority);
  if (clash.length > 0) {
    const { names, detail } = describeOverlaps(clash);
    return composableTemplatesOverlap(name, t.patterns, names, detail, priority);
  }
  const warnings: string[] = [];
  const older = overlappingLegacy(state, t.patterns);
  if (older.length > 0) {
    const { names, detail } = describeOverlaps(older);
    warnings.push(
      `index template [${name}] has index patterns ${javaList(t.patterns)} matching patterns from existing older templates [${names}] with patterns (${detail}); this template [${name}] will take precedence during new index creation`,
    );
  }
  const invalid = validateTemplate(profile, { name, patterns: t.patterns, settingProblems: read.settingProblems, aliases: t.template?.aliases ?? new Map() });
  if (invalid) return invalid;
  // validateDataStreamOptions: options composed from the parts need a data stream template (8.19, 9.1+).
  if (profile.dataStreamFailureStore && !t.dataStream && templateOptions(state, t) !== undefined) return optionsWithoutDataStream(name);
  return compositeError(state, profile, t) ?? { warnings };
}

/** PUT|POST /_index_template/{name} */
export const putIndexTemplate: Handler = (state, req, env) => {
  const read = readComposableTemplate(env.profile, req.parts.name, req.body as Json | undefined, req.rawBody);
  if (isEsError(read)) return read;
  const checked = checkComposable(state, env.profile, read, flag(req, 'create'));
  if (isEsError(checked)) return checked;
  state.templates.composable.set(read.template.name, read.template);
  return { status: 200, body: { acknowledged: true }, warnings: checked.warnings };
};

/** GET /_index_template, /_index_template/{name} */
export const getIndexTemplate: Handler = (state, req, env) => {
  const found = selectTemplates(state.templates.composable, req.parts.name, 'index template');
  if (isEsError(found)) return found;
  const flat = flag(req, 'flat_settings');
  const view = templateContentView(state, env.profile, flag(req, 'include_defaults'));
  return ok({ index_templates: found.map((t) => ({ name: t.name, index_template: renderComposable(t, flat, view) })) });
};

/** HEAD /_index_template/{name} */
export const indexTemplateExists: Handler = (state, req, env) => {
  const found = selectTemplates(state.templates.composable, req.parts.name, 'index template');
  return { status: isEsError(found) || found.length === 0 ? 404 : 200 };
};

/** DELETE /_index_template/{name}: one name or wildcard, or (ES 8) a comma list of names that must all exist. */
export const deleteIndexTemplate: Handler = (state, req, env) => {
  const doomed = doomedTemplates(state.templates.composable, req.parts.name);
  if ('missing' in doomed) return indexTemplateMissing(doomed.missing);
  const inUse = templatesInUse(state, doomed.names);
  if (inUse) return inUse;
  for (const n of doomed.names) state.templates.composable.delete(n);
  reinstallMissingBuiltins(state, env);
  return ok({ acknowledged: true });
};
