/**
 * Errors about index templates: legacy `_template`s, composable `_index_template`s and
 * `_component_template`s, their bodies, validation, composition and simulation
 * (`MetadataIndexTemplateService`, `IndexTemplateMetadata`, `ComposableIndexTemplate`).
 */
import type { Profile } from '../../profiles.ts';
import { javaList } from '../javaList.ts';
import { esError, illegalArgument, parseException, resourceNotFound, validationFailed, validationText, type EsCause, type EsError } from './base.ts';

/** 404 index_template_missing_exception (`IndexTemplateMissingException`). */
export function indexTemplateMissing(name: string): EsError {
  return esError(404, 'index_template_missing_exception', `index_template [${name}] missing`);
}

/** 400 invalid_index_template_exception (`InvalidIndexTemplateException`). */
export function invalidIndexTemplate(name: string, cause: string): EsError {
  return esError(400, 'invalid_index_template_exception', `index_template [${name}] invalid, cause [${cause}]`);
}

/** What `MetadataIndexTemplateService.validate` finds wrong with a template's name. */
export const TEMPLATE_NAME_PROBLEMS = {
  space: 'name must not contain a space',
  comma: "name must not contain a ','",
  hash: "name must not contain a '#'",
  star: "name must not contain a '*'",
  underscore: "name must not start with '_'",
  upperCase: 'name must be lower cased',
} as const;

/** What `MetadataIndexTemplateService.validate` can find wrong with an index pattern. */
export type PatternProblem = 'space' | 'comma' | 'hash' | 'colon' | 'underscore' | 'characters';

/** A pattern problem in the profile's wording: ES 5/6 say `template …`, later versions name `index_pattern [p]`. */
export function templatePatternProblem(profile: Profile, pattern: string, problem: PatternProblem): string {
  const subject = (plural: boolean) => (profile.templateValidation === 'template-wording' ? 'template' : `index_pattern${plural ? 's' : ''} [${pattern}]`);
  switch (problem) {
    case 'space':
      return `${subject(true)} must not contain a space`;
    case 'comma':
      return `${subject(false)} must not contain a ','`;
    case 'hash':
      return `${subject(false)} must not contain a '#'`;
    case 'colon':
      return `${subject(false)} must not contain a ':'`;
    case 'underscore':
      return `${subject(false)} must not start with '_'`;
    case 'characters':
      return `${subject(false)} must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]`;
  }
}

/** Template validation problems (`MetadataIndexTemplateService.validate`), reported as one invalid template. */
export function templateValidationFailed(name: string, problems: string[]): EsError {
  return invalidIndexTemplate(name, validationText(problems));
}

/** Which kind of template a message names: ES words the three differently. */
export type TemplateKind = 'legacy' | 'composable' | 'component';

const KIND_WORDS: Record<TemplateKind, string> = { legacy: 'index_template', composable: 'index template', component: 'component template' };

/** 400 for `?create=true` on a template that exists. */
export function templateExists(kind: TemplateKind, name: string): EsError {
  return illegalArgument(`${KIND_WORDS[kind]} [${name}] already exists`);
}

/** 404 for a GET of a composable or component template name that matches nothing. */
export function templatesNotFound(what: 'index template' | 'component template', name: string): EsError {
  return resourceNotFound(`${what} matching [${name}] not found`);
}

/** A missing component template: ES 8's `resource_not_found_exception`, OpenSearch's `index_template_missing_exception`. */
export function componentTemplateMissing(profile: Profile, names: string): EsError {
  return profile.componentTemplateMissing === 'resource_not_found' ? resourceNotFound(names) : indexTemplateMissing(names);
}

/** Removing component templates that composable templates still use (`validateNotInUse`). */
export function componentTemplatesInUse(used: string[], users: string[]): EsError {
  return illegalArgument(`component templates ${javaList(used)} cannot be removed as they are still in use by index templates ${javaList(users)}`);
}

/** The messages of `ComposableIndexTemplate` request validation, reported together. */
export const COMPOSABLE_PROBLEMS = {
  globalHidden: 'global composable templates may not specify the setting index.hidden',
  negativePriority: 'index template priority must be >= 0',
} as const;

/** A composable template's request validation problems (`COMPOSABLE_PROBLEMS`). */
export function composableTemplateInvalid(problems: string[]): EsError {
  return validationFailed(problems);
}

/** A composable template naming component templates that do not exist (ES 8.7+: and are not ignored). */
export function componentTemplatesDoNotExist(name: string, missing: string[], ignoring: boolean): EsError {
  return invalidIndexTemplate(
    name,
    ignoring
      ? `index template [${name}] specifies a missing component templates ${javaList(missing)} that does not exist and is not part of 'ignore_missing_component_templates'`
      : `index template [${name}] specifies component templates ${javaList(missing)} that do not exist`,
  );
}

/** Two composable templates of the same priority whose patterns overlap. */
export function composableTemplatesOverlap(name: string, patterns: string[], names: string, detail: string, priority: number): EsError {
  return illegalArgument(
    `index template [${name}] has index patterns ${javaList(patterns)} matching patterns from existing templates [${names}] with patterns (${detail}) that have the same priority [${priority}], multiple index templates may not match during index creation, please use a different priority`,
  );
}

/** A composable template whose mappings, once composed with its components, do not parse. */
export function compositionInvalid(name: string, components: string[], cause: EsCause): EsError {
  const withComponents = components.length > 0 ? `with component templates ${javaList(components)} ` : '';
  return illegalArgument(`composable template [${name}] template after composition ${withComponents}is invalid`, undefined, {
    type: 'illegal_argument_exception',
    reason: `invalid composite mappings for [${name}]`,
    causedBy: cause,
  });
}

/** A template alias named like one of the template's patterns. */
export function aliasIsTemplatePattern(alias: string, patterns: readonly string[]): EsError {
  return illegalArgument(`alias [${alias}] cannot be the same as any pattern in [${patterns.join(', ')}]`);
}

/** `index_patterns` that is neither a string nor a list. */
export function malformedIndexPatterns(): EsError {
  return illegalArgument('Malformed [index_patterns] value, should be a string or a list of strings');
}

/** A `version` that is no int. */
export function malformedTemplateVersion(): EsError {
  return illegalArgument('Malformed [version] value, should be an integer');
}

/** A `settings` section that is not an object. */
export function malformedTemplateSettings(): EsError {
  return illegalArgument('Malformed [settings] section, should include an inner object');
}

/** An `aliases` section that is not an object. */
export function malformedTemplateAliases(): EsError {
  return illegalArgument('Malformed [aliases] section, should include an inner object');
}

/** A typed `mappings` section whose type's value is not an object. */
export function malformedTemplateMappings(type: string): EsError {
  return illegalArgument(`Malformed [mappings] section for type [${type}], should include an inner object describing the mapping`);
}

/** A legacy template body key ES does not know (the trailing space is ES's). */
export function unknownTemplateKey(key: string): EsError {
  return parseException(`unknown key [${key}] in the template `);
}

/** A legacy template without patterns: ES 5 `template is missing`, later `index patterns are missing`. */
export function templatePatternsMissing(profile: Profile): EsError {
  return validationFailed([profile.legacyTemplatePatterns === 'template' ? 'template is missing' : 'index patterns are missing']);
}

/** A composable or component template's `template` that is not an object. */
export function templateContentNotAnObject(): EsError {
  return parseException('template must be an object');
}

/** `_simulate` without a name or a body. */
export function simulateNeedsTemplate(): EsError {
  return illegalArgument('a template name to simulate or an index template body is required');
}

/** `_simulate` of a name no template has. */
export function simulateUnknownTemplate(name: string): EsError {
  return illegalArgument(`unable to simulate template [${name}] that does not exist`);
}
