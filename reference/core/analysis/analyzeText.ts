/**
 * What `_analyze` prints for a chain over its texts (TransportAnalyzeAction.simpleAnalyze / detailAnalyze):
 * tokens with positions and offsets running on across the texts (the position increment gap and offset
 * gap between them), or with `explain` the output of every stage, each token with the attributes
 * Lucene's stream holds at that stage (AnalyzeAction.AnalyzeToken.toXContent).
 */
import { tooManyTokens, type EsError } from '../errors/index.ts';
import type { Json, JsonObject } from '../json.ts';
import { charFiltered, runChain, type Chain } from './chain.ts';
import type { Stream, Tok } from './token.ts';

/** `index.analyze.max_token_count`'s default. */
export const DEFAULT_MAX_TOKEN_COUNT = 10000;

const encoder = new TextEncoder();

/** BytesRef.toString: the UTF-8 bytes in hex, `[61 62]`. */
function bytesOf(term: string): string {
  return `[${[...encoder.encode(term)].map((b) => b.toString(16)).join(' ')}]`;
}

/** Accumulates the tokens of one stage over several texts, as TokenListCreator does. */
class TokenList {
  private lastPosition = -1;
  private lastOffset = 0;
  readonly tokens: JsonObject[] = [];

  constructor(private readonly max: number, private readonly attributes?: { keyword: boolean; include: ReadonlySet<string> }) {}

  add(s: Stream, gap: number, offsetGap: number): EsError | undefined {
    for (const t of s.tokens) {
      if (t.posInc > 0) this.lastPosition += t.posInc;
      this.tokens.push(this.json(t));
      if (this.tokens.length > this.max) return tooManyTokens(this.max);
    }
    this.lastOffset += s.endOffset;
    this.lastPosition += s.endPosInc + gap;
    this.lastOffset += offsetGap;
    return undefined;
  }

  private json(t: Tok): JsonObject {
    const out: JsonObject = { token: t.term, start_offset: this.lastOffset + t.start, end_offset: this.lastOffset + t.end, type: t.type, position: this.lastPosition };
    if (t.posLen > 1) out.positionLength = t.posLen;
    if (this.attributes) {
      const attrs: Record<string, Json> = { bytes: bytesOf(t.term) };
      if (this.attributes.keyword) attrs.keyword = t.keyword;
      attrs.positionLength = t.posLen;
      attrs.termFrequency = t.termFreq ?? 1;
      const inc = this.attributes.include;
      for (const k of Object.keys(attrs).sort()) if (inc.size === 0 || inc.has(k.toLowerCase())) out[k] = attrs[k];
    }
    return out;
  }
}

/** The `_analyze` answer for a chain: `{tokens}`, or `{detail}` with explain. */
export function analyzeTexts(chain: Chain, texts: string[], explain: boolean, attributes: string[] | undefined, maxTokenCount: number): JsonObject | EsError {
  const gap = chain.positionIncrementGap;
  if (!explain) {
    const list = new TokenList(maxTokenCount);
    for (const text of texts) {
      const err = list.add(runChain(chain, text), gap, chain.offsetGap);
      if (err) return err;
    }
    return { tokens: list.tokens };
  }
  const include = new Set((attributes ?? []).map((a) => a.toLowerCase()));
  if (!chain.custom) {
    const list = new TokenList(maxTokenCount, { keyword: chain.filters.some((f) => f.keywordAttr), include });
    for (const text of texts) {
      const err = list.add(runChain(chain, text), gap, chain.offsetGap);
      if (err) return err;
    }
    return { detail: { custom_analyzer: false, analyzer: { name: chain.name, tokens: list.tokens } } };
  }
  const filtered: string[][] = chain.charFilters.map(() => []);
  const tokenizer = new TokenList(maxTokenCount, { keyword: false, include });
  const stages = chain.filters.map((_, i) => new TokenList(maxTokenCount, { keyword: chain.filters.slice(0, i + 1).some((f) => f.keywordAttr), include }));
  for (const text of texts) {
    charFiltered(chain, text).forEach((t, i) => filtered[i].push(t));
    const err = tokenizer.add(runChain(chain, text, 0), gap, chain.offsetGap) ?? stages.map((s, i) => s.add(runChain(chain, text, i + 1), gap, chain.offsetGap)).find((e) => e);
    if (err) return err;
  }
  return {
    detail: {
      custom_analyzer: true,
      charfilters: chain.charFilters.map((cf, i) => ({ name: cf.name, filtered_text: filtered[i] })),
      tokenizer: { name: chain.tokenizerName ?? chain.tokenizer.name, tokens: tokenizer.tokens },
      tokenfilters: chain.filters.map((f, i) => ({ name: f.name, tokens: stages[i].tokens })),
    },
  };
}
