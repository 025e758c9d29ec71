/**
 * Errors and warnings of the `_source` field's modes (SourceFieldMapper, IndexMode.validateSourceFieldMapper)
 * and of the field mappers that could not rebuild a synthetic `_source` before `_ignored_source` (8.4 - 8.14).
 */
import { illegalArgument, mapperParsing, type EsError } from './base.ts';

/** `_source.mode` where the version's SourceFieldMapper has no such parameter (ES < 8.4, OpenSearch). */
export function sourceModeUnknown(): EsError {
  return mapperParsing('unknown parameter [mode] on mapper [_source] of type [_source]');
}

/** `_source` with both `mode` and `enabled` (SourceFieldMapper.Builder.build). */
export function sourceModeAndEnabled(): EsError {
  return mapperParsing('Cannot set both [mode] and [enabled] parameters');
}

/** `includes`/`excludes` on a synthetic `_source`. */
export function sourceFilteringSynthetic(): EsError {
  return illegalArgument('filtering the stored _source is incompatible with synthetic source');
}

/** A stored or disabled `_source` in a time series index, 8.7 - 8.16 (IndexMode.TIME_SERIES). */
export function timeSeriesOnlySynthetic(): EsError {
  return illegalArgument('time series indices only support synthetic source');
}

/** A stored or disabled `_source` in a logsdb index, 8.15 - 8.16 (IndexMode.LOGSDB; its words, doubled "with"). */
export function logsdbOnlySynthetic(): EsError {
  return illegalArgument('Indices with with index mode [logsdb] only support synthetic source');
}

/** A disabled `_source` in a time series or logsdb index, 8.17+ (IndexMode.validateSourceFieldMapper). */
export function sourceDisabledInMode(mode: string): EsError {
  return illegalArgument(`_source can not be disabled in index using [${mode}] index mode`);
}

/** A field whose mapper cannot rebuild a synthetic `_source` (before 8.15); `why` as the mapper words it. */
export function noSyntheticSource(field: string, type: string, why: string): EsError {
  return illegalArgument(`field [${field}] of type [${type}] doesn't support synthetic source${why}`);
}

/** The deprecation warning of `_source.mode` in a mapping (8.17+, #116689). */
export function sourceModeDeprecated(): string {
  return 'Configuring source mode in mappings is deprecated and will be removed in future versions. Use [index.mapping.source.mode] index setting instead.';
}
