/**
 * `field(path)` in ingest scripts (ES 8.4+, approx.; org.elasticsearch.script.field.WriteField): a path into the
 * document resolved as WriteField.resolveDepthFlat does (`a.b.c` as `[a][b][c]`, `[a]['b.c']` or `['a.b.c']`,
 * whichever the maps hold), read with `get(default)`, `get(i, default)`, `exists()`, `size()`, `isEmpty()`,
 * `hasValue(p)`, written with `set`, `append`, `transform`, `removeValuesIf`, `removeValue`, `remove`, `move`
 * and `overwrite` (which create missing maps as createDepth does). Not here: `deduplicate()` (Java's HashSet
 * order) and the nested-document calls `doc()`/`docs()`. The root is the script's `ctx`.
 */
import { javaThrow } from '../script/painless/javaError.ts';
import { className, JFunction, JList, JMap, type JObject, type JValue } from '../script/painless/values.ts';
import { javaToString } from '../script/painless/javaString.ts';

/** One WriteField over a root map. */
export class JWriteField implements JObject {
  readonly jclass = 'org.elasticsearch.script.field.WriteField';
  private container!: JMap;
  private leaf: string | null = null;

  constructor(
    private path: string,
    private readonly root: JMap,
  ) {
    this.resolveDepthFlat();
  }

  invoke(name: string, a: JValue[]): JValue {
    switch (`${name}/${a.length}`) {
      case 'getName/0':
        return this.path;
      case 'exists/0':
        return this.leaf !== null && this.container.has(this.leaf);
      case 'isEmpty/0':
        return this.size() === 0;
      case 'size/0':
        return this.size();
      case 'get/1':
        return this.value() ?? a[0]!;
      case 'get/2': {
        const v = this.value();
        const i = Number(a[0]);
        if (v instanceof JList) return i < v.items.length ? v.items[i]! : a[1]!;
        return v !== undefined && i === 0 ? v : a[1]!;
      }
      case 'hasValue/1': {
        const v = this.value();
        if (v === undefined) return false;
        return (v instanceof JList ? v.items : [v]).some((x) => test(a[0]!, x));
      }
      case 'set/1':
        this.setLeaf();
        this.container.set(this.leaf!, a[0]!);
        return this;
      case 'append/1': {
        this.setLeaf();
        const v = this.container.get(this.leaf!);
        const list = v instanceof JList ? v : new JList(v === undefined || v === null ? [] : [v]);
        list.items.push(a[0]!);
        this.container.set(this.leaf!, list);
        return this;
      }
      case 'remove/0':
        this.resolveDepthFlat();
        if (this.leaf !== null) this.container.delete(this.leaf);
        return null;
      case 'transform/1': {
        const v = this.value();
        if (v instanceof JList) v.items = v.items.map((x) => call(a[0]!, x));
        else if (v !== undefined) this.container.set(this.leaf!, call(a[0]!, v));
        return this;
      }
      case 'removeValuesIf/1': {
        const v = this.value();
        if (v instanceof JList) v.items = v.items.filter((x) => !test(a[0]!, x));
        else if (v !== undefined && test(a[0]!, v)) this.container.delete(this.leaf!);
        return this;
      }
      case 'removeValue/1': {
        const v = this.value();
        const i = Number(a[0]);
        if (v instanceof JList) {
          if (i < v.items.length) v.items.splice(i, 1);
        } else if (v !== undefined && i === 0) this.container.delete(this.leaf!);
        return this;
      }
      case 'move/1':
      case 'overwrite/1': {
        const dest = destination(name, a[0]!);
        if (name === 'move' && new JWriteField(dest, this.root).size() > 0) javaThrow('illegal_argument_exception', `Cannot move to non-empty destination [${dest}]`);
        return this.overwrite(dest);
      }
    }
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${a.length}] not found`);
  }

  /** The value at the path; undefined when the path is missing (a null value is a value). */
  private value(): JValue | undefined {
    return this.leaf === null ? undefined : this.container.get(this.leaf);
  }

  private size(): number {
    const v = this.value();
    return v === undefined ? 0 : v instanceof JList ? v.items.length : 1;
  }

  private overwrite(dest: string): JWriteField {
    const v = this.value();
    this.invoke('remove', []);
    this.path = dest;
    this.leaf = null;
    if (v === undefined) this.invoke('remove', []);
    else this.invoke('set', [v]);
    return this;
  }

  private setLeaf(): void {
    if (this.leaf === null) this.resolveDepthFlat();
    if (this.leaf === null) this.createDepth();
  }

  /** Each segment while it names a map; the rest as one (dotted) key when that key exists. */
  private resolveDepthFlat(): void {
    this.container = this.root;
    let last = 0;
    let i = this.path.indexOf('.');
    while (i !== -1) {
      const next = this.container.get(this.path.slice(last, i));
      if (!(next instanceof JMap)) {
        const rest = this.path.slice(last);
        this.leaf = this.container.has(rest) ? rest : null;
        return;
      }
      this.container = next;
      last = i + 1;
      i = this.path.indexOf('.', last);
    }
    this.leaf = this.path.slice(last);
  }

  /** New maps for missing segments; a segment holding something else is an error. */
  private createDepth(): void {
    this.container = this.root;
    const segments = this.path.split('.');
    segments.slice(0, -1).forEach((segment, i) => {
      const v = this.container.get(segment);
      if (v instanceof JMap) this.container = v;
      else if (v === undefined) {
        const m = new JMap(true);
        this.container.set(segment, m);
        this.container = m;
      } else javaThrow('illegal_argument_exception', `Segment [${i}:'${segment}'] has value [${javaToString(v)}] of type [${v === null ? 'null' : className(v)}]`);
    });
    this.leaf = segments[segments.length - 1]!;
  }
}

function call(f: JValue, x: JValue): JValue {
  if (!(f instanceof JFunction)) return javaThrow('class_cast_exception', `Cannot cast ${className(f)} to java.util.function.Function`);
  return f.call([x]);
}

function test(f: JValue, x: JValue): boolean {
  return call(f, x) === true;
}

/** move/overwrite take a path or another field (WriteField.move(Object)). */
function destination(method: string, p: JValue): string {
  if (typeof p === 'string') return p;
  if (p instanceof JWriteField) return String(p.invoke('getName', []));
  const cls = p === null ? 'null' : className(p);
  return javaThrow('illegal_argument_exception', `Cannot call ${method} with [${javaToString(p)}], must be String or WriteField, not [${cls}]`);
}
