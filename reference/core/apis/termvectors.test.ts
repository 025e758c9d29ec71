/**
 * Term vectors: the clients' termvectors/10_basic.yml (`found`, `_id`) and mtermvectors/10_basic.yml
 * (`brown`: term_freq 2, ttf 2 with term_statistics), and the shape of ES's docs "Term vectors API"
 * example (field_statistics, terms with doc_freq, ttf, term_freq, tokens with position and offsets).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function seeded() {
  const s = testSimulator({ profile: 'es8' });
  call(s, 'PUT', '/m', { mappings: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' }, plain: { type: 'text' } } } });
  call(s, 'PUT', '/m/_doc/testing_document?refresh=true', { text: 'The quick brown fox is brown.', plain: 'a b a' });
  return s;
}

describe('term vectors', () => {
  it('answers a stored vector with statistics (mtermvectors/10_basic.yml)', () => {
    const s = seeded();
    const r = call(s, 'POST', '/_mtermvectors?term_statistics=true', { docs: [{ _index: 'm', _id: 'testing_document' }] }).body;
    const tv = r.docs[0].term_vectors;
    expect(Object.keys(tv)).toEqual(['text']);
    expect(tv.text.field_statistics).toEqual({ sum_doc_freq: 5, doc_count: 1, sum_ttf: 6 });
    expect(tv.text.terms.brown).toEqual({ doc_freq: 1, ttf: 2, term_freq: 2, tokens: [{ position: 2, start_offset: 10, end_offset: 15 }, { position: 5, start_offset: 23, end_offset: 28 }] });
  });

  it('generates vectors for named fields, honours positions and offsets, and answers a missing document', () => {
    const s = seeded();
    const r = call(s, 'GET', '/m/_termvectors/testing_document?fields=plain&offsets=false').body;
    expect(r).toMatchObject({ _index: 'm', _id: 'testing_document', _version: 1, found: true });
    expect(r.term_vectors.plain.terms.a).toEqual({ term_freq: 2, tokens: [{ position: 0 }, { position: 2 }] });
    expect(call(s, 'GET', '/m/_termvectors/nope').body).toEqual({ _index: 'm', _id: 'nope', found: false, took: 0 });
    expect(call(s, 'POST', '/m/_termvectors', {}).body.error.reason).toBe('Validation Failed: 1: id or doc is missing;');
  });
});

describe('term vectors with payloads', () => {
  // analysis-common termvectors/10_payloads.yml: type_as_payload makes `<ALPHANUM>` each token's payload, given
  // back base64 where the vector keeps payloads. DelimitedPayloadTokenFilter's encoders: PayloadHelper's 4
  // big-endian bytes of a float or an int, or the text's bytes. Our own data.
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  const analysis = {
    filter: { f: { type: 'delimited_payload', encoding: 'float' }, i: { type: 'delimited_payload', delimiter: '#', encoding: 'int' }, id: { type: 'delimited_payload', encoding: 'identity' } },
    analyzer: {
      typed: { tokenizer: 'standard', filter: ['type_as_payload'] },
      floats: { tokenizer: 'whitespace', filter: ['f'] },
      ints: { tokenizer: 'whitespace', filter: ['i'] },
      ids: { tokenizer: 'whitespace', filter: ['id'] },
    },
  };
  const field = (analyzer: string, term_vector = 'with_positions_offsets_payloads') => ({ type: 'text', term_vector, analyzer });
  call(s, 'PUT', '/p', { settings: { analysis }, mappings: { properties: { t: field('typed'), f: field('floats'), i: field('ints'), d: field('ids'), n: field('typed', 'with_positions_offsets') } } });
  call(s, 'PUT', '/p/_doc/1?refresh=true', { t: 'red 42', f: 'red|2.5 blue', i: 'red#7', d: 'red|hot', n: 'red' });
  const tv = call(s, 'GET', '/p/_termvectors/1?payloads=true').body.term_vectors;
  it('gives each token its payload as base64', () => {
    expect(tv.t.terms.red.tokens[0].payload).toBe(btoa('<ALPHANUM>'));
    expect(tv.t.terms['42'].tokens[0].payload).toBe(btoa('<NUM>'));
    expect(tv.f.terms.red.tokens[0]).toEqual({ position: 0, start_offset: 0, end_offset: 7, payload: 'QCAAAA==' });
    expect(tv.f.terms.blue.tokens[0]).toEqual({ position: 1, start_offset: 8, end_offset: 12 });
    expect(tv.i.terms.red.tokens[0].payload).toBe('AAAABw==');
    expect(tv.d.terms.red.tokens[0].payload).toBe(btoa('hot'));
  });
  it('not where the vector keeps none, nor when not asked', () => {
    expect(tv.n.terms.red.tokens[0]).toEqual({ position: 0, start_offset: 0, end_offset: 3 });
    expect(call(s, 'GET', '/p/_termvectors/1?payloads=false').body.term_vectors.t.terms.red.tokens[0].payload).toBeUndefined();
  });
});
