/**
 * A shrink, split or clone request as RestResizeHandler and ResizeRequest read it: the body (`settings`,
 * `aliases`, and from ES 7.13 `max_primary_shard_size`), `copy_settings` where the version has it, and
 * ResizeRequest.validate's checks.
 */
import { isObject, type Json } from '../json.ts';
import {
  asCause,
  copySettingsFalse,
  fieldParseFailed,
  isEsError,
  resizeRequestInvalid,
  unknownField,
  valueTypeUnsupported,
  type EsError,
} from '../errors/index.ts';
import { copySettingsDeprecated, resizeWithoutCopySettings } from '../deprecations.ts';
import { keyAt } from '../byScroll/bodyPosition.ts';
import { normaliseSettings } from '../settings.ts';
import { parseByteSize } from '../byteSize.ts';
import type { ApiRequest, Env } from '../handler.ts';
import type { ResizeKind } from './resizeShards.ts';

/** What the request asks for. */
export interface ResizeRequest {
  /** Flat `index.*` settings; a null unsets what a copy would bring. */
  settings: Record<string, string | string[] | null>;
  aliases: Json | undefined;
  maxPrimaryShardSize: number | undefined;
  /** Copy every copyable source setting (else the analysis ones only). */
  copyAll: boolean;
  warnings: string[];
}

const TOKEN = (v: Json): string => (typeof v === 'string' ? 'VALUE_STRING' : typeof v === 'number' ? 'VALUE_NUMBER' : typeof v === 'boolean' ? 'VALUE_BOOLEAN' : Array.isArray(v) ? 'START_ARRAY' : 'VALUE_NULL');

/** RestResizeHandler's `copy_settings`: whether everything is copied, with the warnings the version sends. */
function copySettings(req: ApiRequest, env: Env, warnings: string[]): boolean | EsError {
  const mode = env.profile.resizeCopySettings;
  const raw = req.query.copy_settings;
  if (mode === 'analysis-only') return false;
  if (raw === undefined) {
    if (mode === 'on-request') warnings.push(resizeWithoutCopySettings());
    return mode !== 'on-request';
  }
  // Booleans.parseBoolean: only `true` and `false` (an empty value means true). ES 8 reads it only for a 7.x
  // client's compatible request (the parameter table lets it through there alone), with 7.x's warning.
  if (raw === 'false') return copySettingsFalse();
  if (mode !== 'on-request') warnings.push(copySettingsDeprecated(env.profile));
  return true;
}

/** The request, or the error ES gives for it (parse errors first, then ResizeRequest.validate). */
export function readResizeRequest(kind: ResizeKind, req: ApiRequest, env: Env): ResizeRequest | EsError {
  const profile = env.profile;
  const warnings: string[] = [];
  const copyAll = copySettings(req, env, warnings);
  if (isEsError(copyAll)) return copyAll;
  let settings: Record<string, string | string[] | null> = {};
  let aliases: Json | undefined;
  let maxPrimaryShardSize: number | undefined;
  const body = req.body;
  if (body !== undefined && body !== null) {
    if (!isObject(body)) return valueTypeUnsupported(profile, 'resize_request', 'resize_request', TOKEN(body as Json), keyAt(req.rawBody, []));
    for (const [k, v] of Object.entries(body)) {
      const at = keyAt(req.rawBody, [k]);
      if (k === 'settings' || k === 'aliases') {
        if (!isObject(v)) return valueTypeUnsupported(profile, 'resize_request', k, TOKEN(v as Json), at);
        if (k === 'aliases') aliases = v;
        else {
          const flat = normaliseSettings(v);
          if (isEsError(flat)) return flat;
          settings = flat;
        }
      } else if (k === profile.resizeMaxShardSize) {
        const size = parseByteSize(typeof v === 'string' ? v : String(v), k);
        if (isEsError(size)) return fieldParseFailed(profile, 'resize_request', k, at, asCause(size));
        maxPrimaryShardSize = size;
      } else return unknownField(profile, 'resize_request', k, at);
    }
  }
  const problems = validationProblems(kind, req.parts.target ?? '', settings, maxPrimaryShardSize, profile.resizeMaxShardSize);
  if (problems.length > 0) return resizeRequestInvalid(problems);
  return { settings, aliases, maxPrimaryShardSize, copyAll, warnings };
}

/** ResizeRequest.validate's messages, in its order (OpenSearch's has more of them). */
function validationProblems(kind: ResizeKind, target: string, settings: Record<string, string | string[] | null>, size: number | undefined, sizeField: string): string[] {
  const out: string[] = [];
  const os = sizeField === 'max_shard_size';
  if (Object.keys(settings).some((k) => k.startsWith('index.sort.'))) out.push("can't override index sort when resizing an index");
  if (os && settings['index.routing_partition_size'] !== undefined) out.push('cannot provide a routing partition size value when resizing an index');
  if (kind === 'split' && settings['index.number_of_shards'] === undefined) out.push('index.number_of_shards is required for split operations');
  if (os && kind !== 'shrink' && size !== undefined) out.push('Unsupported parameter [max_shard_size]');
  if (os && kind === 'shrink' && size !== undefined && settings['index.number_of_shards'] !== undefined) out.push('Cannot set max_shard_size and index.number_of_shards at the same time!');
  if (size !== undefined && size <= 0) out.push(`${sizeField} must be greater than 0`);
  if (os) {
    for (const block of ['read_only', 'metadata']) {
      if (String(settings[`index.blocks.${block}`]) !== 'true') continue;
      out.push(`target index [${target}] will be blocked by [index.blocks.${block}=true], this will disable metadata writes and cause the shards to be unassigned`);
    }
  }
  return out;
}
