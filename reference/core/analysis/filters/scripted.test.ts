/**
 * condition and predicate_token_filter, the analysis script context's filters (ScriptedConditionTokenFilterFactory,
 * PredicateTokenFilterScriptFactory, AnalysisPredicateScript.Token), pinned by analysis-common
 * 60_analysis_scripting.yml ("condition", "condition-vars", "script_filter", "script_filter_position") and by
 * the factories' own checks (stored scripts, an empty or unknown `filter` list).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
const analyze = (filter: Record<string, unknown>, text = 'Vorsprung Durch Technik', s = sim) => call(s, 'POST', '/_analyze', { tokenizer: 'whitespace', filter: [filter], text });
const tokens = (r: ReturnType<typeof analyze>) => r.body.tokens.map((t: { token: string; position: number }) => [t.token, t.position]);
const predicate = (source: string) => ({ type: 'predicate_token_filter', script: { source } });

describe('predicate_token_filter', () => {
  it('keeps the tokens the script accepts, at their positions', () => {
    expect(tokens(analyze(predicate('token.term.length() > 5')))).toEqual([['Vorsprung', 0], ['Technik', 2]]);
    expect(tokens(analyze(predicate('token.position >= 4'), 'a b c d e f'))).toEqual([['e', 4], ['f', 5]]);
  });
  it('gives the term as a CharSequence: equal to no String until toString', () => {
    expect(tokens(analyze(predicate("token.term == 'Durch'")))).toEqual([]);
    expect(tokens(analyze(predicate("token.term.toString() == 'Durch' && token.getType() == 'word'")))).toEqual([['Durch', 1]]);
    expect(tokens(analyze(predicate("token.term.charAt(0) == (char) 'V'")))).toEqual([['Vorsprung', 0]]);
  });
  it('has no params and no stored scripts', () => {
    const r = analyze(predicate('params.x == 1'));
    expect(r.body.error).toMatchObject({ type: 'script_exception', reason: 'compile error', caused_by: { reason: 'cannot resolve symbol [params]' } });
    expect(analyze({ type: 'predicate_token_filter', script: { id: 'mine' } }).body.error.reason).toBe('Cannot use stored scripts in tokenfilter [__anonymous__predicate_token_filter]');
  });
  it('fails the request with the ScriptException of a script that throws', () => {
    const r = analyze(predicate('token.term.charAt(20) == (char) 1'));
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'script_exception', reason: 'runtime error', caused_by: { type: 'index_out_of_bounds_exception' } });
  });
});

describe('condition', () => {
  it('sends the accepted tokens through its filters', () => {
    const r = analyze({ type: 'condition', filter: ['lowercase'], script: { source: 'token.term.length() > 5' } });
    expect(tokens(r)).toEqual([['vorsprung', 0], ['Durch', 1], ['technik', 2]]);
    const vars = 'token.position >= 1 && token.positionIncrement > 0 && token.startOffset > 0 && token.endOffset > 0 && (token.positionLength == 1 || token.keyword)';
    expect(tokens(analyze({ type: 'condition', filter: ['lowercase'], script: { source: vars } }))).toEqual([['Vorsprung', 0], ['durch', 1], ['technik', 2]]);
  });
  it('a token its filters drop leaves its position to the next (ConditionalTokenFilter)', () => {
    const r = analyze({ type: 'condition', filter: ['lowercase', 'stop'], script: { source: 'token.position != 1' } }, 'The quick The fox');
    expect(tokens(r)).toEqual([['quick', 1], ['fox', 3]]);
  });
  it('wants a list of known filters', () => {
    expect(analyze({ type: 'condition', script: { source: 'true' } }).body.error.reason).toBe('Empty list of filters provided to tokenfilter [__anonymous__condition]');
    expect(analyze({ type: 'condition', filter: ['nope'], script: { source: 'true' } }).body.error.reason).toBe(
      'ScriptedConditionTokenFilter [__anonymous__condition] refers to undefined token filter [nope]',
    );
  });
  it('in an index, by name', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const filter = { short_lower: { type: 'condition', filter: ['lowercase'], script: { source: 'token.term.length() < 6' } } };
    expect(call(s, 'PUT', '/cond', { settings: { analysis: { filter, analyzer: { a: { tokenizer: 'whitespace', filter: ['short_lower'] } } } } }).status).toBe(200);
    expect(call(s, 'POST', '/cond/_analyze', { analyzer: 'a', text: 'Vorsprung Durch' }).body.tokens.map((t: { token: string }) => t.token)).toEqual(['Vorsprung', 'durch']);
  });
});

describe('versions', () => {
  it('condition from 6.4, predicate_token_filter from 6.5; OpenSearch has both', () => {
    const unknown = (profile: string, type: string) => analyze({ type, filter: ['lowercase'], script: { source: 'true' } }, 'A', testSimulator({ profile: profile as 'elasticsearch@8.19.0' })).status;
    expect(unknown('elasticsearch@6.3.2', 'condition')).toBe(400);
    expect(unknown('elasticsearch@6.4.0', 'condition')).toBe(200);
    expect(unknown('elasticsearch@6.4.0', 'predicate_token_filter')).toBe(400);
    expect(unknown('elasticsearch@6.5.0', 'predicate_token_filter')).toBe(200);
    expect(unknown('opensearch@2.19.0', 'predicate_token_filter')).toBe(200);
  });
});
