/**
 * A bulk update line's flags are read as the update API reads them (UpdateRequest's parser, with the request
 * in BulkRequestParser): `"doc_as_upsert":"true"` is true (clients such as Perl's send it so), and from 7.6 a
 * value that is no boolean refuses the whole request, before any item runs.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../testkit.ts';

const lines = (flag: unknown) => [{ update: { _index: 'u', _id: '1' } }, { doc: { n: 1 }, doc_as_upsert: flag }];

describe('bulk update flags', () => {
  it('"true" as a string upserts, as true does', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(sim, 'POST', '/_bulk?refresh=true', lines('true'));
    expect(r.body.errors).toBe(false);
    expect(r.body.items[0].update.result).toBe('created');
    expect(call(sim, 'GET', '/u/_doc/1').body._source).toEqual({ n: 1 });
  });

  it('another string refuses the request from 7.6, and nothing is written', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/u');
    const before = stateDump(sim);
    const r = call(sim, 'POST', '/_bulk', [{ index: { _index: 'u', _id: '0' } }, { a: 1 }, ...lines('yes')]);
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('x_content_parse_exception');
    expect(r.body.error.reason).toContain('failed to parse field [doc_as_upsert]');
    expect(stateDump(sim)).toBe(before);
  });

  it('before 7.6 another value leaves the flag unset: the item fails as a missing document', () => {
    const sim = testSimulator({ profile: 'elasticsearch@7.5.2' as never });
    call(sim, 'PUT', '/u');
    const r = call(sim, 'POST', '/_bulk', lines('yes'));
    expect(r.status).toBe(200);
    expect(r.body.items[0].update.error.type).toBe('document_missing_exception');
  });
});
