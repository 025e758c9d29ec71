/**
 * metadata() in ingest scripts (ES 8.4+): getters and setters over the document's metadata, which the write then
 * follows (ES ingest/190_script_processor.yml, "Test metadata": a new index, id, routing and external version).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const SCRIPT = "Metadata m = metadata(); m.index += '2'; m.id += 'x'; m.routing = 'r'; m.versionType = 'external'; m.version = 5; ctx.seen = m.getVersion() + 1";

describe('metadata() in ingest scripts', () => {
  it('ES 8.19: the write goes where the script sent it, with its version', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    call(s, 'PUT', '/_ingest/pipeline/p', { processors: [{ script: { source: SCRIPT } }] });
    const w = call(s, 'PUT', '/t/_doc/1?pipeline=p', { a: 1 });
    expect(w.status).toBe(201);
    expect(w.body).toMatchObject({ _index: 't2', _id: '1x', _version: 5 });
    const g = call(s, 'GET', '/t2/_doc/1x?routing=r');
    expect(g.body).toMatchObject({ _routing: 'r', _version: 5, _source: { a: 1, seen: 6 } });
  });
  it('ES 8.3: there is no metadata()', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.3.3' as never });
    call(s, 'PUT', '/_ingest/pipeline/p', { processors: [{ script: { source: SCRIPT } }] });
    const w = call(s, 'PUT', '/t/_doc/1?pipeline=p', { a: 1 });
    expect(w.status).toBe(400);
    expect(w.body.error.root_cause[0].type).toBe('script_exception');
  });
});
