/**
 * What the write path reads of an index's settings on every write, read once per index within one request.
 * A bulk of a thousand items into one index asked the same settings a thousand times (the write blocks, the
 * field and nested-object limits, `index.mapping.ignore_malformed`, whether its analysis has a regular
 * expression: 3–4% of a bulk load), where Elasticsearch
 * checks a bulk's blocks once per request. The memo lives as long as the request's items (bulk.ts gives them
 * one), so nothing has to be invalidated: no bulk item changes an index's settings (they change through the
 * settings, block and data stream APIs, between requests), and an index auto-created by an item is a new
 * IndexState, whose answers are read for it. A write without a memo (the document APIs, jobs) reads them each
 * time, as before.
 */
import { blockedFor } from '../blocks.ts';
import { intSetting } from '../settings.ts';
import { dynamicFieldLimit } from '../mapping/update.ts';
import { indexIgnoresMalformed } from '../mapping/ignoreMalformed.ts';
import { analysisUsesRegex } from './regexPreflight.ts';
import type { DocContext } from '../mapping/infer.ts';
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import type { WriteMemo } from './writeOp.ts';

/** An index's settings as one write reads them. */
export interface IndexWriteFacts {
  /** No block stops writes (the error itself is made when one does: blockedFor). */
  writable: boolean;
  fieldLimit: DocContext['fieldLimit'];
  nestedLimit: number;
  ignoreMalformed: boolean;
  /** Its analysis settings name a regular expression (regexPreflight.ts analysisUsesRegex). */
  regexAnalysis: boolean;
}

/** A request's memo: the facts of the last index asked (a bulk writes runs of items into one index). */
export function newWriteMemo(): WriteMemo {
  return { idx: undefined, profile: undefined, facts: undefined };
}

/** The facts of `idx` now: from the memo when it holds this index's, else read (and kept in the memo). */
export function indexWriteFacts(memo: WriteMemo | undefined, profile: Profile, idx: IndexState): IndexWriteFacts {
  if (memo !== undefined && memo.idx === idx && memo.profile === profile) return memo.facts as IndexWriteFacts;
  const facts: IndexWriteFacts = {
    writable: blockedFor(profile, [idx], 'write') === undefined,
    fieldLimit: dynamicFieldLimit(profile, idx),
    nestedLimit: intSetting(idx.settings, 'index.mapping.nested_objects.limit', 10000),
    ignoreMalformed: indexIgnoresMalformed(idx.settings),
    regexAnalysis: analysisUsesRegex(idx.settings),
  };
  if (memo !== undefined) {
    memo.idx = idx;
    memo.profile = profile;
    memo.facts = facts;
  }
  return facts;
}
