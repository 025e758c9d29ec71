/** GET and PUT index settings. `number_of_shards` is fixed at creation (spec rule 5). */
import { blockedFor } from '../blocks.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import { finalSetting, isEsError, noIndexSettingsToUpdate, staticSettingsOnOpenIndices } from '../errors/index.ts';
import { normaliseSettings, validateSetting, isDynamicSetting, nestSettings } from '../settings.ts';
import { isTsdbSettingKey, validateTsdbUpdate } from '../tsdb/settings.ts';
import { validateAnalysisSettings } from '../analysis/index.ts';
import { resolveIndices, resolveOptionsFrom, simpleMatch, splitExpr } from '../resolve.ts';
import { flag, ok, type Handler } from '../handler.ts';
import type { IndexState } from '../state.ts';
import { indexDefaults } from '../indexDefaults.ts';
import { javaHashOrder } from '../search/highlight/javaHashOrder.ts';

/** An index's settings, with the `human` readable forms ES adds (`creation_date_string`, ...). */
export function humanSettings(idx: IndexState, human: boolean): Record<string, string | string[]> {
  if (!human) return idx.settings;
  const out = { ...idx.settings };
  out['index.creation_date_string'] = new Date(idx.creationDate).toISOString();
  const created = String(idx.settings['index.version.created'] ?? '');
  const n = Number(created);
  if (Number.isFinite(n)) out['index.version.created_string'] = `${Math.floor(n / 1e6) % 100}.${Math.floor(n / 1e4) % 100}.${Math.floor(n / 100) % 100}`;
  return out;
}

/** GET /{index}/_settings[/{name}] */
export const getSettings: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open,closed' }));
  if (isEsError(names)) return names;
  const filters = splitExpr(req.parts.name).filter((f) => f !== '_all');
  const keep = (k: string) => filters.length === 0 || filters.some((f) => simpleMatch(f, k) || simpleMatch(f, k.replace(/^index\./, '')));
  const flat = flag(req, 'flat_settings');
  const out: JsonObject = {};
  for (const n of names) {
    const idx = state.indices.get(n)!;
    const picked: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(humanSettings(idx, flag(req, 'human')))) if (keep(k)) picked[k] = v;
    const entry: JsonObject = { settings: flat ? picked : nestSettings(picked) };
    if (flag(req, 'include_defaults')) {
      const d: Record<string, string | string[]> = {};
      const all = indexDefaults(env.profile);
      for (const k of Object.keys(all).sort()) if (!(k in idx.settings) && keep(k)) d[k] = all[k] as string | string[];
      entry.defaults = flat ? d : nestSettings(d);
    }
    if (filters.length > 0 && Object.keys(picked).length === 0 && !entry.defaults) continue;
    out[n] = entry;
  }
  return ok(out);
};

/** PUT /{index}/_settings */
export const putSettings: Handler = (state, req, env) => {
  // ES accepts the settings either bare or wrapped in `{"settings": …}`.
  const body = isObject(req.body) && isObject(req.body.settings) ? req.body.settings : req.body;
  const settings = normaliseSettings(body as Json);
  if (isEsError(settings)) return settings;
  if (Object.keys(settings).length === 0) return noIndexSettingsToUpdate();
  const names = resolveIndices(state, env.profile, req.parts.index ?? '_all', resolveOptionsFrom(req.query, { expandWildcards: 'open' }));
  if (isEsError(names)) return names;
  // TransportUpdateSettingsAction: a request that (re)sets read_only, read_only_allow_delete, or only
  // `index.blocks.metadata` passes the blocks, else nobody could lift them; anything else is a metadata write.
  const keys = Object.keys(settings);
  const unblocking = (keys.length === 1 && keys[0] === 'index.blocks.metadata') || 'index.blocks.read_only' in settings || 'index.blocks.read_only_allow_delete' in settings;
  const blocked = unblocking ? undefined : blockedFor(env.profile, names.map((n) => state.indices.get(n)!), 'metadata_write');
  if (blocked) return blocked;
  for (const [k, v] of Object.entries(settings)) {
    const err = isTsdbSettingKey(env.profile, k) ? undefined : validateSetting(k, v, false);
    if (err) return err;
  }
  // A time series index's end_time only grows (TimestampBounds.updateEndTime).
  for (const n of names) {
    const err = env.profile.timeSeriesMode === 'none' ? undefined : validateTsdbUpdate(state.indices.get(n)!.settings, settings);
    if (err) return err;
  }
  const preserve = flag(req, 'preserve_existing');
  // Static settings on open indices: ES names the offending keys and indices (spec rule 5).
  const staticKeys = Object.keys(settings).filter((k) => !isDynamicSetting(k));
  if (staticKeys.length > 0) {
    const open = names.map((n) => state.indices.get(n)!).filter((i) => !i.closed);
    if (open.length > 0) {
      // MetadataUpdateSettingsService collects them into a HashSet from the request's sorted settings, and
      // prints that set: Java's hash order, not the request's.
      return staticSettingsOnOpenIndices(javaHashOrder([...staticKeys].sort()), open);
    }
    // Final settings (Property.Final); routing_partition_size became one in ES 7.16.
    const fixed = staticKeys.find((k) => k === 'index.number_of_shards' || k === 'index.number_of_routing_shards' || k.startsWith('index.sort.') || (k === 'index.routing_partition_size' && env.profile.routingPartitionSize === 'final'));
    if (fixed) return finalSetting(fixed);
  }
  // Analysis changes (on closed indices) are checked as index creation checks them, on the settings they would make.
  if (keys.some((k) => k.startsWith('index.analysis.'))) {
    for (const n of names) {
      const idx = state.indices.get(n)!;
      const next: Record<string, string | string[]> = { ...idx.settings };
      for (const [k, v] of Object.entries(settings)) {
        if (preserve && k in idx.settings) continue;
        if (v === null) delete next[k];
        else next[k] = v;
      }
      const err = validateAnalysisSettings(next, env.profile, state.config);
      if (err) return err;
    }
  }
  for (const n of names) {
    const idx = state.indices.get(n)!;
    for (const [k, v] of Object.entries(settings)) {
      if (preserve && k in idx.settings) continue;
      if (v === null) {
        if (k !== 'index.number_of_replicas') delete idx.settings[k];
        else idx.settings[k] = '1';
      } else idx.settings[k] = v;
    }
    // Periodic refreshes back on (refresh_interval no longer -1): the next one shows what waited.
    if (state.defaults.refresh !== 'explicit' && idx.settings['index.refresh_interval'] !== '-1') idx.visible = undefined;
  }
  return ok({ acknowledged: true });
};
