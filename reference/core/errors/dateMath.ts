/**
 * Errors of date-math index names (`<logs-{now/d}>`, `IndexNameExpressionResolver.DateMathExpressionResolver`):
 * the expression, its math, its format pattern and its time zone (java.time's `ZoneId.of`).
 */
import { esError, parseException, type EsError } from './base.ts';

/** 400 parse_exception from resolving a date-math index name (`ElasticsearchParseException`). */
function dateMathName(reason: string): EsError {
  return parseException(reason);
}

/** Math that does not start with `now`. */
export function dateMathNotNow(date: string, pattern: string, at = 0): EsError {
  return dateMathName(`failed to parse date field [${date}] with format [${pattern}]: [Text '${date}' could not be parsed at index ${at}]`);
}

/** An operator other than `+`, `-` and `/`. */
export function dateMathOperator(ops: string): EsError {
  return dateMathName(`operator not supported for date math [${ops}]`);
}

/** Math that ends after an operator or a number. */
export function dateMathTruncated(ops: string): EsError {
  return dateMathName(`truncated date math [${ops}]`);
}

/** Rounding by more than one unit (`/2d`). */
export function dateMathRounding(ops: string): EsError {
  return dateMathName(`rounding \`/\` can only be used on single unit types [${ops}]`);
}

/** A unit date math does not know. */
export function dateMathUnit(unit: string, ops: string): EsError {
  return dateMathName(`unit [${unit}] not supported for date math [${ops}]`);
}

/** A placeholder whose format lacks its closing `}`. */
export function dateMathFormatUnclosed(content: string): EsError {
  return dateMathName(`invalid dynamic name expression [${content}]. missing closing \`}\` for date math format`);
}

/** A placeholder with an empty format (`{now/d{}}`). */
export function dateMathFormatMissing(content: string): EsError {
  return dateMathName(`invalid dynamic name expression [${content}]. missing date format`);
}

/** A `{` inside a placeholder's format. */
export function dateMathPlaceholderCharacter(text: string, position: number): EsError {
  return dateMathName(`invalid dynamic name expression [${text}]. invalid character in placeholder at position [${position}]`);
}

/** An unescaped `}` outside a placeholder. */
export function dateMathReservedCharacter(text: string, position: number): EsError {
  return dateMathName(
    `invalid dynamic name expression [${text}]. invalid character at position [${position}]. \`{\` and \`}\` are reserved characters and should be escaped when used as part of the index name using \`\\\` (e.g. \`\\{text\\}\`)`,
  );
}

/** A placeholder that is never closed. */
export function dateMathOpenEnded(text: string): EsError {
  return dateMathName(`invalid dynamic name expression [${text}]. date math placeholder is open ended`);
}

/** An expression that resolves to nothing. */
export function dateMathNothingCaptured(): EsError {
  return dateMathName('nothing captured');
}

/** A format pattern that does not compile (`problem` is one of the `PATTERN_PROBLEMS`). */
export function dateMathPatternInvalid(pattern: string, problem: string): EsError {
  return esError(400, 'illegal_argument_exception', `Invalid format: [${pattern}]: ${problem}`);
}

/** Why a format pattern does not compile (java.time's `DateTimeFormatterBuilder`). */
export const PATTERN_PROBLEMS = {
  incompleteLiteral: (java: boolean, pattern: string, rest: string) => (java ? `Pattern ends with an incomplete string literal: ${pattern}` : `Illegal pattern component: ${rest}`),
  unknownLetter: (java: boolean, letter: string, run: string) => (java ? `Unknown pattern letter: ${letter}` : `Illegal pattern component: ${run}`),
  tooManyLetters: (letter: string) => `Too many pattern letters: ${letter}`,
  reservedCharacter: (c: string) => `Pattern includes reserved character: '${c}'`,
} as const;

/** Why a zone id was refused: java.time's exception and message. */
export interface ZoneError {
  type: 'zone_rules_exception' | 'date_time_exception';
  reason: string;
}

/** The zone id refusals of `ZoneId.of` (java.time's `DateTimeException` and `ZoneRulesException`). */
export const ZONE_ERRORS = {
  offsetFormat: (text: string): ZoneError => ({ type: 'date_time_exception', reason: `Invalid ID for ZoneOffset, invalid format: ${text}` }),
  offsetHours: (h: number): ZoneError => ({ type: 'date_time_exception', reason: `Zone offset hours not in valid range: value ${h} is not in the range -18 to 18` }),
  offsetMinutes: (min: number): ZoneError => ({ type: 'date_time_exception', reason: `Zone offset minutes not in valid range: value ${min} is not in the range -59 to 59` }),
  regionFormat: (id: string): ZoneError => ({ type: 'date_time_exception', reason: `Invalid ID for region-based ZoneId, invalid format: ${id}` }),
  unknownRegion: (id: string): ZoneError => ({ type: 'zone_rules_exception', reason: `Unknown time-zone ID: ${id}` }),
} as const;

/** 500: a zone ES cannot read (java.time's exception escapes the resolver unwrapped). */
export function zoneRefused(z: ZoneError): EsError {
  return esError(500, z.type, z.reason);
}
