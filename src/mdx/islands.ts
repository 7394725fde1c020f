import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { packageRoot } from '../paths.js';
import { themeModules } from './components/index.js';

/** The browser bundle that hydrates a page's islands: its entry's source, and the page file it imports from. */
export interface IslandModule {
  /** Content-derived name: the bundle is published as `assets/islands/<name>.js`. */
  name: string;
  source: string;
  file: string;
}

const themeComponents = new Set(Object.values(themeModules).map((module) => module.default));
// A hook call (`useState(`, or esbuild's `(0, import_react.useState)(`) or an event handler prop (`onClick:`).
const needsBrowser = /\buse[A-Z]\w*\)?\s*\(|\bon[A-Z]\w*\s*:/;

/**
 * Whether a component the page uses must hydrate: when its own code calls a React hook or passes an event handler.
 * Sitegen's theme components never do; Tabs work without React.
 */
function hydrates(component: unknown): component is ComponentType<Record<string, unknown>> {
  return typeof component === 'function' && !themeComponents.has(component) && needsBrowser.test(String(component));
}

/**
 * The MDX runtime of one page: `island(name, Component)` gives the component to render, wrapped in a
 * `<sitegen-island>` naming the page's bundle when it hydrates. `used` collects the names of those rendered.
 */
export function islandRuntime(moduleUrl: string) {
  const used = new Set<string>();
  return {
    used,
    island(name: string, component: unknown) {
      if (!hydrates(component)) return component;
      const Component = component;
      return function Island({ children, ...props }: { children?: ReactNode }) {
        used.add(name);
        // Children are the page's HTML: the browser takes them from the page rather than from the bundle.
        const wrapped = children === undefined ? undefined : createElement('sitegen-children', null, children);
        return createElement(
          'sitegen-island',
          { 'data-module': moduleUrl, 'data-name': name, 'data-props': JSON.stringify(props) },
          createElement(Component, { ...props, children: wrapped }),
        );
      };
    },
  };
}

/** The entry of a page's island bundle: its imports and exports as written, and a `hydrate` for the runtime to call. */
export function islandEntrySource(esm: string[], names: string[]): string {
  const hydrate = path.join(packageRoot, 'src', 'client', 'island-hydrate.ts');
  return [
    ...esm,
    `import { hydrateIslands as __sitegenHydrate } from ${JSON.stringify(hydrate)};`,
    `export const hydrate = (elements) => __sitegenHydrate(elements, { ${names.join(', ')} });`,
  ].join('\n\n');
}
