/**
 * The document a pipeline works on (IngestDocument): its source and metadata fields in one map (`ctx`,
 * as scripts see it), and the `_ingest` metadata beside it. Field paths are dotted (`a.b.0.c`); a path
 * starting `_ingest.` addresses the ingest metadata and `_source.` the source. The messages are
 * IngestDocument's own, word for word.
 */
import { processorIllegalArgument } from '../errors/index.ts';
import { fail } from './failure.ts';
import { deepCopy, isMap, javaClassName, type Value, type VMap } from './javaValues.ts';

/** Metadata fields that live beside the source in `ctx` (IngestDocument.Metadata / IngestCtxMap). */
export const METADATA_KEYS = ['_index', '_type', '_id', '_routing', '_version', '_version_type', '_if_seq_no', '_if_primary_term', '_dynamic_templates'] as const;
const METADATA = new Set<string>(METADATA_KEYS);

const bad = (reason: string): never => fail(processorIllegalArgument(reason));

/** A parsed field path: the map it starts from and its elements. */
interface FieldPath {
  root: VMap;
  elements: string[];
}

export class IngestDoc {
  /** Source fields and metadata fields, as one map (the script `ctx`). */
  ctx: VMap;
  /** `_ingest`: timestamp, the running pipeline, on_failure details. */
  ingest: VMap;
  /** Pipelines being run, outermost first (cycle detection in `pipeline` processors). */
  readonly pipelineStack: string[] = [];
  /** Indices the document was sent to by its pipelines, in order (ES's index history). */
  readonly indexHistory: string[] = [];
  /** Set by a `terminate` processor: the running pipeline runs no further processor (IngestDocument.terminate). */
  terminated = false;
  /** Set by a `reroute` processor: every running pipeline stops, and the write goes on with the new target's pipelines. */
  rerouted = false;
  /**
   * A script left `ctx` containing itself (ES ≥ 8.3, IngestDocument.doNoSelfReferencesCheck): the processor
   * passes, and the write fails when the source is generated. The simulator keeps the ctx as before the script.
   */
  selfReferencing = false;

  constructor(ctx: VMap, ingest: VMap) {
    this.ctx = ctx;
    this.ingest = ingest;
  }

  /** The source alone (ctx without metadata fields). */
  source(): VMap {
    const out: VMap = {};
    for (const [k, v] of Object.entries(this.ctx)) if (!METADATA.has(k)) out[k] = v;
    return out;
  }

  /** The metadata fields that are set. */
  metadata(): VMap {
    const out: VMap = {};
    for (const k of METADATA_KEYS) if (this.ctx[k] !== undefined && this.ctx[k] !== null) out[k] = this.ctx[k];
    return out;
  }

  /** IngestDocument.reroute: the new target, and no further processor of this target's pipelines. */
  reroute(destination: string): void {
    this.ctx._index = destination;
    this.rerouted = true;
  }

  /** A deep copy (verbose simulation snapshots the document after every processor). */
  copy(): IngestDoc {
    const d = new IngestDoc(deepCopy(this.ctx), deepCopy(this.ingest));
    d.pipelineStack.push(...this.pipelineStack);
    d.indexHistory.push(...this.indexHistory);
    return d;
  }

  private path(path: string): FieldPath {
    if (path === undefined || path === null || path === '') bad('path cannot be null nor empty');
    let root = this.ctx;
    let rest = path;
    if (path.startsWith('_ingest.')) {
      root = this.ingest;
      rest = path.slice(8);
    } else if (path.startsWith('_source.')) {
      rest = path.slice(8);
    }
    const elements = rest.split('.');
    // Java's String.split drops trailing empty strings.
    while (elements.length > 1 && elements[elements.length - 1] === '') elements.pop();
    if (elements.length === 1 && elements[0] === '') bad(`path [${path}] is not valid`);
    return { root, elements };
  }

  /** One step of a path: the member of a map, or the element of a list (ResolveResult). */
  private resolve(el: string, path: string, context: Value): { ok: true; value: Value } | { ok: false; message: string } {
    if (context === null || context === undefined) return { ok: false, message: `cannot resolve [${el}] from null as part of path [${path}]` };
    if (isMap(context)) {
      if (Object.prototype.hasOwnProperty.call(context, el)) return { ok: true, value: context[el] };
      return { ok: false, message: `field [${el}] not present as part of path [${path}]` };
    }
    if (Array.isArray(context)) {
      const i = javaInt(el);
      if (i === undefined) return { ok: false, message: `[${el}] is not an integer, cannot be used as an index as part of path [${path}]` };
      if (i < 0 || i >= context.length) return { ok: false, message: `[${i}] is out of bounds for array with length [${context.length}] as part of path [${path}]` };
      return { ok: true, value: context[i] };
    }
    return { ok: false, message: `cannot resolve [${el}] from object of type [${javaClassName(context)}] as part of path [${path}]` };
  }

  /** The value at a path; a missing one fails, or is undefined with `ignoreMissing`. */
  get(path: string, ignoreMissing = false): Value {
    const fp = this.path(path);
    let context: Value = fp.root;
    for (const el of fp.elements) {
      const r = this.resolve(el, path, context);
      if (r.ok) context = r.value;
      else if (ignoreMissing && !this.has(path)) return undefined;
      else bad(r.message);
    }
    return context;
  }

  /** The value at a path, which must be a string (or null); `getFieldValue(path, String.class)`. */
  getString(path: string, ignoreMissing = false): string | null | undefined {
    const v = this.get(path, ignoreMissing);
    if (v === undefined || v === null) return v as undefined | null;
    if (typeof v !== 'string') bad(`field [${path}] of type [${javaClassName(v)}] cannot be cast to [java.lang.String]`);
    return v as string;
  }

  /** The value at a path, which must be a list (or null). */
  getList(path: string, ignoreMissing = false): Value[] | null | undefined {
    const v = this.get(path, ignoreMissing);
    if (v === undefined || v === null) return v as undefined | null;
    if (!Array.isArray(v)) bad(`field [${path}] of type [${javaClassName(v)}] cannot be cast to [java.util.List]`);
    return v as Value[];
  }

  /** Whether a path leads to a value (null counts as present). */
  has(path: string, failOutOfRange = false): boolean {
    const fp = this.path(path);
    let context: Value = fp.root;
    for (let i = 0; i < fp.elements.length; i++) {
      const el = fp.elements[i]!;
      if (isMap(context)) {
        if (!Object.prototype.hasOwnProperty.call(context, el)) return false;
        context = context[el];
      } else if (Array.isArray(context)) {
        const idx = javaInt(el);
        if (idx === undefined) return false;
        if (idx < 0 || idx >= context.length) {
          if (failOutOfRange) bad(`[${idx}] is out of bounds for array with length [${context.length}] as part of path [${path}]`);
          return false;
        }
        context = context[idx];
      } else return false;
    }
    return true;
  }

  /** Removes the value at a path; a missing one fails. */
  remove(path: string): void {
    const fp = this.path(path);
    let context: Value = fp.root;
    for (const el of fp.elements.slice(0, -1)) {
      const r = this.resolve(el, path, context);
      if (!r.ok) bad(r.message);
      context = (r as { value: Value }).value;
    }
    const leaf = fp.elements[fp.elements.length - 1]!;
    if (context === null || context === undefined) bad(`cannot remove [${leaf}] from null as part of path [${path}]`);
    if (isMap(context)) {
      if (Object.prototype.hasOwnProperty.call(context, leaf)) {
        delete context[leaf];
        return;
      }
      bad(`field [${leaf}] not present as part of path [${path}]`);
    }
    if (Array.isArray(context)) {
      const i = javaInt(leaf);
      if (i === undefined) bad(`[${leaf}] is not an integer, cannot be used as an index as part of path [${path}]`);
      if (i! < 0 || i! >= context.length) bad(`[${i}] is out of bounds for array with length [${context.length}] as part of path [${path}]`);
      context.splice(i!, 1);
      return;
    }
    bad(`cannot remove [${leaf}] from object of type [${javaClassName(context)}] as part of path [${path}]`);
  }

  /** Sets the value at a path, making the maps on the way. */
  set(path: string, value: Value): void {
    this.put(path, value, false, true);
  }

  /** Appends to the value at a path (a scalar becomes a list of it first); lists append element by element. */
  append(path: string, value: Value, allowDuplicates = true): void {
    this.put(path, value, true, allowDuplicates);
  }

  private put(path: string, value: Value, append: boolean, allowDuplicates: boolean): void {
    const fp = this.path(path);
    let context: Value = fp.root;
    for (const el of fp.elements.slice(0, -1)) {
      if (context === null || context === undefined) bad(`cannot resolve [${el}] from null as part of path [${path}]`);
      if (isMap(context)) {
        if (Object.prototype.hasOwnProperty.call(context, el)) context = context[el];
        else {
          const m: VMap = {};
          context[el] = m;
          context = m;
        }
      } else if (Array.isArray(context)) {
        const i = javaInt(el);
        if (i === undefined) bad(`[${el}] is not an integer, cannot be used as an index as part of path [${path}]`);
        if (i! < 0 || i! >= context.length) bad(`[${i}] is out of bounds for array with length [${context.length}] as part of path [${path}]`);
        context = context[i!];
      } else bad(`cannot resolve [${el}] from object of type [${javaClassName(context)}] as part of path [${path}]`);
    }
    const leaf = fp.elements[fp.elements.length - 1]!;
    if (context === null || context === undefined) bad(`cannot set [${leaf}] with null parent as part of path [${path}]`);
    if (isMap(context)) {
      if (append) {
        if (Object.prototype.hasOwnProperty.call(context, leaf)) context[leaf] = appendValues(context[leaf], value, allowDuplicates);
        else context[leaf] = appendValues([], value, allowDuplicates);
        return;
      }
      context[leaf] = value;
      return;
    }
    if (Array.isArray(context)) {
      const i = javaInt(leaf);
      if (i === undefined) bad(`[${leaf}] is not an integer, cannot be used as an index as part of path [${path}]`);
      if (i! < 0 || i! >= context.length) bad(`[${i}] is out of bounds for array with length [${context.length}] as part of path [${path}]`);
      context[i!] = append ? appendValues(context[i!], value, allowDuplicates) : value;
      return;
    }
    bad(`cannot set [${leaf}] with parent object of type [${javaClassName(context)}] as part of path [${path}]`);
  }
}

/** IngestDocument.appendValues: a list grows in place; anything else becomes a list holding it first. */
function appendValues(maybeList: Value, value: Value, allowDuplicates: boolean): Value[] {
  const list = Array.isArray(maybeList) ? maybeList : [maybeList];
  const add = (v: Value): void => {
    if (allowDuplicates || !list.some((x) => javaEquals(x, v))) list.push(v);
  };
  if (Array.isArray(value)) for (const v of value) add(v);
  else add(value);
  return list;
}

/** Java's `equals` over ingest values (deep for maps and lists). */
export function javaEquals(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => javaEquals(x, b[i]));
  if (isMap(a) && isMap(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && javaEquals(a[k], b[k]));
  }
  return false;
}

/** `Integer.parseInt`: an optional sign and digits, within int range. */
function javaInt(s: string): number | undefined {
  if (!/^[+-]?\d+$/.test(s)) return undefined;
  const n = Number(s);
  return n >= -2147483648 && n <= 2147483647 ? n : undefined;
}
