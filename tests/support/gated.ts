// A crowd that clicks at once through a gate: every task starts as soon as one of `limit` lanes
// is free, in order of arrival. Stands in for production's instance pool in rush tests and the
// checkout benchmark, because the Functions emulator starts one Node process per request in
// flight (dozens at once on 2 cores measure the emulator, and time out, not the checkout).

/** Runs `tasks` with at most `limit` in flight; answers their results in the tasks' order. */
export async function gated<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}
