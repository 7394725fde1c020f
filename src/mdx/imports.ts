import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from '../esbuild.js';
import { SitegenError } from '../errors.js';
import { assertInsideSite, isPackageFile, packageRoot, relativePosix, type SiteBounds } from '../paths.js';
import { themeModuleFiles, themeModules } from './components/index.js';
import { setupCssImports } from './css.js';
import { runtimeModule } from './module.js';
import { siteContextModule, siteContextSource, type DocusaurusContext } from './site-context.js';
import { inlineSvg, svgComponentSource } from './svg.js';

/** What the resolution of a page's imports needs to know of the site. */
export interface ImportOptions extends SiteBounds {
  /** The site folder: `@site/…` starts there, and errors name files relative to it; nothing outside it is imported. */
  root: string;
  /** The URL a file imported as an asset (`import shot from './shot.png'`) is published at, or null when it cannot be. */
  resolveAsset(file: string): string | null;
  /** Renders a Markdown file the page imports as a component (`import Intro from './_intro.md'`): its HTML. */
  renderPartial?(file: string): Promise<{ html: string; dependencies: string[] }>;
  /** What `useDocusaurusContext()` gives the page. */
  siteContext: DocusaurusContext;
  /** The static folder, where an import of a site path (`/img/a.png`) is looked for after the site folder. */
  staticDir?: string;
}

/** The element a partial's HTML is rendered in, taken away once the page is rendered. */
export const partialElement = 'sitegen-partial';

/** Marks a site path resolved in the site's folders, not to be looked for there again. */
const fromSiteRoots = Symbol('from the site folders');
/** Marks React resolved from sitegen's own folder, as the browser takes it. */
const fromSitegen = Symbol('from sitegen');
const codeFile = /\.(?:[cm]?[jt]sx?|json)$/;
/** A file with an extension that is neither code nor a stylesheet. */
const requiredAsset = /\.(?!(?:[cm]?[jt]sx?|json|css|mdx?)$)\w+$/;

/**
 * Resolves what an MDX page imports: Docusaurus's names, `@site/`, CSS, assets as their URLs; rejects `require`.
 * `cssModules` collects the CSS modules it reads.
 */
export function resolveImports(
  options: ImportOptions,
  target: 'server' | 'browser',
  cssModules: Set<string>,
  partialDependencies: Set<string>,
): esbuild.Plugin {
  const fail = (text: string, hint: string) => ({ errors: [{ text, notes: [{ text: hint }] }] });
  return {
    name: 'sitegen-mdx-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        // Packages may be CommonJS; the page and the site's own components import, but for files that are not code,
        // which Docusaurus pages require for their URL (`require('@site/static/img/a.png').default`).
        if (
          args.kind === 'require-call' &&
          !args.importer.includes(`${path.sep}node_modules${path.sep}`) &&
          !requiredAsset.test(args.path)
        )
          return fail(
            `require("${args.path}") is not supported in MDX`,
            'use `import X from "…"` at the top of the page',
          );
        return undefined;
      });
      // As webpack's `resolve.roots` in Docusaurus: a site path (`require('/img/a.png')`) is the site folder's, or the
      // static folder's. A path that names a file as it is goes on, to be refused if it is outside the site.
      build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (args.pluginData === fromSiteRoots || existsSync(args.path)) return undefined;
        for (const folder of [options.root, options.staticDir].filter((dir) => dir !== undefined)) {
          const found = await build.resolve(`.${args.path}`, {
            resolveDir: folder,
            kind: args.kind,
            pluginData: fromSiteRoots,
          });
          if (found.errors.length === 0) return found;
        }
        return undefined;
      });
      // One React, sitegen's, on both sides: a site's own copy in its node_modules would not share its hooks.
      build.onResolve({ filter: /^(?:react|react-dom)(?:\/|$)/ }, (args) => {
        if (target === 'server') return { path: args.path, external: true };
        if (args.pluginData === fromSitegen) return undefined;
        return build.resolve(args.path, {
          resolveDir: packageRoot,
          importer: args.importer,
          kind: args.kind,
          pluginData: fromSitegen,
        });
      });
      build.onResolve({ filter: new RegExp(`^${runtimeModule}$`) }, (args) => ({ path: args.path, external: true }));
      // On the server the page's module is given the hook, as it is given the theme's modules: not bundled into the
      // page's components, whose code then shows no hook call of its own and does not make them islands.
      build.onResolve({ filter: new RegExp(`^${siteContextModule}$`) }, (args) =>
        target === 'server' ? { path: args.path, external: true } : { path: args.path, namespace: 'site' },
      );
      build.onLoad({ filter: /.*/, namespace: 'site' }, () => ({
        contents: siteContextSource(options.siteContext),
        loader: 'js',
        resolveDir: packageRoot,
      }));
      build.onResolve({ filter: /^@(?:theme|docusaurus)\// }, async (args) => {
        if (!(args.path in themeModules)) {
          // As in Docusaurus, the site's own `src/theme/X` is `@theme/X`.
          const own = args.path.startsWith('@theme/')
            ? await build.resolve(`./src/theme/${args.path.slice('@theme/'.length)}`, {
                resolveDir: options.root,
                kind: args.kind,
              })
            : null;
          if (own && own.errors.length === 0) return own;
          return fail(
            `"${args.path}" is not a component sitegen provides`,
            `import one of: ${providedModules().join(', ')}, or a component of the site's own`,
          );
        }
        if (target === 'server') return { path: args.path, external: true };
        return { path: path.join(packageRoot, 'src', 'mdx', 'components', themeModuleFiles[args.path]) };
      });
      setupCssImports(
        build,
        {
          ...options,
          outsideSite: (file) => outsideSite(file, options),
          loaded: cssModules,
          withCss: target === 'server',
        },
        fail,
      );
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: options.root, kind: args.kind }),
      );
      build.onLoad({ filter: /.*/, namespace: 'file' }, async (args) => {
        // esbuild hands over real paths: a file reached through a link outside the site is seen where it really is.
        const outside = isPackageFile(args.path) ? null : outsideSite(args.path, options);
        if (outside) return fail(outside.message, outside.hint ?? '');
        if (codeFile.test(args.path) || args.path.endsWith('.css')) return undefined;
        // A Markdown partial is shown where the page names it, as Docusaurus does; islands never hydrate it.
        if (/\.mdx?$/.test(args.path) && options.renderPartial) {
          if (target === 'browser') return { contents: 'export default () => null;', loader: 'js' };
          const partial = await options.renderPartial(args.path);
          for (const file of partial.dependencies) partialDependencies.add(file);
          return {
            contents: `import { createElement } from 'react';\nexport default () => createElement(${JSON.stringify(partialElement)}, { dangerouslySetInnerHTML: { __html: ${JSON.stringify(partial.html)} } });`,
            loader: 'js',
            resolveDir: path.dirname(args.path),
          };
        }
        // As Docusaurus imports SVG: a component that draws it inline.
        if (args.path.endsWith('.svg'))
          return { contents: svgComponentSource(inlineSvg(readFileSync(args.path, 'utf8'))), loader: 'js' };
        const url = options.resolveAsset(args.path);
        if (url === null)
          return fail(
            `cannot publish ${relativePosix(options.root, args.path)}`,
            'import files that are inside the site folder',
          );
        return { contents: `export default ${JSON.stringify(url)};`, loader: 'js' };
      });
    },
  };
}

/** The error for a file outside the site, or null for one inside it. */
function outsideSite(file: string, site: SiteBounds): SitegenError | null {
  try {
    assertInsideSite(file, site);
    return null;
  } catch (error) {
    if (error instanceof SitegenError) return error;
    throw error;
  }
}

/** The Docusaurus modules pages may import, for the message about one that is none of them. */
export function providedModules(): string[] {
  return [...Object.keys(themeModules), siteContextModule].sort();
}
