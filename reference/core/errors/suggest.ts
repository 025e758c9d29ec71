/** Errors of a search's `suggest` section (SuggestBuilder, SuggestionBuilder, TermSuggestionBuilder). */
import { esError, illegalArgument, parseException, parsingException, type EsCause, type EsError } from './base.ts';

/** A suggester without its `field` (TermSuggestionBuilder.fromXContent). */
export function suggestFieldMissing(): EsError {
  return parseException('the required field option [field] is missing');
}

/** A suggester option whose value is refused (the builder's setter). */
export function suggestIllegalValue(key: string, value: string, message?: string): EsError {
  return illegalArgument(message ?? `[${key}] cannot be [${value}]`);
}

/** An option the suggester does not take. */
export function suggestUnknownOption(type: string, key: string): EsError {
  return parsingException(`suggester[${type}] doesn't support field [${key}]`);
}

/** A suggester type nobody registered, or a suggestion with none (`missing suggestion object`). */
export function suggestUnknownType(type: string | undefined): EsError {
  if (type === undefined) return parseException('missing suggestion object');
  return esError(400, 'named_object_not_found_exception', `unable to parse SuggestionBuilder with name [${type}]: parser not found`);
}

/** A value where the suggest section (or a suggestion) takes none. */
export function suggestUnsupportedKey(key: string, where: 'suggest' | 'suggestion' = 'suggest'): EsError {
  return illegalArgument(where === 'suggest' ? `[suggest] does not support [${key}]` : `suggestion does not support [${key}]`);
}

/** A suggestion with no text of its own and no global text. */
export function suggestTextMissing(): EsError {
  return illegalArgument('The required text option is missing');
}

/** A phrase suggester's option refused while parsing (PhraseSuggestionBuilder.fromXContent, SmoothingModel.fromXContent). */
export function suggestPhraseParsing(message: string): EsError {
  return parsingException(message);
}

/** A phrase suggester setting refused by its builder or at build time (IllegalArgumentException). */
export function suggestPhraseIllegal(message: string): EsError {
  return illegalArgument(message);
}

/** The cause refusing a completion input without contexts on a context-enabled field (ContextMappings.addField, 7.0+). */
export function completionContextsMandatory(path: string): EsCause {
  return { type: 'illegal_argument_exception', reason: `Contexts are mandatory in context enabled completion field [${path}]` };
}
