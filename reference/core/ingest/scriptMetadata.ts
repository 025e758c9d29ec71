/**
 * `metadata()` in ingest scripts (ES 8.4+; org.elasticsearch.script.Metadata over IngestDocMetadata): the
 * document's `_index`, `_id`, `_routing`, `_version` and `_version_type` through getters and setters
 * (`m.index += '2'` reads getIndex and calls setIndex), writing the same `ctx` keys the pipeline reads back
 * (ES ingest/190_script_processor.yml, "Test metadata"). The setters do not check their values' types here.
 */
import { javaThrow } from '../script/painless/javaError.ts';
import { JLong, JMap, type JObject, type JValue } from '../script/painless/values.ts';
import { className } from '../script/painless/values.ts';

const KEYS: Record<string, string> = { Index: '_index', Id: '_id', Routing: '_routing', Version: '_version', VersionType: '_version_type' };

/** The Metadata object of one ingest document (its `ctx`). */
export class JMetadata implements JObject {
  readonly jclass = 'org.elasticsearch.script.Metadata';
  constructor(private readonly ctx: JMap) {}

  invoke(name: string, args: JValue[]): JValue {
    const m = /^(get|set)(Index|Id|Routing|Version|VersionType)$/.exec(name);
    const key = m ? KEYS[m[2]!] : undefined;
    if (m && key && m[1] === 'get' && args.length === 0) {
      const v = this.ctx.get(key) ?? null;
      // getVersion returns a long.
      return key === '_version' && typeof v === 'number' ? new JLong(BigInt(v)) : v;
    }
    if (m && key && m[1] === 'set' && args.length === 1) {
      this.ctx.set(key, args[0]!);
      return null;
    }
    return javaThrow('illegal_argument_exception', `dynamic method [${className(this)}, ${name}/${args.length}] not found`);
  }
}
