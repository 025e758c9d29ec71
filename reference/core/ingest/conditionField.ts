/**
 * The field API inside an ingest `if` condition (ES 9.2+, elastic/elasticsearch#131581, #120609): `field(path)`
 * and `$(path, default)` over the document, read-only. The condition's field is a SourceMapField, which has
 * WriteField's readers (`get`, `exists`, `isEmpty`, `size`, `hasValue`, `getName`) and none of its writers,
 * so `field('a').set(1)` in a condition is a method Painless does not find.
 */
import { registerContextFunctions } from '../script/runScript.ts';
import { noMethod } from '../script/painless/methods.ts';
import { JFunction, JMap, type JObject, type JValue } from '../script/painless/values.ts';
import { ingestHas } from './caps.ts';
import { JWriteField } from './scriptField.ts';

const READERS = new Set(['getName/0', 'exists/0', 'isEmpty/0', 'size/0', 'get/1', 'get/2', 'hasValue/1']);

class JSourceMapField implements JObject {
  readonly jclass = 'org.elasticsearch.script.field.SourceMapField';
  constructor(private readonly field: JWriteField) {}
  invoke(name: string, a: JValue[]): JValue {
    if (READERS.has(`${name}/${a.length}`)) return this.field.invoke(name, a);
    return noMethod(this, name, a.length);
  }
}

// Conditions run in the filter context with the document as `ctx` (run.ts); search filter scripts have no ctx.
registerContextFunctions('filter', (globals, profile) => {
  const ctx = globals.get('ctx');
  if (!(ctx instanceof JMap) || !ingestHas(profile, 'condition.field_api')) return [];
  const field = (p: JValue) => new JSourceMapField(new JWriteField(String(p), ctx));
  return [
    ['fn:field/1', new JFunction(1, ([p]) => field(p!))],
    ['fn:$/2', new JFunction(2, ([p, d]) => field(p!).invoke('get', [d ?? null]))],
  ];
});
