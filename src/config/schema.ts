import {
  array,
  bool,
  described as d,
  describe,
  either,
  enumOf,
  object,
  str,
  validate,
  type Schema,
  type SchemaIssue,
} from '../schema.js';
import { announcementBarSchema } from './announcement-bar.js';
import { blogSchema } from './blog-schema.js';
import { docsSchema } from './docs-schema.js';
import { i18nSchema } from './i18n-schema.js';
import { mermaidSetting } from './mermaid.js';
import { linkFields, navbarItem } from './navbar-schema.js';
import { redirectsSchema } from './redirects.js';

const policy = enumOf('throw', 'warn', 'ignore');

/** A section's settings, or false to turn the section off. */
const section = (settings: Schema): Schema => ({
  kind: 'check',
  shape: settings,
  check: (value, at) => {
    if (value === false) return [];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return validate(value, settings, at);
    return [
      {
        path: at,
        message: `must be an object of settings, or false; got ${describe(value)}`,
        hint: `write { ... } with the settings, or false to leave the section out`,
      },
    ];
  },
});

/** Attributes of a head tag: any names, each with text or a boolean. */
const attributes: Schema = {
  kind: 'check',
  check: (value, at) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).flatMap(([name, attribute]) =>
          validate(attribute, either('text, or true for an attribute without a value', str, bool), `${at}.${name}`),
        )
      : validate(value, object({}), at),
};

/** An object whose keys are its own to name, such as a plugin or a marked extension; `needs` lists its required keys and their types. */
const codeObject = (what: string, needs: Record<string, 'string'> = {}): Schema => ({
  kind: 'check',
  check: (value, at): SchemaIssue[] => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return [
        {
          path: at,
          message: `must be ${what}, got ${describe(value)}`,
          hint: `give ${what}, as its package's documentation shows`,
        },
      ];
    return Object.entries(needs).flatMap(([key, type]) => {
      const field = (value as Record<string, unknown>)[key];
      if (field === undefined)
        return [{ path: `${at}.${key}`, message: 'is required', hint: `give the ${what} its ${key}`, missing: true }];
      return typeof field === type
        ? []
        : [
            {
              path: `${at}.${key}`,
              message: `must be a ${type}, got ${describe(field)}`,
              hint: `give the ${what} its ${key}`,
            },
          ];
    });
  },
});

/** The schema of `site.config.ts`; mirrors `UserConfig`, and is what `docs/configuration.md` is made from. */
export const userConfigSchema: Schema = object(
  {
    title: d(str, 'The name of the site, shown in the navbar and in every page title.'),
    tagline: d(str, 'A line about the site: the home page and link previews show it.', { default: '`""`' }),
    customFields: d(
      { kind: 'object', fields: {}, open: true },
      "Values of the site's own, which React pages read as `useDocusaurusContext().siteConfig.customFields`.",
      { default: '`{}`' },
    ),
    url: d(str, 'The origin the site is deployed to, e.g. `https://www.example.com`.'),
    baseUrl: d(str, 'The path the site is served under; starts and ends with `/`.', { default: '`"/"`' }),
    favicon: d(str, 'The site icon, a path under the static folder.'),
    image: d(str, 'The image shown in link previews of pages without one of their own (front matter `image`).'),
    contentDir: d(str, 'The folder holding `docs/`, `blog/`, `pages/` and `static/`, relative to the site root.', {
      default: '`"content"`',
    }),
    templatesDir: d(str, 'The folder of the React templates, relative to the site root.', {
      default: '`templates/` beside the config when there is one, else the built-in templates',
    }),
    allowedOutsidePaths: d(
      array(str),
      'Folders outside the site folder that its files may come from, through symbolic links or the paths the config gives; relative to the site root, or absolute. Nothing else outside the site is read.',
      { default: '`[]`' },
    ),
    navbar: d(
      object({
        title: d(str, 'The text beside the logo.', { default: 'the site title' }),
        logo: d(
          object(
            {
              src: d(str, 'The image, a path under the static folder.'),
              alt: d(
                str,
                'Names the home link for screen readers when `navbar.title` is empty; beside a title the logo is decoration.',
              ),
            },
            ['src', 'alt'],
          ),
          'The logo at the start of the navbar.',
        ),
        items: d(
          array(navbarItem),
          "The links of the navbar: each `to` a route of this site or `href` any address; `{ type: 'docsVersionDropdown' }` for the menu of the docs' versions, `{ type: 'localeDropdown' }` for the menu of the site's languages, `{ type: 'dropdown', label, items }` for a menu of links.",
          { default: 'links to the docs and the blog' },
        ),
        hideOnScroll: d(bool, 'Hides the navbar while the reader scrolls down; it shows again when they scroll up.', {
          default: '`false`',
        }),
      }),
      'The bar at the top of every page.',
    ),
    announcementBar: announcementBarSchema,
    footer: d(
      object({
        columns: d(
          array(
            object(
              {
                title: d(str, 'The heading of the column.'),
                items: d(array(object(linkFields, ['label'])), 'The links of the column.'),
              },
              ['title', 'items'],
            ),
          ),
          'Columns of links.',
          { default: '`[]`' },
        ),
        copyright: d(str, 'The line at the bottom of the footer.', { default: '`""`' }),
      }),
      'The footer of every page; without columns or a copyright line, pages have none.',
    ),
    headTags: d(
      array(
        object(
          {
            tagName: d(str, 'The element, e.g. `link`, `meta` or `script`.'),
            attributes: d(attributes, 'Its attributes; `true` writes one without a value, `false` leaves it out.', {
              type: 'object of text or boolean',
            }),
            innerHTML: d(str, 'What goes between its tags, as it is written.'),
          },
          ['tagName'],
        ),
      ),
      "Tags added to every page's head, such as a font's stylesheet or an analytics script.",
      { default: '`[]`' },
    ),
    i18n: i18nSchema,
    docs: d(section(docsSchema), 'The docs section, or false for a site without docs.', {
      type: 'object, or false',
      default: '`{}`',
    }),
    blog: d(section(blogSchema), 'The blog section, or false for a site without a blog.', {
      type: 'object, or false',
      default: '`{}`',
    }),
    theme: d(
      object({
        customCss: d(
          either('a stylesheet path or a list of them', str, array(str)),
          "Stylesheets of the site's own, relative to the site root, added after the theme's.",
          { type: 'string or array of string', default: '`[]`' },
        ),
      }),
      'The look of the built-in theme.',
    ),
    colorMode: d(
      object({
        defaultMode: d(enumOf('light', 'dark'), 'The colours a first visit shows.', { default: '`"light"`' }),
        respectPrefersColorScheme: d(bool, "Follows the reader's system setting instead of `defaultMode`.", {
          default: '`false`',
        }),
        disableSwitch: d(
          bool,
          'Leaves the switch out of the navbar: every visit shows the colours of the settings above.',
          {
            default: '`false`',
          },
        ),
      }),
      'Light and dark colours.',
    ),
    links: d(
      object({
        onBrokenLinks: d(policy, 'What a link to a page that does not exist does to the build.', {
          default: '`"throw"`',
        }),
        onBrokenAnchors: d(policy, 'What a link to a missing `#anchor` of a page does to the build.', {
          default: '`"throw"`',
        }),
        onBrokenMarkdownLinks: d(
          policy,
          "What a link to a `.md` file that does not exist does to the build. Unless the build fails, the page shows the link's text without the link (Docusaurus leaves the `.md` address, a link to nowhere), so a site that builds passes `sitegen check-links`.",
          { default: '`"warn"`' },
        ),
        ignore: d(array(str), 'Paths or patterns (`*` wildcard) that are never reported.', { default: '`[]`' }),
        trailingSlash: d(
          bool,
          "How a doc's relative links (`[Setup](setup)`) are read, as with Docusaurus's `trailingSlash`: `true` from its address with a `/` after it, as a folder (`/docs/guide/setup`), `false` from its address as a file (`/docs/setup`). Unset, only a folder's index doc and a doc whose slug ends in `/` are read as folders.",
          { default: 'unset' },
        ),
      }),
      'The check of the links of the built pages.',
    ),
    markdown: d(
      object({
        extensions: d(
          array(codeObject('a marked extension')),
          'marked extensions, as `marked.use()` takes them (tokenizers, renderers, walkTokens), applied to every page.',
          { type: 'array of marked extensions', default: '`[]`' },
        ),
        math: d(
          bool,
          'Renders `$…$` and `$$…$$` as math with KaTeX when the site is built; off, a dollar sign is text. See docs/docusaurus.md#math.',
          { default: '`false`' },
        ),
        mermaid: d(
          mermaidSetting,
          "Draws ```mermaid code blocks as diagrams in the reader's browser, in the colour mode's theme; a diagram Mermaid cannot read fails the build. Off, such blocks show as code, with a warning. See docs/docusaurus.md#diagrams.",
          { default: '`false`', type: 'boolean, or an object of `theme` and `options`' },
        ),
      }),
      'How Markdown is read.',
    ),
    plugins: d(
      array(codeObject('a plugin', { name: 'string' })),
      'Plugins, each an object with a `name` and hooks; see docs/plugins.md.',
      { type: 'array of plugins', default: '`[]`' },
    ),
    limits: d(
      object({
        stepSeconds: d(
          { kind: 'number', min: 0.001 },
          "How long each step that runs the site's code (the config, sidebars.js, the templates, each plugin hook) may take.",
          { default: '`60`' },
        ),
        renderSeconds: d(
          { kind: 'number', min: 0.001 },
          'How long rendering one page (its Markdown, its JSX, its templates) may take.',
          { default: '`10`' },
        ),
      }),
      "Time limits on the site's code: one that runs longer (a loop that never ends, a promise that never settles) fails the build, naming the file. `--step-limit` and `--render-limit` override them.",
    ),
    ...redirectsSchema,
    llmsTxt: d(bool, 'Writes `/llms.txt`, listing every public page, and a Markdown twin of each doc and post.', {
      default: '`false`',
    }),
  },
  ['title', 'url'],
);
