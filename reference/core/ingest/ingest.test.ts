/**
 * Ingest through the simulator's front door: processors' results and messages (from ingest-common's Java
 * sources and YAML tests, cited per case), the write path (default and final pipelines, redirection,
 * drop, bulk, reindex, update by query), versions, and scripts once runScript is the real one.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { getProfile } from '../../profiles.ts';
import { runScript } from '../script/runScript.ts';

const NOW = Date.UTC(2024, 4, 1, 10, 0, 0);

function sim(profile?: Parameters<typeof testSimulator>[0] extends infer O ? O extends { profile?: infer P } ? P : never : never) {
  return testSimulator({ now: () => NOW, ...(profile ? { profile } : {}) });
}

/** Simulates one document through inline processors; the first doc result. */
function simulate(processors: unknown[], source: unknown, verbose = false) {
  const r = call(sim(), 'POST', `/_ingest/pipeline/_simulate${verbose ? '?verbose' : ''}`, { pipeline: { processors }, docs: [{ _index: 'i', _id: '1', _source: source }] });
  expect(r.status).toBe(200);
  return r.body.docs[0];
}

describe('processors', () => {
  it('set with a template, override false, copy_from; rename refuses an existing target (SetProcessor, RenameProcessor)', () => {
    const d = simulate([{ set: { field: 'greeting', value: 'hi {{name}}' } }, { set: { field: 'name', value: 'x', override: false } }, { set: { field: 'copy', copy_from: 'name' } }, { rename: { field: 'name', target_field: 'greeting' } }], { name: 'bob' });
    expect(d.error.reason).toBe('field [greeting] already exists');
    const ok = simulate([{ set: { field: 'greeting', value: 'hi {{name}}' } }, { set: { field: 'copy', copy_from: 'name' } }], { name: 'bob' });
    expect(ok.doc._source).toEqual({ name: 'bob', greeting: 'hi bob', copy: 'bob' });
  });

  it('append without duplicates, convert, split, join, gsub, trim, lowercase over lists', () => {
    const d = simulate(
      [
        { append: { field: 'tags', value: ['a', 'b'], allow_duplicates: false } },
        { convert: { field: 'n', type: 'integer' } },
        { split: { field: 's', separator: ',' } },
        { join: { field: 'l', separator: '-' } },
        { gsub: { field: 'g', pattern: '\\.', replacement: '-' } },
        { trim: { field: 't' } },
        { lowercase: { field: 'u' } },
      ],
      { tags: 'a', n: '42', s: 'x,y,,', l: ['p', 1], g: 'a.b.c', t: '  pad ', u: ['A', 'B'] },
    );
    expect(d.doc._source).toEqual({ tags: ['a', 'b'], n: 42, s: ['x', 'y'], l: 'p-1', g: 'a-b-c', t: 'pad', u: ['a', 'b'] });
  });

  it('convert refuses what does not parse (ConvertProcessor: "unable to convert [x] to integer")', () => {
    expect(simulate([{ convert: { field: 'n', type: 'integer' } }], { n: 'x' }).error.reason).toBe('unable to convert [x] to integer');
  });

  it('a missing field: IngestDocument\'s message, or nothing with ignore_missing', () => {
    expect(simulate([{ uppercase: { field: 'a.b' } }], { a: {} }).error.reason).toBe('field [b] not present as part of path [a.b]');
    expect(simulate([{ uppercase: { field: 'a.b', ignore_missing: true } }], { a: {} }).doc._source).toEqual({ a: {} });
  });

  it('grok with the bank, named captures, :int; kv; csv; json; dot_expander', () => {
    const d = simulate(
      [
        { grok: { field: 'm', patterns: ['%{IP:client.ip} %{WORD:verb} %{NUMBER:bytes:int}'] } },
        { kv: { field: 'q', field_split: '&', value_split: '=' } },
        { csv: { field: 'c', target_fields: ['c1', 'c2'] } },
        { json: { field: 'j', target_field: 'parsed' } },
        { dot_expander: { field: 'x.y' } },
      ],
      { m: '10.0.0.1 GET 512', q: 'a=1&b=2', c: 'u,"v,w"', j: '{"k":[1,2]}', 'x.y': 3 },
    );
    expect(d.doc._source).toMatchObject({ client: { ip: '10.0.0.1' }, verb: 'GET', bytes: 512, a: '1', b: '2', c1: 'u', c2: 'v,w', parsed: { k: [1, 2] }, x: { y: 3 } });
  });

  it('date in a time zone, printed with the default output format (DateProcessor)', () => {
    const d = simulate([{ date: { field: 'd', formats: ['dd/MM/yyyy HH:mm:ss'], timezone: 'Europe/Amsterdam' } }], { d: '12/06/2016 00:00:00' });
    expect(d.doc._source['@timestamp']).toBe('2016-06-12T00:00:00.000+02:00');
  });

  it('date_index_name writes a date-math name into _index (100_date_index_name_processor.yml)', () => {
    const d = simulate([{ date_index_name: { field: 'date', date_rounding: 'd', index_name_prefix: 'events-' } }], { date: '2016-04-25T12:24:17.000Z' });
    expect(d.doc._index).toBe('<events-{2016-04-25||/d{yyyy-MM-dd|UTC}}>');
  });

  it('foreach sets _ingest._value for each element; fingerprint and uri_parts', () => {
    const d = simulate([{ foreach: { field: 'l', processor: { uppercase: { field: '_ingest._value' } } } }, { uri_parts: { field: 'u' } }], { l: ['a', 'b'], u: 'https://user:pw@example.com:8080/p/f.txt?q=1#frag' });
    expect(d.doc._source.l).toEqual(['A', 'B']);
    expect(d.doc._source.url).toMatchObject({ scheme: 'https', domain: 'example.com', port: 8080, path: '/p/f.txt', extension: 'txt', query: 'q=1', fragment: 'frag', username: 'user', password: 'pw' });
  });

  it('on_failure sees _ingest.on_failure_message, _type and _tag (CompoundProcessor.putFailureMetadata)', () => {
    const d = simulate([{ fail: { tag: 'boom', message: 'bad {{x}}', on_failure: [{ set: { field: 'why', value: '{{_ingest.on_failure_message}}/{{_ingest.on_failure_processor_type}}/{{_ingest.on_failure_processor_tag}}' } }] } }], { x: 1 });
    expect(d.doc._source.why).toBe('bad 1/fail/boom');
    expect(d.doc._ingest).toEqual({ timestamp: '2024-05-01T10:00:00.000Z' });
  });

  it('a processor with ignore_failure is error_ignored in verbose simulation', () => {
    const d = simulate([{ fail: { message: 'x', ignore_failure: true } }], {}, true);
    expect(d.processor_results[0]).toMatchObject({ processor_type: 'fail', status: 'error_ignored', ignored_error: { error: { type: 'fail_processor_exception' } } });
  });

  it('configuration errors at PUT: unknown type, unknown parameter (readProcessor)', () => {
    const s = sim();
    expect(call(s, 'PUT', '/_ingest/pipeline/p', { processors: [{ foo: {} }] }).body.error).toMatchObject({ type: 'parse_exception', reason: 'No processor type exists with name [foo]', processor_type: 'foo' });
    expect(call(s, 'PUT', '/_ingest/pipeline/p', { processors: [{ set: { field: 'a', value: 1, bogus: 2 } }] }).body.error.reason).toBe('processor [set] doesn\'t support one or more provided configuration parameters [bogus]');
  });
});

describe('the write path', () => {
  it('default and final pipelines run; _none skips the default only (200_default_pipeline.yml, 240_required_pipeline.yml)', () => {
    const s = sim();
    call(s, 'PUT', '/_ingest/pipeline/d', { processors: [{ set: { field: 'by_default', value: true } }] });
    call(s, 'PUT', '/_ingest/pipeline/f', { processors: [{ set: { field: 'by_final', value: true } }] });
    call(s, 'PUT', '/idx', { settings: { 'index.default_pipeline': 'd', 'index.final_pipeline': 'f' } });
    call(s, 'PUT', '/idx/_doc/1', { a: 1 });
    call(s, 'PUT', '/idx/_doc/2?pipeline=_none', { a: 2 });
    expect(call(s, 'GET', '/idx/_doc/1').body._source).toEqual({ a: 1, by_default: true, by_final: true });
    expect(call(s, 'GET', '/idx/_doc/2').body._source).toEqual({ a: 2, by_final: true });
  });

  it('a pipeline that changes _index redirects the write (230_change_target_index.yml); drop answers a no-op', () => {
    const s = sim();
    call(s, 'PUT', '/_ingest/pipeline/move', { processors: [{ set: { field: '_index', value: 'other' } }] });
    call(s, 'PUT', '/_ingest/pipeline/drop', { processors: [{ drop: {} }] });
    expect(call(s, 'PUT', '/src/_doc/1?pipeline=move', { a: 1 }).body._index).toBe('other');
    expect(call(s, 'GET', '/other/_doc/1').body.found).toBe(true);
    const dropped = call(s, 'PUT', '/src/_doc/2?pipeline=drop', { a: 1 });
    expect(dropped.body).toEqual({ _index: 'src', _id: '2', _version: -3, result: 'noop', _shards: { total: 0, successful: 0, failed: 0 } });
  });

  it('bulk: a missing pipeline fails its item only; reindex runs dest.pipeline; update by query runs ?pipeline', () => {
    const s = sim();
    call(s, 'PUT', '/_ingest/pipeline/up', { processors: [{ uppercase: { field: 'a' } }] });
    const b = call(s, 'POST', '/_bulk?refresh=true', '{"index":{"_index":"x","_id":"1","pipeline":"nope"}}\n{"a":"v"}\n{"index":{"_index":"x","_id":"2"}}\n{"a":"w"}\n', { 'content-type': 'application/x-ndjson' });
    expect(b.body.items[0].index.error).toEqual({ type: 'illegal_argument_exception', reason: 'pipeline with id [nope] does not exist' });
    expect(b.body.items[1].index.status).toBe(201);
    expect(call(s, 'POST', '/_reindex?refresh=true', { source: { index: 'x' }, dest: { index: 'y', pipeline: 'up' } }).status).toBe(200);
    expect(call(s, 'GET', '/y/_doc/2').body._source).toEqual({ a: 'W' });
    expect(call(s, 'POST', '/x/_update_by_query?pipeline=up&refresh=true').status).toBe(200);
    expect(call(s, 'GET', '/x/_doc/2').body._source).toEqual({ a: 'W' });
  });

  it('deleting a pipeline an index uses is refused (IngestService.innerDelete)', () => {
    const s = sim();
    call(s, 'PUT', '/_ingest/pipeline/d', { processors: [] });
    call(s, 'PUT', '/idx', { settings: { 'index.default_pipeline': 'd' } });
    expect(call(s, 'DELETE', '/_ingest/pipeline/d').body.error.reason).toBe('pipeline [d] cannot be deleted because it is the default pipeline for 1 index(es) including [idx]');
  });
});

describe('versions', () => {
  it('processors arrive with their release: no pipeline processor before 6.5, no csv before 7.6 (profiles.ts ingest)', () => {
    expect(getProfile('es6').ingest).toContain('pipeline');
    expect(getProfile('elasticsearch@6.4.0').ingest).not.toContain('pipeline');
    const es5 = testSimulator({ profile: 'es5' });
    expect(call(es5, 'PUT', '/_ingest/pipeline/p', { processors: [{ csv: { field: 'a', target_fields: ['b'] } }] }).body.error.reason).toBe('No processor type exists with name [csv]');
  });

  it('_nodes/ingest lists the processors, sorted', () => {
    const body = call(sim(), 'GET', '/_nodes/ingest').body;
    const node = Object.values(body.nodes)[0] as { ingest: { processors: { type: string }[] } };
    const types = node.ingest.processors.map((p) => p.type);
    expect(types).toContain('grok');
    expect(types).toEqual([...types].sort());
  });
});

describe('scripts in pipelines', () => {
  it('if conditions choose the processors (210_conditional_processor.yml, 220_drop_processor.yml)', () => {
    const s = sim();
    call(s, 'PUT', '/_ingest/pipeline/p', { processors: [{ drop: { if: "ctx.foo == 'bar'" } }, { set: { if: 'ctx.n > 1', field: 'big', value: true } }] });
    expect(call(s, 'PUT', '/i/_doc/1?pipeline=p', { foo: 'bar' }).body.result).toBe('noop');
    call(s, 'PUT', '/i/_doc/2?pipeline=p', { foo: 'blub', n: 2 });
    expect(call(s, 'GET', '/i/_doc/2').body._source).toEqual({ foo: 'blub', n: 2, big: true });
  });

  it('the script processor changes ctx (190_script_processor.yml)', () => {
    const d = simulate([{ script: { source: 'ctx.bytes_total = ctx.bytes_in + ctx.bytes_out' } }], { bytes_in: 1234, bytes_out: 4321 });
    expect(d.doc._source.bytes_total).toBe(5555);
  });
});
