// Hydrates a page's islands; bundled with the page's components into its island bundle, never into the runtime.
import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

const roots: Array<{ element: Element; root: Root }> = [];

/** Hydrates each `<sitegen-island>` with its component and the props the build wrote beside it. */
export function hydrateIslands(
  elements: HTMLElement[],
  components: Record<string, ComponentType<Record<string, unknown>>>,
): void {
  // The islands of a page the router swapped out are gone from the document: their roots are let go.
  for (let i = roots.length - 1; i >= 0; i--) {
    if (roots[i].element.isConnected) continue;
    roots[i].root.unmount();
    roots.splice(i, 1);
  }
  for (const element of elements) {
    const Component = components[element.dataset.name ?? ''];
    if (!Component || element.hasAttribute('data-hydrated')) continue;
    element.setAttribute('data-hydrated', '');
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    const children = element.querySelector('sitegen-children');
    if (children)
      props.children = createElement('sitegen-children', { dangerouslySetInnerHTML: { __html: children.innerHTML } });
    roots.push({ element, root: hydrateRoot(element, createElement(Component, props)) });
  }
}
