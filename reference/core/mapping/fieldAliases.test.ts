/** FieldAliasMapper.validate's refusals (messages from FieldAliasMapper.java), checked on whole mappings. */
import { describe, expect, it } from 'vitest';
import { checkFieldAliases } from './fieldAliases.ts';

describe('checkFieldAliases', () => {
  it('accepts a leaf, a multi-field and a runtime field as target', () => {
    expect(checkFieldAliases({ properties: { k: { type: 'keyword' }, a: { type: 'alias', path: 'k' } } })).toBeUndefined();
    expect(checkFieldAliases({ properties: { t: { type: 'text', fields: { raw: { type: 'keyword' } } }, a: { type: 'alias', path: 't.raw' } } })).toBeUndefined();
    expect(checkFieldAliases({ properties: { a: { type: 'alias', path: 'r' } }, runtime: { r: { type: 'keyword' } } } as never)).toBeUndefined();
  });
  it('accepts a metadata field as target (MappingLookup keeps the metadata mappers; 330_fetch_fields.yml aliases _id)', () => {
    expect(checkFieldAliases({ properties: { idAlias: { type: 'alias', path: '_id' } } })).toBeUndefined();
    expect(checkFieldAliases({ properties: { a: { type: 'alias', path: '_nope' } } })?.cause.reason).toBe('Invalid [path] value [_nope] for field alias [a]: an alias must refer to an existing field in the mappings.');
  });
  it('refuses itself, a missing field, an object, another alias', () => {
    expect(checkFieldAliases({ properties: { a: { type: 'alias', path: 'a' } } })?.cause.reason).toBe('Invalid [path] value [a] for field alias [a]: an alias cannot refer to itself.');
    expect(checkFieldAliases({ properties: { a: { type: 'alias', path: 'x' } } })?.cause.reason).toBe('Invalid [path] value [x] for field alias [a]: an alias must refer to an existing field in the mappings.');
    expect(checkFieldAliases({ properties: { o: { properties: { k: { type: 'keyword' } } }, a: { type: 'alias', path: 'o' } } })?.cause.type).toBe('mapper_parsing_exception');
    expect(checkFieldAliases({ properties: { k: { type: 'keyword' }, b: { type: 'alias', path: 'k' }, a: { type: 'alias', path: 'b' } } })?.cause.reason).toBe('Invalid [path] value [b] for field alias [a]: an alias cannot refer to another alias.');
  });
  it('refuses a target in another nested scope', () => {
    const e = checkFieldAliases({ properties: { n: { type: 'nested', properties: { k: { type: 'keyword' }, in: { type: 'alias', path: 'n.k' } } }, a: { type: 'alias', path: 'n.k' } } });
    expect(e?.cause).toMatchObject({ type: 'illegal_argument_exception', reason: "Invalid [path] value [n.k] for field alias [a]: an alias must have the same nested scope as its target. The alias is not nested, but the target's nested scope is [n]." });
    expect(checkFieldAliases({ properties: { n: { type: 'nested', properties: { k: { type: 'keyword' }, in: { type: 'alias', path: 'n.k' } } } } })).toBeUndefined();
  });
});
