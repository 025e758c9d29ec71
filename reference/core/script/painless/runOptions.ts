/** The options a Painless run takes from its context and the version simulated. */
import type { JValue } from './values.ts';

/** How a script runs: the version's regex setting and the context's clock and return type. */
export interface RunOptions {
  /** `limited`, `true` or `false`: whether regexes run, and (limited) how much work they may do. */
  regex: 'true' | 'false' | 'limited';
  regexLimitFactor: number;
  /** The context's script returns a value: its last expression statement is that value. */
  returnsValue?: boolean;
  /** What the script returns when it ends without a return (its execute method's default value); null when absent. */
  fallOff?: JValue;
  /** The context's clock, for `System.currentTimeMillis()` where the allowlist has it. */
  now: number;
  /** How loops count against the loop counter (the profile's `painlessLoopCounter`; `iterations-no-each` when absent). */
  loopCounter?: 'statements' | 'iterations' | 'iterations-no-each';
  /** The String digests (`sha1`, `sha256`, `sha512`) the context's allowlist adds to String; none when absent. */
  stringDigests?: readonly string[];
  /** Whether the allowlist has org.elasticsearch.painless.api.CIDR (the profile's `painlessCidr`). */
  cidr?: boolean;
  /** Whether the field API's GeoPoint and IPAddress may be constructed (the profile's `painlessFieldApi`). */
  fieldObjects?: boolean;
  /** A ZonedDateTime's Joda-era getters: refused (ES 8's Augmentation; the default) or answered (ES 7, OpenSearch). */
  jodaDateMethods?: 'values' | 'refused';
  /** Static classes the context's allowlist adds (the ingest context's `Processors`): a call, or undefined when no such method. */
  statics?: Readonly<Record<string, (name: string, args: JValue[]) => JValue | undefined>>;
}

