/**
 * A pattern tokenizer (and pattern_replace char filter) whose pattern backtracks catastrophically: Lucene's
 * PatternTokenizer runs java.util.regex with no bound, so a real node keeps a search or write thread busy;
 * the simulator, one process for every client, stops the match at its step budget and refuses the request
 * with its own error naming the pattern (errors/regex.ts, a documented departure), changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../testkit.ts';
import { BoundedRegExp, budgetFor, STEPS } from '../regex/bounded.ts';
import { translateRegex } from '../ingest/javaRegex.ts';

const PATTERN = '(a+)+$';
const LINE = `${'a'.repeat(40)}b`;
/** The steps the budget allows on this line, plus the one that passed it. */
const STOPPED_AT = budgetFor(STEPS, LINE.length, new BoundedRegExp(PATTERN, 'g').size).maxSteps + 1;
const REASON = `the regular expression [${PATTERN}] was stopped after [${STOPPED_AT}] backtracking steps on an input of [${LINE.length}] characters: the simulator bounds the work of a regular expression by the length of its input (Elasticsearch sets no bound here)`;

function withIndex() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  const analysis = {
    tokenizer: { runaway: { type: 'pattern', pattern: PATTERN }, commas: { type: 'pattern', pattern: ',\\s*' } },
    char_filter: { strip: { type: 'pattern_replace', pattern: PATTERN, replacement: '' } },
    analyzer: { runaway: { type: 'custom', tokenizer: 'runaway' }, commas: { type: 'custom', tokenizer: 'commas' }, stripped: { type: 'custom', tokenizer: 'standard', char_filter: ['strip'] } },
  };
  expect(call(sim, 'PUT', '/notes', { settings: { analysis }, mappings: { properties: { m: { type: 'text', analyzer: 'runaway' }, tags: { type: 'text', analyzer: 'commas' } } } }).status).toBe(200);
  return sim;
}

describe('pattern analysis under a step budget', () => {
  it('_analyze: 400 with the simulator\'s refusal, the steps counted to the budget', () => {
    const sim = withIndex();
    const r = call(sim, 'POST', '/notes/_analyze', { analyzer: 'runaway', text: LINE });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: REASON });
    expect(STOPPED_AT).toBeLessThan(1_000_000);
    // The same through a char filter, and through an inline tokenizer definition.
    expect(call(sim, 'POST', '/notes/_analyze', { analyzer: 'stripped', text: LINE }).status).toBe(400);
    expect(call(sim, 'POST', '/_analyze', { tokenizer: { type: 'pattern', pattern: PATTERN }, text: LINE }).body.error.reason).toBe(REASON);
  });

  it('indexing: the document is refused before anything is written, alone or in a bulk', () => {
    const sim = withIndex();
    const before = stateDump(sim);
    const r = call(sim, 'PUT', '/notes/_doc/1', { m: LINE });
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe(REASON);
    expect(stateDump(sim)).toBe(before);
    const bulk = call(sim, 'POST', '/_bulk', `{"index":{"_index":"notes","_id":"2"}}\n{"m":"aaa"}\n{"index":{"_index":"notes","_id":"3"}}\n{"m":"${LINE}"}\n`, { 'content-type': 'application/x-ndjson' });
    expect(bulk.body.items.map((i: { index: { status: number } }) => i.index.status)).toEqual([201, 400]);
    expect(call(sim, 'GET', '/notes/_doc/3').status).toBe(404);
  });

  it('a query analysed by the pattern is refused the same way; ordinary patterns tokenize as before', () => {
    const sim = withIndex();
    call(sim, 'PUT', '/notes/_doc/1?refresh=true', { tags: 'red, green,blue' });
    expect(call(sim, 'POST', '/notes/_search', { query: { match: { m: { query: LINE } } } }).status).toBe(400);
    const tokens = call(sim, 'POST', '/notes/_analyze', { analyzer: 'commas', text: 'red, green,blue' }).body.tokens.map((t: { token: string }) => t.token);
    expect(tokens).toEqual(['red', 'green', 'blue']);
    expect(call(sim, 'POST', '/notes/_search', { query: { match: { tags: 'green' } } }).body.hits.total.value).toBe(1);
  });

  it('the translated Java pattern is what is bounded (possessive and atomic forms read as greedy ones)', () => {
    expect(new BoundedRegExp(translateRegex('(?>a+)+$'), '').nativeFor(LINE.length)).toBe(false);
  });
});
