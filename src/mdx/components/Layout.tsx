import type { ReactNode } from 'react';
import { usePageHead } from '../page-head.js';

interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

/**
 * `@theme/Layout`: the page is drawn inside sitegen's own layout, with its navbar and footer; `title` and
 * `description` become the page's, and `wrapperClassName` the class of the element around the children.
 */
export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  const head = usePageHead();
  if (head) {
    head.layout = true;
    if (title) head.title = title;
    if (description) head.description = description;
  }
  return <div className={wrapperClassName ? `main-wrapper ${wrapperClassName}` : 'main-wrapper'}>{children}</div>;
}
