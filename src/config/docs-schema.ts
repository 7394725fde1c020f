import { array, bool, described as d, either, enumOf, nothing, object, recordOf, str } from '../schema.js';
import { sidebarItemsSchema, sidebarsSchema } from './sidebars-schema.js';

/** The settings of the docs section, its versions' among them; mirrors `DocsOptions`. */
export const docsSchema = object({
  path: d(str, 'The folder of the docs, inside the content folder.', { default: '`"docs"`' }),
  routeBasePath: d(str, 'The route the docs are published under.', { default: '`"/docs"`' }),
  sidebar: d(sidebarItemsSchema, 'One sidebar, as a list of items.', { type: 'array of sidebar items' }),
  sidebars: d(
    sidebarsSchema,
    'Several sidebars by name, as `sidebars.js` exports them; docs pick one with front matter `displayed_sidebar`.',
    { type: 'object of sidebars' },
  ),
  sidebarPath: d(
    either('a path to sidebars.js, or false', str, enumOf(false as never)),
    'A `sidebars.js` or `sidebars.ts` elsewhere, relative to the site root; false for no sidebar.',
    {
      default: '`sidebars.js` beside the config, else a sidebar made from the folders',
    },
  ),
  mainDocId: d(str, 'The doc shown at the docs route itself.'),
  editUrl: d(str, 'The start of the "Edit this page" links; the file path inside the content folder is added.'),
  showLastUpdateAuthor: d(bool, 'Shows who last changed each doc, from git.', { default: '`false`' }),
  showLastUpdateTime: d(bool, 'Shows when each doc last changed, from git.', { default: '`false`' }),
  lastUpdateAuthorNames: d(
    recordOf(str, '<git name or email>'),
    'The name shown for each git author in "Last updated by", by the name or email git records.',
    { default: 'the name git records' },
  ),
  versionLabel: d(str, "The label of the docs folder's version, shown beside the breadcrumbs of every doc.", {
    default: '`"Next"`, shown only when set or when the docs have several versions',
  }),
  lastVersion: d(str, "The version published at the docs' own route; links without a version lead to it.", {
    default: 'the newest in `versions.json`, else `current`',
  }),
  onlyIncludeVersions: d(array(str), 'Builds only these versions, e.g. to preview a change quickly.', {
    default: 'every version',
  }),
  tags: d(
    either('a path, or null', str, nothing),
    "The tags file in each version's docs folder, defining the docs' tags (Docusaurus's `tags.yml`); null for none.",
    { default: '`"tags.yml"`, when it exists' },
  ),
  onInlineTags: d(
    enumOf('ignore', 'log', 'warn', 'throw'),
    'What a tag written in front matter but not in the tags file does: nothing (`ignore`), a warning naming the doc and line (`log`, `warn`), or a failed build (`throw`).',
    { default: '`"warn"`' },
  ),
  includeCurrentVersion: d(bool, 'Builds the docs folder as the version `current`.', { default: '`true`' }),
  versions: d(
    recordOf(
      object({
        label: d(str, 'Its name in the version menu and badge.', {
          default: '`versionLabel` for `current`, else its name',
        }),
        path: d(str, "Its route under the docs' route.", {
          default: '`""` for the last version, `next` for `current`, else its name',
        }),
        banner: d(enumOf('none', 'unreleased', 'unmaintained'), 'The notice at the top of its docs.', {
          default: 'unreleased above the last version, unmaintained below it',
        }),
        badge: d(bool, 'Shows its label on each of its docs.', {
          default: 'true when there are several versions',
        }),
        noIndex: d(bool, 'Asks search engines not to index it, and leaves it out of the sitemap.', {
          default: '`false`',
        }),
        className: d(str, 'A class on the pages of the version.', { default: '`docs-version-<name>`' }),
        gitRef: d(
          str,
          "A git tag, branch or commit to read the version's docs and sidebars from, instead of `versioned_docs/`.",
        ),
      }),
    ),
    'Settings of each version, by name: `current` or a name in `versions.json`.',
    { type: 'object of version settings', default: '`{}`' },
  ),
});
