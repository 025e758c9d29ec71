/** API calls as properties send them, built through the same API specs the YAML runner uses. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { builtinRegistry, type ApiRegistry } from '../scenarios/apiSpecs.ts';
import type { ApiCall } from '../api/apiCall.ts';
import { buildRequest } from '../scenarios/requestBuilder.ts';
import { mappingBody, type Dialect } from './dialect.ts';

let registry: ApiRegistry | undefined;

/**
 * Build the wire request for an API call through the same API specs the YAML runner uses, so a
 * counterexample printed as a `do` step replays byte for byte what the property sent.
 */
export function toRequest(call: ApiCall): WireRequest {
  registry ??= builtinRegistry();
  const built = buildRequest(registry, call);
  // A refusal here is a bug in a property (it built a call its own API specs reject), not the target's.
  if (!built.ok) throw new Error(`property built an invalid call: ${built.error}`);
  return built.request;
}

/** One bulk line pair (or a lone delete line), in the dialect's shape. */
export type BulkItem = { op: 'index' | 'create'; index: string; id: string; source: Record<string, unknown> } | { op: 'delete'; index: string; id: string };

/** Builders for every call the properties make, each in the target's dialect. */
export function calls(d: Dialect) {
  const doc = (index: string, id: string): Record<string, string> => ({ index, type: d.docType, id });
  return {
    createIndex: (index: string, properties?: Record<string, unknown>, settings?: Record<string, unknown>): ApiCall => ({
      api: 'indices.create',
      params: { index },
      ...(properties || settings ? { body: { ...(settings ? { settings } : {}), ...(properties ? { mappings: mappingBody(d, properties) } : {}) } } : {}),
    }),
    deleteIndex: (index: string): ApiCall => ({ api: 'indices.delete', params: { index, ignore_unavailable: true } }),
    getMapping: (index: string): ApiCall => ({ api: 'indices.get_mapping', params: { index } }),
    // The typed form names the type in the path; the typeless form sends `{properties}` alone.
    putMapping: (index: string, properties: Record<string, unknown>): ApiCall =>
      d.typedMappings
        ? { api: 'indices.put_mapping', params: { index, type: d.docType }, body: { properties } }
        : { api: 'indices.put_mapping', params: { index }, body: { properties } },
    putSettings: (index: string, settings: Record<string, unknown>): ApiCall => ({ api: 'indices.put_settings', params: { index }, body: { index: settings } }),
    indexDoc: (index: string, id: string, source: Record<string, unknown>): ApiCall => ({ api: 'index', params: doc(index, id), body: source }),
    getDoc: (index: string, id: string): ApiCall => ({ api: 'get', params: doc(index, id) }),
    deleteDoc: (index: string, id: string): ApiCall => ({ api: 'delete', params: doc(index, id) }),
    bulk: (items: readonly BulkItem[]): ApiCall => ({
      api: 'bulk',
      params: {},
      body: items.flatMap((it) => {
        const meta = { _index: it.index, ...(d.bulkType ? { _type: d.docType } : {}), _id: it.id };
        return it.op === 'delete' ? [{ delete: meta }] : [{ [it.op]: meta }, it.source];
      }),
    }),
    putAlias: (index: string, name: string): ApiCall => ({ api: 'indices.put_alias', params: { index, name } }),
    deleteAlias: (index: string, name: string): ApiCall => ({ api: 'indices.delete_alias', params: { index, name } }),
    getAlias: (name?: string): ApiCall => (name ? { api: 'indices.get_alias', params: { name } } : { api: 'indices.get_alias', params: {} }),
    updateAliases: (actions: ReadonlyArray<Record<string, { index: string; alias: string }>>): ApiCall => ({ api: 'indices.update_aliases', params: {}, body: { actions } }),
    count: (index: string): ApiCall => ({ api: 'count', params: { index } }),
    // `sort: _doc` is the efficient scroll order the spec's procedure uses; pages are compared as sets.
    openScroll: (index: string, size: number, query?: Record<string, unknown>): ApiCall => ({
      api: 'search',
      params: { index, scroll: '1m' },
      body: { size, sort: ['_doc'], ...(query ? { query } : {}) },
    }),
    scroll: (scrollId: string): ApiCall => ({ api: 'scroll', params: {}, body: { scroll: '1m', scroll_id: scrollId } }),
    clearScroll: (scrollId: string): ApiCall => ({ api: 'clear_scroll', params: {}, body: { scroll_id: [scrollId] } }),
  };
}

/** The call builders of one dialect. */
export type Calls = ReturnType<typeof calls>;
