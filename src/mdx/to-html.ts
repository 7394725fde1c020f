import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors.js';
import { admonitionLabels } from '../shared/admonition-kinds.js';
import type { MarkdownOptions, MarkdownRenderer, RenderedMarkdown } from '../markdown/types.js';
import type { CodeHighlighter } from '../markdown/highlight/index.js';
import { compilePageModule } from './compile.js';
import { partialElement } from './imports.js';
import { splitFrontmatter } from '../content/frontmatter.js';
import { relativePosix } from '../paths.js';
import { themeModules } from './components/index.js';
import { globalDocsData } from './docs-data.js';
import type { TocItem } from './components/TOCInline.js';
import { MdxSiteContext, type MdxSite } from './context.js';
import { islandEntrySource, islandRuntime, type IslandModule } from './islands.js';
import { assemblePageModule, htmlPieceName, runtimeModule } from './module.js';
import { withPageErrors, type LocatedModule } from './page-errors.js';
import { PageHeadContext, type PageHead } from './page-head.js';
import { placeholderPattern, scanMdx } from './scan.js';
import {
  docusaurusContext,
  siteContextModule,
  type DocusaurusContext,
  type SiteContextConfig,
} from './site-context.js';

/** A file an MDX page's module was built from, with the hash of its bytes: an edit to it renders the page again. */
export interface ModuleDependency {
  file: string;
  hash: string;
}

export interface MdxHtml extends RenderedMarkdown {
  dependencies: ModuleDependency[];
  islands: IslandModule | null;
  /** The CSS the page's module imports, minified; empty when it imports none. */
  css: string;
  /** What its `@theme/Layout` and `@docusaurus/Head` say of its head. */
  head: PageHead;
}

export interface MdxPage {
  body: string;
  /** Absolute path of the page's file, and relative to the site. */
  file: string;
  relPath: string;
  root: string;
  allowedOutsidePaths?: readonly string[];
  frontMatter: Record<string, unknown>;
  markdown: MarkdownOptions;
  /** Whether `$` marks math, whose braces and angle brackets are TeX rather than JSX. */
  math?: boolean;
  /** The URL a file imported by the page is published at, or null when there is no such file in the site. */
  resolveAsset(file: string): string | null;
  /** For a post's excerpt: the whole post's islands, whose bundle hydrates the excerpt's too. */
  islandsOf?: IslandModule | null;
  /** Called as the page's own code starts to run, for a time limit to know whose code holds the thread. */
  enteringPageCode?: () => void;
  /** For a partial: the page and the partials that import it, outermost first. */
  importedBy?: string[];
  /** The docs version the page is a doc of, for `useActivePluginAndVersion`; none for other pages. */
  docsVersion?: string;
}

/** What an MDX page is rendered with: the build context's Markdown renderer and highlighter, and the theme's words. */
export interface MdxRenderers {
  renderMarkdown: MarkdownRenderer;
  highlighter: CodeHighlighter;
  config: SiteContextConfig & Pick<ResolvedConfig, 'i18n' | 'docs' | 'staticDir'>;
}

/**
 * Renders a page that holds JSX, imports or exports: its Markdown with marked, its module with esbuild, the
 * result with React, as Docusaurus's MDX would show it.
 */
export async function mdxToHtml(page: MdxPage, renderers: MdxRenderers): Promise<MdxHtml> {
  const { renderMarkdown, highlighter, config } = renderers;
  const scanned = scanMdx(page.body, page.relPath, page.markdown.firstLine ?? 1, { math: page.math });
  const markdown = await renderMarkdown(scanned.markdown, page.markdown);
  const headings = markdown.headings.map((h) => ({
    ...h,
    text: h.text.replace(placeholderPattern, '').trim(),
    html: h.html.replace(placeholderPattern, '').trim(),
  }));
  // Every capitalised component the page's JSX names may hydrate; which do is known once the module runs.
  const used = [
    ...new Set(
      scanned.pieces
        .map((piece) => /^<([A-Z]\w*)[\s/>]/.exec(piece.code)?.[1])
        .filter((name): name is string => name !== undefined),
    ),
  ];
  const module = assemblePageModule(scanned, markdown.html, used);
  const siteContext = docusaurusContext(config);
  const compiled = await compilePageModule({
    siteContext,
    source: module.source,
    file: page.file,
    root: page.root,
    allowedOutsidePaths: page.allowedOutsidePaths,
    sourceLines: module.sourceLines,
    resolveAsset: page.resolveAsset,
    renderPartial: (file) => renderPartial(file, page, renderers),
    staticDir: config.staticDir,
  });
  page.enteringPageCode?.();
  const dependencies = compiled.dependencies.map((file) => ({ file, hash: hashFile(file) }));
  const esm = scanned.esm.map((block) => block.code);
  const islandName =
    page.islandsOf?.name ??
    createHash('sha256')
      .update(JSON.stringify([esm, used, dependencies, ...(compiled.readsSiteContext ? [siteContext] : [])]))
      .digest('hex')
      .slice(0, 12);
  const runtime = islandRuntime(page.markdown.withBase(`/assets/islands/${islandName}.js`));

  const located = { page, pieces: scanned.pieces, sourceMap: compiled.sourceMap, sourceLines: module.sourceLines };
  const exports = evaluate(compiled.code, { runtime, siteContext, ...located });
  const toc: TocItem[] = headings.map((h) => ({ value: h.html, id: h.id, level: h.depth }));
  const wanted = new Set<string>();
  const site: MdxSite = {
    withBase: page.markdown.withBase,
    highlight: (code, language, lines) => {
      wanted.add(language);
      return highlighter.highlight(code, language, lines);
    },
    admonitionLabels: admonitionLabels(config.i18n.strings),
    docs: globalDocsData(config, page.markdown.withBase),
    docsVersion: page.docsVersion ?? null,
  };
  const HtmlPiece = ({ i }: { i: number }) => React.createElement('sitegen-html', { 'data-i': i });
  let head: PageHead = { layout: false, tags: [] };
  const render = () => {
    head = { layout: false, tags: [] };
    return withPageErrors(located, () =>
      renderToString(
        React.createElement(
          MdxSiteContext.Provider,
          { value: site },
          React.createElement(
            PageHeadContext.Provider,
            { value: head },
            React.createElement(exports.default, { [htmlPieceName]: HtmlPiece, toc, frontMatter: page.frontMatter }),
          ),
        ),
      ),
    );
  };
  let html = render();
  // A CodeBlock names its language only as it renders: its grammar is loaded, and the page rendered again.
  const unknownLanguages = await highlighter.load([...wanted].filter(Boolean));
  if ([...wanted].some((language) => language && !unknownLanguages.includes(language))) html = render();
  html = html
    .replace(/<sitegen-html data-i="(\d+)"><\/sitegen-html>/g, (_, i: string) => module.html[Number(i)])
    .replace(partialTags, '');
  const islands =
    runtime.used.size > 0
      ? { name: islandName, source: islandEntrySource(esm, [...runtime.used]), file: page.file }
      : null;
  return {
    ...markdown,
    html,
    headings,
    unknownLanguages: [...markdown.unknownLanguages, ...unknownLanguages],
    dependencies,
    islands,
    css: compiled.css,
    head,
  };
}

const nodeRequire = createRequire(import.meta.url);
const partialTags = new RegExp(`</?${partialElement}>`, 'g');

/** A Markdown file a page imports, rendered as a page of its own without its front matter, for the page to show. */
async function renderPartial(
  file: string,
  page: MdxPage,
  renderers: MdxRenderers,
): Promise<{ html: string; dependencies: string[] }> {
  const importedBy = [...(page.importedBy ?? []), page.file];
  const relPath = relativePosix(page.root, file);
  if (importedBy.includes(file))
    throw new SitegenError(`${relPath} imports itself, through the partials it imports`, {
      file: page.relPath,
      hint: 'remove the import that closes the circle',
    });
  const text = readFileSync(file, 'utf8');
  const { content } = splitFrontmatter(text);
  const rendered = await mdxToHtml(
    {
      ...page,
      body: content,
      file,
      relPath,
      frontMatter: {},
      markdown: { ...page.markdown, firstLine: text.split('\n').length - content.split('\n').length + 1 },
      islandsOf: undefined,
      importedBy,
    },
    renderers,
  );
  return { html: rendered.html, dependencies: rendered.dependencies.map((dependency) => dependency.file) };
}

/** Runs a compiled page module, whose `require` gives React, the theme components and the page's island runtime. */
function evaluate(
  code: string,
  {
    runtime,
    siteContext,
    ...located
  }: { runtime: ReturnType<typeof islandRuntime>; siteContext: DocusaurusContext } & LocatedModule,
): { default: React.ComponentType<Record<string, unknown>> } {
  const { page } = located;
  // Marked as ES modules, so that esbuild's interop gives their default export to a default import.
  const theme = Object.fromEntries(
    Object.entries(themeModules).map(([id, module]) => [id, { __esModule: true, ...module }]),
  );
  const modules: Record<string, unknown> = {
    react: React,
    'react/jsx-runtime': jsxRuntime,
    [runtimeModule]: runtime,
    [siteContextModule]: { __esModule: true, default: () => siteContext },
    ...theme,
  };
  const require = (id: string) => {
    if (id in modules) return modules[id];
    // Packages the site's components use may reach Node's own modules as the page is built, as under Docusaurus,
    // and React DOM's (`createPortal`, `react-dom/server`): sitegen's own, beside its React.
    if (isBuiltin(id) || /^react-dom(?:\/|$)/.test(id)) return nodeRequire(id);
    throw new SitegenError(`"${id}" cannot be imported by an MDX page`, {
      file: page.relPath,
      hint: 'import React, the theme components or files of the site',
    });
  };
  const module = { exports: {} as { default: React.ComponentType<Record<string, unknown>> } };
  withPageErrors(located, () => new Function('require', 'module', 'exports', code)(require, module, module.exports));
  return module.exports;
}

/** The first characters of the hash of a file's contents, or `''` when it cannot be read. */
export function hashFile(file: string): string {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  } catch {
    return '';
  }
}
