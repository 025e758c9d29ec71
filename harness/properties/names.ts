/**
 * Every index and alias name the properties use. Against a URL these live under the run prefix
 * (the session's prefixing target adds it), and each property deletes its own names before a run:
 * by explicit name, indexes first (their aliases go with them), then alias names (a write through
 * a missing alias auto-creates an index of that name).
 */
export const MODEL_INDEXES = ['ia', 'ib', 'ic'] as const;
export const MODEL_ALIASES = ['xa', 'xb'] as const;
/** An index name never created: actions on it fail (all-or-nothing batches). */
export const MISSING_INDEX = 'iz';

/** Names one property touches, in deletion order. */
export interface NameSet {
  indexes: readonly string[];
  aliases: readonly string[];
}

export const MODEL_NAMES: NameSet = { indexes: [...MODEL_INDEXES, MISSING_INDEX], aliases: MODEL_ALIASES };
