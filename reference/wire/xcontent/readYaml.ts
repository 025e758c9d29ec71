/**
 * A request body sent in YAML (`Content-Type: application/yaml`), read as Jackson's YAMLParser reads it and
 * given to the handlers as the JSON text ES would print for it. A quoted or block scalar is text; a plain one
 * is typed as SnakeYAML's YAML 1.1 resolver types it and Jackson then takes it (YAMLParser._decodeScalar):
 * `null`, `Null`, `NULL`, `~` and nothing are null; only `true` and `false` (three cases each) are booleans,
 * YAML 1.1's `yes`/`on` stay text; integers in decimal, `0x`, `0b` and leading-zero octal, `_` allowed;
 * floats as Java prints the double read. Names are always text; a repeated name is refused
 * (STRICT_DUPLICATE_DETECTION); anchors and aliases are resolved; only the first document is read.
 */
import { isAlias, isMap, isScalar, isSeq, parseDocument, Scalar, type Document, type Node as YamlNode } from 'yaml';
import { javaDoubleToString } from '../../core/mapping/javaNumbers.ts';

export class YamlBodyError extends Error {}

const NULLS = new Set(['null', 'Null', 'NULL', '~', '']);
const INT = /^[-+]?(?:0|[1-9][0-9_]*)$/;
const HEX = /^([-+]?)0x([0-9a-fA-F_]+)$/;
const OCT = /^([-+]?)0([0-7_]+)$/;
const BIN = /^([-+]?)0b([01_]+)$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?$/;

/** A plain scalar's JSON text, typed as Jackson types it. */
function plain(text: string): string {
  if (NULLS.has(text)) return 'null';
  if (text === 'true' || text === 'True' || text === 'TRUE') return 'true';
  if (text === 'false' || text === 'False' || text === 'FALSE') return 'false';
  if (INT.test(text)) return BigInt(text.replace(/_/g, '').replace(/^\+/, '')).toString();
  for (const [re, radix] of [[HEX, 'x'], [OCT, 'o'], [BIN, 'b']] as const) {
    const m = re.exec(text);
    if (m) {
      const n = BigInt(`0${radix}${m[2]!.replace(/_/g, '')}`);
      return (m[1] === '-' ? -n : n).toString();
    }
  }
  if (FLOAT.test(text) && /[0-9]/.test(text)) return javaDoubleToString(Number(text.replace(/_/g, '')));
  return JSON.stringify(text);
}

function toJson(node: YamlNode | null | undefined, doc: Document, depth: number): string {
  if (depth > 1000) throw new YamlBodyError('YAML nesting too deep');
  if (node === null || node === undefined) return 'null';
  if (isAlias(node)) return toJson(node.resolve(doc) as YamlNode | undefined, doc, depth + 1);
  if (isScalar(node)) {
    if (node.type === Scalar.PLAIN) return plain(node.source ?? String(node.value ?? ''));
    return JSON.stringify(String(node.value ?? ''));
  }
  if (isSeq(node)) return '[' + node.items.map((n) => toJson(n as YamlNode, doc, depth + 1)).join(',') + ']';
  if (isMap(node)) {
    const seen = new Set<string>();
    const members: string[] = [];
    for (const pair of node.items) {
      const k = pair.key as YamlNode | null;
      const resolved = k !== null && isAlias(k) ? (k.resolve(doc) as YamlNode | undefined) : k;
      if (resolved !== null && resolved !== undefined && !isScalar(resolved)) throw new YamlBodyError('Only scalar names are accepted in YAML content');
      const name = resolved === null || resolved === undefined ? '' : String(resolved.source ?? resolved.value ?? '');
      if (seen.has(name)) throw new YamlBodyError(`Duplicate field '${name}'`);
      seen.add(name);
      members.push(JSON.stringify(name) + ':' + toJson(pair.value as YamlNode | null, doc, depth + 1));
    }
    return '{' + members.join(',') + '}';
  }
  throw new YamlBodyError('Unsupported YAML node');
}

/** The JSON text of a YAML body (its first document). */
export function yamlToJson(text: string): string {
  const doc = parseDocument(text, { version: '1.1', uniqueKeys: false, keepSourceTokens: false, merge: false, strict: false, prettyErrors: false });
  const err = doc.errors[0];
  if (err !== undefined) throw new YamlBodyError(err.message);
  return toJson(doc.contents as YamlNode | null, doc, 0);
}
