/**
 * A configured value whose strings are templates (ValueSource.wrap): maps and lists are templated member
 * by member, a string holding `{{` renders against the document, anything else is copied as is.
 */
import type { Conf } from './config.ts';
import type { IngestDoc } from './document.ts';
import { deepCopy, isMap, type Value, type VMap } from './javaValues.ts';
import { compileTemplate, type Escape, type Template } from './template.ts';

export interface ValueSource {
  /** The value for this document (a fresh copy each time). */
  resolve(doc: IngestDoc): Value;
  /** A single template string (ignore_empty_value applies only to those). */
  templated: boolean;
}

/** The model templates render against: the ctx plus `_ingest`. */
export function templateModel(doc: IngestDoc): VMap {
  return { ...doc.ctx, _ingest: doc.ingest };
}

/** Renders a template against a document. */
export function render(t: Template, doc: IngestDoc): string {
  return t.dynamic ? t.render(templateModel(doc)) : t.source;
}

/** Wraps a configured value; a string that does not compile is the property's configuration error. */
export function valueSource(c: Conf, prop: string, v: Value, escape: Escape = 'json'): ValueSource {
  const compile = (x: Value): ((m: VMap) => Value) => {
    if (typeof x === 'string') {
      const t = compileTemplate(x, escape);
      if (!t) c.error(prop, `Mustache template [${x}] does not compile`);
      return t!.dynamic ? (m) => t!.render(m) : () => x;
    }
    if (Array.isArray(x)) {
      const parts = x.map(compile);
      return (m) => parts.map((p) => p(m));
    }
    if (isMap(x)) {
      const parts = Object.entries(x).map(([k, y]) => [compile(k), compile(y)] as const);
      return (m) => Object.fromEntries(parts.map(([k, y]) => [String(k(m)), y(m)]));
    }
    return () => deepCopy(x);
  };
  const fn = compile(v);
  return { resolve: (doc) => fn(templateModel(doc)), templated: typeof v === 'string' };
}
