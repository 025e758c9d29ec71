/** What a script run depends on besides its program and globals: the regex limits and the clock. */
export interface RunOptions {
  /** `limited`, `true` or `false`: whether regexes run, and (limited) how much work they may do. */
  regex: 'true' | 'false' | 'limited';
  regexLimitFactor: number;
  /** The context's clock, for `System.currentTimeMillis()` where the allowlist has it. */
  now: number;
}
