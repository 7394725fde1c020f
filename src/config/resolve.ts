import { existsSync } from 'node:fs';
import path from 'node:path';
import { assertInsideSite, packageRoot, type SiteBounds } from '../paths.js';
import { withGitVersions } from './git-versions.js';
import { resolveI18n } from './i18n.js';
import { SitegenError, SitegenErrors, lineOf } from '../errors.js';
import { resolvedAnnouncementBar } from './announcement-bar.js';
import { configIssue, failOnIssues } from './issues.js';
import { findConfigFile, loadUserConfig, siteBounds } from './load.js';
import { assertBaseUrl } from './base-url.js';
import { validate } from '../schema.js';
import { userConfigSchema } from './schema.js';
import type { DocsOptions, DocsVersion, LinkItem, ResolvedConfig, Sidebars, UserConfig } from './types.js';
import { headTagsOf } from './head-tags.js';
import { resolveMermaid } from './mermaid.js';
import { redirectsOf } from './redirects.js';
import { escapeRegExp, lineOfKey, type KeyFailure } from './key-lines.js';
import { findSidebarsFile, loadSidebarsFile } from './sidebars-file.js';
import { sidebarsSchema } from './sidebars-schema.js';
import { readReleasedVersions, resolveVersions, type ReleasedVersion } from './versions.js';
import { defaultTimeLimits, type TimeLimits } from '../limits/time-limit.js';

export interface ConfigFlags {
  /** Overrides the configured `baseUrl`. */
  baseUrl?: string;
  /** Override the configured `limits` (`--step-limit`, `--render-limit`); the step limit also bounds loading the config. */
  limits?: Partial<TimeLimits>;
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
  assertInsideSite(file, { root: absoluteRoot });
  const { config, source, codeHash } = await loadUserConfig(file, flags.limits?.stepMs ?? defaultTimeLimits.stepMs);
  const issues = validate(config, userConfigSchema);
  if (issues.length > 0) throw new SitegenErrors(issues.map((issue) => configIssue(issue, file, source)));
  const sidebarsFile = await readSidebarsFile(
    config as UserConfig,
    absoluteRoot,
    timeLimits(config as UserConfig, flags).stepMs,
  );
  const resolved = resolveConfig(config as UserConfig, {
    root: absoluteRoot,
    configFile: file,
    source,
    flags,
    sidebarsFile,
    released: readReleasedVersions(config as UserConfig, absoluteRoot),
    codeHash,
  });
  return withGitVersions(resolved, (sidebars) =>
    loadCheckedSidebars(sidebars, {
      limitMs: resolved.limits.stepMs,
      site: siteBounds(absoluteRoot, config as UserConfig),
    }),
  );
}

/** The sidebars of a `sidebars.js`, when the config names none of its own and does not turn sidebars off. */
async function readSidebarsFile(config: UserConfig, root: string, limitMs: number): Promise<SidebarsFile | undefined> {
  if (config.docs === false) return undefined;
  const docs = config.docs ?? {};
  if (docs.sidebar || docs.sidebars || docs.sidebarPath === false) return undefined;
  const file = docs.sidebarPath ? path.resolve(root, docs.sidebarPath) : findSidebarsFile(root);
  if (!file) return undefined;
  if (!existsSync(file)) {
    throw new SitegenError(`config key \`docs.sidebarPath\` names ${docs.sidebarPath}, which does not exist`, {
      hint: 'give the path of sidebars.js relative to the site folder, or remove the key',
    });
  }
  const site = siteBounds(root, config);
  assertInsideSite(file, site);
  return { file, sidebars: await loadCheckedSidebars(file, { limitMs, site }) };
}

/** Loads a sidebars file and checks its items, each mistake at its line. */
async function loadCheckedSidebars(file: string, options: { limitMs: number; site: SiteBounds }): Promise<Sidebars> {
  const { sidebars, source } = await loadSidebarsFile(file, options);
  failOnIssues(validate(sidebars, sidebarsSchema), { file, source, describe: (key) => `sidebar item \`${key}\`` });
  return sidebars as Sidebars;
}

/** The config's time limits in milliseconds, the flags' taking precedence. */
function timeLimits(user: UserConfig, flags: ConfigFlags): TimeLimits {
  const ms = (seconds: number | undefined) => (seconds === undefined ? undefined : seconds * 1000);
  return {
    stepMs: flags.limits?.stepMs ?? ms(user.limits?.stepSeconds) ?? defaultTimeLimits.stepMs,
    renderMs: flags.limits?.renderMs ?? ms(user.limits?.renderSeconds) ?? defaultTimeLimits.renderMs,
  };
}

interface SidebarsFile {
  file: string;
  sidebars: Sidebars;
}

/** Applies defaults and checks the rules a schema cannot express. */
export function resolveConfig(
  user: UserConfig,
  {
    root,
    configFile,
    source = '',
    flags = {},
    sidebarsFile,
    released = [],
    codeHash = '',
  }: {
    root: string;
    configFile: string | null;
    source?: string;
    flags?: ConfigFlags;
    sidebarsFile?: SidebarsFile;
    /** The versions of `versions.json`, newest first. */
    released?: ReleasedVersion[];
    codeHash?: string;
  },
): ResolvedConfig {
  const fail: KeyFailure = (key, message, { hint, line = lineOfKey(source, key) } = {}) => {
    throw new SitegenError(`config key \`${key}\` ${message}`, { file: configFile ?? undefined, line, hint });
  };
  const baseUrl = flags.baseUrl ?? user.baseUrl ?? '/';
  assertBaseUrl(baseUrl, { fromFlag: flags.baseUrl !== undefined, fail });
  if (!/^https?:\/\/[^/]+$/.test(user.url.replace(/\/$/, ''))) {
    fail('url', `must be an origin such as "https://example.com", got "${user.url}"`, {
      hint: 'put any path in baseUrl instead',
    });
  }
  const navbarLinks = (user.navbar?.items ?? []).flatMap((item, i): Array<[string, LinkItem]> =>
    item.type === undefined
      ? [[`navbar.items[${i}]`, item]]
      : item.type === 'dropdown'
        ? item.items.map((link, j) => [`navbar.items[${i}].items[${j}]`, link])
        : [],
  );
  for (const [key, item] of navbarLinks) {
    if (Boolean(item.to) === Boolean(item.href)) {
      const line =
        lineOf(source, new RegExp(`label:\\s*['"\`]${escapeRegExp(item.label)}['"\`]`)) ??
        lineOfKey(source, 'navbar.items');
      fail(key, 'needs exactly one of `to` (a route) or `href` (an external URL)', {
        hint: 'use `to` for a page of this site, `href` for any other address',
        line,
      });
    }
  }

  for (const section of ['docs', 'blog'] as const) {
    const route = user[section] ? user[section].routeBasePath : undefined;
    if (route !== undefined && route.split(/[\\/]/).some((segment) => segment === '.' || segment === '..')) {
      fail(`${section}.routeBasePath`, `must be a plain route such as "/${section}", got "${route}"`, {
        hint: 'a `.` or `..` segment would put pages outside the output folder',
      });
    }
  }
  const contentDir = path.resolve(root, user.contentDir ?? 'content');
  const docs = user.docs || {};
  const blog = user.blog || {};
  const blogRoute = trimRoute(blog.routeBasePath ?? '/blog');
  const docsRoute = trimRoute(docs.routeBasePath ?? '/docs');
  return {
    root,
    configFile,
    title: user.title,
    tagline: user.tagline ?? '',
    customFields: user.customFields ?? {},
    url: user.url.replace(/\/$/, ''),
    baseUrl,
    favicon: user.favicon ?? null,
    image: user.image ?? null,
    contentDir,
    templatesDir: templatesDirOf(root, user.templatesDir),
    staticDir: path.join(contentDir, 'static'),
    allowedOutsidePaths: (user.allowedOutsidePaths ?? []).map((folder) => path.resolve(root, folder)),
    pagesDir: path.join(contentDir, 'pages'),
    navbar: {
      title: user.navbar?.title ?? user.title,
      logo: user.navbar?.logo ?? null,
      items: user.navbar?.items ?? null,
      hideOnScroll: user.navbar?.hideOnScroll ?? false,
    },
    announcementBar: resolvedAnnouncementBar(user.announcementBar),
    footer: { columns: user.footer?.columns ?? [], copyright: user.footer?.copyright ?? '' },
    headTags: headTagsOf(user.headTags ?? [], fail),
    docs: {
      enabled: user.docs !== false,
      path: docs.path ?? 'docs',
      routeBasePath: docsRoute,
      mainDocId: docs.mainDocId ?? null,
      editUrl: docs.editUrl ?? null,
      showLastUpdateAuthor: docs.showLastUpdateAuthor ?? false,
      showLastUpdateTime: docs.showLastUpdateTime ?? false,
      lastUpdateAuthorNames: docs.lastUpdateAuthorNames ?? {},
      tags: docs.tags === undefined ? 'tags.yml' : docs.tags,
      onInlineTags: docs.onInlineTags ?? 'warn',
      versions:
        user.docs === false
          ? []
          : resolveVersions(
              docs,
              {
                root,
                currentDir: path.resolve(contentDir, docs.path ?? 'docs'),
                contentDir,
                routeBasePath: docsRoute,
                current: sidebarsOf(docs, configFile, sidebarsFile),
                released,
              },
              fail,
            ),
    },
    blog: {
      enabled: user.blog !== false,
      path: blog.path ?? 'blog',
      dir: path.resolve(contentDir, blog.path ?? 'blog'),
      routeBasePath: blogRoute,
      title: blog.title ?? 'Blog',
      description: blog.description ?? `${user.title} blog`,
      postsPerPage: blog.postsPerPage ?? 10,
      archiveBasePath: blog.archiveBasePath === null ? null : trimRoute(blog.archiveBasePath ?? '/archive'),
      blogSidebarCount: blog.blogSidebarCount ?? 5,
      blogSidebarTitle: blog.blogSidebarTitle ?? null,
      feed: {
        type: blog.feed?.type ?? 'all',
        title: blog.feed?.title ?? `${user.title} Blog`,
        description: blog.feed?.description ?? blog.description ?? `${user.title} blog`,
        copyright: blog.feed?.copyright ?? user.footer?.copyright ?? '',
      },
    },
    theme: { customCss: [user.theme?.customCss ?? []].flat().map((file) => path.resolve(root, file)) },
    colorMode: {
      defaultMode: user.colorMode?.defaultMode ?? 'light',
      respectPrefersColorScheme: user.colorMode?.respectPrefersColorScheme ?? false,
      disableSwitch: user.colorMode?.disableSwitch ?? false,
    },
    links: {
      onBrokenLinks: user.links?.onBrokenLinks ?? 'throw',
      onBrokenAnchors: user.links?.onBrokenAnchors ?? 'throw',
      onBrokenMarkdownLinks: user.links?.onBrokenMarkdownLinks ?? 'warn',
      ignore: user.links?.ignore ?? [],
      trailingSlash: user.links?.trailingSlash ?? null,
    },
    llmsTxt: user.llmsTxt ?? false,
    markdown: { math: user.markdown?.math ?? false, mermaid: resolveMermaid(user.markdown?.mermaid) },
    redirects: redirectsOf(user.redirects ?? [], user.createRedirects, { source, fail }),
    i18n: resolveI18n(user.i18n, { root, baseUrl, site: siteBounds(root, user), fail }),
    limits: timeLimits(user, flags),
    siteCode: siteCodeOf(user, codeHash),
  };
}

/** What the config adds in code, described by names and counts that can travel to worker threads and into cache keys. */
function siteCodeOf(user: UserConfig, hash: string): ResolvedConfig['siteCode'] {
  const plugins = (user.plugins ?? []).map((plugin) => plugin.name);
  const markdownExtensions = user.markdown?.extensions?.length ?? 0;
  const createRedirects = user.createRedirects !== undefined;
  return plugins.length > 0 || markdownExtensions > 0 || createRedirects
    ? { plugins, markdownExtensions, createRedirects, hash }
    : null;
}

/** The site's sidebars and where they are written: the config's own, a `sidebars.js`, or one made from the docs' folders. */
function sidebarsOf(
  docs: DocsOptions,
  configFile: string | null,
  sidebarsFile: SidebarsFile | undefined,
): Pick<DocsVersion, 'sidebars' | 'sidebarsFile'> {
  if (docs.sidebar) return { sidebars: { defaultSidebar: docs.sidebar }, sidebarsFile: configFile };
  if (docs.sidebars) return { sidebars: docs.sidebars, sidebarsFile: configFile };
  if (docs.sidebarPath === false) return { sidebars: {}, sidebarsFile: null };
  if (sidebarsFile) return { sidebars: sidebarsFile.sidebars, sidebarsFile: sidebarsFile.file };
  return { sidebars: { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] }, sidebarsFile: null };
}

/** Route base paths are kept as `/docs`: a leading slash, no trailing one. */
function trimRoute(route: string): string {
  return '/' + route.replace(/^\/+|\/+$/g, '');
}
