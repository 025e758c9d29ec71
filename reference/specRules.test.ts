/**
 * The service spec, rule by rule and row by row (rules 1–5, Errors, Limits), against the in-process
 * simulator, with the status codes, error types and reasons real Elasticsearch gives.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from './testkit.ts';
import type { ProfileName } from './profiles.ts';

const ALL: ProfileName[] = ['default', 'es5', 'es6', 'es8', 'opensearch2'];
/** A typed document path where the profile has one, the typeless form otherwise. */
const docPath = (p: ProfileName, index: string, id: string) => (p === 'es8' || p === 'opensearch2' ? `/${index}/_doc/${id}` : `/${index}/doc/${id}`);

describe('dynamic mapping: a first value YYYY-MM-DD maps the field as date (spec §2 rule, Errors row 1)', () => {
  for (const p of ALL) {
    it(`${p}: infers date, then rejects an ordinary string and stores nothing`, () => {
      const sim = testSimulator({ profile: p });
      expect(call(sim, 'PUT', docPath(p, 'logs', '1'), { when: '2015-01-01', note: 'first' }).status).toBe(201);
      const mapping = call(sim, 'GET', '/logs/_mapping').body.logs.mappings;
      const props = p === 'es8' || p === 'opensearch2' || p === 'default' ? mapping.properties ?? mapping.doc?.properties : mapping.doc.properties;
      expect(props.when).toEqual({ type: 'date' });
      expect(props.note.type).toBe('text');
      const before = stateDump(sim);
      const r = call(sim, 'PUT', docPath(p, 'logs', '2'), { when: 'not a date' });
      expect(r.status).toBe(400);
      expect(r.body.status).toBe(400);
      const type = p === 'es8' || p === 'default' ? 'document_parsing_exception' : 'mapper_parsing_exception';
      expect(r.body.error.type).toBe(type);
      expect(r.body.error.root_cause[0].type).toBe(type);
      expect(r.body.error.reason).toContain('[when]');
      expect(stateDump(sim)).toBe(before);
      expect(call(sim, 'GET', docPath(p, 'logs', '2')).body.found).toBe(false);
    });
  }

  it('es6: the exact ES 6.8 error body (the document named, no preview of the value: that came with 7.3)', () => {
    const sim = testSimulator({ profile: 'es6' });
    call(sim, 'PUT', '/logs/doc/1', { when: '2015-01-01' });
    const r = call(sim, 'PUT', '/logs/doc/2', { when: 'abc' });
    expect(r.body).toEqual({
      error: {
        root_cause: [{ type: 'mapper_parsing_exception', reason: "failed to parse field [when] of type [date] in document with id '2'" }],
        type: 'mapper_parsing_exception',
        reason: "failed to parse field [when] of type [date] in document with id '2'",
        caused_by: { type: 'illegal_argument_exception', reason: 'Invalid format: "abc"' },
      },
      status: 400,
    });
  });

  it('es8: the error names line and column of the value', () => {
    const sim = testSimulator({ profile: 'es8' });
    call(sim, 'PUT', '/logs/_doc/1', { when: '2015-01-01' });
    const r = call(sim, 'PUT', '/logs/_doc/2', '{"when":"abc"}');
    expect(r.body.error.reason).toBe("[1:9] failed to parse field [when] of type [date] in document with id '2'. Preview of field's value: 'abc'");
    expect(r.body.error.caused_by.reason).toBe('failed to parse date field [abc] with format [strict_date_optional_time||epoch_millis]');
  });
});

describe('rule 4 / Errors row 2 / Limits 1: a mapped field never changes type', () => {
  for (const p of ALL) {
    it(`${p}: put mapping with another type is rejected and changes nothing`, () => {
      const sim = testSimulator({ profile: p });
      const typed = p === 'es5' || p === 'es6';
      const create = typed
        ? { mappings: { doc: { properties: { f: { type: 'date' } } } } }
        : { mappings: { properties: { f: { type: 'date' } } } };
      expect(call(sim, 'PUT', '/i', create).status).toBe(200);
      const before = stateDump(sim);
      const r = call(sim, 'PUT', typed ? '/i/_mapping/doc' : '/i/_mapping', { properties: { f: { type: 'text' } } });
      expect(r.status).toBe(400);
      expect(r.body.error.type).toBe('illegal_argument_exception');
      expect(r.body.error.reason).toBe(
        p === 'es5' || p === 'es6' ? 'mapper [f] of different type, current_type [date], merged_type [text]' : 'mapper [f] cannot be changed from type [date] to [text]',
      );
      expect(stateDump(sim)).toBe(before);
      // Only new fields can be added (Limits 1).
      expect(call(sim, 'PUT', typed ? '/i/_mapping/doc' : '/i/_mapping', { properties: { g: { type: 'keyword' } } }).body).toEqual(
        p === 'es8' || p === 'default' ? { acknowledged: true } : { acknowledged: true },
      );
    });
  }
});

describe('rule 3 / Errors row 3 / Limits 3: DELETE /_all is rejected by configuration', () => {
  for (const p of ALL) {
    for (const path of ['/_all', '/*', '/i*', '/i,*']) {
      it(`${p}: DELETE ${path}`, () => {
        const sim = testSimulator({ profile: p });
        call(sim, 'PUT', '/i1');
        const before = stateDump(sim);
        const r = call(sim, 'DELETE', path);
        expect(r.status).toBe(400);
        expect(r.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'Wildcard expressions or all indices are not allowed' });
        expect(stateDump(sim)).toBe(before);
      });
    }
  }
  it('a named delete works; the guard can be lifted as on a real cluster', () => {
    const sim = testSimulator();
    call(sim, 'PUT', '/a');
    call(sim, 'PUT', '/b');
    expect(call(sim, 'DELETE', '/a').body).toEqual({ acknowledged: true });
    expect(call(sim, 'PUT', '/_cluster/settings', { transient: { 'action.destructive_requires_name': false } }).status).toBe(200);
    expect(call(sim, 'DELETE', '/_all').body).toEqual({ acknowledged: true });
    expect(sim.state.indices.size).toBe(0);
  });
});

describe('rule 5 / Errors row 4 / Limits 2: number_of_shards is fixed', () => {
  for (const p of ALL) {
    it(`${p}: changing shards fails, replicas may change`, () => {
      const sim = testSimulator({ profile: p });
      call(sim, 'PUT', '/i', { settings: { number_of_shards: 3 } });
      const uuid = sim.state.indices.get('i')!.uuid;
      const before = stateDump(sim);
      const r = call(sim, 'PUT', '/i/_settings', { index: { number_of_shards: 4 } });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({
        type: 'illegal_argument_exception',
        reason: `Can't update non dynamic settings [[index.number_of_shards]] for open indices [[i/${uuid}]]`,
      });
      expect(stateDump(sim)).toBe(before);
      expect(call(sim, 'PUT', '/i/_settings', { number_of_replicas: 0 }).body).toEqual({ acknowledged: true });
      expect(call(sim, 'GET', '/i/_settings').body.i.settings.index).toMatchObject({ number_of_shards: '3', number_of_replicas: '0' });
    });
  }
});

describe('rules 1 and 2: aliases stand for indexes, and the swap is one request', () => {
  for (const p of ALL) {
    it(`${p}: writes and reads through the alias follow the swap`, () => {
      const sim = testSimulator({ profile: p });
      call(sim, 'PUT', '/old');
      call(sim, 'PUT', '/new');
      expect(call(sim, 'PUT', '/old/_alias/current').body.acknowledged).toBe(true);
      expect(call(sim, 'PUT', docPath(p, 'current', '1'), { a: 1 }).body._index).toBe('old');
      const swap = call(sim, 'POST', '/_aliases', {
        actions: [{ remove: { index: 'old', alias: 'current' } }, { add: { index: 'new', alias: 'current' } }],
      });
      expect(swap.status).toBe(200);
      expect(swap.body.acknowledged).toBe(true);
      expect(call(sim, 'PUT', docPath(p, 'current', '2'), { a: 2 }).body._index).toBe('new');
      expect(call(sim, 'GET', '/_alias/current').body).toEqual({ new: { aliases: { current: {} } } });
      expect(call(sim, 'GET', docPath(p, 'current', '1')).body.found).toBe(false);
      expect(call(sim, 'GET', docPath(p, 'current', '2')).body.found).toBe(true);
    });

    it(`${p}: a batch with one failing action changes nothing`, () => {
      const sim = testSimulator({ profile: p });
      call(sim, 'PUT', '/old');
      call(sim, 'PUT', '/old/_alias/current');
      const before = stateDump(sim);
      const r = call(sim, 'POST', '/_aliases', {
        actions: [{ remove: { index: 'old', alias: 'current' } }, { add: { index: 'missing', alias: 'current' } }],
      });
      expect(r.status).toBe(404);
      expect(r.body.error.type).toBe('index_not_found_exception');
      expect(stateDump(sim)).toBe(before);
    });
  }
});

describe('document versions', () => {
  it('a deleted document keeps counting versions within gc_deletes', () => {
    const sim = testSimulator();
    expect(call(sim, 'PUT', '/a/_doc/1', { x: 1 }).body._version).toBe(1);
    expect(call(sim, 'DELETE', '/a/_doc/1').body).toMatchObject({ _version: 2, result: 'deleted' });
    expect(call(sim, 'DELETE', '/a/_doc/1').body).toMatchObject({ _version: 3, result: 'not_found' });
    const r = call(sim, 'PUT', '/a/_doc/1', { x: 2 });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ _version: 4, result: 'created' });
  });
  it('a delete that finds nothing leaves a tombstone too (Elasticsearch InternalEngine: the deletion is planned and versioned either way)', () => {
    const sim = testSimulator();
    call(sim, 'PUT', '/a', {});
    expect(call(sim, 'DELETE', '/a/_doc/never').body).toMatchObject({ _version: 1, result: 'not_found' });
    expect(call(sim, 'PUT', '/a/_doc/never', { x: 1 }).body).toMatchObject({ _version: 2, result: 'created' });
    expect(call(sim, 'DELETE', '/a/_doc/other').status).toBe(404);
    expect(call(sim, 'PUT', '/a/_doc/other?version=1&version_type=external', { x: 1 }).status).toBe(409);
  });
});

describe('the spec’s typed form: several types per index (§2, "the same shape applies to any number of types")', () => {
  for (const p of ['default', 'es5'] as ProfileName[]) {
    it(`${p}: documents are addressed by index, type and id`, () => {
      const sim = testSimulator({ profile: p });
      call(sim, 'PUT', '/multi', { mappings: { a: { properties: { f: { type: 'text' } } }, b: { properties: { g: { type: 'string' } } } } });
      expect(call(sim, 'PUT', '/multi/a/1', { f: 'x' }).status).toBe(201);
      expect(call(sim, 'PUT', '/multi/b/1', { g: 'y' }).status).toBe(201);
      expect(call(sim, 'GET', '/multi/a/1').body._source).toEqual({ f: 'x' });
      expect(call(sim, 'GET', '/multi/b/1').body._source).toEqual({ g: 'y' });
      expect(call(sim, 'GET', '/multi/_count').body.count).toBe(2);
      const m = call(sim, 'GET', '/multi/_mapping').body.multi.mappings;
      expect(Object.keys(m).sort()).toEqual(['a', 'b']);
      expect(m.b.properties.g.type).toBe(p === 'es5' ? 'text' : 'string');
    });
  }
  it('es6: a second type is rejected', () => {
    const sim = testSimulator({ profile: 'es6' });
    call(sim, 'PUT', '/one/a/1', { f: 1 });
    const r = call(sim, 'PUT', '/one/b/1', { f: 1 });
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe('Rejecting mapping update to [one] as the final mapping would have more than 1 type: [a, b]');
  });
});

describe('external versions and deletes', () => {
  it('a delete with an external version blocks an older external write (gc_deletes)', () => {
    const sim = testSimulator();
    expect(call(sim, 'PUT', '/a/_doc/1?version=5&version_type=external', { x: 1 }).status).toBe(201);
    expect(call(sim, 'DELETE', '/a/_doc/1?version=6&version_type=external').body).toMatchObject({ result: 'deleted', _version: 6 });
    const r = call(sim, 'PUT', '/a/_doc/1?version=3&version_type=external', { x: 0 });
    expect(r.status).toBe(409);
    expect(r.body.error.reason).toBe('[1]: version conflict, current version [6] is higher or equal to the one provided [3]');
    expect(call(sim, 'PUT', '/a/_doc/1?version=7&version_type=external', { x: 2 }).status).toBe(201);
  });
});
