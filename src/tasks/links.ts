import type { Task } from '../parallel/task.js';
import { readPageLinks, type PageLinks } from '../links/extract.js';

/** Reads the links and anchors of built pages, by path relative to `root`. */
export const linksTask: Task<string, { root: string }, PageLinks> = async (files, { root }) =>
  files.map((file) => readPageLinks(root, file));
