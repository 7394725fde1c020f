import type { HTMLAttributes, ReactNode } from 'react';
import { textOf } from '../page-head.js';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** A heading's text as an id, as GitHub (and the Markdown's headings) slug it. */
export function headingId(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * `@theme/Heading`: a heading with its id and a link to itself, as the Markdown's headings have; an `h1` gets them
 * only when given an id, as in Docusaurus.
 */
export default function Heading({
  as: Tag,
  id,
  children,
  className,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { as: HeadingTag; children?: ReactNode }) {
  const anchor = id ?? (Tag === 'h1' ? undefined : headingId(textOf(children)) || undefined);
  if (anchor === undefined)
    return (
      <Tag className={className} {...rest}>
        {children}
      </Tag>
    );
  const label = `Direct link to ${textOf(children)}`;
  return (
    <Tag id={anchor} className={className ? `anchor ${className}` : 'anchor'} {...rest}>
      {children}
      <a className="hash-link" href={`#${anchor}`} aria-label={label} title={label}>
        #
      </a>
    </Tag>
  );
}
