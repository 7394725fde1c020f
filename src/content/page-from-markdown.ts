import { createHash } from 'node:crypto';
import path from 'node:path';
import type { BuildContext } from '../context.js';
import { SitegenError } from '../errors.js';
import { siteCodeError } from '../site-code.js';
import { withTimeLimit } from '../limits/time-limit.js';
import { attachmentOf } from './attachment.js';
import { sizedPageImages } from './page-images.js';
import { searchSections } from './search-words.js';
import { indexPage, sectionsForIndex } from './search-words.js';
import { mayHoldJsx } from '../mdx/scan.js';
import { mdxToHtml, type MdxHtml } from '../mdx/to-html.js';
import type { Heading, MarkdownLink } from '../markdown/types.js';
import type { Attachment, IdentifiedPage, Page, PageLookups, PageStylesheet } from './page.js';
import { pageWithBody } from './page-fields.js';
import { docLinkBase, markdownLinkFiles, resolveDocLink } from './permalink.js';
import type { SourceFile } from './scan.js';
import { htmlToText } from '../html-text.js';

const truncateMarker = /^\s*(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/m;

/** Renders a page's Markdown, or MDX, into the page its routes show: on the main thread, or in a worker's share. */
export async function pageFromMarkdown(page: IdentifiedPage, ctx: BuildContext, lookups: PageLookups): Promise<Page> {
  const { routeOfFile } = lookups;
  const { source, parsed } = page;
  const fm = parsed.data;
  const attachments = new Map<string, Attachment>();
  const attach = (target: string) => {
    const attachment = attachmentOf(path.resolve(path.dirname(source.file), target), ctx.config);
    if (attachment) attachments.set(attachment.path, attachment);
    return attachment;
  };
  const markdownOptions = {
    firstLine: parsed.bodyLine,
    withBase: ctx.withBase,
    resolveMarkdownLink: (target: string) => {
      const route = markdownLinkFiles(source, target, ctx.config.root)
        .map((file) => routeOfFile.get(file))
        .find((found) => found !== undefined);
      return route === undefined ? null : ctx.withBase(route);
    },
    resolveFile: (target: string) => {
      const attachment = attach(target);
      return attachment && ctx.withBase(`/${attachment.path}`);
    },
    // A doc's links to pages are made absolute: the docs root shows its main doc again, from another address.
    resolveRoute:
      source.kind === 'doc'
        ? (target: string) =>
            ctx.withBase(
              resolveDocLink(
                docLinkBase(page.permalink, {
                  frontmatter: fm,
                  sectionPath: source.sectionPath,
                  trailingSlash: ctx.config.links.trailingSlash,
                }),
                target,
              ),
            )
        : undefined,
  };
  const mdxPage = {
    file: source.file,
    relPath: source.relPath,
    root: ctx.config.root,
    allowedOutsidePaths: ctx.config.allowedOutsidePaths,
    frontMatter: fm as Record<string, unknown>,
    markdown: markdownOptions,
    math: ctx.config.markdown.math,
    resolveAsset: (file: string) => markdownOptions.resolveFile(path.relative(path.dirname(source.file), file)),
    docsVersion: source.version,
  };
  // Pages without JSX, imports or MDX comments take the plain path; an excerpt hydrates through its post's islands.
  const step = { what: `rendering ${page.permalink}`, file: source.relPath, ms: ctx.config.limits.renderMs };
  const render = (body: string, islandsOf?: MdxHtml['islands']): Promise<MdxHtml> =>
    withTimeLimit(step, (entering) =>
      mayHoldJsx(body)
        ? mdxToHtml({ ...mdxPage, body, islandsOf, enteringPageCode: entering }, ctx)
        : ctx.renderMarkdown(body, markdownOptions).then((markdown) => ({
            ...markdown,
            dependencies: [],
            islands: null,
            css: '',
            head: { layout: false, tags: [] },
          })),
    );
  const rendered = await render(parsed.body).catch((error: Error) => {
    // Markdown the parser cannot take is reported at its line, without the file: this is where the file is known.
    if (error instanceof SitegenError)
      throw error.file
        ? error
        : new SitegenError(error.message, { file: source.relPath, line: error.line, hint: error.hint });
    const hint =
      'fix the marked extension (`markdown.extensions` in the config) at this line; run with --debug for the stack trace';
    const fromSite = siteCodeError(error, {
      root: ctx.config.root,
      doing: `a marked extension threw while rendering ${source.relPath}`,
      hint,
    });
    // marked stops a tokenizer that consumes nothing rather than loop; only an extension's tokenizer can do that.
    if (!fromSite && /^Infinite loop on byte/.test(error?.message)) {
      throw new SitegenError(
        `a marked extension's tokenizer returned a token that consumed nothing, while rendering ${source.relPath}`,
        {
          file: ctx.config.configFile ?? undefined,
          hint: 'a tokenizer must return a token whose `raw` is the text it read, or nothing',
        },
      );
    }
    throw fromSite ?? error;
  });
  const imagesOf = (body: string) =>
    sizedPageImages(body, {
      relPath: source.relPath,
      body: parsed.body,
      firstLine: parsed.bodyLine,
      links: rendered.links,
      attachments,
      attach,
      withBase: ctx.withBase,
      zooms: source.kind === 'doc',
      closeLabel: ctx.config.i18n.strings['theme.AnnouncementBar.closeButtonAriaLabel'] ?? 'Close',
    });
  const images = imagesOf(rendered.html);
  const warnings = [...brokenMarkdownLinkWarnings(rendered.links, source, ctx), ...images.warnings];
  for (const lang of rendered.unknownLanguages)
    warnings.push(`${source.relPath}: unknown code block language "${lang}", shown as plain text`);
  for (const line of rendered.diagramsAsCode)
    warnings.push(
      `${source.relPath}:${line}: a \`\`\`mermaid block shows as code: set \`markdown: { mermaid: true }\` in the config to draw it as a diagram`,
    );
  // A React page's `@theme/Layout` and `@docusaurus/Head` name it as it renders.
  const { head } = rendered;
  const writtenTitle =
    head.title ??
    fm.title ??
    rendered.headings.find((h) => h.depth === 1)?.text ??
    (head.layout ? ctx.config.title : page.id);
  const html = withoutLeadingTitle(images.html, rendered.headings, writtenTitle);
  const sections = searchSections(html);
  const marker = source.kind === 'post' ? truncateMarker.exec(parsed.body) : null;
  const excerptHtml = marker
    ? withoutLeadingTitle(
        imagesOf((await render(parsed.body.slice(0, marker.index), rendered.islands)).html).html,
        rendered.headings,
        writtenTitle,
      )
    : html;
  return pageWithBody(
    page,
    {
      writtenTitle,
      description: head.description ?? fm.description ?? firstParagraphText(html),
      html,
      headings: rendered.headings,
      links: rendered.links,
      ...sectionsForIndex(sections),
      search: indexPage(sections, ctx.config.i18n.locale.htmlLang),
      attachments: [...attachments.values()],
      dependencies: rendered.dependencies,
      islands: rendered.islands,
      math: rendered.math,
      diagrams: rendered.diagrams,
      stylesheets: rendered.css ? [pageStylesheet(rendered.css)] : [],
      ...(head.layout || head.tags.length > 0 ? { headTags: head.tags, ownLayout: head.layout } : {}),
      warnings,
      excerpt: { html: excerptHtml, truncated: Boolean(marker) },
    },
    ctx,
    lookups,
  );
}

/**
 * The page's HTML without the `# Title` it opens with, when that is the page's title: the template shows the title
 * already, and a page written for Docusaurus would show it twice.
 */
function withoutLeadingTitle(html: string, headings: Heading[], title: string): string {
  if (headings[0]?.depth !== 1 || headings[0].text !== title) return html;
  const lead = /^\s*<h1\b[\s\S]*?<\/h1>\s*/.exec(html);
  return lead ? html.slice(lead[0].length) : html;
}

/** Warnings for Markdown links to files that do not exist, or the first as an error when the policy says throw. */
function brokenMarkdownLinkWarnings(links: MarkdownLink[], source: SourceFile, ctx: BuildContext): string[] {
  const policy = ctx.config.links.onBrokenMarkdownLinks;
  const warnings: string[] = [];
  for (const link of links.filter((l) => l.brokenMarkdown)) {
    const message = `Markdown link to ${link.href}, but no such file exists`;
    if (policy === 'throw')
      throw new SitegenError(message, {
        file: source.relPath,
        line: link.line,
        hint: 'fix the path, relative to this file',
      });
    if (policy === 'warn') warnings.push(`${source.relPath}:${link.line}: ${message}`);
  }
  return warnings;
}

function firstParagraphText(html: string): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const text = htmlToText(paragraph);
  return text.length > 160 ? text.slice(0, 157).replace(/\s+\S*$/, '') + '…' : text;
}

/** The stylesheet of a page's own holding `css`, named by its contents. */
function pageStylesheet(css: string): PageStylesheet {
  return { path: `assets/css/components.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`, css };
}
