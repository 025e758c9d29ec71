/**
 * How GET `_index_template` and `_component_template` print a template's `lifecycle` (ES ≥ 8.11,
 * DataStreamLifecycle.Template.toXContent): `enabled` always, its retention and downsampling, from 8.14 the
 * effective retention it would give a stream (with the global retention of 8.16+), and under
 * `include_defaults` the default rollover. A template's `data_stream_options` print as kept (8.19, 9.1+).
 */
import { isEsError } from '../errors/index.ts';
import type { JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import type { ContentView } from '../templates/render.ts';
import { globalRetentionOf } from './globalRetention.ts';
import { parseLifecycle, renderLifecycle } from './lifecycle.ts';

/** What a template's parts print beyond settings, mappings and aliases, for this version and cluster. */
export function templateContentView(state: ClusterState, profile: Profile, includeDefaults: boolean): ContentView {
  const global = globalRetentionOf(state, profile);
  return {
    lifecycle: profile.dataStreamLifecycle
      ? (raw: JsonObject) => {
          const l = parseLifecycle(raw);
          return isEsError(l) ? raw : renderLifecycle(l, profile.lifecycleEffectiveRetention, includeDefaults, global, false);
        }
      : undefined,
    options: profile.dataStreamFailureStore,
  };
}
