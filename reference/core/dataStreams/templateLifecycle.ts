/**
 * The data stream lifecycle a composable template gives the streams it makes (ES ≥ 8.11,
 * MetadataIndexTemplateService.resolveLifecycle, composeDataLifecycles): the `lifecycle` of the components in
 * order, then the index template's own. A later lifecycle's retention and downsampling win where it sets them;
 * its `enabled` always wins (true unless it says false); an explicit `null` lifecycle resets all.
 */
import { isEsError } from '../errors/index.ts';
import type { JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import { composedParts } from '../templates/resolveTemplates.ts';
import type { ComposableTemplate } from '../templates/types.ts';
import { parseLifecycle, type StreamLifecycle } from './lifecycle.ts';

/** The composed lifecycle of a template, or undefined where no part sets one (the stream is then unmanaged). */
export function templateLifecycle(state: ClusterState, t: ComposableTemplate): StreamLifecycle | undefined {
  let out: JsonObject | undefined;
  for (const part of composedParts(state, t)) {
    const l = part.lifecycle;
    if (l === undefined) continue;
    if (l === null) {
      out = undefined;
      continue;
    }
    // composeDataLifecycles: `enabled` from the later part, its default true; other fields where it sets them.
    const next: JsonObject = { ...(out ?? {}), enabled: l.enabled ?? true };
    for (const [k, v] of Object.entries(l)) {
      if (k === 'enabled') continue;
      if (v === null) delete next[k];
      else next[k] = v;
    }
    out = next;
  }
  if (out === undefined) return undefined;
  const parsed = parseLifecycle(out);
  return isEsError(parsed) ? undefined : parsed;
}

