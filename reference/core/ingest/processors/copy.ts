/**
 * OpenSearch's own field processors (2.12): `copy` (CopyProcessor: a deep copy of a templated source field
 * into a templated target field, optionally removing the source) and `remove_by_pattern`
 * (RemoveByPatternProcessor: top-level source fields removed by `*` patterns, or every one but those
 * matching). Messages are the processors' own, the factory's "ether" typo included.
 */
import { processorIllegalArgument } from '../../errors/index.ts';
import { METADATA_KEYS } from '../document.ts';
import { fail } from '../failure.ts';
import { deepCopy } from '../javaValues.ts';
import type { Factory } from '../types.ts';
import { render } from '../valueSource.ts';
import { simpleMatch } from '../../resolve.ts';

const bad = (m: string): never => fail(processorIllegalArgument(m));

/** copy: source_field's value copied to target_field (override_target, remove_source, ignore_missing). */
export const copy: Factory = (c) => {
  const source = c.template('source_field');
  const target = c.template('target_field');
  const ignoreMissing = c.bool('ignore_missing', false);
  const removeSource = c.bool('remove_source', false);
  const overrideTarget = c.bool('override_target', false);
  return (doc) => {
    const from = render(source, doc);
    if (from === '' || !doc.has(from, true)) {
      if (ignoreMissing) return true;
      bad(from === '' ? 'source field path cannot be null nor empty' : `source field [${from}] doesn't exist`);
    }
    const to = render(target, doc);
    if (to === '') bad('target field path cannot be null nor empty');
    if (from === to) bad('source field path and target field path cannot be same');
    if (overrideTarget || !doc.has(to, true) || doc.get(to) === null) doc.set(to, deepCopy(doc.get(from)));
    else bad(`target field [${to}] already exists`);
    if (removeSource) doc.remove(from);
    return true;
  };
};

const METADATA = new Set<string>(METADATA_KEYS);

// Strings.INVALID_FILENAME_CHARS (`validFileNameExcludingAstrix` allows the `*`), and the set as Java's
// HashSet prints it (bucket order of the char codes), as in ES's template errors.
const INVALID_FILENAME_CHARS = ['\\', '/', '*', '?', '"', '<', '>', '|', ' ', ','];
const INVALID_FILENAME_PRINTED = '[ , ", *, \\, <, |, ,, >, /, ?]';

/** RemoveByPatternProcessor.Factory.validateFieldPatterns: every problem of every pattern, as a ValidationException. */
function validatePatterns(c: Parameters<Factory>[0], key: string, patterns: string[]): void {
  const errors: string[] = [];
  for (const p of patterns) {
    if (p.includes(' ')) errors.push(`${key} [${p}] must not contain a space`);
    if (p.includes(',')) errors.push(`${key} [${p}] must not contain a ','`);
    if (p.includes('#')) errors.push(`${key} [${p}] must not contain a '#'`);
    if (p.includes(':')) errors.push(`${key} [${p}] must not contain a ':'`);
    if (p.startsWith('_')) errors.push(`${key} [${p}] must not start with '_'`);
    if (INVALID_FILENAME_CHARS.some((ch) => ch !== '*' && p.includes(ch))) errors.push(`${key} [${p}] must not contain the following characters ${INVALID_FILENAME_PRINTED}`);
  }
  if (errors.length > 0) c.error(key, `Validation Failed: ${errors.map((e, i) => `${i + 1}: ${e};`).join('')}`);
}

/** remove_by_pattern: exactly one of field_pattern / exclude_field_pattern (a string or a list of `*` patterns). */
export const removeByPattern: Factory = (c) => {
  const patterns = c.optObj('field_pattern');
  const excludes = c.optObj('exclude_field_pattern');
  if ((patterns === null) === (excludes === null)) c.error('field_pattern', 'ether field_pattern or exclude_field_pattern must be set');
  const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : [String(v)]);
  const remove = patterns !== null ? list(patterns) : [];
  const keep = excludes !== null ? list(excludes) : [];
  validatePatterns(c, patterns !== null ? 'field_pattern' : 'exclude_field_pattern', patterns !== null ? remove : keep);
  return (doc) => {
    // Top-level fields only; the metadata fields (_index, _id…) are never removed.
    for (const field of Object.keys(doc.ctx)) {
      if (METADATA.has(field)) continue;
      const matched = (remove.length > 0 ? remove : keep).some((p) => simpleMatch(p, field));
      if (remove.length > 0 ? matched : !matched) doc.remove(field);
    }
    return true;
  };
};
