import { existsSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../paths.js';
import { SitegenError, SitegenErrors, lineOf } from '../errors.js';
import { findConfigFile, loadUserConfig } from './load.js';
import { validate, type SchemaIssue } from '../schema.js';
import { userConfigSchema } from './schema.js';
import type { ResolvedConfig, UserConfig } from './types.js';

export interface ConfigFlags {
  /** Overrides the configured `baseUrl`. */
  baseUrl?: string;
}

/** The templates shipped with sitegen, used when a site has no `templates/` folder of its own. */
export const builtinTemplatesDir = path.join(packageRoot, 'templates');

/** The site's theme: `templatesDir` when set, else its own `templates/` folder beside the config, else sitegen's. */
function templatesDirOf(root: string, templatesDir: string | undefined): string {
  if (templatesDir) return path.resolve(root, templatesDir);
  const own = path.join(root, 'templates');
  return existsSync(own) ? own : builtinTemplatesDir;
}

/** Finds, loads, validates and completes the configuration of the site in `root`. */
export async function loadConfig(root: string, flags: ConfigFlags = {}): Promise<ResolvedConfig> {
  const absoluteRoot = path.resolve(root);
  const file = findConfigFile(absoluteRoot);
  if (!file) {
    throw new SitegenError(`no site.config.ts in ${absoluteRoot}`, {
      hint: 'run sitegen in a site folder, or pass --root DIR',
    });
  }
  const { config, source } = await loadUserConfig(file);
  const issues = validate(config, userConfigSchema);
  if (issues.length > 0) throw new SitegenErrors(issues.map((issue) => configIssue(issue, file, source)));
  return resolveConfig(config as UserConfig, { root: absoluteRoot, configFile: file, source, flags });
}

/** Applies defaults and checks the rules a schema cannot express. */
export function resolveConfig(
  user: UserConfig,
  { root, configFile, source = '', flags = {} }: { root: string; configFile: string | null; source?: string; flags?: ConfigFlags },
): ResolvedConfig {
  const fail = (key: string, message: string, hint?: string, line = lineOfKey(source, key)): never => {
    throw new SitegenError(`config key \`${key}\` ${message}`, { file: configFile ?? undefined, line, hint });
  };
  const baseUrl = flags.baseUrl ?? user.baseUrl ?? '/';
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    const suggestion = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
    // A bad --base-url is the command line's mistake, not the config file's.
    if (flags.baseUrl !== undefined) {
      throw new SitegenError(`--base-url must start and end with "/", got "${baseUrl}"`, { hint: `try --base-url ${suggestion}` });
    }
    fail('baseUrl', `must start and end with "/", got "${baseUrl}"`, `try "${suggestion}"`);
  }
  if (!/^https?:\/\/[^/]+$/.test(user.url.replace(/\/$/, ''))) {
    fail('url', `must be an origin such as "https://example.com", got "${user.url}"`, 'put any path in baseUrl instead');
  }
  for (const [i, item] of (user.navbar?.items ?? []).entries()) {
    if (Boolean(item.to) === Boolean(item.href)) {
      const line = lineOf(source, new RegExp(`label:\\s*['"\`]${escapeRegExp(item.label)}['"\`]`)) ?? lineOfKey(source, 'navbar.items');
      fail(`navbar.items[${i}]`, 'needs exactly one of `to` (a route) or `href` (an external URL)', 'use `to` for a page of this site, `href` for any other address', line);
    }
  }

  const contentDir = path.resolve(root, user.contentDir ?? 'content');
  const docs = user.docs ?? {};
  const blog = user.blog ?? {};
  const blogRoute = trimRoute(blog.routeBasePath ?? '/blog');
  return {
    root,
    configFile,
    title: user.title,
    tagline: user.tagline ?? '',
    url: user.url.replace(/\/$/, ''),
    baseUrl,
    favicon: user.favicon ?? null,
    image: user.image ?? null,
    contentDir,
    templatesDir: templatesDirOf(root, user.templatesDir),
    staticDir: path.join(contentDir, 'static'),
    pagesDir: path.join(contentDir, 'pages'),
    navbar: { title: user.navbar?.title ?? user.title, logo: user.navbar?.logo ?? null, items: user.navbar?.items ?? [] },
    footer: { columns: user.footer?.columns ?? [], copyright: user.footer?.copyright ?? '' },
    docs: {
      path: docs.path ?? 'docs',
      dir: path.resolve(contentDir, docs.path ?? 'docs'),
      routeBasePath: trimRoute(docs.routeBasePath ?? '/docs'),
      sidebar: docs.sidebar ?? [],
      mainDocId: docs.mainDocId ?? null,
      editUrl: docs.editUrl ?? null,
      showLastUpdateAuthor: docs.showLastUpdateAuthor ?? false,
      showLastUpdateTime: docs.showLastUpdateTime ?? false,
      versionLabel: docs.versionLabel ?? 'Next',
    },
    blog: {
      path: blog.path ?? 'blog',
      dir: path.resolve(contentDir, blog.path ?? 'blog'),
      routeBasePath: blogRoute,
      title: blog.title ?? 'Blog',
      description: blog.description ?? `${user.title} blog`,
      postsPerPage: blog.postsPerPage ?? 10,
      feed: {
        type: blog.feed?.type ?? 'all',
        title: blog.feed?.title ?? `${user.title} Blog`,
        description: blog.feed?.description ?? blog.description ?? `${user.title} blog`,
        copyright: blog.feed?.copyright ?? user.footer?.copyright ?? '',
      },
    },
    colorMode: {
      defaultMode: user.colorMode?.defaultMode ?? 'light',
      respectPrefersColorScheme: user.colorMode?.respectPrefersColorScheme ?? false,
    },
    links: {
      onBrokenLinks: user.links?.onBrokenLinks ?? 'throw',
      onBrokenAnchors: user.links?.onBrokenAnchors ?? 'throw',
      onBrokenMarkdownLinks: user.links?.onBrokenMarkdownLinks ?? 'warn',
      ignore: user.links?.ignore ?? [],
    },
  };
}

/** A mistake in the config's shape, at the line of the key, or of the object a missing key belongs in. */
function configIssue(issue: SchemaIssue, file: string, source: string): SitegenError {
  const exported = lineOf(source, /export\s+default/);
  if (issue.path === '(root)') {
    return new SitegenError(`the configuration's default export ${issue.message}`, { file, line: exported, hint: 'end the file with `export default defineConfig({ ... })`' });
  }
  const parent = issue.path.replace(/\.?[^.]+$/, '');
  const line = !issue.missing ? lineOfKey(source, issue.path) : parent ? lineOfKey(source, parent) : exported;
  return new SitegenError(`config key \`${issue.path}\` ${issue.message}`, { file, line, hint: issue.hint });
}

/** Route base paths are kept as `/docs`: a leading slash, no trailing one. */
function trimRoute(route: string): string {
  return '/' + route.replace(/^\/+|\/+$/g, '');
}

/**
 * The line where the last key of a dotted path is written, e.g. `docs.sidebar[2].label` → `label:`, found by looking
 * for each key after its parent's, so `blog.title` is not taken for the site's `title`.
 */
function lineOfKey(source: string, keyPath: string): number | undefined {
  if (keyPath === '(root)') return undefined;
  let offset = 0;
  let line: number | undefined;
  for (const key of keyPath.split('.').map((k) => k.replace(/\[\d+\]/g, ''))) {
    const match = new RegExp(`(^|[\\s{,])['"]?${key}['"]?\\s*:`, 'm').exec(source.slice(offset));
    if (!match) continue;
    offset += match.index + match[0].length;
    line = source.slice(0, offset).split('\n').length;
  }
  return line;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
