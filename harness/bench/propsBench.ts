/**
 * `props_cmds_s`: model-based property commands per second against the in-process reference. The
 * model runs of harness/properties (documents, bulk, scroll) run with an in-process simulator as the
 * target and a second one as the oracle; every command executed counts (fast-check's own generation
 * and shrinking are part of the cost, as in a real run).
 */
type Log = (line: string) => void;

/** Runs each model-run area for a fixed time and returns commands per second. */
export async function measureProps(log: Log, msPerArea = 3000): Promise<Record<string, number | string | null>> {
  try {
    const { modelRun } = await import('../properties/modelRun.ts');
    const { ModelCommand } = await import('../properties/command.ts');
    const { makeContext } = await import('../properties/context.ts');
    const { dialectFor } = await import('../properties/dialect.ts');
    const { referenceTarget } = await import('../targets/referenceTarget.ts');
    const ctx = makeContext(await referenceTarget({ profile: 'default' }), await referenceTarget({ profile: 'default', seed: 2 }), dialectFor('default'));
    // Count commands at the one place every command passes through.
    let commands = 0;
    const proto = ModelCommand.prototype as unknown as { run: (...a: unknown[]) => Promise<void> };
    const run = proto.run;
    proto.run = function (this: unknown, ...a: unknown[]) {
      commands++;
      return run.apply(this, a);
    };
    try {
      const rates: number[] = [];
      for (const area of ['documents', 'bulk', 'scroll'] as const) {
        const def = modelRun(area);
        await def.check(ctx, { seed: 42, numRuns: 20, timeLimitMs: 300 }); // warm-up
        commands = 0;
        const t0 = performance.now();
        const summary = await def.check(ctx, { seed: 7, numRuns: 1_000_000, timeLimitMs: msPerArea });
        const s = (performance.now() - t0) / 1000;
        if (summary.failed) log(`props ${area}: the property failed (${String(summary.counterexample).slice(0, 120)}); rate still counted`);
        rates.push(commands / s);
        log(`props ${area}: ${commands} commands in ${s.toFixed(1)} s (${summary.numRuns} runs)`);
      }
      return { props_cmds_s: Math.round(rates.reduce((a, b) => a + b, 0) / rates.length) };
    } finally {
      proto.run = run;
    }
  } catch (e) {
    log(`props: could not run the model runs (${e instanceof Error ? e.message : String(e)})`);
    return { props_cmds_s: null };
  }
}
