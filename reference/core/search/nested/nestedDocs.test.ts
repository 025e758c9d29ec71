/** Nested objects as hidden Lucene documents, through the APIs: docs.count, _count, the nested objects limit. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json } from '../../json.ts';
import type { ProfileName } from '../../../profiles.ts';
import { emptyState, type ClusterState } from '../../state.ts';
import { step } from '../../step.ts';
import { env, request } from '../testkit.ts';
import type { ApiResult } from '../../handler.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function sim(profile: ProfileName = 'es8') {
  const state: ClusterState = emptyState();
  const e = env(profile);
  return (api: string, parts: Record<string, string>, body?: Json, query: Record<string, string> = {}): Body => {
    const r = step(state, request(api, parts, query, body), e);
    if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
    const b = (r as ApiResult).body;
    return { status: (r as ApiResult).status, body: typeof b === 'string' ? b : JSON.parse(encodeJson(b as Json)) };
  };
}

describe('hidden nested documents', () => {
  it('_cat/indices and _stats count them; _count counts root documents only', () => {
    const call = sim();
    call('indices.create', { index: 'i' }, { mappings: { properties: { c: { type: 'nested' } } } });
    call('index', { index: 'i', id: '1' }, { c: [{ a: 1 }, { a: 2 }] }, { refresh: 'true' });
    call('index', { index: 'i', id: '2' }, { x: 1 }, { refresh: 'true' });
    // ES's DocsStats counts Lucene documents: 2 roots + 2 nested (the nested field type page warns of this).
    expect(call('indices.stats', { index: 'i' }).body._all.primaries.docs.count).toBe(4);
    expect(call('cat.indices', { index: 'i' }, undefined, { h: 'docs.count' }).body.trim()).toBe('4');
    expect(call('count', { index: 'i' }).body.count).toBe(2);
  });
  it('index.mapping.nested_objects.limit: past it the document is refused (DocumentParserContext.addDoc)', () => {
    const call = sim();
    call('indices.create', { index: 'i' }, { settings: { 'index.mapping.nested_objects.limit': 1 }, mappings: { properties: { c: { type: 'nested' } } } });
    expect(call('index', { index: 'i', id: '1' }, { c: [{ a: 1 }] }).status).toBe(201);
    const r = call('index', { index: 'i', id: '2' }, { c: [{ a: 1 }, { a: 2 }] });
    expect(r.status).toBe(400);
    expect(r.error.type).toBe('document_parsing_exception');
    expect(r.error.reason).toMatch(/^\[1:\d+\] The number of nested documents has exceeded the allowed limit of \[1\]\. This limit can be set by changing the \[index\.mapping\.nested_objects\.limit\] index level setting\.$/);
    const old = sim('es6');
    old('indices.create', { index: 'i' }, { settings: { 'index.mapping.nested_objects.limit': 1 }, mappings: { _doc: { properties: { c: { type: 'nested' } } } } });
    expect(old('index', { index: 'i', type: '_doc', id: '2' }, { c: [{ a: 1 }, { a: 2 }] }).error.type).toBe('mapper_parsing_exception');
  });
});

describe('index.mapping.nested_fields.limit', () => {
  it('a mapping with more nested fields than the limit is refused (MappingLookup.checkNestedLimit)', () => {
    const call = sim();
    const r = call('indices.create', { index: 'i' }, { settings: { 'index.mapping.nested_fields.limit': 1 }, mappings: { properties: { a: { type: 'nested' }, b: { type: 'nested' } } } });
    expect([r.status, r.error.type, r.error.reason]).toEqual([400, 'illegal_argument_exception', 'Limit of nested fields [1] has been exceeded']);
    const ok = call('indices.create', { index: 'j' }, { settings: { 'index.mapping.nested_fields.limit': 2 }, mappings: { properties: { a: { type: 'nested' }, b: { type: 'nested' } } } });
    expect(ok.status).toBe(200);
  });
});
