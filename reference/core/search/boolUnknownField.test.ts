/** Tests of the answer to a key `bool` does not take, version by version (BoolQueryBuilder's parser). */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import type { Json } from '../json.ts';
import type { ProfileName } from '../../profiles.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const idx = index('i', { f: { type: 'keyword' } }, [['1', { f: 'a' }]]);

function error(body: Json, profile: ProfileName): Body {
  const r = search(cluster(idx), request('search', { index: 'i' }, {}, body), env(profile));
  if (!isEsError(r)) throw new Error('expected an error');
  return { status: r.status, ...errorEnvelope(r) };
}

describe('bool: an unknown key', () => {
  // The body as request() sends it: {"query":{"bool":{"musts":[]}}}; `"musts"` starts at column 19.
  const body = { query: { bool: { musts: [] } } };
  it('ES 8: ObjectParser\'s x_content_parse_exception at the key, with its suggestion among every declared name, deprecated ones too (elastic/elasticsearch#52880; LevenshteinDistance: musts~mustNot 0.57)', () => {
    const r = error(body, 'elasticsearch@8.19.0');
    expect(r.status).toBe(400);
    expect(r.error.type).toBe('x_content_parse_exception');
    expect(r.error.reason).toBe('[1:19] [bool] unknown field [musts] did you mean any of [must, mustNot]?');
    expect(error({ query: { bool: { zzz: 1 } } }, 'elasticsearch@8.19.0').error.reason).toBe('[1:19] [bool] unknown field [zzz]');
  });
  it('ES 8: disable_coord is an unknown field, its old name suggests nothing close', () => {
    expect(error({ query: { bool: { disable_coord: true } } }, 'elasticsearch@8.19.0').error.reason).toBe('[1:19] [bool] unknown field [disable_coord]');
  });
  it('ES 7 and OpenSearch: the hand-written parser\'s parsing_exception at the value (BoolQueryBuilder.fromXContent, 7.17)', () => {
    for (const p of ['elasticsearch@7.17.3', 'opensearch@2.19.0'] as const) {
      const r = error(body, p);
      expect(r.error.type).toBe('parsing_exception');
      expect(r.error.reason).toBe('[bool] query does not support [musts]');
      expect(r.error.line).toBe(1);
      expect(r.error.col).toBe(27);
    }
  });
});
