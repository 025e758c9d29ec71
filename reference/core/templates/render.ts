/**
 * Templates as the GET APIs print them: legacy ones as `IndexTemplateMetadata.Builder.toXContent`
 * (order, version, patterns, settings, mappings, aliases), composable and component ones as
 * `ComposableIndexTemplate` / `ComponentTemplate` / `Template.toXContent` (optional parts only when set).
 */
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { nestSettings } from '../settings.ts';
import { renderAliasMap } from '../aliasMeta.ts';
import type { ComponentTemplate, ComposableTemplate, FlatSettings, LegacyTemplate, TemplateContent } from './types.ts';

/** Settings nested (`{"index":{…}}`) or, with `flat_settings`, flat. */
export function renderTemplateSettings(s: FlatSettings, flat: boolean): JsonObject {
  return flat ? { ...s } : nestSettings(s);
}

/** Whether a legacy template's mappings print under their type names. */
function printTyped(profile: Profile, t: LegacyTemplate, includeTypeName: string | undefined): boolean {
  if (includeTypeName !== undefined) return includeTypeName === '' || includeTypeName === 'true';
  if (profile.mappingOutput === 'typed') return true;
  if (profile.mappingOutput === 'typeless') return false;
  for (const type of t.mappings.keys()) if (type !== '_doc') return true;
  return false;
}

/** One legacy template as `GET /_template` prints it. */
export function renderLegacyTemplate(profile: Profile, t: LegacyTemplate, opts: { flat: boolean; includeTypeName?: string }): JsonObject {
  const out: JsonObject = { order: t.order };
  if (t.version !== undefined) out.version = t.version;
  if (profile.legacyTemplatePatterns === 'template') out.template = t.patterns[0]!;
  else out.index_patterns = [...t.patterns];
  out.settings = renderTemplateSettings(t.settings, opts.flat);
  if (printTyped(profile, t, opts.includeTypeName)) {
    out.mappings = Object.fromEntries(t.mappings);
  } else {
    // Typeless: the one type's mapping without its name (`reduceMapping`), `{}` when there is none.
    const first = [...t.mappings.entries()].find(([type]) => type !== '_default_');
    out.mappings = first ? first[1] : {};
  }
  out.aliases = renderAliasMap(t.aliases);
  return out;
}

/** What a template part prints after its aliases, where the version has it (dataStreams/templateLifecycleView.ts). */
export interface ContentView {
  /** Prints a kept `lifecycle` (Template.toXContent puts it after the aliases). */
  lifecycle?: (raw: JsonObject) => JsonObject;
  /** Whether `data_stream_options` print (last). */
  options?: boolean;
}

/** The `template` object of a composable or component template. */
export function renderContent(c: TemplateContent, flat: boolean, view: ContentView = {}): JsonObject {
  const out: JsonObject = {};
  if (c.settings) out.settings = renderTemplateSettings(c.settings, flat);
  if (c.mappings) out.mappings = c.mappings;
  if (c.aliases) out.aliases = renderAliasMap(c.aliases);
  if (view.lifecycle && c.lifecycle !== undefined) out.lifecycle = c.lifecycle === null ? null : view.lifecycle(c.lifecycle);
  if (view.options && c.dataStreamOptions !== undefined) out.data_stream_options = c.dataStreamOptions;
  return out;
}

/** A composable template as `GET /_index_template` prints it under `index_template`. */
export function renderComposable(t: ComposableTemplate, flat: boolean, view: ContentView = {}): JsonObject {
  const out: JsonObject = { index_patterns: [...t.patterns] };
  if (t.template) out.template = renderContent(t.template, flat, view);
  if (t.composedOf) out.composed_of = [...t.composedOf];
  if (t.priority !== undefined) out.priority = t.priority;
  if (t.version !== undefined) out.version = t.version;
  if (t.meta) out._meta = t.meta;
  if (t.dataStream) out.data_stream = t.dataStream;
  if (t.allowAutoCreate !== undefined) out.allow_auto_create = t.allowAutoCreate;
  if (t.ignoreMissing) out.ignore_missing_component_templates = [...t.ignoreMissing];
  return out;
}

/** A component template as `GET /_component_template` prints it under `component_template`. */
export function renderComponent(t: ComponentTemplate, flat: boolean, view: ContentView = {}): JsonObject {
  const out: JsonObject = { template: renderContent(t.template, flat, view) };
  if (t.version !== undefined) out.version = t.version;
  if (t.meta) out._meta = t.meta;
  return out;
}
