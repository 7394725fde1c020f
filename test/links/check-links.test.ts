import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as cheerio from 'cheerio';
import { SitegenError } from '../../src/errors.js';
import { extractLinks, type PageLinks } from '../../src/links/extract.js';
import { checkFolder } from '../../src/links/folder.js';
import { formatBrokenLinks, githubAnnotations, linkReportJson } from '../../src/links/report.js';
import { buildQuietly, copyFixture, listFiles, removeDir, runCli } from '../helpers/site.js';

const checkLinks = suite('sitegen check-links');
const root = copyFixture('basic');
const built = await buildQuietly(root);

/** A copy of the built site with one page edited, for each kind of break. */
function brokenCopy(file: string, edit: (html: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitegen-check-'));
  cpSync(built.result.outDir, dir, { recursive: true });
  const page = path.join(dir, file);
  writeFileSync(page, edit(readFileSync(page, 'utf8')));
  return dir;
}

/**
 * Checks a folder in this process, as `sitegen check-links` does: the report it prints in each format and how many
 * links it found broken. The CLI's own printing and exit status are tested above and below with the binary.
 */
async function check(dir: string, options: { baseUrl?: string } = {}) {
  const result = await checkFolder(dir, options);
  return {
    broken: result.broken.length,
    text: formatBrokenLinks(result.broken, { pageCount: result.pages, baseUrl: result.baseUrl, paint: (_, t) => t })
      .text,
    json: linkReportJson(result),
    github: githubAnnotations(result.broken, result.baseUrl),
  };
}

checkLinks('passes a correctly built site and says how many pages it checked', () => {
  const run = runCli(['check-links', built.result.outDir]);
  assert.is(run.status, 0);
  assert.match(run.output, /\d+ pages checked: no broken links or anchors/);
});

checkLinks('fails on a link to a page that does not exist, suggesting the near one', () => {
  const dir = brokenCopy('docs/intro/index.html', (html) =>
    html.replace('</main>', '<a href="/docs/guides/setpu">setup</a></main>'),
  );
  const run = runCli(['check-links', dir]);
  assert.is(run.status, 1);
  assert.match(
    run.output,
    /\/docs\/intro\n\s+\/docs\/guides\/setpu: no such page or file; did you mean \/docs\/guides\/setup\?/,
  );
  removeDir(dir);
});

checkLinks(
  'fails on an anchor no element has, and accepts a[name] anchors, trailing slashes and encoded characters',
  async () => {
    const dir = brokenCopy('docs/intro/index.html', (html) =>
      html.replace(
        '</main>',
        '<a name="legacy"></a><a href="#legacy">ok</a><a href="/docs/guides/setup/#install-it">ok</a><a href="/files/notes%2Etxt">ok</a><a href="#nowhere">bad</a></main>',
      ),
    );
    const { broken, text } = await check(dir);
    assert.is(broken, 1);
    assert.match(text, /#nowhere → \/docs\/intro#nowhere: no such anchor/);
    assert.not.match(text, /legacy|install-it|notes/);
    removeDir(dir);
  },
);

checkLinks('counts a link repeated on one page once, with how many times it appears', async () => {
  const dir = brokenCopy('docs/intro/index.html', (html) =>
    html.replace('</main>', '<a href="/gone">1</a><a href="/gone">2</a></main>'),
  );
  assert.match((await check(dir)).text, /\/gone: no such page or file \(2 times\)/);
  removeDir(dir);
});

checkLinks('says so when the folder does not exist', async () => {
  const error = await checkFolder(path.join(root, 'no-such-folder')).catch((error: unknown) => error);
  assert.instance(error, SitegenError, 'a mistake, printed in one line without a stack trace');
  assert.match((error as SitegenError).message, /^no files to check in .*no-such-folder$/);
  assert.ok((error as SitegenError).hint);
});

checkLinks('reports as stable JSON with --format json', () => {
  const dir = brokenCopy('docs/intro/index.html', (html) =>
    html.replace('</main>', '<a href="/docs/guides/setpu">setup</a></main>'),
  );
  const run = runCli(['check-links', dir, '--format', 'json']);
  assert.is(run.status, 1);
  const report = JSON.parse(run.stdout);
  assert.ok(report.pages > 5);
  assert.equal(report.broken, [
    {
      kind: 'link',
      page: 'docs/intro/index.html',
      href: '/docs/guides/setpu',
      resolved: '/docs/guides/setpu',
      suggestion: '/docs/guides/setup',
    },
  ]);
  removeDir(dir);
});

checkLinks('prints GitHub Actions annotations with --format github, and exits 0 when all is well', () => {
  const dir = brokenCopy('docs/intro/index.html', (html) => html.replace('</main>', '<a href="#nowhere">x</a></main>'));
  const run = runCli(['check-links', dir, '--format', 'github']);
  assert.is(run.status, 1);
  assert.is(run.stdout, '::error file=docs/intro/index.html::broken anchor #nowhere on /docs/intro\n');
  removeDir(dir);
  const clean = runCli(['check-links', built.result.outDir, '--format', 'github']);
  assert.is(clean.status, 0);
  assert.is(clean.stdout, '');
});

checkLinks('keeps hostile hrefs inside their own JSON string and their own GitHub annotation line', async () => {
  const hostile = [
    '/gone&#10;::error file=evil.md::forged',
    '/gone%0A::warning::forged',
    '/a"},{"kind":"link","page":"forged',
    '/b,line=1::x:y',
  ];
  const dir = brokenCopy('docs/intro/index.html', (html) =>
    html.replace('</main>', `${hostile.map((href) => `<a href='${href}'>x</a>`).join('')}</main>`),
  );
  const { json, github } = await check(dir);
  const report = JSON.parse(json) as { broken: Array<{ page: string; href: string }> };
  assert.is(report.broken.length, hostile.length);
  assert.ok(
    report.broken.every((link) => link.page === 'docs/intro/index.html'),
    'no forged page',
  );
  assert.ok(
    report.broken.some((link) => link.href === '/gone\n::error file=evil.md::forged'),
    'the href as the page has it',
  );
  const lines = github.trimEnd().split('\n');
  assert.is(lines.length, hostile.length, github);
  for (const line of lines) assert.ok(line.startsWith('::error file=docs/intro/index.html::broken link /'), line);
  assert.not.match(github, /^::warning/m, 'no forged command');
  removeDir(dir);
});

checkLinks('checks a site built under a baseUrl under that path, without being told it again', async () => {
  const under = copyFixture('minimal');
  const { result } = await buildQuietly(under, { baseUrl: '/sub/' });
  assert.is((await check(result.outDir)).broken, 0);
  assert.is(runCli(['check-links', result.outDir, '--base-url', '/']).status, 1, '--base-url still decides');
  const intro = path.join(result.outDir, 'docs/intro/index.html');
  writeFileSync(intro, readFileSync(intro, 'utf8').replace('</main>', '<a href="/sub/docs/nowhere">x</a></main>'));
  const broken = await check(result.outDir);
  assert.is(broken.broken, 1);
  assert.match(broken.text, /\/sub\/docs\/intro\n\s+\/sub\/docs\/nowhere: no such page or file/);
  removeDir(under);
});

checkLinks('rejects an unknown format as bad usage', () => {
  assert.is(runCli(['check-links', built.result.outDir, '--format', 'xml']).status, 2);
});

/** The links and anchors of a page as cheerio's document tree shows them: what the link reader must match. */
function linksByCheerio(html: string): PageLinks {
  const $ = cheerio.load(html);
  const links: PageLinks = { targets: [], anchors: new Set() };
  $('*').each((_, element) => {
    const { name, attribs } = element as unknown as { name: string; attribs: Record<string, string> };
    if (attribs.id) links.anchors.add(attribs.id);
    if (name === 'a' && attribs.name) links.anchors.add(attribs.name);
    const attribute = ['a', 'area', 'link'].includes(name)
      ? 'href'
      : ['img', 'script', 'source', 'iframe', 'video', 'audio'].includes(name)
        ? 'src'
        : null;
    if (
      attribute &&
      attribs[attribute] !== undefined &&
      !(name === 'link' && /preconnect|dns-prefetch/.test(attribs.rel ?? ''))
    )
      links.targets.push(attribs[attribute]);
    if (attribs.srcset && (name === 'img' || name === 'source'))
      links.targets.push(
        ...attribs.srcset
          .split(',')
          .map((c: string) => c.trim().split(/\s+/)[0])
          .filter(Boolean),
      );
  });
  return links;
}

const asPlain = (links: PageLinks) => ({ targets: links.targets, anchors: [...links.anchors] });

checkLinks('reads links and anchors exactly as cheerio parses them, on tricky markup and on every built page', () => {
  const tricky = [
    '<A HREF="/x?a=1&amp;b=2#h" ID=top href="/ignored">x</A><a name=anchor>',
    '<img SRCSET="/a.png 1x, /b.png 2x" src=/c.png><source srcset="/d.webp">',
    `<script>var s = '<a href="/in-script">';</script><a href='/after-script'>`,
    '<!-- <a href="/in-comment"> --><style>a[href="/in-style"]{}</style><textarea><a href="/in-textarea"></textarea>',
    '<title>&amp; <a href="/in-title"></title><p id="&quot;quoted&quot;">',
    '<link rel="preconnect" href="https://fonts.example"><link rel=stylesheet href=/s.css><a href="/self-closed"/>',
    '<a href=/caf%C3%A9#caf&eacute; id="" name="">',
    '<svg><a href="/in-svg"/></svg>',
    '<div id=a id=b><a href>',
    '<a href="/unterminated',
    '<![CDATA[<a href="/in-cdata">]]><a href="/after-cdata">',
    `<?php echo '<a href="/in-pi">' ?><xmp><a href="/in-xmp"></xmp>`,
    '<SCRIPT type=x><a href="/in-upper-script"></SCRIPT ><a href=/unquoted/ ID = spaced>',
    '</ a href="/in-end-tag"><a href=\'/spaced-self-close\' / ><!-x><a href="/after-bogus">',
  ];
  for (const html of tricky) assert.equal(asPlain(extractLinks(html)), asPlain(linksByCheerio(html)), html);
  const pages = listFiles(built.result.outDir).filter((file) => file.endsWith('.html'));
  assert.ok(pages.length > 10);
  for (const file of pages) {
    const html = readFileSync(path.join(built.result.outDir, file), 'utf8');
    assert.equal(asPlain(extractLinks(html)), asPlain(linksByCheerio(html)), file);
  }
});

checkLinks.after(() => removeDir(root));
checkLinks.run();
