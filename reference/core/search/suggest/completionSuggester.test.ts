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
