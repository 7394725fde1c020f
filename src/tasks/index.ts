import type { TaskTypes } from '../parallel/task.js';

/** The tasks the worker threads run, by name, each from the module of the stage it belongs to. */
export const taskModules = {
  /** Loads what a build needs (Markdown, shiki, React) before its first pages arrive. */
  start: () => import('./start.js').then((module) => module.startTask),
  markdown: () => import('./markdown.js').then((module) => module.markdownTask),
  /** Renders Markdown as `markdown` does, and stores the pages' bodies in the build cache. */
  'markdown, storing bodies': () => import('./bodies.js').then((module) => module.storingMarkdownTask),
  bodies: () => import('./bodies.js').then((module) => module.bodiesTask),
  render: () => import('./render.js').then((module) => module.renderTask),
  'search shards': () => import('./search-shards.js').then((module) => module.shardsTask),
  links: () => import('./links.js').then((module) => module.linksTask),
};

/** Each task's item, shared data and result, for `WorkerPool.map`. */
export type Tasks = { [T in keyof typeof taskModules]: TaskTypes<Awaited<ReturnType<(typeof taskModules)[T]>>> };

export type TaskName = keyof Tasks;
