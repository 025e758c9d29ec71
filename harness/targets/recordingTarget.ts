/** A target decorator that records every exchange into a history. */
import { apiNameOf } from '../api/apiNameOf.ts';
import type { History } from '../model/history.ts';
import type { Target } from './target.ts';
import { tapTarget } from './tapTarget.ts';

/** Decorate a target so every exchange is appended to `history` (running and judging stay apart). */
export function recordingTarget(inner: Target, history: History): Target {
  // `at` is wall-clock time when the request was sent, as reports show it.
  return tapTarget(inner, (req, outcome, started) => {
    history.push({ api: apiNameOf(req), request: req, outcome, at: Math.round(Date.now() - (performance.now() - started)), target: inner.name });
  });
}
