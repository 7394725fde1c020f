// The entry point of every worker thread: the build's (its share of the Markdown, then of the pages, with its own
// shiki and templates), the search shards' and a link check's.
import { serveTasks } from './parallel/worker.js';
import { taskModules } from './tasks/index.js';

serveTasks(taskModules);
