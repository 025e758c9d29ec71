/**
 * analysisUsesRegex decides whether a write's text is analysed before it is stored (the regex budget's
 * refusal must come before anything changes); it is asked on every write, so it skips keys on one character.
 */
import { describe, expect, it } from 'vitest';
import { analysisUsesRegex } from './regexPreflight.ts';

describe('analysisUsesRegex', () => {
  it('finds a pattern component or a keywords_pattern among any other settings', () => {
    const usual = { 'index.creation_date': '1', 'index.number_of_shards': '1', 'index.uuid': 'u', 'index.version.created': '8', 'index.provided_name': 'i', 'index.auto_expand_replicas': '0-1' };
    expect(analysisUsesRegex(usual)).toBe(false);
    expect(analysisUsesRegex({ ...usual, 'index.analysis.tokenizer.t.type': 'pattern' })).toBe(true);
    expect(analysisUsesRegex({ ...usual, 'index.analysis.filter.f.type': 'pattern_capture' })).toBe(true);
    expect(analysisUsesRegex({ ...usual, 'index.analysis.char_filter.c.type': 'pattern_replace' })).toBe(true);
    expect(analysisUsesRegex({ ...usual, 'index.analysis.tokenizer.t.type': 'simple_pattern_split' })).toBe(true);
    expect(analysisUsesRegex({ ...usual, 'index.analysis.filter.k.keywords_pattern': 'a.*' })).toBe(true);
    // Not a regular expression's component, or not an analysis setting.
    expect(analysisUsesRegex({ ...usual, 'index.analysis.tokenizer.t.type': 'standard' })).toBe(false);
    expect(analysisUsesRegex({ ...usual, 'index.analysisx.tokenizer.t.type': 'pattern', 'index.a': 'pattern', index: 'pattern', '': 'x' })).toBe(false);
    expect(analysisUsesRegex({ 'index.auto_expand_replicas.type': 'pattern' })).toBe(false);
  });
});
