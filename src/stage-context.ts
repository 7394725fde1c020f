import type { BuildContext } from './context.js';
import type { PreviousOutput, Writer } from './write/write.js';
import type { BuildRun } from './tasks/run.js';

/**
 * What the stages of one run of the pipeline share: the build's context, the writer the site goes out through, the
 * output the last build left, which a rebuild takes unchanged files over from, and the threads it runs on.
 */
export interface StageContext extends BuildContext {
  writer: Writer;
  previous: PreviousOutput;
  run: BuildRun;
}
