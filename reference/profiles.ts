/**
 * One place for every difference between the version families the simulator can imitate.
 * Handlers ask the profile; they never test a profile's name.
 */

export type ProfileName = 'default' | 'es5' | 'es6' | 'es8' | 'opensearch2';

/** What the cluster reports about itself on `GET /`. */
export interface VersionInfo {
  distribution?: 'opensearch';
  number: string;
  buildFlavor?: string;
  buildType?: string;
  buildHash: string;
  buildDate: string;
  luceneVersion: string;
  minimumWire?: string;
  minimumIndex?: string;
  tagline: string;
}

export interface Profile {
  name: ProfileName;
  version: VersionInfo;
  /** Typed document paths (`/<index>/<type>/<id>`) and typed mapping bodies are accepted. */
  typedApis: boolean;
  /** Typeless paths (`/<index>/_doc/<id>`, `/<index>/_create/<id>`, `PUT /<index>/_mapping`) are accepted. */
  typelessApis: boolean;
  /** How many mapping types one index may hold. */
  typesPerIndex: 'many' | 'one';
  /** Shape of mappings in responses, unless `include_type_name` says otherwise. `auto`: typed iff the index has a named type. */
  mappingOutput: 'typed' | 'typeless' | 'auto';
  /** `hits.total` as a number (ES5/ES6) or `{value, relation}`. */
  totalHitsAsInt: boolean;
  /** `_type` in document responses: always, never, or when the document has a named type. */
  typeInResponses: 'always' | 'never' | 'named';
  seqNo: boolean;
  /** ES5's trailing `created` boolean in write responses. */
  createdFlag: boolean;
  indexExistsType: string;
  /** `no such index` (ES5/ES6) or `no such index [<expr>]`. */
  notFoundReasonWithName: boolean;
  typeChange: 'different-type' | 'cannot-be-changed';
  aliasClash: 'index-exists' | 'index-or-data-stream';
  /** The wording of a value that does not fit its mapped field. */
  docParseError: 'es5' | 'es6' | 'es7' | 'es8';
  /** `string` in mappings: ES5 upgrades it to text/keyword, ES6+ reject it, the spec's service keeps it. */
  stringType: 'upgrade' | 'reject' | 'keep';
  /** ES5 tries a string as a date only when it has more than one separator. */
  dateDetection: 'separators' | 'not-a-number';
  defaultShards: number;
  /** Send `X-elastic-product: Elasticsearch` (ES ≥ 7.14; required by elasticsearch-js 8). */
  productHeader: boolean;
  /** Accept `application/vnd.elasticsearch+json; compatible-with=N` media types. */
  compatibleMediaTypes: boolean;
  /** No-handler answer: ES5/ES6 plain text, later JSON `{"error":"no handler found ..."}`. */
  noHandler: 'text' | 'json';
  /** Aliases can designate a write index (`is_write_index`, ES ≥ 6.4). */
  writeIndex: boolean;
  /** The product name in `Warning` headers. */
  warningAgent: string;
  /** `POST /_aliases` answers `"errors":false` (ES ≥ 8.14). */
  aliasesErrorsFlag: boolean;
  /** Unknown bulk action names: skipped (ES6), or a parse error. */
  bulkUnknownAction: 'skip' | 'error';
  /** ES6+ reject a bulk body whose last line lacks `\n`; ES5 drops that line. */
  bulkTrailingNewline: boolean;
  /** ES6+ answer 406 to a body without a Content-Type; ES5 guessed it. */
  strictContentType: boolean;
  /** Send ES 6.x deprecation warnings (internal versioning, `_version` in bulk, `_source_include`...). */
  legacyDeprecations: boolean;
  /** `include_type_name` and the typed/typeless mix rules of ES 6.7–6.8. */
  includeTypeName: boolean;
  /**
   * How a legacy `_template` names the indexes it applies to: ES 5's one `template` pattern; ES 6's
   * `index_patterns`, still reading `template` with a deprecation warning; `index_patterns` only (ES 7+, OpenSearch).
   */
  legacyTemplatePatterns: 'template' | 'index_patterns+template' | 'index_patterns';
  /** Composable `_index_template` and `_component_template`, which win over legacy templates (ES ≥ 7.8, OpenSearch ≥ 1). */
  composableTemplates: boolean;
  /** `PUT /_template` warns that legacy templates are deprecated (ES ≥ 7.8; OpenSearch does not). */
  legacyTemplatesDeprecated: boolean;
  /** A missing component template: ES 8's `resource_not_found_exception`, OpenSearch's `index_template_missing_exception`. */
  componentTemplateMissing: 'resource_not_found' | 'index_template_missing';
  /** Date patterns in date-math index names: Joda's (ES ≤ 6, default `YYYY.MM.dd`) or java.time's (default `uuuu.MM.dd`). */
  dateMathPatterns: 'joda' | 'java';
  /** A mapping's root may declare `derived` fields (OpenSearch ≥ 2.15); elsewhere it is an unsupported parameter. */
  derivedFields: boolean;
  /** Composable templates may list `ignore_missing_component_templates` (ES ≥ 8.7; OpenSearch has no such field). */
  ignoreMissingComponents: boolean;
}

const es8Version: VersionInfo = {
  number: '8.15.0',
  buildFlavor: 'default',
  buildType: 'tar',
  buildHash: '1a77947f34deddb41af25e6f0ddb8e830159c179',
  buildDate: '2024-08-05T10:05:34.233336849Z',
  luceneVersion: '9.11.1',
  minimumWire: '7.17.0',
  minimumIndex: '7.0.0',
  tagline: 'You Know, for Search',
};

const modern = {
  typedApis: false,
  typelessApis: true,
  typesPerIndex: 'one',
  mappingOutput: 'typeless',
  totalHitsAsInt: false,
  typeInResponses: 'never',
  seqNo: true,
  createdFlag: false,
  indexExistsType: 'resource_already_exists_exception',
  notFoundReasonWithName: true,
  typeChange: 'cannot-be-changed',
  aliasClash: 'index-or-data-stream',
  docParseError: 'es8',
  stringType: 'reject',
  dateDetection: 'not-a-number',
  defaultShards: 1,
  productHeader: true,
  compatibleMediaTypes: true,
  noHandler: 'json',
  writeIndex: true,
  warningAgent: 'Elasticsearch-8.15.0-1a77947',
  aliasesErrorsFlag: true,
  bulkUnknownAction: 'error',
  bulkTrailingNewline: true,
  strictContentType: true,
  legacyDeprecations: false,
  includeTypeName: false,
  legacyTemplatePatterns: 'index_patterns',
  composableTemplates: true,
  legacyTemplatesDeprecated: true,
  componentTemplateMissing: 'resource_not_found',
  dateMathPatterns: 'java',
  derivedFields: false,
  ignoreMissingComponents: true,
} as const;

const PROFILES: Record<ProfileName, Profile> = {
  // The spec's service: its typed form (several types, `string`) and today's typeless form, on one server,
  // speaking the 8.x wire so that current official clients work unchanged.
  default: {
    ...modern,
    name: 'default',
    version: es8Version,
    typedApis: true,
    typesPerIndex: 'many',
    mappingOutput: 'auto',
    typeInResponses: 'named',
    stringType: 'keep',
  },
  es5: {
    ...modern,
    name: 'es5',
    version: {
      number: '5.6.16',
      buildHash: '3a740d1',
      buildDate: '2019-03-13T15:33:36.565Z',
      luceneVersion: '6.6.1',
      tagline: 'You Know, for Search',
    },
    typedApis: true,
    typelessApis: false,
    typesPerIndex: 'many',
    mappingOutput: 'typed',
    totalHitsAsInt: true,
    typeInResponses: 'always',
    seqNo: false,
    createdFlag: true,
    indexExistsType: 'index_already_exists_exception',
    notFoundReasonWithName: false,
    typeChange: 'different-type',
    aliasClash: 'index-exists',
    docParseError: 'es5',
    stringType: 'upgrade',
    dateDetection: 'separators',
    defaultShards: 5,
    productHeader: false,
    compatibleMediaTypes: false,
    noHandler: 'text',
    writeIndex: false,
    warningAgent: 'Elasticsearch-5.6.16-3a740d1',
    aliasesErrorsFlag: false,
    bulkUnknownAction: 'skip',
    bulkTrailingNewline: false,
    strictContentType: false,
    legacyTemplatePatterns: 'template',
    composableTemplates: false,
    legacyTemplatesDeprecated: false,
    dateMathPatterns: 'joda',
  },
  es6: {
    ...modern,
    name: 'es6',
    version: {
      number: '6.8.13',
      buildFlavor: 'default',
      buildType: 'tar',
      buildHash: 'be13c69',
      buildDate: '2020-10-16T09:09:46.555371Z',
      luceneVersion: '7.7.3',
      minimumWire: '5.6.0',
      minimumIndex: '5.0.0',
      tagline: 'You Know, for Search',
    },
    typedApis: true,
    typelessApis: true,
    typesPerIndex: 'one',
    mappingOutput: 'typed',
    totalHitsAsInt: true,
    typeInResponses: 'always',
    notFoundReasonWithName: false,
    typeChange: 'different-type',
    aliasClash: 'index-exists',
    docParseError: 'es6',
    defaultShards: 5,
    productHeader: false,
    compatibleMediaTypes: false,
    noHandler: 'text',
    warningAgent: 'Elasticsearch-6.8.13-be13c69',
    legacyDeprecations: true,
    includeTypeName: true,
    aliasesErrorsFlag: false,
    bulkUnknownAction: 'skip',
    legacyTemplatePatterns: 'index_patterns+template',
    composableTemplates: false,
    legacyTemplatesDeprecated: false,
    dateMathPatterns: 'joda',
  },
  es8: { ...modern, name: 'es8', version: es8Version },
  opensearch2: {
    ...modern,
    name: 'opensearch2',
    version: {
      distribution: 'opensearch',
      number: '2.17.1',
      buildType: 'tar',
      buildHash: '1893d20797e30110e5877170e44d42275ce5951e',
      buildDate: '2024-09-26T21:59:52.691008096Z',
      luceneVersion: '9.11.1',
      minimumWire: '7.10.0',
      minimumIndex: '7.0.0',
      tagline: 'The OpenSearch Project: https://opensearch.org/',
    },
    aliasClash: 'index-exists',
    docParseError: 'es7',
    productHeader: false,
    compatibleMediaTypes: false,
    warningAgent: 'OpenSearch-2.17.1-1893d20',
    aliasesErrorsFlag: false,
    legacyTemplatesDeprecated: false,
    componentTemplateMissing: 'index_template_missing',
    derivedFields: true,
    ignoreMissingComponents: false,
  },
};

export const PROFILE_NAMES = Object.keys(PROFILES) as ProfileName[];

/** The profile of a name; throws on an unknown name (a caller bug: CLIs validate first). */
export function getProfile(name: ProfileName = 'default'): Profile {
  const p = PROFILES[name];
  if (!p) throw new Error(`unknown profile ${name}`);
  return p;
}

/** Whether a string names a profile. */
export function isProfileName(s: string): s is ProfileName {
  return Object.prototype.hasOwnProperty.call(PROFILES, s);
}

/** `version.created` as ES writes it into index settings (6.8.13 → "6081399"). */
export function versionCreatedId(p: Profile): string {
  const [maj, min, rev] = p.version.number.split('.').map(Number);
  const id = maj * 1_000_000 + min * 10_000 + rev * 100 + 99;
  return p.version.distribution === 'opensearch' ? String(id ^ 0x08000000) : String(id);
}
