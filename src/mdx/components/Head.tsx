import type { ReactNode } from 'react';
import { headOf, usePageHead } from '../page-head.js';

/** `@docusaurus/Head`: its `<title>`, `<meta>` and `<link>` go to the page's head; it draws nothing where it is. */
export default function Head({ children }: { children?: ReactNode }) {
  const head = usePageHead();
  if (head) {
    const found = headOf(children);
    if (found.title) head.title = found.title;
    head.tags.push(...found.tags);
  }
  return null;
}
