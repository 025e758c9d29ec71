/** Index and alias name validation, in ES's order and wording (`MetadataCreateIndexService`, `AliasValidator`). */
import { aliasNameRequired, dataStreamNameInvalid, invalidAliasName, invalidIndexName, type EsError } from './errors/index.ts';
import type { Profile } from '../profiles.ts';

const INVALID_CHARS = [' ', '"', '*', '\\', '<', '|', ',', '>', '/', '?'];
const INVALID_CHARS_TEXT = '[ , ", *, \\, <, |, ,, >, /, ?]';

function utf8Length(s: string): number {
  return new TextEncoder().encode(s).length;
}

/** The rule a name breaks (shared by indexes and aliases), or undefined. */
function commonRule(name: string, profile: Profile): string | undefined {
  if (INVALID_CHARS.some((c) => name.includes(c))) return `must not contain the following characters ${INVALID_CHARS_TEXT}`;
  if (name.length === 0) return 'must not be empty';
  if (name.includes('#')) return "must not contain '#'";
  if (name.includes(':') && profile.indexNameRefusesColon) return "must not contain ':'";
  if (name.startsWith('_') || name.startsWith('-') || name.startsWith('+')) return "must not start with '_', '-', or '+'";
  const bytes = utf8Length(name);
  if (bytes > 255) return `index name is too long, (${bytes} > 255)`;
  if (name === '.' || name === '..') return "must not be '.' or '..'";
  return undefined;
}

/** The rule a name breaks as an index or alias name (validateIndexOrAliasName), or undefined; enrich policy names use it. */
export function indexOrAliasNameRule(name: string, profile: Profile): string | undefined {
  return commonRule(name, profile);
}

/** The error for an invalid index name, or undefined if it is valid. */
export function validateIndexName(name: string, profile: Profile): EsError | undefined {
  const rule = commonRule(name, profile) ?? (name.toLowerCase() !== name ? 'must be lowercase' : undefined);
  if (!rule) return undefined;
  return invalidIndexName(name, rule);
}

/** The error for an invalid alias name, or undefined if it is valid. */
export function validateAliasName(name: string, profile: Profile): EsError | undefined {
  if (name.length === 0) return aliasNameRequired();
  const rule = commonRule(name, profile);
  if (!rule) return undefined;
  return invalidAliasName(name, rule);
}

/** The error for an invalid data stream name (MetadataCreateDataStreamService.validateDataStreamName), or undefined. */
export function validateDataStreamName(name: string, profile: Profile): EsError | undefined {
  const rule = commonRule(name, profile) ?? (name.toLowerCase() !== name ? 'must be lowercase' : name.startsWith('.ds-') ? "must not start with '.ds-'" : undefined);
  return rule ? dataStreamNameInvalid(name, rule) : undefined;
}
