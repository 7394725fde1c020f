import type { Heading } from 'sitegen-cli';
import { TocList } from '@theme/TocList.js';

/** Folded table of contents shown above the content on narrow screens. */
export function TocMobile({ headings }: { headings: Heading[] }) {
  return (
    <details className="toc-mobile">
      <summary>On this page</summary>
      <TocList headings={headings} />
    </details>
  );
}
