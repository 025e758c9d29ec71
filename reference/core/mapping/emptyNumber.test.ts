/**
 * An empty string in a number field is a null when the field coerces (NumberFieldMapper.value: `coerce &&
 * VALUE_STRING && textLength() == 0` → nullValue; UnsignedLongFieldMapper always): the document indexes, the
 * field has no value, and `ignore_malformed` has nothing to ignore (ES modules/aggregations
 * ignored_metadata_field.yml, where `total_price: ""` is not among the ignored).
 */
import { describe, expect, it } from 'vitest';
import { checkValue } from './values.ts';
import { isIgnoredValue } from '../search/ignoredFields.ts';
import { getProfile } from '../../profiles/resolve.ts';

const es8 = getProfile('elasticsearch@8.19.0');
const src = { lexeme: () => '', tokenEnd: () => 0, raw: '' };

describe('an empty string in a number field', () => {
  it('is no value when coercing, a failure when not', () => {
    for (const type of ['long', 'integer', 'double', 'float', 'half_float', 'unsigned_long']) expect(checkValue({ type }, '', es8, src)).toBeUndefined();
    expect(checkValue({ type: 'double', coerce: false }, '', es8, src)?.cause.reason).toContain('""');
    expect(checkValue({ type: 'double' }, ' ', es8, src)).toBeDefined();
  });
  it('is not an ignored malformed value', () => {
    expect(isIgnoredValue({ type: 'double', ignore_malformed: true }, '', es8)).toBe(false);
    expect(isIgnoredValue({ type: 'double', ignore_malformed: true }, '0,99', es8)).toBe(true);
  });
});
