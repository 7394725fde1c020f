import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveConfig } from '../../src/config/resolve.js';
import type { UserConfig } from '../../src/config/types.js';
import type { BuildContext } from '../../src/context.js';
import { SitegenError } from '../../src/errors.js';
import type { BrokenLink } from '../../src/links/check.js';
import { applyLinkPolicy } from '../../src/links/policy.js';
import { brokenCount } from '../../src/links/report.js';
import { createLogger } from '../../src/log.js';

const report = suite('the build report of broken links and anchors');

/** A build context of plain data that keeps what it warns of. */
function contextOf(user: Partial<UserConfig>): { ctx: BuildContext; warnings: string[] } {
  const root = path.join('/nowhere', 'site');
  const config = resolveConfig(
    { title: 'Links', url: 'https://links.example.com', ...user },
    { root, configFile: path.join(root, 'site.config.ts') },
  );
  const warnings: string[] = [];
  const log = {
    ...createLogger({ quiet: true, color: false }),
    warn: (message: string) => void warnings.push(message),
  };
  return { ctx: { config, log } as unknown as BuildContext, warnings };
}

const pages = ['index.html', 'docs/a/index.html', 'docs/b/index.html'];
const onEveryPage = (href: string): BrokenLink[] => pages.map((page) => ({ kind: 'link', page, href, resolved: href }));

/** The message the build fails with for `broken`, or null when it does not fail. */
function failure(broken: BrokenLink[], ctx: BuildContext): SitegenError | null {
  try {
    applyLinkPolicy(broken, { pageCount: pages.length }, ctx);
    return null;
  } catch (error) {
    return error as SitegenError;
  }
}

report('counts one broken link in the singular, and a target broken on every page once, by its config key', () => {
  const { ctx } = contextOf({ favicon: '/img/missing.svg', baseUrl: '/base/' });
  const error = failure(onEveryPage('/base/img/missing.svg'), ctx)!;
  assert.match(error.message, /^1 broken link:\n/);
  assert.match(error.message, '/base/img/missing.svg: no such page or file (site.config.ts, `favicon`)');
  assert.is(error.message.split('favicon').length - 1, 1, 'the key is named once, not once per page');
});

report('warns of a link to a page in other letter case, and fails only on the broken ones', () => {
  const { ctx, warnings } = contextOf({});
  const reason = 'the page is /docs/terraform, in other letter case: hosts that tell case apart answer 404';
  const cased: BrokenLink = {
    kind: 'link',
    page: 'index.html',
    href: '/docs/Terraform',
    resolved: '/docs/Terraform',
    reason,
    letterCase: true,
  };
  assert.is(failure([cased], ctx), null, 'the build goes on');
  assert.match(warnings[0], `1 link to pages in other letter case:\n  /\n    /docs/Terraform: ${reason}`);
  const error = failure(
    [cased, { kind: 'link', page: 'index.html', href: '/docs/gone', resolved: '/docs/gone' }],
    ctx,
  )!;
  assert.match(error.message, /^1 broken link:\n/);
  assert.not.match(error.message, 'Terraform');
});

report('reports a page with both broken links and broken anchors whole, in one failure', () => {
  const { ctx } = contextOf({});
  const broken: BrokenLink[] = [
    { kind: 'link', page: 'docs/a/index.html', href: '/docs/gone', resolved: '/docs/gone' },
    { kind: 'link', page: 'docs/a/index.html', href: '/docs/lost', resolved: '/docs/lost' },
    { kind: 'anchor', page: 'docs/a/index.html', href: '#nowhere', resolved: '/docs/a#nowhere' },
  ];
  const error = failure(broken, ctx)!;
  assert.match(error.message, '2 broken links:');
  assert.match(error.message, '/docs/gone: no such page or file');
  assert.match(error.message, '1 broken anchor:');
  assert.match(error.message, '#nowhere → /docs/a#nowhere: no such anchor');
  assert.match(error.hint!, 'links.onBrokenLinks and links.onBrokenAnchors');
});

report('warns of the kind the config lets pass and fails on the other', () => {
  const { ctx, warnings } = contextOf({ links: { onBrokenAnchors: 'warn' } });
  const broken: BrokenLink[] = [
    { kind: 'link', page: 'docs/a/index.html', href: '/docs/gone', resolved: '/docs/gone' },
    { kind: 'anchor', page: 'docs/a/index.html', href: '#nowhere', resolved: '/docs/a#nowhere' },
  ];
  const error = failure(broken, ctx)!;
  assert.not.match(error.message, 'anchor');
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /^1 broken anchor:/);
});

report('words the count of each kind', () => {
  assert.is(brokenCount(1, 'link'), '1 broken link');
  assert.is(brokenCount(2, 'anchor'), '2 broken anchors');
  assert.is(brokenCount(1, 'link or anchor'), '1 broken link or anchor');
  assert.is(brokenCount(3, 'link or anchor'), '3 broken links or anchors');
});

report.run();
