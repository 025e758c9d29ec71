/**
 * The completion suggester. Expected values: ES's docs "Completion suggester" (the music example:
 * `{input: [Nevermind, Nirvana], weight: 34}`, options with `text`, `_index`, `_id`, `_score` = the weight
 * and `_source`; `skip_duplicates`), CompletionSuggester's one option per document, and the simple
 * analyzer the field has by default (so `nir` finds `Nirvana`).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function seeded() {
  const s = testSimulator({ profile: 'es8' });
  call(s, 'PUT', '/music', { mappings: { properties: { suggest: { type: 'completion' } } } });
  call(s, 'PUT', '/music/_doc/1', { suggest: { input: ['Nevermind', 'Nirvana'], weight: 34 } });
  call(s, 'PUT', '/music/_doc/2', { suggest: [{ input: 'Nevermore', weight: 10 }, { input: 'Nirvana Unplugged', weight: 3 }] });
  call(s, 'PUT', '/music/_doc/3?refresh=true', { suggest: 'Nirvana' });
  return s;
}

describe('the completion suggester', () => {
  it('completes a prefix, best weight first, one option per document', () => {
    const s = seeded();
    const r = call(s, 'POST', '/music/_search', { _source: false, suggest: { song: { prefix: 'nir', completion: { field: 'suggest' } } } }).body;
    expect(r.suggest.song).toEqual([
      {
        text: 'nir',
        offset: 0,
        length: 3,
        options: [
          { text: 'Nirvana', _index: 'music', _id: '1', _score: 34 },
          { text: 'Nirvana Unplugged', _index: 'music', _id: '2', _score: 3 },
          { text: 'Nirvana', _index: 'music', _id: '3', _score: 1 },
        ],
      },
    ]);
  });

  it('skips duplicate texts, cuts to size, carries _source, names the type with typed_keys', () => {
    const s = seeded();
    const r = call(s, 'POST', '/music/_search?typed_keys=true', { suggest: { s: { prefix: 'n', completion: { field: 'suggest', skip_duplicates: true, size: 2 } } } }).body;
    const options = r.suggest['completion#s'][0].options;
    expect(options.map((o: { text: string }) => o.text)).toEqual(['Nevermind', 'Nevermore']);
    expect(options[0]._source).toEqual({ suggest: { input: ['Nevermind', 'Nirvana'], weight: 34 } });
  });
});

describe('completion over a synonym analyzer', () => {
  // CompletionFieldMapper indexes every path of the analysed graph (ConcatenateGraphFilter): analysis-common
  // search.suggest/30_synonyms.yml finds "Foo Fighters" from `r` through `foo, renamed`. Our own data.
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  const analysis = {
    filter: { flat: { type: 'synonym', synonyms: ['nyc, big apple'] }, graph: { type: 'synonym_graph', synonyms: ['nyc, big apple'] } },
    analyzer: { flat: { tokenizer: 'standard', filter: ['lowercase', 'flat'] }, graph: { tokenizer: 'standard', filter: ['lowercase', 'graph'] } },
  };
  call(s, 'PUT', '/places', { settings: { analysis }, mappings: { properties: { f: { type: 'completion', analyzer: 'flat' }, g: { type: 'completion', analyzer: 'graph' } } } });
  call(s, 'PUT', '/places/_doc/1?refresh=true', { f: 'NYC Marathon', g: 'NYC Marathon' });
  const texts = (field: string, prefix: string) =>
    call(s, 'POST', '/places/_search', { suggest: { x: { prefix, completion: { field } } } }).body.suggest.x[0].options.map((o: { text: string }) => o.text);
  it('suggests the input from any path of its graph', () => {
    for (const field of ['f', 'g']) {
      expect(texts(field, 'nyc m')).toEqual(['NYC Marathon']);
      expect(texts(field, 'big')).toEqual(['NYC Marathon']);
    }
    // Only a path's own order: the graph's `big apple marathon`, not the flat stream's `big marathon`.
    expect(texts('g', 'big apple mar')).toEqual(['NYC Marathon']);
    expect(texts('g', 'big mar')).toEqual([]);
  });
});
