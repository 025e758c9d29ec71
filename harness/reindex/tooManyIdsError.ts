/** The error of an id set that outgrew its memory bound (the book, the final catch-up, verification): below context.ts, so the book can throw it without importing the run's context. */

/** Thrown when an id set outgrows the memory bound. */
export class TooManyIdsError extends Error {
  constructor(what: string, n: number) {
    super(`${what}: more than ${n} ids to track; writes are outpacing the catch-up (raise --batch or slow the writers)`);
    this.name = 'TooManyIdsError';
  }
}
