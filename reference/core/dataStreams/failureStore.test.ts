/**
 * The failure store's pieces: the stored document (FailureStoreDocumentConverter.createSource: `document`
 * with id, routing and index only when the request had them, `error` with the pipeline trace outermost
 * first and the innermost pipeline as `pipeline`), the failure index's name (DataStream.getDefaultFailureStoreName)
 * and the options a template's parts compose to (null resets, as 230_data_stream_options.yml's composition case).
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { illegalArgument } from '../errors/base.ts';
import type { Env } from '../handler.ts';
import { emptyState } from '../state.ts';
import { failureDocument, failureIndexName } from './failureStore.ts';
import { templateOptions } from './options.ts';

const env = { now: Date.UTC(2024, 0, 2, 3, 4, 5), profile: getProfile('elasticsearch@8.19.0') } as unknown as Env;

describe('failure documents', () => {
  it('an ingest failure keeps no id (none is generated yet) and records where it failed', () => {
    const doc = failureDocument(env, { kind: 'create', index: 'logs-a', type: '_doc' }, { error: illegalArgument('boom'), index: 'logs-a', type: '_doc', id: 'gen', ingest: { trace: ['outer', 'inner'], processorType: 'fail', processorTag: 't' } }, { a: 1 });
    expect(doc).toEqual({
      '@timestamp': '2024-01-02T03:04:05.000Z',
      document: { index: 'logs-a', source: { a: 1 } },
      error: { type: 'illegal_argument_exception', message: 'boom', stack_trace: 'IllegalArgumentException: boom', pipeline_trace: ['outer', 'inner'], pipeline: 'inner', processor_tag: 't', processor_type: 'fail' },
    });
  });

  it('a shard failure keeps the id and routing, and no pipeline fields', () => {
    const doc = failureDocument(env, { kind: 'create', index: 'logs-a', type: '_doc', routing: 'r' }, { error: illegalArgument('bad'), index: 'logs-a', type: '_doc', id: 'x1' }, {});
    expect(doc.document).toEqual({ id: 'x1', routing: 'r', index: 'logs-a', source: {} });
    expect(Object.keys(doc.error as object)).toEqual(['type', 'message', 'stack_trace']);
  });

  it('names failure indices as backing indices, with .fs-', () => {
    expect(failureIndexName(env.profile, 'logs-a', 2, env.now)).toBe('.fs-logs-a-2024.01.02-000002');
  });
});

describe('template options', () => {
  it('compose components then the template; null resets what came before', () => {
    const state = emptyState();
    state.templates.component.set('c', { name: 'c', template: { dataStreamOptions: { failure_store: { enabled: true } } } });
    const t = { name: 't', patterns: ['x'], composedOf: ['c'] };
    expect(templateOptions(state, t)).toEqual({ failure_store: { enabled: true } });
    expect(templateOptions(state, { ...t, template: { dataStreamOptions: { failure_store: { enabled: false } } } })).toEqual({ failure_store: { enabled: false } });
    expect(templateOptions(state, { ...t, template: { dataStreamOptions: null } })).toBeUndefined();
  });
});
