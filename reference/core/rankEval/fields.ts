/**
 * The value readers of the rank-eval parsers, as ObjectParser reads a declared field: `declareInt` (a number, or a
 * string XContentParser.intValue coerces), `declareBoolean` (a boolean or "true"/"false"), `declareString` (a
 * string only), `declareObjectArray` (an array, or one object standing for a list of one); a value of the wrong
 * token kind, or one that does not convert, fails as `[parser] failed to parse field [name]` or
 * `[parser] name doesn't support values of type: TOKEN`, located in the body text.
 */
import { isObject, xContentToken, type Json, type JsonObject } from '../json.ts';
import { asCause, fieldParseFailed, notABoolean, numberFormatCause, rankEvalInvalid, rankEvalNotAnObject, rankEvalUnknownField, valueTypeUnsupported, type EsError, type TextPosition } from '../errors/index.ts';
import { keyAt, valueAt } from '../byScroll/bodyPosition.ts';
import { parseJavaDouble } from '../params.ts';
import type { PathStep } from '../mapping/locate.ts';
import type { Profile } from '../../profiles.ts';

/** What a reader needs: the version (error wording) and the body text (error positions). */
export interface ParseCtx {
  profile: Profile;
  raw: string | undefined;
}

/** Where the value at `path` starts. */
export function posOf(c: ParseCtx, path: PathStep[]): TextPosition {
  return valueAt(c.raw, path);
}

/** An inner parser's failure as the enclosing ObjectParser reports it: `[parser] failed to parse field [field]`. */
export function wrapField(c: ParseCtx, parser: string, field: string, path: PathStep[], inner: EsError): EsError {
  return fieldParseFailed(c.profile, parser, field, posOf(c, path), asCause(inner));
}

/** A field the parser does not declare. */
export function unknownAt(c: ParseCtx, parser: string, path: PathStep[], declared: readonly string[]): EsError {
  return rankEvalUnknownField(c.profile, keyAt(c.raw, path), parser, String(path[path.length - 1]), declared);
}

/** The object a parser reads, or its refusal of anything else. */
export function objectAt(c: ParseCtx, parser: string, v: Json, path: PathStep[]): JsonObject | EsError {
  return isObject(v) ? v : rankEvalNotAnObject(c.profile, posOf(c, path), parser, xContentToken(v));
}

/** declareInt: a number (Jackson's getIntValue truncates a fraction) or a numeric string. */
export function readInt(c: ParseCtx, parser: string, field: string, v: Json, path: PathStep[]): number | EsError {
  if (typeof v === 'number') return Math.trunc(v);
  if (typeof v !== 'string') return valueTypeUnsupported(c.profile, parser, field, xContentToken(v), posOf(c, path));
  const d = parseJavaDouble(v);
  if (Number.isNaN(d)) return fieldParseFailed(c.profile, parser, field, posOf(c, path), numberFormatCause(v));
  if (d < -2147483648 || d > 2147483647) return fieldParseFailed(c.profile, parser, field, posOf(c, path), asCause(rankEvalInvalid(`Value [${v}] is out of range for an integer`)));
  return Math.trunc(d);
}

/** declareBoolean: a boolean, or the strings "true" and "false". */
export function readBool(c: ParseCtx, parser: string, field: string, v: Json, path: PathStep[]): boolean | EsError {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string') return valueTypeUnsupported(c.profile, parser, field, xContentToken(v), posOf(c, path));
  if (v === 'true' || v === 'false') return v === 'true';
  return fieldParseFailed(c.profile, parser, field, posOf(c, path), notABoolean(v));
}

/** declareString: a string only. */
export function readString(c: ParseCtx, parser: string, field: string, v: Json, path: PathStep[]): string | EsError {
  return typeof v === 'string' ? v : valueTypeUnsupported(c.profile, parser, field, xContentToken(v), posOf(c, path));
}

/** declareObjectArray / declareStringArray: the elements with their paths (one object or scalar stands for a list of one). */
export function arrayAt(c: ParseCtx, parser: string, field: string, v: Json, path: PathStep[], of: 'object' | 'scalar'): { v: Json; path: PathStep[] }[] | EsError {
  if (Array.isArray(v)) return v.map((e, i) => ({ v: e, path: [...path, i] }));
  const single = of === 'object' ? isObject(v) : v !== null && typeof v !== 'object';
  return single ? [{ v, path }] : valueTypeUnsupported(c.profile, parser, field, xContentToken(v), posOf(c, path));
}

/** ConstructingObjectParser.finish: the required constructor arguments missing, in declaration order. */
export function missingRequired(required: readonly string[], seen: (name: string) => boolean): EsError | undefined {
  const missing = required.filter((r) => !seen(r));
  return missing.length > 0 ? rankEvalInvalid(`Required [${missing.join(', ')}]`) : undefined;
}
