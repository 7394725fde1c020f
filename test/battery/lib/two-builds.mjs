/** Of two builds of one site at once, the one that failed must say plainly that the other is running. */
export function judgeTwoBuilds(ctx, run) {
  for (const [name, b] of [
    ['first', run.first],
    ['second', run.second],
  ]) {
    if (!b || b.code === 0) continue;
    if (b.trace) return { outcome: 'stack trace', reason: `${name} build: ${b.summary}` };
    if (!/another build|already running|in progress|lock/i.test(b.output))
      return { outcome: 'clear error', reason: `misleading: ${name} build: ${b.summary}` };
  }
  return null;
}
