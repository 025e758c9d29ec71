/**
 * Errors of `ObjectParser`-read bodies (composable and component templates), located in the request text
 * as Elasticsearch locates them: `[line:col] [parser] unknown field [f]` at the field's name, and a nested
 * failure wrapped as `[line:col] [parser] failed to parse field [f]`.
 */
import { xContentFieldFailed, xContentRequiredField, xContentUnknownField, type EsError } from '../errors/index.ts';
import { lineCol, locate, type PathStep } from '../mapping/locate.ts';

/** Where a body error is reported: the request text and the path of the object being read. */
export interface BodyPlace {
  raw: string | undefined;
  path: PathStep[];
}

function keyAt(place: BodyPlace, field: string): { line: number; col: number } {
  const loc = place.raw ? locate(place.raw, [...place.path, field]) : undefined;
  return loc && place.raw ? lineCol(place.raw, loc.keyOffset) : { line: 1, col: 1 };
}

/** The offset of the `}` closing the object that opens at `start`. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return start;
}

function endOf(place: BodyPlace): { line: number; col: number } {
  if (!place.raw) return { line: 1, col: 1 };
  const start = place.path.length === 0 ? place.raw.search(/\S/) : (locate(place.raw, place.path)?.offset ?? -1);
  if (start < 0) return { line: 1, col: 1 };
  return lineCol(place.raw, closingBrace(place.raw, start));
}

/** `[l:c] [parser] unknown field [field]`. */
export function unknownField(place: BodyPlace, parser: string, field: string): EsError {
  return xContentUnknownField(keyAt(place, field), parser, field);
}

/**
 * `[l:c] [parser] failed to parse field [field]`, caused by the inner error. An XContentParseException is
 * no ElasticsearchException: ES's guessRootCauses stops at it, so the root cause is this outer one.
 */
export function failedField(place: BodyPlace, parser: string, field: string, inner?: EsError): EsError {
  return xContentFieldFailed(keyAt(place, field), parser, field, inner ? { ...inner.cause, es: false } : undefined);
}

/**
 * An unknown field inside the object of `field`: the inner `[parser] unknown field [f]` and, around it,
 * `[outer] failed to parse field [field]` at the same place (ObjectParser.parseValue reports
 * `parser.getTokenLocation()`, still the unknown name's token).
 */
export function unknownNestedField(place: BodyPlace, outer: string, field: string, parser: string, unknown: string): EsError {
  const at = keyAt({ raw: place.raw, path: [...place.path, field] }, unknown);
  return xContentFieldFailed(at, outer, field, { ...xContentUnknownField(at, parser, unknown).cause, es: false });
}

/** `[l:c] Required [field]`, at the end of the object that lacks it. */
export function requiredField(place: BodyPlace, field: string): EsError {
  return xContentRequiredField(endOf(place), field);
}
