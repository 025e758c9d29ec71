/**
 * A search pipeline's configuration read as OpenSearch's Pipeline.create reads it: `description`, `version`,
 * `request_processors` and `response_processors` (each a list of `{type: config}`, with `tag`, `description`
 * and `ignore_failure`), `phase_results_processors` (no type of it is built in: any is refused), then
 * whatever is left is refused.
 */
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { notSupportedBySimulator, searchPipelineUnsupportedKeys, searchProcessorTypeInvalid, searchProcessorWrongKind, type EsError } from '../errors/index.ts';
import { Conf } from '../ingest/config.ts';
import { asFailure, fail } from '../ingest/failure.ts';
import { deepCopy, hashMapOrder, isMap } from '../ingest/javaValues.ts';
import { REQUEST_TYPES, searchProcessorFactory, type RequestProcessor, type ResponseProcessor, type SearchProcessor } from './processors.ts';

export interface CompiledSearchPipeline {
  id: string;
  request: RequestProcessor[];
  response: ResponseProcessor[];
}

/** The id OpenSearch gives a pipeline defined in the search body (SearchPipelineService.AD_HOC_PIPELINE_ID). */
export const AD_HOC_PIPELINE_ID = '_ad_hoc_pipeline';

/** Pipeline.readProcessors: each `{type: config}` of a list, checked to be of the list's kind. */
function readProcessors(list: unknown[] | undefined, kind: 'request' | 'response' | 'phase', profile: Profile): SearchProcessor[] {
  const out: SearchProcessor[] = [];
  for (const entry of list ?? []) {
    if (!isMap(entry)) continue;
    for (const [type, raw] of Object.entries(entry)) {
      if (kind === 'phase' || !profile.searchPipelineProcessors.includes(type)) fail(searchProcessorTypeInvalid(type));
      const factory = searchProcessorFactory(type);
      // The `script` request processor runs Painless over the search request; not built here.
      if (!factory) fail(notSupportedBySimulator(`the [${type}] search processor`));
      const config = isMap(raw) ? raw : {};
      const tag = new Conf(undefined, undefined, config).optStr('tag');
      new Conf(undefined, tag, config).optStr('description');
      const ignoreFailure = new Conf(type, tag, config).bool('ignore_failure', false);
      const isRequest = REQUEST_TYPES.has(type);
      if (isRequest !== (kind === 'request')) fail(searchProcessorWrongKind(type, kind === 'request' ? 'SearchRequestProcessor' : 'SearchResponseProcessor'));
      out.push(factory!(new Conf(type, tag, config), ignoreFailure));
    }
  }
  return out;
}

/** The pipeline, or the error its configuration gets (the stored configuration itself is not changed). */
export function compileSearchPipeline(id: string, stored: JsonObject, profile: Profile): CompiledSearchPipeline | EsError {
  try {
    const config = deepCopy(stored) as Record<string, unknown>;
    const c = new Conf(undefined, undefined, config);
    c.optStr('description');
    c.int('version', undefined);
    const request = readProcessors(c.optList('request_processors'), 'request', profile) as RequestProcessor[];
    const response = readProcessors(c.optList('response_processors'), 'response', profile) as ResponseProcessor[];
    readProcessors(c.optList('phase_results_processors'), 'phase', profile);
    const left = Object.keys(config);
    if (left.length > 0) fail(searchPipelineUnsupportedKeys(id, hashMapOrder(left, c.originalSize)));
    return { id, request, response };
  } catch (e) {
    return asFailure(e).error;
  }
}
