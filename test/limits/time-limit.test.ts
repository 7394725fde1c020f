// Runs in a process of its own: it stops code looping on its own thread, which Node cannot do safely once another
// file has turned async hooks on in the process (Playwright does).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SitegenError } from '../../src/errors.js';
import { withTimeLimit } from '../../src/limits/time-limit.js';

const limited = suite('withTimeLimit');

limited('a promise that never settles fails with the step named, file first', async () => {
  const error = (await withTimeLimit(
    { what: 'the routes hook of plugin "x"', file: 'site.config.ts', ms: 100 },
    () => new Promise(() => {}),
  ).catch((e: unknown) => e)) as SitegenError;
  assert.instance(error, SitegenError);
  assert.is(error.file, 'site.config.ts');
  assert.is(error.message, 'the routes hook of plugin "x" did not finish in 0.1 s');
});

limited('code that loops on this thread is stopped, and the error names it rather than a step it held up', async () => {
  // This step waits for the event loop's check phase, which the loop below holds up past its deadline.
  const waiting = withTimeLimit(
    { what: 'rendering /waits', file: 'waits.md', ms: 200 },
    () => new Promise((resolve) => setImmediate(() => resolve('done'))),
  );
  // A step that starts once the thread is free again, and finishes, must not take the blame away.
  setImmediate(() => void withTimeLimit({ what: 'rendering /later', file: 'later.md', ms: 5000 }, () => 'later'));
  const looping = withTimeLimit({ what: 'rendering /loops', file: 'loops.md', ms: 400 }, () => {
    for (;;);
  });
  // What a build awaiting both sees first: the step whose code held the thread.
  const error = (await Promise.race([waiting, looping]).catch((e: unknown) => e)) as SitegenError;
  assert.instance(error, SitegenError);
  assert.is(`${error.file}: ${error.message}`, 'loops.md: rendering /loops did not finish in 0.4 s');
  await Promise.allSettled([waiting, looping]);
});

limited.run();
