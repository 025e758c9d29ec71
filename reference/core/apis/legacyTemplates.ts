/** Legacy index templates: `PUT|GET|HEAD|DELETE /_template/{name}` (`RestPutIndexTemplateAction` and friends). */
import type { JsonObject } from '../json.ts';
import { indexTemplateMissing, isEsError, templateExists } from '../errors/index.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import { readLegacyTemplate } from '../templates/readLegacy.ts';
import { renderLegacyTemplate } from '../templates/render.ts';
import { describeOverlaps, overlappingComposable } from '../templates/overlaps.ts';
import { javaList } from '../javaList.ts';
import { isMatchAll } from '../templates/patterns.ts';
import type { ClusterState } from '../state.ts';
import type { LegacyTemplate } from '../templates/types.ts';
import { flag, ok, type Handler } from '../handler.ts';

/** PUT|POST /_template/{name} */
export const putTemplate: Handler = (state, req, env) => {
  const profile = env.profile;
  const name = req.parts.name;
  const warnings: string[] = [];
  if (profile.legacyTemplatesDeprecated) warnings.push('Legacy index templates are deprecated in favor of composable templates.');
  const t = readLegacyTemplate(profile, name, req.body, req.query, warnings);
  if (isEsError(t)) return t;
  if (flag(req, 'create') && state.templates.legacy.has(name)) return templateExists('legacy', name);
  if (profile.composableTemplates) {
    const overlaps = overlappingComposable(state, name, t.patterns);
    if (overlaps.length > 0) {
      const { names, detail } = describeOverlaps(overlaps);
      warnings.push(
        `legacy template [${name}] has index patterns ${javaList(t.patterns)} matching patterns from existing composable templates [${names}] with patterns (${detail}); this template [${name}] may be ignored in favor of a composable template at index creation time`,
      );
    }
  }
  state.templates.legacy.set(name, t);
  return { status: 200, body: { acknowledged: true }, warnings };
};

/** The legacy templates a comma list of names and wildcards selects (all when it is empty). */
function selectLegacy(state: ClusterState, expr: string | undefined): LegacyTemplate[] {
  const names = splitExpr(expr);
  const all = [...state.templates.legacy.values()];
  if (names.length === 0) return all;
  return all.filter((t) => names.some((n) => simpleMatch(n, t.name)));
}

/** GET /_template, /_template/{name}: 404 with `{}` when names were given and none matched. */
export const getTemplate: Handler = (state, req, env) => {
  const found = selectLegacy(state, req.parts.name);
  const out: JsonObject = {};
  const opts = { flat: flag(req, 'flat_settings'), includeTypeName: req.query.include_type_name };
  for (const t of found) out[t.name] = renderLegacyTemplate(env.profile, t, opts);
  const implicitAll = splitExpr(req.parts.name).length === 0;
  return ok(out, found.length > 0 || implicitAll ? 200 : 404);
};

/** HEAD /_template/{name} */
export const templateExistsApi: Handler = (state, req) => ({ status: selectLegacy(state, req.parts.name).length > 0 ? 200 : 404 });

/** DELETE /_template/{name}: a name or a wildcard; `*` on no templates is acknowledged. */
export const deleteTemplate: Handler = (state, req) => {
  const name = req.parts.name;
  const matches = [...state.templates.legacy.keys()].filter((n) => simpleMatch(name, n));
  if (matches.length === 0) return isMatchAll(name) ? ok({ acknowledged: true }) : indexTemplateMissing(name);
  for (const n of matches) state.templates.legacy.delete(n);
  return ok({ acknowledged: true });
};
