// Markdown's tabs in real Chromium: npm2yarn blocks switch together and remember the package manager, on .md and
// .mdx pages alike; code groups switch; notation comments show as marks on their lines, and need no script.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../helpers/axe.js';
import { launchBrowser, serveFolder, tabsReady } from '../helpers/browser.js';
import { buildQuietly, copyFixture, removeDir, writeSiteFile } from '../helpers/site.js';

const root = copyFixture('minimal');
writeSiteFile(
  root,
  'content/docs/guide.md',
  `---
title: Guide
---

Install it:

\`\`\`bash npm2yarn
npm install sitegen-cli
\`\`\`

Then start it:

\`\`\`sh npm2yarn
npm run dev
\`\`\`

::: code-group

\`\`\`js [site.config.js]
export default { title: 'Docs' };
\`\`\`

\`\`\`ts [site.config.ts]
export default defineConfig({ title: 'Docs' });
\`\`\`

:::

\`\`\`js
// [!code word:port]
const port = 3000; // [!code --]
const port = 8080; // [!code ++]
listen(port); // [!code focus]
retry(); // [!code highlight]
fail(); // [!code error]
slow(); // [!code warning]
\`\`\`

Back to the [introduction](./intro.mdx).
`,
);
rmSync(path.join(root, 'content/docs/intro.md'));
writeSiteFile(
  root,
  'content/docs/intro.mdx',
  `---
title: Introduction
---

export const Note = ({ children }) => <p className="note">{children}</p>;

<Note>Start **here**.</Note>

\`\`\`bash npm2yarn
npm install --save-dev sitegen-cli
\`\`\`

Then read the [guide](./guide.md).
`,
);
const built = await buildQuietly(root);
const browser: Browser | null = await launchBrowser();
const site = await serveFolder(built.result.outDir);

async function open(route: string, theme?: 'light' | 'dark') {
  const context = await browser!.newContext();
  if (theme) await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(site.origin + route);
  await page.waitForLoadState('load');
  if (await page.$('.tabs-container')) await tabsReady(page);
  return { page, context, scripts };
}

/** The code in the panel each tab group of the page shows. */
const shownPanels = (page: Page) =>
  page.$$eval('.tabs-container', (groups) =>
    groups.map((group) => group.querySelector<HTMLElement>(':scope > .tab-panel.active code')!.innerText),
  );

const npm2yarn = suite('npm2yarn tabs');

npm2yarn('choosing pnpm switches every npm2yarn group of the page, and the choice outlasts a reload', async () => {
  if (!browser) return;
  const { page, context } = await open('/docs/guide');
  assert.equal((await shownPanels(page)).slice(0, 2), ['npm install sitegen-cli', 'npm run dev']);
  assert.ok(!(await page.isVisible('text=yarn add sitegen-cli')), 'the other package managers are hidden');
  await page.click('.tabs-container >> nth=0 >> [role="tab"]:has-text("pnpm")');
  assert.equal((await shownPanels(page)).slice(0, 2), ['pnpm add sitegen-cli', 'pnpm run dev']);
  assert.is(
    (await shownPanels(page))[2],
    "export default { title: 'Docs' };",
    'the code group, which is not of the npm2yarn group, stays',
  );
  await page.reload();
  await page.waitForFunction(
    () => document.querySelector('.tabs-container .tab-panel.active')?.getAttribute('data-value') === 'pnpm',
  );
  assert.equal((await shownPanels(page)).slice(0, 2), ['pnpm add sitegen-cli', 'pnpm run dev']);
  assert.is(await page.getAttribute('.tabs-container >> nth=1 >> [aria-selected="true"]', 'data-value'), 'pnpm');
  // The MDX page, reached through the router, shows the same choice.
  await page.click('a[href="/docs/intro"] >> nth=-1');
  await page.waitForSelector('.note');
  await page.waitForFunction(
    () => document.querySelector('.tabs-container .tab-panel.active')?.getAttribute('data-value') === 'pnpm',
  );
  assert.equal(await shownPanels(page), ['pnpm add --save-dev sitegen-cli']);
  await context.close();
});

npm2yarn('the arrow keys move between package managers, and every group follows', async () => {
  if (!browser) return;
  const { page, context } = await open('/docs/guide');
  await page.focus('.tabs-container >> nth=1 >> [role="tab"][data-value="npm"]');
  await page.keyboard.press('ArrowRight');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Yarn');
  assert.equal((await shownPanels(page)).slice(0, 2), ['yarn add sitegen-cli', 'yarn dev']);
  await context.close();
});

npm2yarn.run();

const codeGroups = suite('code groups');

codeGroups('switch to the file whose tab is clicked, on their own', async () => {
  if (!browser) return;
  const { page, context } = await open('/docs/guide');
  const group = page.locator('.tabs-container').nth(2);
  assert.equal(await group.locator('[role="tab"]').allTextContents(), ['site.config.js', 'site.config.ts']);
  await group.locator('[role="tab"]', { hasText: 'site.config.ts' }).click();
  assert.is((await shownPanels(page))[2], "export default defineConfig({ title: 'Docs' });");
  assert.equal((await shownPanels(page)).slice(0, 2), ['npm install sitegen-cli', 'npm run dev']);
  await context.close();
});

codeGroups.run();

const notation = suite('notation comments');

notation('show as marks on their lines, not as comments, and load no script of their own', async () => {
  if (!browser) return;
  const { page, context, scripts } = await open('/docs/guide');
  const block = page.locator('.markdown > .code-block');
  assert.equal(
    (await block.locator('code').innerText()).split('\n').map((line) => line.trimEnd()),
    ['const port = 3000;', 'const port = 8080;', 'listen(port);', 'retry();', 'fail();', 'slow();'],
  );
  assert.is(await block.locator('.highlighted-word').count(), 3);
  const marker = (line: string) =>
    block.locator(line).evaluate((element) => getComputedStyle(element, '::after').content);
  assert.is(await marker('.line.diff.remove'), '"−"');
  assert.is(await marker('.line.diff.add'), '"+"');
  const opacity = () => block.locator('.line.diff.add').evaluate((line) => getComputedStyle(line).opacity);
  assert.is(await opacity(), '0.7', 'the lines around the focused one are dimmed');
  await block.locator('pre').hover();
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('.markdown > .code-block .line.diff.add')!).opacity === '1',
  );
  assert.equal(
    scripts.map((script) => script.replace(/[.-]\w+\.js$/, '')).sort(),
    ['/assets/app', '/assets/app-copy-buttons', '/assets/app-tabs'],
    'the runtime, its tabs and its copy buttons, nothing more',
  );
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  notation(`the tabs and the marked lines pass axe-core, contrast included, in ${theme} mode`, async () => {
    if (!browser) return;
    const { page, context } = await open('/docs/guide', theme);
    assert.is(await page.getAttribute('html', 'data-theme'), theme);
    // Pointed at, as a reader reading them sees the lines the focus dims.
    await page.hover('.markdown > .code-block pre');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.markdown > .code-block .line.diff.add')!).opacity === '1',
    );
    assert.equal(await axeViolations(page, `[${theme}] /docs/guide`), []);
    await context.close();
  });
}

notation.run();

const cleanup = suite('cleanup');
cleanup('closes the browser and the server', async () => {
  await browser?.close();
  await site.close();
  removeDir(root);
});
cleanup.run();
