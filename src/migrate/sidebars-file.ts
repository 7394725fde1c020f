import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findSidebarsFile } from '../config/sidebars-file.js';
import type { DocusaurusLayout } from './config.js';

/** The sidebars file the docs use: the one the config names, else `sidebars.js` beside it. */
export function sidebarsFileOf(layout: DocusaurusLayout, source: string): string | null {
  if (layout.sidebarPath === false || layout.docsPath === null) return null;
  if (layout.sidebarPath !== undefined) return layout.sidebarPath;
  const found = findSidebarsFile(source);
  return found ? path.basename(found) : null;
}

/** Whether a script holds nothing but blank space and comments: required, it exports nothing. */
export function hasNoCode(file: string): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim() === '';
}
