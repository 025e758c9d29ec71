/**
 * The completion suggester's fuzzy, regex and context queries. Expected values: ES's docs "Completion
 * suggester" (fuzzy `nor` with fuzziness 2 finds Nirvana; `regex` "n[ever|i]r"; category contexts with
 * `boost`), the official suggest/30_context.yml (contexts mandatory from 7.0, kept under
 * harness/testing/search-suites), Lucene's CompletionScorer (score = weight × boost; the weight alone
 * without a boost) and ContextMappings' write-time check.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function music() {
  const s = testSimulator({ profile: 'es8' });
  call(s, 'PUT', '/music', { mappings: { properties: { suggest: { type: 'completion' } } } });
  call(s, 'PUT', '/music/_doc/1', { suggest: { input: ['Nevermind', 'Nirvana'], weight: 34 } });
  call(s, 'PUT', '/music/_doc/2?refresh=true', { suggest: { input: 'Metallica', weight: 7 } });
  return s;
}

const texts = (r: { body: { suggest: Record<string, { options: { text: string }[] }[]> } }, name = 's') => r.body.suggest[name]![0]!.options.map((o) => o.text);

describe('completion queries', () => {
  it('fuzzy: a prefix within the edits, the first prefix_length characters exact', () => {
    const s = music();
    const ask = (prefix: string, fuzzy: unknown) => call(s, 'POST', '/music/_search', { suggest: { s: { prefix, completion: { field: 'suggest', fuzzy } } } });
    expect(texts(ask('nor', { fuzziness: 2 }))).toEqual(['Nevermind']);
    expect(texts(ask('nirv', true))).toEqual(['Nirvana']);
    expect(texts(ask('mtal', true))).toEqual(['Metallica']);
    // prefix_length 1: the first letter must match.
    expect(texts(ask('xetal', { fuzziness: 1 }))).toEqual([]);
    // Shorter than min_length (3): exact only.
    expect(texts(ask('mi', true))).toEqual([]);
  });

  it('regex: an input with a prefix the expression matches, scored by its weight', () => {
    const s = music();
    const r = call(s, 'POST', '/music/_search', { suggest: { s: { regex: 'n[ever|i]r', completion: { field: 'suggest' } } } });
    expect(r.body.suggest.s[0].text).toBe('n[ever|i]r');
    expect(r.body.suggest.s[0].options.map((o: { text: string; _score: number }) => [o.text, o._score])).toEqual([['Nirvana', 34]]);
  });

  it('contexts: category filters, boosts multiply the weight, the option names its contexts', () => {
    const s = testSimulator({ profile: 'es8' });
    call(s, 'PUT', '/place', { mappings: { properties: { suggest: { type: 'completion', contexts: [{ name: 'place_type', type: 'category' }] } } } });
    call(s, 'PUT', '/place/_doc/1', { suggest: { input: ['timmy', 'starbucks'], weight: 5, contexts: { place_type: ['cafe', 'food'] } } });
    call(s, 'PUT', '/place/_doc/2?refresh=true', { suggest: { input: 'starbucks reserve', weight: 4, contexts: { place_type: 'restaurant' } } });
    const r = call(s, 'POST', '/place/_search', {
      _source: false,
      suggest: { s: { prefix: 'sta', completion: { field: 'suggest', contexts: { place_type: [{ context: 'cafe' }, { context: 'restaurant', boost: 2 }] } } } },
    });
    expect(r.body.suggest.s[0].options).toEqual([
      { text: 'starbucks reserve', _index: 'place', _id: '2', _score: 8, contexts: { place_type: ['restaurant'] } },
      { text: 'starbucks', _index: 'place', _id: '1', _score: 5, contexts: { place_type: ['cafe'] } },
    ]);
    const prefixed = call(s, 'POST', '/place/_search', { suggest: { s: { prefix: 'sta', completion: { field: 'suggest', contexts: { place_type: [{ context: 'rest', prefix: true }] } } } } });
    expect(texts(prefixed)).toEqual(['starbucks reserve']);
  });

  it('contexts are mandatory on a context-enabled field, when writing and when asking', () => {
    const s = testSimulator({ profile: 'es8' });
    call(s, 'PUT', '/place', { mappings: { properties: { suggest: { type: 'completion', contexts: [{ name: 'place_type', type: 'category' }] } } } });
    const w = call(s, 'PUT', '/place/_doc/1', { suggest: { input: 'x' } });
    expect(w.status).toBe(400);
    expect(w.body.error.caused_by.reason).toBe('Contexts are mandatory in context enabled completion field [suggest]');
    call(s, 'PUT', '/place/_doc/1?refresh=true', { suggest: { input: 'x', contexts: { place_type: 'a' } } });
    const q = call(s, 'POST', '/place/_search', { suggest: { s: { prefix: 'x', completion: { field: 'suggest' } } } });
    expect(q.status).toBe(400);
    expect(q.body.error.root_cause[0].reason).toBe('Missing mandatory contexts in context query');
  });

  it('ES 6 indexes and suggests without contexts (capability completionContextsMandatory)', () => {
    const s = testSimulator({ profile: 'elasticsearch@6.8.13' });
    call(s, 'PUT', '/place', { mappings: { _doc: { properties: { suggest: { type: 'completion', contexts: [{ name: 'place_type', type: 'category' }] } } } } });
    expect(call(s, 'PUT', '/place/_doc/1?refresh=true', { suggest: { input: 'xyz' } }).status).toBe(201);
    const q = call(s, 'POST', '/place/_search', { suggest: { s: { prefix: 'x', completion: { field: 'suggest' } } } });
    expect(q.status).toBe(200);
  });
});

describe('search_as_you_type', () => {
  // ES's docs "Search-as-you-type field type": the root field is a text field a match query finds
  // (its _2gram/_3gram/_index_prefix sub-fields are not simulated yet).
  it('its root field is analysed text', () => {
    const s = testSimulator({ profile: 'es8' });
    call(s, 'PUT', '/say', { mappings: { properties: { my_field: { type: 'search_as_you_type' } } } });
    call(s, 'PUT', '/say/_doc/1?refresh=true', { my_field: 'quick brown fox jump lazy dog' });
    const r = call(s, 'POST', '/say/_search', { query: { match: { my_field: 'Brown' } } });
    expect(r.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['1']);
  });
});
