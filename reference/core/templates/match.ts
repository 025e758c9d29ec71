/**
 * Which templates a new index takes (`MetadataIndexTemplateService.findV1Templates` / `findV2Template`):
 * the composable template of highest priority whose patterns match, if there is one (it wins over every
 * legacy template); otherwise every matching legacy template, highest `order` first.
 */
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { anyPatternMatches, isMatchAll } from './patterns.ts';
import type { ComposableTemplate, LegacyTemplate } from './types.ts';

/** The templates an index name matches. */
export type Matched = { kind: 'v1'; templates: LegacyTemplate[] } | { kind: 'v2'; template: ComposableTemplate };

/** Whether the template applies: hidden indexes skip global (`*`) templates. */
function applies(patterns: string[], name: string, hidden: boolean): boolean {
  if (hidden && patterns.some(isMatchAll)) return false;
  return anyPatternMatches(patterns, name);
}

/** The composable template a name takes, or undefined (ties cannot happen: same-priority overlaps are refused). */
export function findComposable(state: ClusterState, name: string, hidden = false): ComposableTemplate | undefined {
  let best: ComposableTemplate | undefined;
  for (const t of state.templates.composable.values()) {
    if (!applies(t.patterns, name, hidden)) continue;
    if (!best || (t.priority ?? 0) > (best.priority ?? 0)) best = t;
  }
  return best;
}

/** The legacy templates a name takes, highest order first (a stable sort: equal orders keep creation order). */
export function findLegacy(state: ClusterState, name: string, hidden = false): LegacyTemplate[] {
  const found = [...state.templates.legacy.values()].filter((t) => applies(t.patterns, name, hidden));
  return found.sort((a, b) => b.order - a.order);
}

/** The templates a new index takes, or undefined when none matches. */
export function matchTemplates(state: ClusterState, profile: Profile, name: string, hidden = false): Matched | undefined {
  if (profile.composableTemplates) {
    const v2 = findComposable(state, name, hidden);
    if (v2) return { kind: 'v2', template: v2 };
  }
  const v1 = findLegacy(state, name, hidden);
  return v1.length > 0 ? { kind: 'v1', templates: v1 } : undefined;
}
