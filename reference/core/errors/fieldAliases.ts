/**
 * Field alias mappings ES refuses (FieldAliasMapper.TypeParser and FieldAliasMapper.validate): a missing
 * `path`, and a path that is the alias itself, no field, another alias, or in another nested scope.
 */
import { illegalArgument, mapperParsing, type EsError } from './base.ts';

/** An alias mapping without `path` (FieldAliasMapper.TypeParser). */
export function aliasPathMissing(name: string): EsError {
  return mapperParsing(`The [path] property must be specified for field [${name}].`);
}

/** Why an alias's path is invalid: itself, not a field, another alias (MapperParsingException each). */
export function aliasPathInvalid(alias: string, path: string, why: 'itself' | 'missing' | 'alias'): EsError {
  const tail = why === 'itself' ? 'an alias cannot refer to itself.' : why === 'missing' ? 'an alias must refer to an existing field in the mappings.' : 'an alias cannot refer to another alias.';
  return mapperParsing(`Invalid [path] value [${path}] for field alias [${alias}]: ${tail}`);
}

/** An alias whose target sits in another nested scope (an IllegalArgumentException). */
export function aliasNestedScope(alias: string, path: string, aliasScope: string | undefined, pathScope: string | undefined): EsError {
  const a = aliasScope === undefined ? 'The alias is not nested' : `The alias's nested scope is [${aliasScope}]`;
  const p = pathScope === undefined ? 'the target is not nested.' : `the target's nested scope is [${pathScope}].`;
  return illegalArgument(`Invalid [path] value [${path}] for field alias [${alias}]: an alias must have the same nested scope as its target. ${a}, but ${p}`);
}
