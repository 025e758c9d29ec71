/** One ApiCall through the catalogue: parts told from query, the template filled once, raw requests named. */
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../reference/api/catalogue.ts';
import { UNKNOWN_API } from '../model/history.ts';
import { callRequest, requestLine } from './apiCall.ts';
import { apiNameOf } from './apiNameOf.ts';

describe('one ApiCall, through the catalogue', () => {
  it('tells path parts from query parameters by the API\'s templates, and fills the template once', () => {
    expect(requestLine({ api: 'search', method: 'POST', params: { index: 'a,b', scroll: '1m', size: 10 } }))
      .toEqual({ method: 'POST', path: '/a,b/_search', parts: { index: 'a,b' }, query: { scroll: '1m', size: '10' } });
    expect(requestLine({ api: 'index', method: 'PUT', params: { index: 'x', type: 'doc', id: 'a b/c' } }).path).toBe('/x/doc/a%20b%2Fc');
    expect(requestLine({ api: 'indices.update_aliases' })).toEqual({ method: 'POST', path: '/_aliases', parts: {}, query: {} });
    expect(requestLine({ api: 'cat.indices', params: { h: ['index', 'uuid'] } }).query).toEqual({ h: 'index,uuid' });
  });

  it('a call the catalogue cannot make is the caller\'s bug: it throws', () => {
    expect(() => requestLine({ api: 'no.such.api' })).toThrow(/no API \[no.such.api\]/);
    expect(() => requestLine({ api: 'indices.update_aliases', method: 'GET' })).toThrow(/has no GET path/);
    expect(() => fillPath('/{index}/_doc/{id}', { index: 'x' })).toThrow(/no value for \{id\}/);
  });

  it('callRequest sends a JSON body with its content type, and no empty query or headers', () => {
    expect(callRequest({ api: 'count', method: 'GET', params: { index: 'a' } })).toEqual({ method: 'GET', path: '/a/_count' });
    expect(callRequest({ api: 'indices.update_aliases', method: 'POST', body: { actions: [] }, headers: { Accept: 'application/json' } }))
      .toEqual({ method: 'POST', path: '/_aliases', body: '{"actions":[]}', headers: { 'content-type': 'application/json', accept: 'application/json' } });
  });

  it('a recorder names a raw request by the catalogue, and says when it cannot', () => {
    expect(apiNameOf({ method: 'POST', path: '/_aliases' })).toBe('indices.update_aliases');
    expect(apiNameOf({ method: 'GET', path: '/live/_count' })).toBe('count');
    expect(apiNameOf({ method: 'PUT', path: '/live/_doc/1' })).toBe('index');
    expect(apiNameOf({ method: 'POST', path: '/_security/user/x' })).toBe(UNKNOWN_API);
  });
});
