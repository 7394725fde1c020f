import type { BuildContext } from './context.js';
import type { Writer } from './emit/write.js';
import type { BuildRun } from './parallel/run.js';

/** What the stages of one run of the pipeline share: the build's context, the writer the site goes out through, and the threads it runs on. */
export interface StageContext extends BuildContext {
  writer: Writer;
  run: BuildRun;
}
