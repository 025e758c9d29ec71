/** The fast-check model: only what commands need to choose their next move. */
import type { Target } from '../targets/target.ts';
import { toRequest, type Calls } from './apiCalls.ts';
import { propertiesOf, type Dialect } from './dialect.ts';
import type { Duo } from './duo.ts';

/**
 * The fast-check model: only the names commands need to choose their next move (which indexes
 * exist, their mapped top-level fields, which aliases point where). Outcomes are the reference's
 * business; the model is re-read from the reference after each command, never predicted.
 */
export interface Model {
  indexes: string[];
  fields: Map<string, Map<string, string>>;
  aliases: Map<string, string[]>;
}

/** What commands act on: the target and the reference side by side. */
export interface Real {
  duo: Duo;
  calls: Calls;
  dialect: Dialect;
}

/** An empty model. */
export function emptyModel(): Model {
  return { indexes: [], fields: new Map(), aliases: new Map() };
}

/** Re-read the model from the reference (unrecorded: these reads are not part of the case). */
export async function syncModel(m: Model, reference: Target, c: Calls, d: Dialect): Promise<void> {
  const mapping = await reference.send(toRequest({ api: 'indices.get_mapping', params: {} }));
  const aliases = await reference.send(toRequest(c.getAlias()));
  const mjson = mapping.kind === 'ok' && mapping.status === 200 ? (mapping.json as Record<string, unknown>) : {};
  m.indexes = Object.keys(mjson).sort();
  m.fields = new Map(
    m.indexes.map((i) => {
      const props = propertiesOf(d, mjson, i) ?? {};
      return [i, new Map(Object.entries(props).map(([f, def]) => [f, String((def as { type?: unknown }).type ?? 'object')]))];
    }),
  );
  m.aliases = new Map();
  const ajson = aliases.kind === 'ok' && aliases.status === 200 ? (aliases.json as Record<string, { aliases?: Record<string, unknown> }>) : {};
  for (const [index, v] of Object.entries(ajson)) {
    for (const alias of Object.keys(v.aliases ?? {})) m.aliases.set(alias, [...(m.aliases.get(alias) ?? []), index].sort());
  }
}

/** Pick one of `xs` by a generated number (stable under shrinking towards 0), or undefined if empty. */
export function pick<T>(xs: readonly T[], n: number): T | undefined {
  return xs.length === 0 ? undefined : xs[n % xs.length];
}
