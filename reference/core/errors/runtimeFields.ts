/**
 * Errors of runtime fields and script fields: a bad runtime field definition (RuntimeField.parseRuntimeFields,
 * AbstractScriptFieldType.Builder, CompositeRuntimeField), in a mapping or in a search's `runtime_mappings`,
 * the `index.max_script_fields` limit (SearchService.parseSource), and `lang: expression` scripts' errors.
 */
import { illegalArgument, indexMeta, mapperParsing, type EsError } from './base.ts';
import { searchPhaseFailure, shardArgumentFailure } from './search.ts';
import type { Profile } from '../../profiles.ts';
import { scriptException } from './scripts.ts';

/** A bad runtime field definition, as the mapping parser raises it (MapperParsingException). */
export function runtimeFieldInvalid(reason: string): EsError {
  return mapperParsing(reason);
}

/** A bad definition in a search's `runtime_mappings`: the shard fails creating its search context. */
export function runtimeMappingsInvalid(reason: string, index: string): EsError {
  return searchPhaseFailure(400, { type: 'mapper_parsing_exception', reason, es: true }, { shard: 0, index });
}

/** More `script_fields` than `index.max_script_fields` allows. */
export function tooManyScriptFields(profile: Profile, max: number, asked: number, index: string): EsError {
  return shardArgumentFailure(profile, `Trying to retrieve too many script_fields. Must be less than or equal to: [${max}] but was [${asked}]. This limit can be set by changing the [index.max_script_fields] index level setting.`, index);
}

/** A runtime field whose script needs itself through other fields (SearchLookup.forkAndTrackFieldReferences). */
export function runtimeFieldCycle(chain: string[]): EsError {
  return illegalArgument(`Cyclic dependency detected while resolving runtime fields: ${chain.join(' -> ')}`);
}

/**
 * A `lang: expression` script that does not parse ("compile error") or names a variable it cannot bind
 * ("link error"), as ExpressionScriptEngine.convertToScriptException builds it: the portion at fault and a
 * pointer under it, the cause a java.text.ParseException.
 */
export function expressionScriptError(reason: 'compile error' | 'link error', source: string, portion: string, offset: number, message: string): EsError {
  return scriptException(reason, [portion, `${' '.repeat(offset)}^---- HERE`], source, 'expression', undefined, { type: 'parse_exception', message });
}

/** A lookup runtime field whose input_field is unmapped (LookupFieldValueFetcher's QueryShardException, in the fetch phase). */
export function lookupInputUnmapped(field: string, index: string, uuid: string): EsError {
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason: `No field mapping can be found for the field with name [${field}]`, meta: indexMeta(index, uuid) }, { shard: 0, index }, 'fetch');
}
