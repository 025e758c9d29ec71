/**
 * YAML floats in request bodies, sent as Elasticsearch's runner sends them. Its `DoSection` reads a body into
 * a map (Jackson's YAML parser makes `1.0` a `Double`) and `ClientYamlTestExecutionContext.createEntity`
 * writes that map back with an `XContentBuilder`, so `doubleField: 1.0` reaches the server as `1.0`, a JSON
 * double: what a dynamic template with `match_mapping_type: double` (or dynamic mapping, `float`) sees. The
 * `yaml` package reads `1.0` as the JS number 1, which `JSON.stringify` writes as `1`, a long. A float in a
 * body is therefore kept as a RawJson leaf holding Java's `Double.toString` of it, which the request builder
 * splices in verbatim (reference/core/json.ts `encodeJson`); anywhere else it reads as the number.
 */
import { isAlias, isMap, isScalar, isSeq, type Document, type Node } from 'yaml';
import { RawJson } from '../../reference/core/json.ts';
import { JavaDouble } from '../model/javaNumberClasses.ts';

/**
 * `Double.toString(d)`: plain digits with at least one after the point for 10^-3 <= |d| < 10^7, else
 * computerized scientific notation (`1.0E7`, `1.5E-4`). Digits are the shortest that read back as the same
 * double, as Java (since JDK 19, and for the values tests write, before it) gives them.
 */
export function javaDouble(d: number): string {
  if (Number.isNaN(d)) return 'NaN';
  if (!Number.isFinite(d)) return d > 0 ? 'Infinity' : '-Infinity';
  if (d === 0) return Object.is(d, -0) ? '-0.0' : '0.0';
  const a = Math.abs(d);
  if (a >= 1e-3 && a < 1e7) {
    const s = String(d);
    return s.includes('.') ? s : `${s}.0`;
  }
  const [mantissa, exp] = d.toExponential().split('e') as [string, string];
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exp)}`;
}

/** SnakeYAML's (YAML 1.1) float resolver, as Jackson's YAML parser reads plain scalars: a point or an exponent. */
const YAML11_FLOAT = /^[-+]?(?:\.[0-9]+|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?$/;

/** Whether a plain scalar is a float to the Java runner (`1.0`, `.5`, `1e3`), not an integer (`1`, `0x1F`). */
function isFloatScalar(node: Node): boolean {
  if (!isScalar(node) || typeof node.value !== 'number' || node.type !== 'PLAIN' || typeof node.source !== 'string') return false;
  return YAML11_FLOAT.test(node.source) && /[.eE]/.test(node.source);
}

/**
 * Whether a plain scalar is an integer past what a double holds exactly (`18446744073709551615`): Jackson's
 * YAML parser reads it as a BigInteger and the runner writes every digit back, where the `yaml` package
 * rounds it to a double (an unsigned_long's largest value would arrive as 2^64, out of range).
 */
function isBigIntegerScalar(node: Node): boolean {
  if (!isScalar(node) || typeof node.value !== 'number' || node.type !== 'PLAIN' || typeof node.source !== 'string') return false;
  return /^[-+]?(?:0|[1-9][0-9]*)$/.test(node.source) && !Number.isSafeInteger(node.value);
}

/** A node as plain data, each scalar `leaf` gives a value for taking that value, the rest as the `yaml` package reads it. */
function valueOf(node: Node | null, doc: Document, leaf: (n: Node) => unknown): unknown {
  if (node === null) return null;
  const v = leaf(node);
  if (v !== undefined) return v;
  if (isMap(node) && node.items.every((p) => isScalar(p.key))) {
    const out: Record<string, unknown> = {};
    for (const p of node.items) out[String((p.key as { value: unknown }).value)] = valueOf(p.value as Node | null, doc, leaf);
    return out;
  }
  if (isSeq(node)) return (node.items as Node[]).map((n) => valueOf(n, doc, leaf));
  if (isAlias(node)) return node.resolve(doc) ? valueOf(node.resolve(doc) as Node, doc, leaf) : null;
  return node.toJS(doc, { maxAliasCount: 1000 });
}

/** Whether a node holds a scalar passing `test` anywhere. */
function holds(node: Node | null, test: (n: Node) => boolean): boolean {
  if (node === null) return false;
  if (test(node)) return true;
  if (isMap(node)) return node.items.some((p) => holds(p.value as Node | null, test));
  if (isSeq(node)) return (node.items as Node[]).some((n) => holds(n, test));
  return false;
}

const digitsOf = (node: Node): string => (node as { source: string }).source.replace(/^\+/, '');

/** A body node as plain data, with its floats as RawJson leaves written as Java writes them, and its big integers with every digit. */
export function bodyValue(node: Node | null, doc: Document): unknown {
  return valueOf(node, doc, (n) => (isFloatScalar(n) ? new RawJson(javaDouble((n as { value: number }).value)) : isBigIntegerScalar(n) ? new RawJson(digitsOf(n)) : undefined));
}

/**
 * The node of a `do` step's `body`, if it has one: `{do: {<api>: {body: …}}}`. The API's parameters are the
 * one mapping of the step that holds a `body` key (no modifier of a `do` is a mapping with one).
 */
export function doBodyNode(stepValue: Node | null): { api: string; node: Node | null } | undefined {
  if (!isMap(stepValue)) return undefined;
  for (const p of stepValue.items) {
    if (!isScalar(p.key) || !isMap(p.value)) continue;
    const body = p.value.items.find((q) => isScalar(q.key) && (q.key as { value: unknown }).value === 'body');
    if (body) return { api: String((p.key as { value: unknown }).value), node: body.value as Node | null };
  }
  return undefined;
}

/** Whether a node holds a float or a big integer anywhere (most bodies do not, and keep the plain conversion). */
export function hasFloat(node: Node | null): boolean {
  return holds(node, (n) => isFloatScalar(n) || isBigIntegerScalar(n));
}

/**
 * An assertion's value (anything but a `do`) with its integers past 2^53 as bigints, every digit kept: Jackson
 * reads `18446744073709551615` in a test file as a BigInteger, and the runner compares it exactly with the
 * response's (harness/model/exactNumbers.ts). Floats stay numbers: the runner compares doubles.
 */
export function assertionValue(node: Node | null, doc: Document): unknown {
  return valueOf(node, doc, (n) => (isBigIntegerScalar(n) ? BigInt(digitsOf(n)) : undefined));
}

/**
 * A `match` step's value with its floats as JavaDouble leaves (Jackson's `Double`) and its integers past 2^53 as
 * bigints: inside a map or a list the runner tells 1 from 1.0 (harness/model/javaNumberClasses.ts).
 */
export function matchAssertionValue(node: Node | null, doc: Document): unknown {
  return valueOf(node, doc, (n) => (isFloatScalar(n) ? new JavaDouble((n as { value: number }).value) : isBigIntegerScalar(n) ? BigInt(digitsOf(n)) : undefined));
}

/** Whether a node holds an integer past 2^53 anywhere. */
export function hasBigInteger(node: Node | null): boolean {
  return holds(node, isBigIntegerScalar);
}
