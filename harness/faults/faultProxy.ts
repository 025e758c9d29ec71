/**
 * A fault-injecting HTTP proxy for tests of the harness itself: an HTTP target to the upstream (normally
 * the reference simulator served by `startServer({port: 0})`), wrapped in the named faults of the
 * catalogue and served again. Faults that make the target non-conforming must make `conformance run` fail
 * in the right area; the harmless variations must not.
 */
import { httpTarget } from '../targets/httpTarget.ts';
import { FAULTS, withFaults, type FaultDef, type FaultName, type FaultOptions } from './catalogue.ts';
import { serveTarget, type Served } from './serveTarget.ts';

export type { FaultName } from './catalogue.ts';

/** A running proxy. */
export type FaultProxy = Served;

/** Start a proxy on a free loopback port in front of `upstreamUrl`, applying `names` (the first outermost). */
export async function startFaultProxy(upstreamUrl: string, names: readonly FaultName[], opts: FaultOptions = {}): Promise<FaultProxy> {
  const upstream = httpTarget(upstreamUrl, { timeoutMs: 60_000, connections: 32 });
  const transport = names.map((n): FaultDef => FAULTS[n]).find((f) => f.transport)?.transport;
  const served = await serveTarget(withFaults(upstream, names, opts), transport ? { transport } : {});
  return {
    url: served.url,
    close: async () => {
      await served.close();
      await upstream.close();
    },
  };
}
