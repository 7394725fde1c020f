/** What a tag written only in front matter does when the docs have a tags file, as Docusaurus's `onInlineTags`. */
export type InlineTagPolicy = 'ignore' | 'log' | 'warn' | 'throw';

/** The docs' tags options, as Docusaurus 3's docs plugin names them. */
export interface DocsTagsOptions {
  /** The tags file in each version's docs folder (`tags.yml`), or null for none. */
  tags?: string | null;
  /** What a tag written only in front matter, when the docs have a tags file, does to the build. */
  onInlineTags?: InlineTagPolicy;
}

/** What each doc's "Last updated" line shows, from git or its `last_update` front matter. */
export interface DocsLastUpdateOptions {
  showLastUpdateAuthor?: boolean;
  showLastUpdateTime?: boolean;
  /** Display names of git authors, by the name or email git records: `{ 'jdoe': 'Jane Doe' }`. */
  lastUpdateAuthorNames?: Record<string, string>;
}

/** The blog's archive and sidebar options, as Docusaurus's blog plugin names them. */
export interface BlogPagesOptions {
  /** The archive's route below the blog's (`/archive`), or null for no archive. */
  archiveBasePath?: string | null;
  /** How many recent posts the blog's sidebar lists: a number (0 for no sidebar) or `'ALL'`. */
  blogSidebarCount?: number | 'ALL';
  /** The sidebar's title; the theme's "Recent posts", in the site's language, by default. */
  blogSidebarTitle?: string;
}
