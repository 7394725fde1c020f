import type { AnchorHTMLAttributes } from 'react';
import { useMdxSite } from '../context.js';

const external = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** `@docusaurus/Link`: `to` (or `href`) with the base URL before a site path. */
export default function Link({ to, href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const { withBase } = useMdxSite();
  const target = to ?? href ?? '#';
  return <a href={target.startsWith('/') && !external.test(target) ? withBase(target) : target} {...rest} />;
}
