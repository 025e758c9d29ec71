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

describe('term vectors of an artificial document', () => {
  // TermVectorsService.generateTermVectorsFromDoc and TermVectorsResponse.toXContent (`artificial`): every
  // mapped string field of the document, generated whether the mapping stores vectors or not; statistics of
  // the shard, or of the document itself for a field the shard has no terms of; no `_id`, `_version` 0.
  function indexed() {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/a', { mappings: { properties: { title: { type: 'text' }, tag: { type: 'keyword' }, note: { type: 'text' }, n: { type: 'integer' } } } });
    call(s, 'PUT', '/a/_doc/1?refresh=true', { title: 'red fox', tag: 'x' });
    call(s, 'PUT', '/a/_doc/2?refresh=true', { title: 'red dog', tag: 'y' });
    return s;
  }

  it('answers the mapped text and keyword fields with the shard statistics, and skips unmapped and numeric ones', () => {
    const s = indexed();
    const r = call(s, 'POST', '/a/_termvectors?term_statistics=true', { doc: { title: 'Red cat red', tag: 'x', n: 3, other: 'unmapped words' } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['_index', '_version', 'found', 'took', 'term_vectors']);
    expect(r.body).toMatchObject({ _index: 'a', _version: 0, found: true });
    expect(Object.keys(r.body.term_vectors)).toEqual(['tag', 'title']);
    const title = r.body.term_vectors.title;
    expect(title.field_statistics).toEqual({ sum_doc_freq: 4, doc_count: 2, sum_ttf: 4 });
    expect(title.terms.red).toEqual({ doc_freq: 2, ttf: 2, term_freq: 2, tokens: [{ position: 0, start_offset: 0, end_offset: 3 }, { position: 2, start_offset: 8, end_offset: 11 }] });
    // A term the shard does not hold has no statistics at all (doc_freq 0 is not written).
    expect(title.terms.cat).toEqual({ term_freq: 1, tokens: [{ position: 1, start_offset: 4, end_offset: 7 }] });
    expect(r.body.term_vectors.tag.terms.x).toEqual({ doc_freq: 1, ttf: 1, term_freq: 1, tokens: [{ position: 0, start_offset: 0, end_offset: 1 }] });
  });

  it('takes a field the shard has no terms of for its own statistics; honours fields and offsets', () => {
    const s = indexed();
    const r = call(s, 'POST', '/a/_termvectors', { doc: { note: 'b a b', title: 'fox' }, fields: ['note'], offsets: false, term_statistics: true });
    expect(Object.keys(r.body.term_vectors)).toEqual(['note']);
    expect(r.body.term_vectors.note).toEqual({
      field_statistics: { sum_doc_freq: 2, doc_count: 1, sum_ttf: 3 },
      terms: { a: { doc_freq: 1, ttf: 1, term_freq: 1, tokens: [{ position: 1 }] }, b: { doc_freq: 1, ttf: 2, term_freq: 2, tokens: [{ position: 0 }, { position: 2 }] } },
    });
  });

  it('in _mtermvectors, beside stored documents; and a stored document without vectors has an empty term_vectors', () => {
    const s = indexed();
    const r = call(s, 'POST', '/_mtermvectors', { docs: [{ _index: 'a', doc: { title: 'dog' } }, { _index: 'a', _id: '1' }] }).body;
    expect(r.docs[0]).toMatchObject({ _index: 'a', _version: 0, found: true, term_vectors: { title: { terms: { dog: { term_freq: 1 } } } } });
    expect(r.docs[0]._id).toBeUndefined();
    expect(r.docs[1]).toMatchObject({ _index: 'a', _id: '1', _version: 1, found: true, term_vectors: {} });
    expect(call(s, 'POST', '/nope/_termvectors', { doc: { title: 'dog' } }).status).toBe(404);
  });
});

describe('term vectors request body', () => {
  // TermVectorsRequest.parseRequest: per_field_analyzer regenerates the named fields (stored vectors too,
  // getFieldsToGenerate without `fields`); an unknown key, a `fields` that is not an array and `dfs` are
  // refused, and a `filter` key readFilterSettings does not know (termvectorsFilter.test.ts has the filter).
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(s, 'PUT', '/pf', { mappings: { properties: { stored: { type: 'text', term_vector: 'with_positions_offsets' }, plain: { type: 'text' }, tag: { type: 'keyword' } } } });
  call(s, 'PUT', '/pf/_doc/1?refresh=true', { stored: 'Red Fox', plain: 'Blue Sky', tag: 'Big Cat' });

  it('generates the named fields with the named analyzer, keyword fields too', () => {
    const r = call(s, 'POST', '/pf/_termvectors/1', { fields: ['plain', 'tag'], per_field_analyzer: { plain: 'keyword', tag: 'standard' } }).body.term_vectors;
    expect(Object.keys(r.plain.terms)).toEqual(['Blue Sky']);
    expect(Object.keys(r.tag.terms)).toEqual(['big', 'cat']);
  });

  it('without fields: the stored vectors, those it names generated again; a field without a stored vector stays out', () => {
    const r = call(s, 'POST', '/pf/_termvectors/1', { per_field_analyzer: { stored: 'whitespace', plain: 'keyword' } }).body.term_vectors;
    expect(Object.keys(r)).toEqual(['stored']);
    expect(Object.keys(r.stored.terms)).toEqual(['Fox', 'Red']);
    // an analyzer the index does not know: its default index analyzer
    expect(Object.keys(call(s, 'POST', '/pf/_termvectors/1', { per_field_analyzer: { stored: 'nope' } }).body.term_vectors.stored.terms)).toEqual(['fox', 'red']);
    expect(Object.keys(call(s, 'POST', '/pf/_termvectors', { doc: { plain: 'A-B' }, per_field_analyzer: { plain: 'whitespace' } }).body.term_vectors.plain.terms)).toEqual(['A-B']);
  });

  it('refuses what the parser refuses, in _termvectors and each _mtermvectors item', () => {
    expect(call(s, 'POST', '/pf/_termvectors/1', { fields: ['plain'], bogus: 1 }).body.error).toMatchObject({ type: 'parse_exception', reason: 'failed to parse term vectors request. unknown field [bogus]' });
    expect(call(s, 'POST', '/pf/_termvectors/1', { fields: 'plain' }).body.error.reason).toBe('failed to parse term vectors request. field [fields] must be an array');
    expect(call(s, 'POST', '/pf/_termvectors/1', { dfs: true }).body.error.type).toBe('illegal_argument_exception');
    expect(call(s, 'POST', '/pf/_termvectors/1', { filter: { max_num_term: 1 } }).status).toBe(400);
    expect(call(s, 'POST', '/_mtermvectors', { docs: [{ _index: 'pf', _id: '1' }, { _index: 'pf', _id: '1', fieldz: ['a'] }] }).body.error.reason).toBe('failed to parse term vectors request. unknown field [fieldz]');
  });
});

describe('_mtermvectors items whose _index is not a string', () => {
  // TermVectorsRequest.parseRequest reads `_index` with parser.text(): a number is its text. Found by a
  // mutation probe (a crash before: the item's index was used as a string).
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(s, 'PUT', '/mt', { mappings: { properties: { t: { type: 'text' } } } });
  call(s, 'PUT', '/mt/_doc/1?refresh=true', { t: 'one two' });
  it('answers each item, the odd one as an index that does not exist', () => {
    const r = call(s, 'POST', '/_mtermvectors', { docs: [{ _index: 'mt', _id: '1' }, { _index: 1.5, _id: '1' }] });
    expect(r.status).toBe(200);
    expect(r.body.docs[0].found).toBe(true);
    expect(r.body.docs[1]).toMatchObject({ _index: '1.5', _id: '1', error: { type: 'index_not_found_exception' } });
  });
});

