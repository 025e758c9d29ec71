/**
 * OpenSearch's derived fields (2.15, DerivedFieldMapper / DerivedFieldType): a `derived` section in a mapping
 * or in a search body, each field a `type` and a `script` that `emit`s its values (from `params._source`),
 * searched, sorted, aggregated and fetched by computing them per document. They run here on the runtime
 * field machinery: each definition becomes the runtime field of the nearest type (float as double; text as
 * keyword, so a text derived field matches whole values only). `object` derived fields (JSON parsed into
 * sub-fields) are not simulated: they are left out.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { RuntimeDef } from './definitions.ts';

const AS_RUNTIME: Record<string, string> = {
  keyword: 'keyword',
  text: 'keyword',
  long: 'long',
  float: 'double',
  double: 'double',
  date: 'date',
  ip: 'ip',
  boolean: 'boolean',
  geo_point: 'geo_point',
};

/** A `derived` section as runtime definitions, or the reason it is refused. */
export function derivedAsRuntime(section: Json | undefined): Map<string, RuntimeDef> | { reason: string } {
  const out = new Map<string, RuntimeDef>();
  if (!isObject(section)) return out;
  for (const [name, node] of Object.entries(section)) {
    if (!isObject(node)) return { reason: `Expected map for derived field [${name}] definition but got a ${typeof node}` };
    const type = typeof node.type === 'string' ? node.type : undefined;
    if (type === undefined) return { reason: `No type specified for derived field [${name}]` };
    if (node.script === undefined) return { reason: `script parameter is required for derived field [${name}]` };
    const runtimeType = AS_RUNTIME[type];
    if (runtimeType === undefined) {
      if (type === 'object') continue;
      return { reason: `No handler for type [${type}] declared on derived field [${name}]` };
    }
    const raw: JsonObject = { type: runtimeType, script: node.script as Json };
    const def: RuntimeDef = { name, type: runtimeType, script: node.script as Json, raw };
    if (typeof node.format === 'string') def.format = node.format;
    out.set(name, def);
  }
  return out;
}
