import { fromProblem, redirectFile, type CreateRedirects, type Redirect } from '../config/redirects.js';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors.js';
import { withTimeLimit } from '../limits/time-limit.js';
import type { CheckablePage } from '../links/check.js';
import { relativePosix } from '../paths.js';
import type { Route } from '../routes/types.js';
import type { SourcedFiles } from '../write/output-paths.js';
import { redirectPage, redirectsFile, type RedirectSite } from './redirect-page.js';

/** What the redirects of a site make: the files to claim and write, and the pages the link check reads. */
export interface SiteRedirects {
  files: SourcedFiles[];
  /** Each redirect page, linking to its target: a target that is nowhere on the site is a broken link. */
  pages: CheckablePage[];
}

/**
 * The site's redirects: those of the config, then those `createRedirects` makes of each path of the site, each a page
 * at its old path and a line of `_redirects`, the base URL applied. As in Docusaurus, each locale has its own pages.
 */
export async function siteRedirects(
  routes: Route[],
  site: RedirectSite & { createRedirects?: CreateRedirects },
): Promise<SiteRedirects> {
  const paths = routes.filter((route) => route.kind !== 'not-found').map((route) => route.path);
  const created = site.createRedirects ? await createdRedirects(paths, site.createRedirects, site.config) : [];
  return redirectOutput(plannedRedirects(site.config.redirects.rules, created), site);
}

/** Calls the config's `createRedirects` with each path, within the step time limit; its mistakes name its line. */
export function createdRedirects(
  paths: string[],
  create: CreateRedirects,
  config: Pick<ResolvedConfig, 'configFile' | 'limits' | 'redirects'>,
): Promise<Redirect[]> {
  const file = config.configFile ?? undefined;
  const line = config.redirects.create?.line;
  const step = { what: 'createRedirects', file, ms: config.limits.stepMs };
  return withTimeLimit(step, () =>
    paths.flatMap((to) => {
      let made: unknown;
      try {
        made = create(to);
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new SitegenError(`createRedirects threw for ${to}: ${message}`, { file, line, hint: createHint });
      }
      const froms = made === undefined || made === null || made === false || made === '' ? [] : [made].flat();
      return froms
        .map((from: unknown) => {
          const problem = typeof from === 'string' ? fromProblem(from) : 'must be a string';
          if (problem)
            throw new SitegenError(`createRedirects gave ${JSON.stringify(from)} for ${to}, which ${problem}`, {
              file,
              line,
              hint: createHint,
            });
          return { from: from as string, to, line };
        })
        .filter((redirect) => redirectFile(redirect.from) !== redirectFile(to));
    }),
  );
}

const createHint =
  'return the old paths that lead to the path given, such as "/docs/old-name", a list of them, or undefined';

/**
 * The config's redirects, then the created ones, an old path made twice with the same target once. Two targets for
 * one old path stay: the output's claims fail on them, naming both.
 */
export function plannedRedirects(rules: Redirect[], created: Redirect[]): Redirect[] {
  const targets = new Map(rules.map((rule) => [redirectFile(rule.from).toLowerCase(), rule.to]));
  const added = created.filter((redirect) => {
    const key = redirectFile(redirect.from).toLowerCase();
    if (targets.get(key) === redirect.to) return false;
    if (!targets.has(key)) targets.set(key, redirect.to);
    return true;
  });
  return [...rules, ...added];
}

/**
 * The page of each redirect, each claimed by its redirect, and `_redirects` at the root of the default locale's site,
 * after the static folder's own `_redirects` if it has one.
 */
export function redirectOutput(redirects: Redirect[], site: RedirectSite): SiteRedirects {
  const { configFile, root, i18n } = site.config;
  const configName = configFile ? relativePosix(root, configFile) : 'site.config.ts';
  const files: SourcedFiles[] = [];
  const pages: CheckablePage[] = [];
  for (const redirect of redirects) {
    const where = `${configName}${redirect.line ? `:${redirect.line}` : ''}`;
    const source = {
      name: `the redirect from ${redirect.from} to ${redirect.to} (${where})`,
      file: configFile ?? undefined,
      line: redirect.line,
    };
    const page = redirectPage(redirect, site);
    files.push({ source, files: [{ path: page.file, contents: page.html }] });
    const link = { href: page.target, resolved: page.target, line: redirect.line ?? 0, brokenMarkdown: false };
    pages.push({ file: page.file, ...page.links, source: { file: configName, links: [link] }, redirect: true });
  }
  if (redirects.length > 0 && i18n.locale.name === i18n.defaultLocale)
    files.push({
      source: { name: `the redirects of ${configName}`, file: configFile ?? undefined, line: redirects[0].line },
      files: [{ path: '_redirects', contents: redirectsFile(redirects, i18n.locales) }],
      extendsStatic: true,
    });
  return { files, pages };
}
