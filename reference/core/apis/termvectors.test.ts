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
