/** Test helpers: a request-style chain (as `_analyze` builds one) run over a text. */
import { isEsError, type EsError } from '../errors/index.ts';
import type { Json } from '../json.ts';
import { getProfile, type ProfileAlias } from '../../profiles.ts';
import { runChain } from './chain.ts';
import { globalAnalysis } from './registry.ts';
import { requestChain, type NameOrDefinition } from './requestChain.ts';
import { positioned, type Token } from './token.ts';

/** The tokens of text through a tokenizer and filters (names or inline definitions), or the error. */
export function tokensOf(text: string, tokenizer: NameOrDefinition | undefined, filters: NameOrDefinition[] = [], charFilters: NameOrDefinition[] = [], profile: ProfileAlias = 'es8'): Token[] | EsError {
  const chain = requestChain(globalAnalysis(getProfile(profile)), true, tokenizer, charFilters, filters);
  if (isEsError(chain)) return chain;
  return positioned(runChain(chain, text).tokens);
}

/** The terms only; throws on an error (a test bug). */
export function terms(text: string, tokenizer: NameOrDefinition | undefined, filters: NameOrDefinition[] = [], charFilters: NameOrDefinition[] = []): string[] {
  const t = tokensOf(text, tokenizer, filters, charFilters);
  if (isEsError(t)) throw new Error(t.cause.reason);
  return t.map((x) => x.term);
}

/** [term, position, start, end, type] rows. */
export function rows(text: string, tokenizer: NameOrDefinition | undefined, filters: NameOrDefinition[] = [], charFilters: NameOrDefinition[] = []): [string, number, number, number, string][] {
  const t = tokensOf(text, tokenizer, filters, charFilters);
  if (isEsError(t)) throw new Error(t.cause.reason);
  return t.map((x) => [x.term, x.position, x.startOffset, x.endOffset, x.type]);
}

/** The reason of the error a chain gives. */
export function errorOf(text: string, tokenizer: NameOrDefinition | undefined, filters: NameOrDefinition[] = [], charFilters: NameOrDefinition[] = []): string | undefined {
  const t = tokensOf(text, tokenizer, filters, charFilters);
  return isEsError(t) ? t.cause.reason : undefined;
}

export type Def = Record<string, Json>;
