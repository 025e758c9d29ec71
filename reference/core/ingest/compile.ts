/**
 * From a pipeline's JSON to processors (Pipeline.create, ConfigurationUtils.readProcessor): the checks,
 * in ES's order, with ES's messages, so a PUT or a simulation answers the same configuration error.
 */
import { ingestHas } from './caps.ts';
import { ingestConfigError, ingestConfigWrapped, isEsError, type EsError } from '../errors/index.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { ClusterState } from '../state.ts';
import { parseScriptSpec } from '../script/runScript.ts';
import { Conf } from './config.ts';
import { asFailure, fail, IngestFailure } from './failure.ts';
import { deepCopy, hashMapOrder, isMap, javaClassName, type VMap } from './javaValues.ts';
import type { Factory, FactoryCtx, Pipeline, Step } from './types.ts';
import { processorFactories } from './registry.ts';

/** Compiles a pipeline configuration; the configuration error ES answers when it does not compile. */
export function compilePipeline(id: string, config: JsonObject, profile: Profile, state?: ClusterState): Pipeline | EsError {
  try {
    return compileOrThrow(id, config, profile, state);
  } catch (e) {
    return asFailure(e).error;
  }
}

function compileOrThrow(id: string, json: JsonObject, profile: Profile, state: ClusterState | undefined): Pipeline {
  const factories = processorFactories(profile);
  const config = deepCopy(json as VMap);
  const c = new Conf(undefined, undefined, config);
  const description = c.optStr('description');
  const version = c.int('version', undefined);
  if (ingestHas(profile, 'pipeline._meta')) c.optMap('_meta');
  if (ingestHas(profile, 'pipeline.deprecated')) c.optBool('deprecated');
  const ctx: FactoryCtx = {
    profile,
    ...(state ? { state } : {}),
    compileList: (list) => readProcessorConfigs(list as unknown[], factories, ctx),
    compileOne: (type, cfg) => readProcessor(type, cfg, factories, ctx),
  };
  const steps = readProcessorConfigs(c.list('processors'), factories, ctx);
  const onFailureConfigs = c.optList('on_failure');
  const onFailure = readProcessorConfigs(onFailureConfigs ?? [], factories, ctx);
  const left = Object.keys(config);
  if (left.length > 0) fail(ingestConfigError(`pipeline [${id}] doesn't support one or more provided configuration parameters [${hashMapOrder(left, c.originalSize).join(', ')}]`));
  if (onFailureConfigs !== undefined && onFailure.length === 0) fail(ingestConfigError(`pipeline [${id}] cannot have an empty on_failure option defined`));
  return { id, ...(description !== undefined ? { description } : {}), ...(version !== undefined ? { version } : {}), steps, onFailure };
}

/**
 * IngestService.validatePipeline's extraValidation of every processor (Pipeline.flattenAllProcessors: the steps and
 * their on_failure steps, the pipeline's on_failure): the first error, raised as the processor raised it.
 */
export function extraValidation(p: Pipeline, state: ClusterState, now: number): EsError | undefined {
  const walk = (steps: Step[]): EsError | undefined => {
    for (const s of steps) {
      const e = s.impl.extraValidation?.(state, now) ?? (s.onFailure ? walk(s.onFailure) : undefined);
      if (e) return e;
    }
    return undefined;
  };
  return walk(p.steps) ?? walk(p.onFailure);
}

/** readProcessorConfigs: every `{type: config}` of a list; the first failure is thrown once all were read. */
function readProcessorConfigs(list: unknown[], factories: Record<string, Factory>, ctx: FactoryCtx): Step[] {
  const out: Step[] = [];
  let first: IngestFailure | undefined;
  for (const entry of list) {
    if (!isMap(entry)) continue;
    for (const [type, cfg] of Object.entries(entry)) {
      try {
        if (cfg === null) fail(ingestConfigError('processor config cannot be [null]', type));
        out.push(readProcessor(type, cfg, factories, ctx));
      } catch (e) {
        first ??= asFailure(e);
      }
    }
  }
  if (first) throw first;
  return out;
}

/** readProcessor: the common options, then the type's factory, then what is left over. */
function readProcessor(type: string, raw: unknown, factories: Record<string, Factory>, ctx: FactoryCtx): Step {
  let config: VMap;
  if (isMap(raw)) config = raw;
  else if (typeof raw === 'string' && type === 'script') config = { source: raw };
  else return fail(ingestConfigError(`property isn't a map, but of type [${javaClassName(raw)}]`, type));
  const size = Object.keys(config).length;
  const tag = new Conf(undefined, undefined, config).optStr('tag');
  const description = new Conf(undefined, tag, config).optStr('description');
  const ifRaw = config.if;
  delete config.if;
  let cond: Step['if'];
  if (ifRaw !== undefined && ifRaw !== null) {
    if (typeof ifRaw !== 'string' && !isMap(ifRaw)) fail(ingestConfigError(`property isn't a map or string, but of type [${javaClassName(ifRaw)}]`, 'conditional', undefined, 'script'));
    const spec = parseScriptSpec(ifRaw as Json);
    if (isEsError(spec)) fail(spec);
    cond = { spec: spec as never, text: typeof ifRaw === 'string' ? ifRaw : String((ifRaw as VMap).source ?? (ifRaw as VMap).id ?? '') };
  }
  const factory = factories[type];
  if (!factory) return fail(ingestConfigError(`No processor type exists with name [${type}]`, type, tag));
  const common = new Conf(undefined, undefined, config);
  const ignoreFailure = common.bool('ignore_failure', false);
  const onFailureConfigs = common.optList('on_failure');
  const onFailure = readProcessorConfigs(onFailureConfigs ?? [], factories, ctx);
  if (onFailureConfigs !== undefined && onFailure.length === 0) fail(ingestConfigError('processors list cannot be empty', type, tag, 'on_failure'));
  try {
    const c = new Conf(type, tag, config);
    const impl = factory(c, ctx);
    const left = Object.keys(config);
    if (left.length > 0) fail(ingestConfigError(`processor [${type}] doesn't support one or more provided configuration parameters [${hashMapOrder(left, size).join(', ')}]`));
    return {
      type,
      ...(tag !== undefined ? { tag } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(cond ? { if: cond } : {}),
      ignoreFailure,
      ...(onFailureConfigs !== undefined ? { onFailure } : {}),
      impl,
      ...(type === 'pipeline' ? { isPipeline: true } : {}),
    };
  } catch (e) {
    const f = asFailure(e);
    throw new IngestFailure(ingestConfigWrapped(f.error, type, tag));
  }
}

/** Whether a JSON body is an object (a pipeline configuration must be one). */
export function isPipelineConfig(v: Json | undefined): v is JsonObject {
  return isObject(v);
}
