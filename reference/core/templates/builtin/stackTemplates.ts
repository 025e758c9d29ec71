/**
 * The templates a fresh Elasticsearch node installs (`StackTemplateRegistry`, x-pack/plugin/stack; the
 * resources under x-pack/plugin/core/template-resources/src/main/resources), per generation of the set
 * (profile `builtinTemplates`): `logs`, `metrics` and `synthetics` index templates (priority 100, a
 * `data_stream`) and their components, and the ILM policy names their settings refer to. 8.12 renamed the
 * components (`logs-mappings` → `logs@mappings`, ...), added `ecs@mappings` and the optional `@custom`
 * components a user may create. The ent-search registry's connector templates (`elastic-connectors-*`,
 * 8.10+; hidden dot-patterns that no user index matches) come with the 8.12 set.
 *
 * Left out, where the simulator lacks the feature: the ingest pipelines (`logs@default-pipeline`, named by
 * `index.default_pipeline` on a real node), the ILM policies' bodies, the other registries (ILM/SLM
 * history, monitoring, watcher, fleet, APM), whose templates match only hidden or system names.
 */
import type { JsonObject } from '../../json.ts';
import type { Profile } from '../../../profiles.ts';
import type { ComponentTemplate, ComposableTemplate, FlatSettings } from '../types.ts';
import { ECS_DYNAMIC_TEMPLATES } from './ecsMappings.ts';

/** What a version installs. */
export interface BuiltinSet {
  components: ComponentTemplate[];
  composable: ComposableTemplate[];
  /** ILM policy names the set installs (listed for the README; the simulator has no ILM API). */
  policies: string[];
}

const managed = (description: string): JsonObject => ({ description, managed: true });
const keywordStrings: JsonObject = { strings_as_keyword: { mapping: { ignore_above: 1024, type: 'keyword' }, match_mapping_type: 'string' } };
const constant = (value?: string): JsonObject => (value === undefined ? { type: 'constant_keyword' } : { type: 'constant_keyword', value });

/** The data_stream.* fields of a type's mappings (7.x and 8.12+ alike). */
function streamFields(type: string): JsonObject {
  return { type: constant(type), dataset: constant(), namespace: constant() };
}

function component(name: string, version: number, description: string, settings?: FlatSettings, mappings?: JsonObject): ComponentTemplate {
  return { name, template: { ...(settings ? { settings } : {}), ...(mappings ? { mappings } : {}) }, version, meta: managed(description) };
}

function indexTemplate(name: string, version: number, composedOf: string[], extra: Partial<ComposableTemplate> = {}): ComposableTemplate {
  return {
    name,
    patterns: [`${name}-*-*`],
    composedOf,
    priority: 100,
    version,
    meta: managed(`default ${name} template installed by x-pack`),
    dataStream: { hidden: false, allow_custom_routing: false },
    ...extra,
  };
}

/** 7.9–7.x (`logs-mappings`, `logs-settings`, ...); 8.0–8.11 keep the names and add `allow_auto_create`. */
function dashSet(version: number, autoCreate: boolean): BuiltinSet {
  const mappings = (type: string, extra: JsonObject = {}): JsonObject => ({
    dynamic_templates: [keywordStrings],
    date_detection: false,
    properties: { '@timestamp': { type: 'date' }, data_stream: { properties: streamFields(type) }, ecs: { properties: { version: { ignore_above: 1024, type: 'keyword' } } }, ...extra },
  });
  const settings = (policy: string, defaultField: boolean): FlatSettings => ({
    'index.lifecycle.name': policy,
    'index.codec': 'best_compression',
    ...(defaultField ? { 'index.query.default_field': ['message'] } : {}),
  });
  const types = ['logs', 'metrics', 'synthetics'];
  const components: ComponentTemplate[] = [];
  for (const t of types) {
    components.push(component(`${t}-mappings`, version, `default mappings for the ${t} index template installed by x-pack`, undefined, mappings(t, t === 'logs' ? { message: { type: 'text' } } : {})));
    components.push(component(`${t}-settings`, version, `default settings for the ${t} index template installed by x-pack`, settings(t, t !== 'synthetics')));
  }
  const composable = types.map((t) => indexTemplate(t, version, [`${t}-mappings`, `${t}-settings`], autoCreate ? { allowAutoCreate: true } : {}));
  const policies = autoCreate ? [...types, '7-days-default', '30-days-default', '90-days-default', '180-days-default', '365-days-default'] : types;
  return { components, composable, policies };
}

/** 8.12+: `@`-named components, `ecs@mappings`, `data-streams@mappings` and the optional `@custom` ones. */
function atSet(version: number): BuiltinSet {
  const components: ComponentTemplate[] = [];
  const add = (name: string, description: string, settings?: FlatSettings, mappings?: JsonObject) => components.push(component(name, version, description, settings, mappings));
  add('data-streams@mappings', 'general mapping conventions for data streams', undefined, {
    dynamic_templates: [
      { match_ip: { match_mapping_type: 'string', match: 'ip', mapping: { type: 'ip' } } },
      { match_message: { match_mapping_type: 'string', match: 'message', mapping: { type: 'match_only_text' } } },
      keywordStrings,
    ],
    date_detection: false,
    properties: {
      '@timestamp': { type: 'date' },
      data_stream: { properties: { dataset: constant(), namespace: constant() } },
      ecs: { properties: { version: { ignore_above: 1024, type: 'keyword' } } },
      host: { type: 'object' },
    },
  });
  add('ecs@mappings', 'dynamic mappings based on ECS, installed by x-pack', undefined, { dynamic_templates: ECS_DYNAMIC_TEMPLATES });
  const dated = (type: string): JsonObject => ({
    date_detection: false,
    properties: { '@timestamp': { type: 'date' }, 'data_stream.type': constant(type), 'data_stream.dataset': constant(), 'data_stream.namespace': constant() },
  });
  add('logs@mappings', 'default mappings for the logs index template installed by x-pack', undefined, dated('logs'));
  add('logs@settings', 'default settings for the logs index template installed by x-pack', {
    'index.lifecycle.name': 'logs@lifecycle',
    'index.codec': 'best_compression',
    'index.mapping.ignore_malformed': 'true',
  });
  add('metrics@mappings', 'default mappings for the metrics index template installed by x-pack', undefined, {
    dynamic_templates: [
      { long_metrics: { match_mapping_type: 'long', mapping: { type: 'long', index: false } } },
      { float_metrics: { match_mapping_type: 'double', mapping: { type: 'float', index: false } } },
    ],
    properties: { data_stream: { properties: { type: constant('metrics') } } },
  });
  add('metrics@settings', 'default settings for the metrics index template installed by x-pack', {
    'index.lifecycle.name': 'metrics@lifecycle',
    'index.codec': 'best_compression',
    'index.mapping.ignore_malformed': 'true',
    'index.query.default_field': ['message'],
  });
  add('metrics@tsdb-settings', 'default settings for the metrics index template installed by x-pack', { 'index.lifecycle.name': 'metrics@lifecycle' });
  add('synthetics@mappings', 'default mappings for the synthetics index template installed by x-pack', undefined, dated('synthetics'));
  add('synthetics@settings', 'default settings for the synthetics index template installed by x-pack', {
    'index.lifecycle.name': 'synthetics@lifecycle',
    'index.codec': 'best_compression',
  });
  const composable = [
    indexTemplate('logs', version, ['logs@mappings', 'logs@settings', 'logs@custom', 'ecs@mappings'], { ignoreMissing: ['logs@custom'], allowAutoCreate: true }),
    indexTemplate('metrics', version, ['metrics@mappings', 'data-streams@mappings', 'metrics@settings', 'metrics@custom', 'ecs@mappings'], { ignoreMissing: ['metrics@custom'], allowAutoCreate: true }),
    indexTemplate('synthetics', version, ['synthetics@mappings', 'synthetics@settings', 'synthetics@custom', 'ecs@mappings'], { ignoreMissing: ['synthetics@custom'], allowAutoCreate: true }),
  ];
  // ConnectorTemplateRegistry (ent-search): its components and its hidden-pattern index templates.
  const connectorSettings: FlatSettings = { 'index.auto_expand_replicas': '0-1', 'index.number_of_shards': '1' };
  components.push(component('elastic-connectors-mappings', 1, 'Built-in mappings applied by default to elastic-connectors indices', undefined, { dynamic: 'false', _meta: { version: 1 }, properties: {} }));
  components.push(component('elastic-connectors-settings', 1, 'Built-in settings applied by default to connector management indices', connectorSettings));
  components.push(component('elastic-connectors-sync-jobs-mappings', 1, 'Built-in mappings applied by default to elastic-connectors indices', undefined, { dynamic: 'false', _meta: { version: 1 }, properties: {} }));
  components.push(component('elastic-connectors-sync-jobs-settings', 1, 'Built-in settings applied by default to connector management indices', connectorSettings));
  const connector = (name: string, pattern: string, composedOf: string[]): ComposableTemplate => ({
    name,
    patterns: [pattern],
    composedOf,
    priority: 100,
    version: 1,
    meta: { description: `Built-in template for ${name}`, managed: true },
    template: { aliases: new Map() },
  });
  composable.push(
    connector('elastic-connectors', '.elastic-connectors-v1', ['elastic-connectors-mappings', 'elastic-connectors-settings']),
    connector('elastic-connectors-sync-jobs', '.elastic-connectors-sync-jobs-v1', ['elastic-connectors-sync-jobs-mappings', 'elastic-connectors-sync-jobs-settings']),
  );
  const policies = ['logs@lifecycle', 'metrics@lifecycle', 'synthetics@lifecycle', '7-days@lifecycle', '30-days@lifecycle', '90-days@lifecycle', '180-days@lifecycle', '365-days@lifecycle'];
  return { components, composable, policies };
}

/** The built-in templates of a version, or none. Registry versions are approximate where not pinned (`version`). */
export function builtinTemplates(profile: Profile): BuiltinSet {
  switch (profile.builtinTemplates) {
    case 'stack-7':
      return dashSet(1, false);
    case 'stack-8':
      return dashSet(2, true);
    case 'stack-8.12':
      return atSet(4);
    default:
      return { components: [], composable: [], policies: [] };
  }
}
