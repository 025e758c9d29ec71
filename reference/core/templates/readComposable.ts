/**
 * Bodies of `PUT /_index_template/{name}` (`ComposableIndexTemplate.PARSER`) and
 * `PUT /_component_template/{name}` (`ComponentTemplate.PARSER`): strict object parsers, so an unknown
 * field is an `x_content_parse_exception` located in the request text.
 */
import { parseLifecycle } from '../dataStreams/lifecycle.ts';
import { dataStreamSpec, undeclaredDataStreamKey } from '../dataStreams/templateSpec.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import { isEsError, requestBodyRequired, templateContentNotAnObject, type EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { readTemplateAliases, readTemplateMappings, readTemplateSettings } from './content.ts';
import { failedField, requiredField, unknownField, unknownNestedField, type BodyPlace } from './bodyErrors.ts';
import type { ComponentTemplate, ComposableTemplate, TemplateContent } from './types.ts';

/** A template part read from a body, with the setting problems the template validation reports. */
export interface ReadContent {
  content: TemplateContent;
  settingProblems: string[];
}

function stringArray(v: Json): string[] | undefined {
  // ObjectParser's string arrays also take one bare value.
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return [String(v)];
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean')) return v.map(String);
  return undefined;
}

function long(v: Json): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return Math.trunc(v);
  if (typeof v === 'string' && /^[+-]?\d+$/.test(v.trim())) return Number(v.trim());
  return undefined;
}

/** Reads the `template` object: settings, mappings (typeless, kept as sent), aliases. */
export function readContent(profile: Profile, raw: Json, place: BodyPlace): ReadContent | EsError {
  if (!isObject(raw)) return templateContentNotAnObject();
  const content: TemplateContent = {};
  let settingProblems: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const v = value as Json;
    if (key === 'settings') {
      if (v === null) continue;
      const s = readTemplateSettings(profile, v);
      if (isEsError(s)) return failedField(place, 'template', key, s);
      content.settings = s.settings;
      settingProblems = s.problems;
    } else if (key === 'mappings') {
      if (v === null) continue;
      if (!isObject(v)) return failedField(place, 'template', key);
      // Typeless; one wrapped in `_doc` is taken as such. Parsed later: a component template alone, an index
      // template once composed with its components (ES validates the composition, not the part).
      const keys = Object.keys(v);
      const body = keys.length === 1 && keys[0] === '_doc' && isObject(v._doc) ? (v._doc as JsonObject) : v;
      if (Object.keys(body).length > 0) content.mappings = body;
    } else if (key === 'aliases') {
      if (v === null) continue;
      const a = readTemplateAliases(v);
      if (isEsError(a)) return failedField(place, 'template', key, a);
      content.aliases = a;
    } else if (key === 'data_stream_options') {
      // Composed into the streams' options (dataStreams/options.ts); an explicit null resets the components'.
      if (v === null) content.dataStreamOptions = null;
      else if (isObject(v)) content.dataStreamOptions = v;
    } else if (key === 'lifecycle') {
      // A data stream lifecycle (ES ≥ 8.11), checked as PUT .../_lifecycle reads one and composed into the
      // streams the template makes (dataStreams/lifecycle.ts); an explicit null resets the components'.
      if (v === null) content.lifecycle = null;
      else {
        const l = parseLifecycle(v);
        if (isEsError(l)) return l;
        if (isObject(v)) content.lifecycle = v;
      }
    } else {
      return unknownField(place, 'template', key);
    }
  }
  return { content, settingProblems };
}

/** A composable template read from its body, with its setting problems. */
export interface ReadComposable {
  template: ComposableTemplate;
  settingProblems: string[];
}

/** Reads a composable index template body. */
export function readComposableTemplate(profile: Profile, name: string, body: Json | undefined, rawBody: string | undefined): ReadComposable | EsError {
  if (!isObject(body)) return requestBodyRequired();
  const top: BodyPlace = { raw: rawBody, path: [] };
  const t: ComposableTemplate = { name, patterns: [] };
  let patterns: string[] | undefined;
  let settingProblems: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const v = value as Json;
    switch (key) {
      case 'index_patterns': {
        const p = stringArray(v);
        if (!p) return failedField(top, 'index_template', key);
        patterns = p;
        break;
      }
      case 'template': {
        if (v === null) break;
        const c = readContent(profile, v, { raw: rawBody, path: ['template'] });
        if (isEsError(c)) return c.cause.type === 'x_content_parse_exception' ? failedField(top, 'index_template', key, c) : c;
        t.template = c.content;
        settingProblems = c.settingProblems;
        break;
      }
      case 'composed_of': {
        const p = stringArray(v);
        if (!p) return failedField(top, 'index_template', key);
        t.composedOf = p;
        break;
      }
      case 'priority':
      case 'version': {
        const n = long(v);
        if (n === undefined) return failedField(top, 'index_template', key);
        t[key] = n;
        break;
      }
      case '_meta':
        if (!isObject(v)) return failedField(top, 'index_template', key);
        t.meta = v;
        break;
      case 'data_stream': {
        if (!isObject(v)) return failedField(top, 'index_template', key);
        const undeclared = undeclaredDataStreamKey(profile, v);
        if (undeclared !== undefined) return unknownNestedField(top, 'index_template', key, 'data_stream_template', undeclared);
        t.dataStream = dataStreamSpec(profile, v);
        break;
      }
      case 'ignore_missing_component_templates': {
        if (!profile.ignoreMissingComponents) return unknownField(top, 'index_template', key);
        const p = stringArray(v);
        if (!p) return failedField(top, 'index_template', key);
        t.ignoreMissing = p;
        break;
      }
      case 'allow_auto_create':
        if (typeof v !== 'boolean') return failedField(top, 'index_template', key);
        t.allowAutoCreate = v;
        break;
      default:
        return unknownField(top, 'index_template', key);
    }
  }
  if (patterns === undefined) return requiredField(top, 'index_patterns');
  t.patterns = patterns;
  // ES 7.8+ store an inner template with its component list spelled out (`composedOf()`, `[]` when none).
  if (t.template !== undefined && t.composedOf === undefined) t.composedOf = [];
  return { template: t, settingProblems };
}

/** A component template read from its body, with its setting problems. */
export interface ReadComponent {
  template: ComponentTemplate;
  settingProblems: string[];
}

/** Reads a component template body. */
export function readComponentTemplate(profile: Profile, name: string, body: Json | undefined, rawBody: string | undefined): ReadComponent | EsError {
  if (!isObject(body)) return requestBodyRequired();
  const top: BodyPlace = { raw: rawBody, path: [] };
  let content: ReadContent | undefined;
  const t: Omit<ComponentTemplate, 'template'> = { name };
  for (const [key, value] of Object.entries(body)) {
    const v = value as Json;
    if (key === 'template') {
      const c = readContent(profile, v, { raw: rawBody, path: ['template'] });
      if (isEsError(c)) return c.cause.type === 'x_content_parse_exception' ? failedField(top, 'component_template', key, c) : c;
      content = c;
    } else if (key === 'version') {
      const n = long(v);
      if (n === undefined) return failedField(top, 'component_template', key);
      t.version = n;
    } else if (key === '_meta') {
      if (!isObject(v)) return failedField(top, 'component_template', key);
      t.meta = v;
    } else if (key === 'deprecated') {
      // ES 8.12+: marks the component as deprecated; nothing to simulate.
    } else {
      return unknownField(top, 'component_template', key);
    }
  }
  if (!content) return requiredField(top, 'template');
  // A component template's mappings must parse on their own (`validateTemplate`).
  const own = readTemplateMappings(profile, content.content.mappings, 'false');
  if (isEsError(own)) return own;
  return { template: { ...t, template: content.content }, settingProblems: content.settingProblems };
}
