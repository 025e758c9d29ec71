/**
 * The `german` analyzer (Lucene's GermanAnalyzer chain) and its light stemmer (GermanLightStemmer; values from
 * Lucene's TestGermanLightStemFilter vocabulary and analysis-common's 20_analyzers.yml "german": Tischen → tisch).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { germanLightStem } from './germanLight.ts';

describe('GermanLightStemmer', () => {
  it('strips the endings its two steps know, by length', () => {
    expect(germanLightStem('tischen')).toBe('tisch');
    expect(germanLightStem('häuser')).toBe('haus');
    expect(germanLightStem('kindern')).toBe('kind');
    expect(germanLightStem('schönste')).toBe('schon');
    expect(germanLightStem('hunds')).toBe('hund');
    expect(germanLightStem('bus')).toBe('bus');
  });
  it('is the end of the german analyzer, after stop words and German normalization', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const terms = (body: Record<string, unknown>) => call(sim, 'POST', '/_analyze', body).body.tokens.map((t: { token: string }) => t.token);
    expect(terms({ analyzer: 'german', text: 'Die Tischen und die Häuser' })).toEqual(['tisch', 'haus']);
    expect(terms({ analyzer: 'german', text: 'Bücher' })).toEqual(['buch']);
    expect(call(sim, 'PUT', '/g', { settings: { analysis: { analyzer: { de: { type: 'german', stem_exclusion: ['tischen'] } } } } }).status).toBe(200);
    expect(call(sim, 'POST', '/g/_analyze', { analyzer: 'de', text: 'Tischen' }).body.tokens[0].token).toBe('tischen');
  });
});
