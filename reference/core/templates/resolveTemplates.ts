/**
 * What matched templates give a new index, in `MetadataCreateIndexService`'s order of precedence:
 * settings (legacy: lowest order first, so higher orders win; composable: components in order, then the
 * template), mappings (merged with the request's, see mergeDefaults / mergeComposable) and aliases
 * (first definition of a name wins: legacy highest order first; composable the template, then its
 * components from last to first).
 */
import { cloneJson, type JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { AliasMeta } from '../aliasMeta.ts';
import type { Matched } from './match.ts';
import { mergeDefaults } from './mergeDefaults.ts';
import { stackMappings } from './mergeComposable.ts';
import type { ComposableTemplate, FlatSettings, TemplateContent } from './types.ts';

/** The template parts of a composable template: its components in `composed_of` order, then its own. */
export function composedParts(state: ClusterState, t: ComposableTemplate): TemplateContent[] {
  const parts: TemplateContent[] = [];
  for (const c of t.composedOf ?? []) {
    const component = state.templates.component.get(c);
    if (component) parts.push(component.template);
  }
  if (t.template) parts.push(t.template);
  return parts;
}

/** The settings the templates give, before the request's override them. */
export function templateSettings(state: ClusterState, m: Matched): FlatSettings {
  const out: FlatSettings = {};
  if (m.kind === 'v1') {
    for (let i = m.templates.length - 1; i >= 0; i--) Object.assign(out, m.templates[i]!.settings);
  } else {
    for (const part of composedParts(state, m.template)) Object.assign(out, part.settings ?? {});
  }
  return out;
}

/** Template aliases in precedence order (a later entry of a name already taken is ignored). */
export function templateAliases(state: ClusterState, m: Matched): Array<[string, AliasMeta]> {
  const maps = m.kind === 'v1' ? m.templates.map((t) => t.aliases) : composedParts(state, m.template).map((p) => p.aliases ?? new Map()).reverse();
  return maps.flatMap((a) => [...a.entries()]);
}

/**
 * The mappings of the new index by type, as raw bodies: the request's (by type) merged with the
 * templates'. Legacy templates follow ES 6.7+'s typed/typeless rules: a typeless (`_doc`) template
 * mapping joins a request's single type, a template's single type joins a typeless request.
 */
export function mergedMappings(state: ClusterState, m: Matched, request: ReadonlyMap<string, JsonObject>): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  for (const [type, body] of request) out.set(type, cloneJson(body));
  if (m.kind === 'v1') {
    for (const t of m.templates) {
      for (const [type, body] of t.mappings) {
        const mine = out.get(type);
        if (mine) mergeDefaults(mine, body);
        else if (out.size === 1 && type === '_doc') mergeDefaults(out.values().next().value!, body);
        else if (t.mappings.size === 1 && out.has('_doc')) mergeDefaults(out.get('_doc')!, body);
        else out.set(type, cloneJson(body));
      }
    }
    return out;
  }
  const layers = composedParts(state, m.template).flatMap((p) => (p.mappings ? [p.mappings] : []));
  if (layers.length === 0) return out;
  // Composable templates are typeless: they lay under each of the request's types (`_doc` when it has none).
  if (out.size === 0) out.set('_doc', {});
  for (const [type, body] of out) out.set(type, stackMappings([...layers, body]));
  return out;
}
