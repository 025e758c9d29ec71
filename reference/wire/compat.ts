/**
 * REST API compatibility (ES's RestCompatibleVersionHelper and its v7 handlers): a request whose
 * `Accept` (or `Content-Type`) says `compatible-with=7` is answered, by a profile with `restCompatV7`,
 * through a view of the profile made for it. The view serves the typed routes with the type consumed
 * and ignored, takes `_type` in bulk and msearch lines, prints `_type: "_doc"`, and warns as ES 8 does.
 * Routing, the core and rendering read the view like any profile: there are no special cases. ES 9
 * has the same for `compatible-with=8` (`restCompatV8`): its view reads what 9.0 removed as 8.x sent it.
 */
import type { Profile } from '../profiles.ts';
import { TYPED_ROUTE_WARNINGS, TYPED_ROUTE_WARNINGS_V7 } from '../core/deprecations.ts';
import { parseMediaType } from './mediaType.ts';
import type { ApiPath } from '../api/types.ts';

const VIEWS = new WeakMap<Profile, Profile>();
const V8_VIEWS = new WeakMap<Profile, Profile>();

/** The compatible-with version a request asks for (Accept first, then Content-Type), or undefined. */
export function requestedCompatibility(headers: Record<string, string | string[] | undefined>): number | undefined {
  for (const name of ['accept', 'content-type']) {
    const raw = headers[name];
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (value === undefined || !/vnd\.elasticsearch/i.test(value)) continue;
    for (const part of value.split(',')) {
      const { type, params } = parseMediaType(part);
      if (type.startsWith('application/vnd.elasticsearch+') && params['compatible-with'] !== undefined) return Number(params['compatible-with']);
    }
  }
  return undefined;
}

/** The compatibility view of a profile (one per profile, so routing memos stay per view). */
function viewOf(base: Profile): Profile {
  let v = VIEWS.get(base);
  if (!v) {
    // DateIntervalWrapper declares date_histogram's `interval` for RestApiVersion.V_7 (with its deprecation warning).
    v = { ...base, typesCompat: true, typeInResponses: 'doc', msearchEmptyFirstLine: 'warn', dateHistogramInterval: 'interval-deprecated' };
    VIEWS.set(base, v);
  }
  return v;
}

/** The profile a request is answered with: the compatibility view for a 7.x client where the profile has one. */
export function profileFor(base: Profile, headers: Record<string, string | string[] | undefined>): Profile {
  if (base.restCompatV8) {
    if (requestedCompatibility(headers) !== 8) return base;
    let v = V8_VIEWS.get(base);
    if (!v) V8_VIEWS.set(base, (v = { ...base, apiV8Compat: true }));
    return v;
  }
  if (!base.restCompatV7) return base;
  return requestedCompatibility(headers) === 7 ? viewOf(base) : base;
}

/** Whether the view serves this API's typed routes (ES 8's v7 routes). */
export function servesTypedRoute(profile: Profile, api: string): boolean {
  return profile.typesCompat && TYPED_ROUTE_WARNINGS[api] !== undefined;
}

/**
 * A routed request under the view: a typed route's `{type}` is consumed (ES 8 reads and drops it; the
 * document is `_doc`), with the route's warning. `_doc` on a path whose typeless form is the same route
 * is no typed request, and draws none. Undefined when nothing applies.
 */
export function consumeType(profile: Profile, api: string, path: ApiPath, parts: Record<string, string>): { parts: Record<string, string>; warning: string } | undefined {
  if (!profile.typesCompat || profile.typedApis || parts.type === undefined) return undefined;
  const warning = TYPED_ROUTE_WARNINGS[api];
  if (warning === undefined || (!path.typed && parts.type === '_doc')) return undefined;
  return { parts: { ...parts, type: '_doc' }, warning };
}

/**
 * Where types are deprecated but native (ES 7.x, OpenSearch 1.x): the warning of a request on a typed
 * route (a `{type}` other than `_doc`, or a typed-only form), the type kept. Undefined when none applies.
 */
export function typedRouteWarning(profile: Profile, api: string, path: ApiPath, parts: Record<string, string>): string | undefined {
  if (!profile.typesDeprecated || parts.type === undefined || (!path.typed && parts.type === '_doc')) return undefined;
  return TYPED_ROUTE_WARNINGS_V7[api];
}
