/** A small in-process client over the Simulator, for tests: JSON in, status and parsed body out. */
import { Simulator, type SimulatorOptions } from './simulator.ts';
import type { WireRequest, WireResponse } from './wire/wire.ts';
import { workDone } from './core/search/resumable/steps.ts';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON body (or the raw text when it is not JSON). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
  text: string;
}

/** The wire request of `call`: objects become JSON, arrays of objects NDJSON, strings go as they are. */
function wireRequest(method: string, pathAndQuery: string, body: unknown, headers: Record<string, string>): WireRequest {
  const q = pathAndQuery.indexOf('?');
  const path = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
  const query: Record<string, string> = {};
  if (q >= 0) for (const [k, v] of new URLSearchParams(pathAndQuery.slice(q + 1))) query[k] = v;
  let text: string | undefined;
  let type = 'application/json';
  if (typeof body === 'string') text = body;
  else if (Array.isArray(body)) {
    text = body.map((l) => JSON.stringify(l)).join('\n') + '\n';
    type = 'application/x-ndjson';
  } else if (body !== undefined) text = JSON.stringify(body);
  const h: Record<string, string> = { ...(text !== undefined ? { 'content-type': type } : {}), ...headers };
  return { method, path, query, headers: h, body: text };
}

function reply(res: WireResponse): Reply {
  let parsed: unknown = res.body;
  try {
    parsed = res.body === '' ? undefined : JSON.parse(res.body);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body: parsed, text: res.body };
}

/** Sends one request; objects become JSON, arrays of objects NDJSON, strings go as they are. */
export function call(sim: Simulator, method: string, pathAndQuery: string, body?: unknown, headers: Record<string, string> = {}): Reply {
  return reply(sim.handle(wireRequest(method, pathAndQuery, body, headers)));
}

/**
 * `call` as the HTTP server runs it (`sliced`), stopping at every yield point the work offers: the reply, the
 * number of slices, and the most script work (steps.ts `workDone`) any one slice did.
 */
export function callSliced(sim: Simulator, method: string, pathAndQuery: string, body?: unknown, headers: Record<string, string> = {}): Reply & { slices: number; maxWork: number } {
  let last = workDone();
  const res = sim.handle(wireRequest(method, pathAndQuery, body, headers), { sliced: true });
  let maxWork = workDone() - last;
  let slices = 1;
  let done: WireResponse | undefined = res.resume ? undefined : res;
  while (!done) {
    last = workDone();
    done = res.resume!(() => false);
    maxWork = Math.max(maxWork, workDone() - last);
    slices++;
  }
  return { ...reply(done), slices, maxWork };
}

/** A simulator with a fixed clock and seed, for reproducible tests. */
export function testSimulator(opts: SimulatorOptions = {}): Simulator {
  let t = Date.UTC(2026, 0, 1);
  return new Simulator({ now: () => t++, seed: 42, ...opts });
}

/** A canonical dump of the whole state, to prove a rejected request changed nothing. */
export function stateDump(sim: Simulator): string {
  const s = sim.state;
  const indices = [...s.indices.values()].map((i) => ({
    ...i,
    mappings: [...i.mappings.entries()],
    aliases: [...i.aliases.entries()],
    // Named fields: a document's parsed source is derived from its text (and cached on first read).
    docs: [...i.docs.values()].map((d) => ({ id: d.id, type: d.type, source: d.source.text, version: d.version, seqNo: d.seqNo, primaryTerm: d.primaryTerm, routing: d.routing, order: d.order })),
  }));
  const t = s.templates;
  const templates = {
    legacy: [...t.legacy.values()].map((x) => ({ ...x, mappings: [...x.mappings.entries()], aliases: [...x.aliases.entries()] })),
    composable: [...t.composable.values()].map((x) => ({ ...x, template: x.template && { ...x.template, aliases: [...(x.template.aliases ?? [])] } })),
    component: [...t.component.values()].map((x) => ({ ...x, template: { ...x.template, aliases: [...(x.template.aliases ?? [])] } })),
  };
  const dataStreams = [...s.dataStreams.values()].map((ds) => ({ ...ds, aliases: ds.aliases ? [...ds.aliases.entries()] : undefined }));
  return JSON.stringify({ indices, scrolls: [...s.scrolls.keys()], cluster: s.clusterSettings, templates, dataStreams, pipelines: [...s.pipelines], counters: s.counters });
}
