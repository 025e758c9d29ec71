/**
 * `POST /_index_template/_simulate_index/{name}` (the template an index of that name would get) and
 * `POST /_index_template/_simulate[/{name}]` (a stored or proposed template, composed): read-only, a
 * template sent in the body is checked as `PUT` would check it but never stored.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { isEsError, simulateNeedsTemplate, simulateUnknownTemplate, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { renderMapping } from '../mapping/render.ts';
import { renderAliasMap } from '../aliasMeta.ts';
import { readComposableTemplate } from '../templates/readComposable.ts';
import { compose } from '../templates/composite.ts';
import { findComposable } from '../templates/match.ts';
import { overlappingComposable, overlappingLegacy } from '../templates/overlaps.ts';
import { renderTemplateSettings } from '../templates/render.ts';
import type { ComposableTemplate } from '../templates/types.ts';
import { checkComposable } from './indexTemplates.ts';
import { flag, ok, type ApiRequest, type Handler } from '../handler.ts';

/** The cluster state as it would be with a proposed template added (the real one is left alone). */
function withTemplate(state: ClusterState, t: ComposableTemplate): ClusterState {
  const composable = new Map(state.templates.composable);
  composable.set(t.name, t);
  return { ...state, templates: { ...state.templates, composable } };
}

/** The template proposed in the body under this name, checked as `PUT` checks it. */
function proposed(state: ClusterState, profile: Profile, req: ApiRequest, name: string): ComposableTemplate | undefined | EsError {
  if (!isObject(req.body)) return undefined;
  const read = readComposableTemplate(profile, name, req.body as Json, req.rawBody);
  if (isEsError(read)) return read;
  const checked = checkComposable(state, profile, read, flag(req, 'create'));
  return isEsError(checked) ? checked : read.template;
}

/** `{template: {settings, mappings, aliases}, overlapping: [...]}` for a template and an index name. */
function simulation(state: ClusterState, profile: Profile, t: ComposableTemplate, index: string, flat: boolean): JsonObject | EsError {
  const c = compose(state, profile, t, index);
  if (isEsError(c)) return c;
  const template: JsonObject = { settings: renderTemplateSettings(c.settings, flat) };
  if (c.mapping) template.mappings = renderMapping(c.mapping);
  template.aliases = renderAliasMap(c.aliases);
  const overlapping = [...overlappingLegacy(state, t.patterns), ...overlappingComposable(state, t.name, t.patterns)].map(([name, patterns]) => ({ name, index_patterns: patterns }));
  return { template, overlapping };
}

/** POST /_index_template/_simulate_index/{name} */
export const simulateIndexTemplate: Handler = (state, req, env) => {
  const index = req.parts.name;
  // TransportSimulateIndexTemplateAction adds the proposed template under a fresh name, which `overlapping` shows.
  const body = proposed(state, env.profile, req, `simulate_index_template_${env.newUuid().toLowerCase()}`);
  if (isEsError(body)) return body;
  const view = body ? withTemplate(state, body) : state;
  const winner = findComposable(view, index);
  // No composable template: ES answers an empty object (legacy templates are not simulated).
  if (!winner) return ok({});
  const out = simulation(view, env.profile, winner, index, flag(req, 'flat_settings'));
  return isEsError(out) ? out : ok(out);
};

/** POST /_index_template/_simulate, /_index_template/_simulate/{name} */
export const simulateTemplate: Handler = (state, req, env) => {
  const name = req.parts.name;
  // TransportSimulateTemplateAction: one uuid names the unnamed proposed template and the temporary index.
  const uuid = env.newUuid().toLowerCase();
  const body = proposed(state, env.profile, req, name ?? `simulate_template_${uuid}`);
  if (isEsError(body)) return body;
  let t = body;
  if (!t) {
    if (name === undefined) return simulateNeedsTemplate();
    t = state.templates.composable.get(name);
    if (!t) return simulateUnknownTemplate(name);
  }
  const view = body ? withTemplate(state, body) : state;
  const out = simulation(view, env.profile, t, `simulate_template_index_${uuid}`, flag(req, 'flat_settings'));
  return isEsError(out) ? out : ok(out);
};

