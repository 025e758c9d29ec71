/**
 * Ctrl-C during a run: clean up the run's prefixed indexes and write what we have, then exit 2
 * ("could not run"). A second Ctrl-C exits at once.
 */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  let busy = false;
  const handler = (): void => {
    if (busy) process.exit(130);
    busy = true;
    cleanup()
      .catch(() => undefined)
      .finally(() => process.exit(2));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}
