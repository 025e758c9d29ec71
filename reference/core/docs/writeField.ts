/**
 * The write field API of update scripts (Elasticsearch 8.5, org.elasticsearch.script.field.WriteField and
 * NestedDocument): `field('a.b')` names a path of the document's `_source`; `set(v)` writes it (making the
 * objects on the way), `transform(fn)` replaces its value (each value of a list) by `fn`'s, `get(default)`
 * and `exists()` read it, and `doc()` is the object at the path (made when absent), whose `field('c')`
 * names a path inside it. The setters answer the field itself, so calls chain.
 */
import { JList, JMap, type JObject, type JValue } from '../script/painless/values.ts';
import { javaThrow } from '../script/painless/javaError.ts';
import type { Runtime } from '../script/painless/methods.ts';

/** A path of a map, its dotted steps walked as nested objects. */
export class JWriteField implements JObject {
  readonly jclass = 'org.elasticsearch.script.field.WriteField';
  constructor(
    private readonly root: () => JMap,
    private readonly path: string,
  ) {}

  /** The map holding the path's last step (made on the way when `create`), and that step. */
  private parent(create: boolean): { map: JMap; key: string } | undefined {
    const steps = this.path.split('.');
    let map = this.root();
    for (const s of steps.slice(0, -1)) {
      let next = map.get(s);
      if (!(next instanceof JMap)) {
        if (!create) return undefined;
        next = new JMap(true);
        map.set(s, next);
      }
      map = next;
    }
    return { map, key: steps[steps.length - 1]! };
  }

  private value(): JValue | undefined {
    const p = this.parent(false);
    return p?.map.has(p.key) ? p.map.get(p.key) : undefined;
  }

  invoke(name: string, args: JValue[], rt: Runtime): JValue {
    const n = args.length;
    if (name === 'set' && n === 1) {
      const p = this.parent(true)!;
      p.map.set(p.key, args[0]!);
      return this;
    }
    if (name === 'transform' && n === 1) {
      const v = this.value();
      if (v !== undefined) {
        const p = this.parent(true)!;
        p.map.set(p.key, v instanceof JList ? new JList(v.items.map((x) => rt.call(args[0]!, [x]))) : rt.call(args[0]!, [v]));
      }
      return this;
    }
    if (name === 'get' && n === 1) return this.value() ?? args[0]!;
    if (name === 'exists' && n === 0) return this.value() !== undefined;
    if (name === 'getName' && n === 0) return this.path;
    if (name === 'doc' && n === 0) {
      const v = this.value();
      if (v instanceof JMap) return new JNestedDocument(v);
      const made = new JMap(true);
      const p = this.parent(true)!;
      p.map.set(p.key, made);
      return new JNestedDocument(made);
    }
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${n}] not found`);
  }
}

/** org.elasticsearch.script.field.NestedDocument: an object of the source, whose fields are write fields. */
export class JNestedDocument implements JObject {
  readonly jclass = 'org.elasticsearch.script.field.NestedDocument';
  constructor(private readonly map: JMap) {}
  invoke(name: string, args: JValue[]): JValue {
    if (name === 'field' && args.length === 1) return new JWriteField(() => this.map, String(args[0]));
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
}
