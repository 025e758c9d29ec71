/**
 * Index templates as the cluster keeps them: legacy `_template`s, composable `_index_template`s and the
 * `_component_template`s these are composed of. Mappings are kept as the bodies the client sent (ES stores
 * a template's mapping source and parses it only when an index is created from it).
 */
import type { JsonObject } from '../json.ts';
import type { AliasMeta } from '../aliasMeta.ts';

/** Flat `index.*` settings with string values, as ES normalises a template's settings. */
export type FlatSettings = Record<string, string | string[]>;

/** A legacy template (`IndexTemplateMetadata`). */
export interface LegacyTemplate {
  name: string;
  order: number;
  version?: number;
  patterns: string[];
  settings: FlatSettings;
  /** Mapping bodies by type name (`_doc` for a typeless template), without the type wrapper. */
  mappings: Map<string, JsonObject>;
  aliases: Map<string, AliasMeta>;
}

/** The `template` part of a composable or component template (`Template`). */
export interface TemplateContent {
  settings?: FlatSettings;
  /** The typeless mapping body, as sent. */
  mappings?: JsonObject;
  aliases?: Map<string, AliasMeta>;
  /** `data_stream_options` (ES 8.19/9.1+: `failure_store.enabled`), kept for the streams the template makes and printed back; `null` resets the components'. */
  dataStreamOptions?: JsonObject | null;
  /** `lifecycle` (ES ≥ 8.11: DataStreamLifecycle.Template), composed into the streams the template makes; `null` resets the components'. */
  lifecycle?: JsonObject | null;
}

/** A composable index template (`ComposableIndexTemplate`). Optional members print only when set. */
export interface ComposableTemplate {
  name: string;
  patterns: string[];
  template?: TemplateContent;
  composedOf?: string[];
  /** Components that may be missing (ES ≥ 8.7). */
  ignoreMissing?: string[];
  priority?: number;
  version?: number;
  meta?: JsonObject;
  dataStream?: JsonObject;
  allowAutoCreate?: boolean;
}

/** A component template (`ComponentTemplate`). */
export interface ComponentTemplate {
  name: string;
  template: TemplateContent;
  version?: number;
  meta?: JsonObject;
}

/** Every template of the cluster, by name (insertion order kept for stable listings). */
export interface TemplateStore {
  legacy: Map<string, LegacyTemplate>;
  composable: Map<string, ComposableTemplate>;
  component: Map<string, ComponentTemplate>;
}

/** No templates. */
export function emptyTemplates(): TemplateStore {
  return { legacy: new Map(), composable: new Map(), component: new Map() };
}
