import { createElement, type ReactNode } from 'react';

/** `@theme/Heading`: a heading of the level `as` names, with its anchor's `id`. */
export default function Heading({
  as = 'h2',
  id,
  children,
  ...rest
}: {
  as?: string;
  id?: string;
  children?: ReactNode;
}) {
  const tag = /^h[1-6]$/.test(as) ? as : 'h2';
  return createElement(tag, { id, ...rest }, children);
}
