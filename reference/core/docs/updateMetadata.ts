/**
 * `metadata()` of the update context (Elasticsearch 8.4, UpdateScript.metadata(): UpdateMetadata for an
 * existing document, UpsertSourceAndMetadata for a scripted upsert's insert). It reads and writes the same
 * `ctx` the script sees: `index`, `id`, `op` (set as `ctx.op` is: an op the case does not know is a noop,
 * as scriptedUpdate.ts decides), `routing` and `version`, which an insert has none of
 * (UpsertSourceAndMetadata's IllegalStateException "routing is unavailable for insert").
 */
import { JFunction, JLong, type JMap, type JObject, type JValue } from '../script/painless/values.ts';
import { javaThrow } from '../script/painless/javaError.ts';
import { javaToString } from '../script/painless/javaString.ts';

/** org.elasticsearch.script.Metadata of one update script run. */
export class JUpdateMetadata implements JObject {
  readonly jclass = 'org.elasticsearch.script.Metadata';
  constructor(
    private readonly ctx: JMap,
    private readonly insert: boolean,
    private readonly index: string,
    private readonly id: string,
  ) {}

  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0) {
      switch (name) {
        case 'getIndex':
          return this.index;
        case 'getId':
          return this.id;
        case 'getOp':
          return this.ctx.get('op') ?? null;
        case 'getRouting':
          return this.insert ? javaThrow('illegal_state_exception', 'routing is unavailable for insert') : (this.ctx.get('_routing') ?? null);
        case 'getVersion':
          return this.insert ? javaThrow('illegal_state_exception', 'version is unavailable for insert') : (this.ctx.get('_version') ?? new JLong(0n));
      }
    }
    if (name === 'setOp' && args.length === 1) {
      this.ctx.set('op', args[0] === null ? null : javaToString(args[0]!));
      return null;
    }
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
}

/** The `metadata()` function of an update script over its ctx. */
export function metadataFunction(ctx: JMap, insert: boolean, index: string, id: string): JFunction {
  const m = new JUpdateMetadata(ctx, insert, index, id);
  return new JFunction(0, () => m);
}
