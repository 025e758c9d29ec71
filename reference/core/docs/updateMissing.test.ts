/**
 * The reason of a partial update's 404 (document_missing_exception) per version: 7.x's
 * DocumentMissingException(shardId, type, id) names the type (`[_doc][id]`, UpdateHelper passing
 * request.type()); 8.0's takes the id alone. Found with the Perl and Python 7.x clients on a 7.17 profile.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function reasons(profile: string, path: string, headers?: Record<string, string>): string[] {
  const s = testSimulator({ profile: profile as never });
  call(s, 'PUT', '/m', {});
  const single = call(s, 'POST', path, { doc: { a: 1 } }, headers);
  const bulk = call(s, 'POST', '/_bulk', '{"update":{"_index":"m","_id":"9"}}\n{"doc":{"a":1}}\n', headers);
  const items = (bulk.body as { items: { update: { error: { reason: string } } }[] }).items;
  return [(single.body as { error: { reason: string } }).error.reason, items[0]!.update.error.reason];
}

describe('document_missing_exception reason', () => {
  it('ES 7.x and OpenSearch 1.x name the type', () => {
    expect(reasons('elasticsearch@7.17.3', '/m/_update/9')).toEqual(['[_doc][9]: document missing', '[_doc][9]: document missing']);
    expect(reasons('opensearch@1.3.0', '/m/_update/9')).toEqual(['[_doc][9]: document missing', '[_doc][9]: document missing']);
  });

  it('ES 8 (also under the view for 7.x clients) and OpenSearch 2 name the id alone', () => {
    expect(reasons('elasticsearch@8.19.0', '/m/_update/9')).toEqual(['[9]: document missing', '[9]: document missing']);
    const v7 = { 'content-type': 'application/vnd.elasticsearch+json;compatible-with=7', accept: 'application/vnd.elasticsearch+json;compatible-with=7' };
    expect(reasons('elasticsearch@8.19.0', '/m/_update/9', v7)[0]).toBe('[9]: document missing');
    expect(reasons('opensearch@2.19.0', '/m/_update/9')).toEqual(['[9]: document missing', '[9]: document missing']);
  });
});
