/** Tests of reading bulk action lines without JSON.parse. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Simulator } from '../../simulator.ts';
import { simpleAction } from './bulk.ts';

/** Runs one bulk body on a fresh simulator; returns the answer and the documents it left. */
function run(body: string): { status: number; items: unknown; docs: string } {
  const sim = new Simulator({ now: () => 0 });
  const r = sim.handle({ method: 'POST', path: '/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body });
  const parsed = JSON.parse(r.body) as { items?: unknown };
  const docs = sim.handle({ method: 'GET', path: '/_search', query: { size: '100' }, headers: {} }).body;
  return { status: r.status, items: parsed.items ?? parsed, docs };
}

describe('bulk action lines read without JSON.parse', () => {
  it('give what JSON.parse gives for the same lines', () => {
    const fast = [
      '{"index":{"_index":"a","_id":"1"}}', '{"n":1}',
      '{"create":{"_index":"a","_id":"é"}}', '{"n":2}',
      '{"index":{"_index":"a"}}', '{"n":3}',
      '{"delete":{"_index":"a","_id":"1"}}',
      '{"update":{"_index":"a","_id":"é"}}', '{"doc":{"n":4}}',
    ];
    // The same actions spelled so the fast reader declines them (spaces), so JSON.parse reads them.
    const slow = fast.map((l, i) => (i === 0 || i === 2 || i === 4 || i === 6 || i === 7 ? l.replace(/:\{/, ': {') : l));
    expect(slow).not.toEqual(fast);
    const a = run(fast.join('\n') + '\n');
    const b = run(slow.join('\n') + '\n');
    expect(a.status).toBe(200);
    expect(a).toEqual(b);
  });

  it('leave malformed lines to JSON.parse and its errors', () => {
    const r = run('{"index":{,"_id":"1"}}\n{"n":1}\n');
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.items)).toContain('parse');
  });

  // BulkRequestParser (8.x): an action whose source line never comes ends the parse (`nextMarker == -1
  // -> break`); 360_date_histogram.yml's setup ends on one and then counts three documents.
  it('drop a last index line that has no source line, as ES does', () => {
    const r = run('{"index":{"_index":"a","_id":"1"}}\n{"n":1}\n{"index":{"_index":"a","_id":"2"}}\n');
    expect(r.status).toBe(200);
    expect((r.items as unknown[]).length).toBe(1);
    expect(JSON.parse(r.docs).hits.total.value).toBe(1);
  });

  it('answer "no requests added" when the only action has no source', () => {
    const r = run('{"index":{"_index":"a"}}\n');
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.items)).toContain('no requests added');
  });
});

// The body's lines are read in place (bulk.ts Lines): the same lines, numbers and ends as a split on '\n'.
describe('bulk lines read in place', () => {
  it('take \r\n ends, skip blank and white lines, and count them in line numbers', () => {
    const body = '\n{"index":{"_index":"a","_id":"1"}}\r\n{"n":1}\r\n  \n\r\n{"delete":{"_index":"a","_id":"1"}}\n{"create":{"_index":"a","_id":"2"}}\n{"n":2}\n';
    const r = run(body);
    expect(r.status).toBe(200);
    expect((r.items as Record<string, { status: number }>[]).map((i) => Object.keys(i)[0] + ' ' + Object.values(i)[0]!.status)).toEqual(['index 201', 'delete 200', 'create 201']);
    expect(JSON.parse(r.docs).hits.hits.map((h: { _source: unknown }) => h._source)).toEqual([{ n: 2 }]);
    const bad = run('\n\n{"index":{"_index":"a"}}\n{"n":1}\n["x"]\n');
    expect(JSON.stringify(bad.items)).toContain('Malformed action/metadata line [5], expected START_OBJECT but found [START_ARRAY]');
  });

  it('keep a source line that is blank as the source (its item fails), and drop an unterminated tail where ES 5 did', () => {
    const r = run('{"index":{"_index":"a","_id":"1"}}\n\n{"index":{"_index":"a","_id":"2"}}\n{"n":2}\n');
    expect((r.items as Record<string, { status: number }>[]).map((i) => Object.values(i)[0]!.status)).toEqual([400, 201]);
    const sim = new Simulator({ now: () => 0, profile: 'elasticsearch@5.6.16' as never });
    const five = sim.handle({ method: 'POST', path: '/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body: '{"index":{"_index":"a","_type":"t","_id":"1"}}\n{"n":1}\n{"index":{"_index":"a","_type":"t","_id":"2"}}\n{"n":2}' });
    expect(five.status).toBe(200);
    expect((JSON.parse(five.body) as { items: unknown[] }).items.length).toBe(1);
  });
});

// BulkRequestParser: only a value token is checked against the known keys; an array, or an object other than
// `_source` and `dynamic_templates`, is "Malformed ... expected a simple value", and a null is skipped unread.
// Elastic's clients suite (8.19, transform/10_basic.yml) sends `data: {...}` inside its index actions.
describe('bulk action metadata values, as BulkRequestParser reads them', () => {
  it('call an object under an unknown key malformed, not unknown', () => {
    const r = run('{"index":{"_index":"a","_id":"1","data":{"name":"x"}}}\n{"n":1}\n');
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.items)).toContain('Malformed action/metadata line [1], expected a simple value for field [data] but found [START_OBJECT]');
  });

  it('call a value under an unknown key an unknown parameter', () => {
    const r = run('{"index":{"_index":"a","_id":"1","data":"x"}}\n{"n":1}\n');
    expect(JSON.stringify(r.items)).toContain('Action/metadata line [1] contains an unknown parameter [data]');
  });

  it('skip a null under any key', () => {
    const r = run('{"index":{"_index":"a","_id":"1","data":null,"routing":null}}\n{"n":1}\n');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.docs).hits.total.value).toBe(1);
  });

  it('read dynamic_templates only as an object', () => {
    const r = run('{"index":{"_index":"a","_id":"1","dynamic_templates":"x"}}\n{"n":1}\n');
    expect(JSON.stringify(r.items)).toContain('contains an unknown parameter [dynamic_templates]');
  });
});

describe('the hand reader of action lines', () => {
  // The reader it replaced, a regular expression, is the oracle of which lines are read by hand; JSON.parse
  // is the oracle of what they hold.
  const OLD = /^\{"(index|create|delete|update)":\{(?:"_index":"([^"\\\x00-\x1f]*)"(?:,"_id":"([^"\\\x00-\x1f]*)")?|"_id":"([^"\\\x00-\x1f]*)")?\}\}$/;
  const piece = fc.constantFrom('{', '}', '"', ':', ',', '\\', '\n', '\u0001', ' ', 'index', 'create', 'delete', 'update', 'other', '_index', '_id', 'a', 'é', '1', '"_index":"', '"_id":"', ',"_id":"', '{"index":{', '{"create":{', '}}');
  // Lines of the accepted shape, with values and edges that may break it.
  const text = fc.array(fc.constantFrom('a', 'é', '"', '\\', '\u0001', '1', ' ', '\ud800', '_'), { maxLength: 5 }).map((c) => c.join(''));
  const open = fc.constantFrom('{"index":{', '{"create":{', '{"delete":{', '{"update":{', '{"other":{', '{"index" :{', '{"index":{ ', '{"index":');
  const body = fc.oneof(
    fc.constant(''),
    text.map((a) => `"_index":"${a}"`),
    fc.tuple(text, text).map(([a, b]) => `"_index":"${a}","_id":"${b}"`),
    text.map((b) => `"_id":"${b}"`),
    fc.tuple(text, text).map(([a, b]) => `"_id":"${b}","_index":"${a}"`),
    fc.tuple(text, text).map(([a, b]) => `"_index":"${a}", "_id":"${b}"`),
  );
  const close = fc.constantFrom('}}', '}', '}} ', '}}}', '}\n}');
  const shaped = fc.tuple(open, body, close).map(([o, b, c]) => o + b + c);
  it('reads the lines the regular expression read, as JSON.parse reads them', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(piece, { maxLength: 12 }).map((p) => p.join('')), shaped), (line) => {
        const got = simpleAction(line);
        expect(got !== undefined).toBe(OLD.test(line));
        if (got) expect({ [got.name]: got.meta }).toEqual(JSON.parse(line));
        // Read in place, between the lines of a body around it, it answers the same.
        for (const [before, after] of [['{"n":1}\n', '\n{"n":2}\n'], ['', '\r\n'], ['x', '"}}']]) {
          expect(simpleAction(before + line + after, before.length, before.length + line.length)).toEqual(got);
        }
      }),
      { numRuns: 20_000 },
    );
    for (const line of ['{"index":{"_index":"a","_id":"1"}}', '{"delete":{"_id":"x"}}', '{"update":{}}', '{"create":{"_index":"i"}}']) {
      expect(simpleAction(line)).toBeDefined();
      expect(OLD.test(line)).toBe(true);
    }
  });
});
