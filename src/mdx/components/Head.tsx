/**
 * `@docusaurus/Head`: what it holds is meant for the document's head, which a page's Markdown cannot reach; it is
 * left out rather than shown in the page's body.
 */
export default function Head(_props: { children?: unknown }) {
  return null;
}
