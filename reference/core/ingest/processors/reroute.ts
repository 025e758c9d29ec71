/**
 * reroute (ES 8.8, RerouteProcessor): sends the document to another index or data stream. With
 * `destination`, that name; else the data stream named `<type>-<dataset>-<namespace>` from the current
 * name, the dataset and namespace replaced by the first of their candidates that resolves (a `{{field}}`
 * reference or a literal; by default `{{data_stream.dataset}}` / `{{data_stream.namespace}}`), sanitized
 * as the data stream naming scheme wants. The running pipeline ends there; the write then runs the new
 * target's pipelines (writeHook.ts).
 */
import { processorIllegalArgument } from '../../errors/index.ts';
import type { IngestDoc } from '../document.ts';
import { fail } from '../failure.ts';
import type { Factory } from '../types.ts';

const MAX_LENGTH = 100;
const DISALLOWED_IN_DATASET = new Set(['\\', '/', '*', '?', '"', '<', '>', '|', ' ', ',', '#', ':', '-']);
const DISALLOWED_IN_NAMESPACE = new Set(['\\', '/', '*', '?', '"', '<', '>', '|', ' ', ',', '#', ':']);

/** Lower-cased, disallowed characters as `_`, cut to 100 characters (DataStreamValueSource.sanitize). */
function sanitize(value: string, disallowed: ReadonlySet<string>): string {
  const out = [...value.toLowerCase()].map((ch) => (disallowed.has(ch) ? '_' : ch)).join('');
  return out.length > MAX_LENGTH ? out.slice(0, MAX_LENGTH) : out;
}

/** One candidate: a `{{field}}` read from the document (absent or not a string: none), or a literal. */
type Candidate = (doc: IngestDoc) => string | undefined;

function candidates(values: string[], disallowed: ReadonlySet<string>): Candidate[] {
  return values.map((v) => {
    const ref = /^\{\{(.+)\}\}$/.exec(v);
    if (!ref) {
      const literal = sanitize(v, disallowed);
      return () => literal;
    }
    const field = ref[1]!;
    return (doc) => {
      const x = doc.get(field, true);
      return typeof x === 'string' ? sanitize(x, disallowed) : undefined;
    };
  });
}

export const reroute: Factory = (c) => {
  const destination = c.optStr('destination');
  const hasDataset = c.has('dataset');
  const hasNamespace = c.has('namespace');
  if (destination !== undefined && (hasDataset || hasNamespace)) c.error('destination', 'can only be set if dataset and namespace are not set');
  const datasets = candidates(hasDataset ? c.listOrString('dataset') : ['{{data_stream.dataset}}'], DISALLOWED_IN_DATASET);
  const namespaces = candidates(hasNamespace ? c.listOrString('namespace') : ['{{data_stream.namespace}}'], DISALLOWED_IN_NAMESPACE);
  return (doc) => {
    if (destination !== undefined) {
      doc.reroute(destination);
      return true;
    }
    const current = String(doc.ctx._index);
    const first = current.indexOf('-');
    const second = first < 0 ? -1 : current.indexOf('-', first + 1);
    if (second < 0) fail(processorIllegalArgument(`invalid data stream name: [${current}]; must follow naming scheme <type>-<dataset>-<namespace>`));
    const type = current.slice(0, first);
    const pick = (list: Candidate[], fallback: string) => list.map((f) => f(doc)).find((v) => v !== undefined) ?? fallback;
    const dataset = pick(datasets, current.slice(first + 1, second));
    const namespace = pick(namespaces, current.slice(second + 1));
    doc.set('data_stream.type', type);
    doc.set('data_stream.dataset', dataset);
    doc.set('data_stream.namespace', namespace);
    if (doc.has('event.dataset')) doc.set('event.dataset', dataset);
    doc.reroute(`${type}-${dataset}-${namespace}`);
    return true;
  };
};
