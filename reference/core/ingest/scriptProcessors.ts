/**
 * The `Processors` class the ingest script context's allowlist adds (ES's org.elasticsearch.ingest.common.Processors:
 * bytes, lowercase, uppercase, json, urlDecode, communityId, uriParts), each doing what its processor does, over the
 * script's Java values;
 * a failure is the Java exception the processor's code throws, so the script reports it as a runtime error.
 */
import { parseByteSize } from '../byteSize.ts';
import { isEsError } from '../errors/index.ts';
import { registerContextFunctions, registerContextStatics } from '../script/runScript.ts';
import { javaThrow } from '../script/painless/javaError.ts';
import { fromJson, parseJavaJson, toJson } from '../script/painless/convert.ts';
import { JFunction, JLong, JMap, className, type JValue } from '../script/painless/values.ts';
import { JMetadata } from './scriptMetadata.ts';
import { JWriteField } from './scriptField.ts';
import { ingestHas } from './caps.ts';
import { javaToString } from '../script/painless/javaString.ts';
import { urlDecode } from './processors/strings.ts';
import { communityIdOf, uriPartsOf, type FlowPart } from './processors/network.ts';
import { asFailure, IngestFailure } from './failure.ts';

/** A processor's own failure (an IngestFailure) as the Java exception a script sees. */
function asJava<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (!(e instanceof IngestFailure)) throw e;
    const c = asFailure(e).error.cause;
    return javaThrow(c.type, c.reason);
  }
}

const FLOW: readonly FlowPart[] = ['sip', 'dip', 'iana', 'transport', 'sport', 'dport', 'type', 'code'];

/**
 * Processors.communityId(sourceIp, destinationIp, ianaNumber, transport, sourcePort, destinationPort, icmpType,
 * icmpCode[, seed]) (CommunityIdProcessor.apply): a flow that cannot be built is an IllegalArgumentException.
 * The seed is taken as given (its range is not checked here).
 */
function communityIdStatic(a: JValue[]): string {
  const parts = new Map(FLOW.map((p, i) => [p, toJson(a[i] ?? null)]));
  const seed = a.length > 8 ? Number(toJson(a[8]!)) : 0;
  const id = asJava(() => communityIdOf((p) => parts.get(p), seed, true));
  return id ?? javaThrow('illegal_argument_exception', 'unable to construct flow from document');
}

function str(v: JValue | undefined, method: string): string {
  if (v === null || v === undefined) return javaThrow('null_pointer_exception', null);
  if (typeof v !== 'string') return javaThrow('class_cast_exception', `Cannot cast ${className(v)} to java.lang.String (Processors.${method})`);
  return v;
}

/** JsonProcessor.apply(value, allowDuplicateKeys=false, strict=true): the parsed value, Jackson's error as an IllegalArgumentException. */
function parseJson(v: JValue): JValue {
  const text = v === null ? 'null' : javaToString(v);
  try {
    return parseJavaJson(text);
  } catch {
    return javaThrow('illegal_argument_exception', `com.fasterxml.jackson.core.JsonParseException: cannot parse [${text}] as json`);
  }
}

/** One `Processors.name(args)` call; undefined when the class has no such method. */
export function processorsStatic(name: string, a: JValue[]): JValue | undefined {
  switch (`${name}/${a.length}`) {
    case 'bytes/1': {
      const s = str(a[0], 'bytes');
      const n = parseByteSize(s, 'Ingest Field');
      if (isEsError(n)) return javaThrow('illegal_argument_exception', n.cause.reason);
      return new JLong(BigInt(n));
    }
    case 'lowercase/1':
      return str(a[0], 'lowercase').toLowerCase();
    case 'uppercase/1':
      return str(a[0], 'uppercase').toUpperCase();
    case 'urlDecode/1':
      return urlDecode(str(a[0], 'urlDecode'), (m) => javaThrow('illegal_argument_exception', m));
    case 'json/1':
      return parseJson(a[0]!);
    case 'communityId/8':
    case 'communityId/9':
      return communityIdStatic(a);
    case 'uriParts/1': {
      const uri = str(a[0], 'uriParts');
      return fromJson(asJava(() => uriPartsOf(uri)));
    }
    case 'json/2': {
      // JsonProcessor.apply(ctx, field, ..., REPLACE): the parsed map's entries replace the document's root fields.
      const ctx = a[0]!;
      if (!(ctx instanceof JMap)) return ctx === null ? javaThrow('null_pointer_exception', null) : javaThrow('class_cast_exception', `Cannot cast ${className(ctx)} to java.util.Map`);
      const parsed = parseJson(ctx.get(str(a[1], 'json')) ?? null);
      if (!(parsed instanceof JMap)) return javaThrow('illegal_argument_exception', 'cannot add non-map fields to root of document');
      for (const e of parsed.list()) ctx.set(e.key, e.value);
      return null;
    }
  }
  return undefined;
}

registerContextStatics('ingest', 'Processors', processorsStatic);

// metadata() and field(path): the document's metadata and fields over its ctx, where the version has them.
registerContextFunctions('ingest', (globals, profile) => {
  const ctx = globals.get('ctx');
  if (!(ctx instanceof JMap)) return [];
  const fns: [string, JFunction][] = [];
  if (ingestHas(profile, 'script.metadata')) fns.push(['fn:metadata/0', new JFunction(0, () => new JMetadata(ctx))]);
  if (ingestHas(profile, 'script.field_api')) fns.push(['fn:field/1', new JFunction(1, ([p]) => new JWriteField(String(p), ctx))]);
  return fns;
});
