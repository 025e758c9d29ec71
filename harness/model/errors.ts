/**
 * The harness's own error catalogue, as undici keeps one (lib/core/errors.js): each failure the harness
 * itself raises has a stable `code` a caller can branch on, whatever its message says, the way the
 * simulator's errors have ES's `type`. A transport failure keeps the transport's own code (undici's
 * `UND_ERR_*`, Node's `ECONNREFUSED`…) in the outcome's `code` field instead of folding it into the text.
 */

/** Every code the harness raises itself. */
export const HARNESS_CODES = {
  /** The in-process simulator threw: a bug in the simulator, reported as an unknown outcome. */
  simulatorThrew: 'HARNESS_SIMULATOR_THREW',
  /** The run was stopped before this request was sent. */
  interrupted: 'HARNESS_INTERRUPTED',
  /** A property failed on this request; the outcome stands in for an answer the target never gave. */
  propertyFailed: 'HARNESS_PROPERTY_FAILED',
  /** The harness's per-request time-out (--timeout) ended the request: AbortSignal's TimeoutError has no string code. */
  timeout: 'HARNESS_TIMEOUT',
  /** A transport failure that carried no code of its own. */
  transport: 'HARNESS_TRANSPORT',
  /** A YAML test's Java regex has no JavaScript translation. */
  regexTranslation: 'HARNESS_REGEX_TRANSLATION',
  /** A YAML test reads a stash key that was never set, or sets one badly. */
  stash: 'HARNESS_STASH',
  /** A reindex request the procedure depends on failed. */
  reindexRequest: 'HARNESS_REINDEX_REQUEST',
  /** The reindex catch-up has more ids to track than it may keep. */
  tooManyIds: 'HARNESS_TOO_MANY_IDS',
} as const;

export type HarnessCode = (typeof HARNESS_CODES)[keyof typeof HARNESS_CODES];

/** The base of the harness's thrown errors: a message for people, a code for programs. */
export class HarnessError extends Error {
  constructor(
    readonly code: HarnessCode,
    message: string,
  ) {
    super(message);
    this.name = 'HarnessError';
  }
}

/** The code of a thrown transport error (undici's and Node's errors carry `code`), else the harness's own. */
export function transportCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code !== '') return code;
  return (err as { name?: unknown } | null)?.name === 'TimeoutError' ? HARNESS_CODES.timeout : HARNESS_CODES.transport;
}
