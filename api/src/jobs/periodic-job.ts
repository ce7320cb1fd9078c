/** A job run now and then: `run()` runs it at once (or joins the run under way), `stop()` waits for it. */
export type PeriodicJob = { run(): Promise<void>; stop(): Promise<void> };

/**
 * Runs `work` every `intervalMs`, never twice at once: a tick while a run is under way joins it.
 * The timer does not keep the process alive; errors go to `onError` and the next tick tries again.
 */
export function startPeriodicJob(
  work: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicJob {
  let running: Promise<void> | undefined;
  const run = (): Promise<void> => {
    running ??= work()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
