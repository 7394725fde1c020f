import type { UserConfig } from '../config/types.js';
import type { DocsTagsOptions } from '../config/section-options.js';
import type { Loose } from './load.js';

const inlineTagPolicies = ['ignore', 'log', 'warn', 'throw'] as const;

/** The docs plugin's tags options; its tags file stays where the docs folder, copied whole, has it. */
export function docsTagsOptionsOf(docs: Loose): DocsTagsOptions {
  const converted: DocsTagsOptions = {};
  if (typeof docs.tags === 'string') converted.tags = docs.tags;
  else if (docs.tags === null || docs.tags === false) converted.tags = null;
  if (inlineTagPolicies.includes(docs.onInlineTags)) converted.onInlineTags = docs.onInlineTags;
  return converted;
}

/** The blog plugin's archive and sidebar options. */
export function blogPagesOptionsOf(blog: Loose): NonNullable<UserConfig['blog']> {
  const converted: NonNullable<UserConfig['blog']> = {};
  if (typeof blog.archiveBasePath === 'string')
    converted.archiveBasePath = `/${blog.archiveBasePath.replace(/^\/+|\/+$/g, '')}`;
  else if (blog.archiveBasePath === null) converted.archiveBasePath = null;
  if ((typeof blog.blogSidebarCount === 'number' && blog.blogSidebarCount >= 0) || blog.blogSidebarCount === 'ALL')
    converted.blogSidebarCount = blog.blogSidebarCount;
  if (typeof blog.blogSidebarTitle === 'string') converted.blogSidebarTitle = blog.blogSidebarTitle;
  return converted;
}
