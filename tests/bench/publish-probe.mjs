// Publish to live, as a visitor sees it: a content write with the Admin SDK, then polling a page
// of the running site until the change is served. Shared by bench:publish and bench:build.

/** Resolves when `url` serves HTML containing `marker` (polled every 100 ms, cache-busted). */
export async function waitForMarker(url, marker, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}?t=${Date.now()}`);
    if (res.ok && (await res.text()).includes(marker)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`"${marker}" não apareceu em ${url} em ${timeoutMs} ms`);
}

/**
 * Writes `${original} [bench …]` into the title of the document at `ref`, `runs` times, and times
 * each write until `url` serves it; the title is put back at the end. Milliseconds, in run order.
 */
export async function timeTitlePublishes({ ref, url, runs, log = console.log }) {
  const original = (await ref.get()).data()?.titulo;
  if (!original) throw new Error(`${ref.path} não existe`);
  const timings = [];
  try {
    for (let i = 0; i < runs; i++) {
      const marker = `${original} [bench ${Date.now()}]`;
      const started = Date.now();
      await ref.update({ titulo: marker });
      await waitForMarker(url, marker);
      timings.push(Date.now() - started);
      log(`run ${i + 1}: ${timings.at(-1)} ms from write to live`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await ref.update({ titulo: original });
  }
  return timings;
}

/** 'min …, median …, max …' of some millisecond timings. */
export function spread(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return `min ${sorted[0]} ms, median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`;
}
