/** The error of an id set that outgrew its memory bound (the book, the final catch-up, verification): below context.ts, so the book can throw it without importing the run's context. */
import { HARNESS_CODES, HarnessError } from '../model/errors.ts';

/** Thrown when an id set outgrows the memory bound. */
export class TooManyIdsError extends HarnessError {
  constructor(what: string, n: number) {
    super(HARNESS_CODES.tooManyIds, `${what}: more than ${n} ids to track; writes are outpacing the catch-up (raise --batch or slow the writers)`);
    this.name = 'TooManyIdsError';
  }
}
