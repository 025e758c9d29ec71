/**
 * Ctrl-C (SIGINT) or SIGTERM during a run: the first one asks the run to stop (`stop`: no new requests,
 * then the run's own cleanup and verdict, exit 2); a second one exits at once with 130, after printing
 * what its cleanup would have removed (`leftBehind`: lines naming what stays on the target).
 */
export function onInterrupt(stop: (signal: string) => void, leftBehind: () => readonly string[] = () => []): () => void {
  let seen = false;
  const handler = (signal: NodeJS.Signals): void => {
    if (seen) {
      for (const l of leftBehind()) process.stderr.write(`${l}\n`);
      process.exit(130);
    }
    seen = true;
    stop(signal);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}
