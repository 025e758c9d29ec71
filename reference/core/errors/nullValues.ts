/**
 * A `null_value` its field cannot parse, read when the mapping is (DateFieldMapper / IpFieldMapper.Builder's
 * parseNullValue): ES ≥ 8.0 refuses the mapping (`Error parsing [null_value] on field [f]: …`, which MapperService
 * wraps as `Failed to parse mapping: …`); ES 7 and OpenSearch warn and ignore the null_value.
 */
import { illegalArgument, mapperParsing, type EsCause, type EsError } from './base.ts';

/** The refusal of an unparsable null_value (ES ≥ 8.0); `cause` is the field type's own parse failure. */
export function nullValueUnparsable(field: string, cause: EsCause): EsError {
  return mapperParsing(`Error parsing [null_value] on field [${field}]: ${cause.reason}`, { ...cause, es: false });
}

/** The deprecation warning of an ignored null_value (ES 7, OpenSearch); `what` is `date` or `IP`. */
export function nullValueIgnoredWarning(value: string, what: 'date' | 'IP', field: string): string {
  return `Error parsing [${value}] as ${what} in [null_value] on field [${field}]); [null_value] will be ignored`;
}

/**
 * A rank_feature null_value below Float.MIN_NORMAL (RankFeatureFieldMapper.Builder's validator, 8.9+): an
 * IllegalArgumentException that MapperService wraps as `Failed to parse mapping: …`.
 */
export function rankFeatureNullValueRefused(valueText: string): EsError {
  return illegalArgument(`[null_value] must be a positive normal float for field of type [rank_feature], got ${valueText} which is less than the minimum positive normal float: 1.1754944E-38`);
}

/** A rank_feature null_value that Float.parseFloat cannot read; `reason` is its NumberFormatException's. */
export function rankFeatureNullValueUnreadable(reason: string): EsError {
  return illegalArgument(reason);
}
