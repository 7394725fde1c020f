// Tabs the Markdown renderer writes: an npm command for each package manager (```bash npm2yarn), and VitePress's
// `::: code-group`, drawn exactly as `@theme/Tabs` draws MDX tabs.
import * as cheerio from 'cheerio';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCodeHighlighter } from '../../src/markdown/highlight/index.js';
import { packageManagerCommands } from '../../src/markdown/npm2yarn.js';
import { createMarkdownRenderer } from '../../src/markdown/renderer.js';
import type { MarkdownOptions } from '../../src/markdown/types.js';
import TabItem from '../../src/mdx/components/TabItem.js';
import Tabs from '../../src/mdx/components/Tabs.js';

const renderMarkdown = createMarkdownRenderer(createCodeHighlighter());
const options: MarkdownOptions = { withBase: (path) => path, resolveMarkdownLink: () => null, resolveFile: () => null };
const render = async (markdown: string) => cheerio.load((await renderMarkdown(markdown, options)).html);

/** The groups of a page: each one's groupId, its tabs' labels and values, the chosen one, and each panel's code. */
function groups($: cheerio.CheerioAPI) {
  return $('.tabs-container')
    .map((_, container) => ({
      groupId: $(container).attr('data-group-id'),
      labels: $(container)
        .find('[role="tab"]')
        .map((_, tab) => $(tab).text())
        .get(),
      values: $(container)
        .find('[role="tab"]')
        .map((_, tab) => $(tab).attr('data-value'))
        .get(),
      chosen: $(container).find('[role="tab"][aria-selected="true"]').attr('data-value'),
      code: $(container)
        .find('[role="tabpanel"] code')
        .map((_, code) => $(code).text())
        .get(),
    }))
    .get();
}

const conversion = suite('packageManagerCommands');

const converted = (npm: string) =>
  Object.fromEntries(packageManagerCommands(npm).map(({ value, code }) => [value, code]));

conversion('converts installs, scripts and npx to each package manager', () => {
  assert.equal(converted('npm install sitegen-cli'), {
    npm: 'npm install sitegen-cli',
    yarn: 'yarn add sitegen-cli',
    pnpm: 'pnpm add sitegen-cli',
    bun: 'bun add sitegen-cli',
  });
  assert.equal(converted('npm install'), {
    npm: 'npm install',
    yarn: 'yarn install',
    pnpm: 'pnpm install',
    bun: 'bun install',
  });
  assert.equal(converted('npm run build'), {
    npm: 'npm run build',
    yarn: 'yarn build',
    pnpm: 'pnpm run build',
    bun: 'bun run build',
  });
  assert.equal(converted('npx create-sitegen my-docs'), {
    npm: 'npx create-sitegen my-docs',
    yarn: 'yarn dlx create-sitegen my-docs',
    pnpm: 'pnpm dlx create-sitegen my-docs',
    bun: 'bun x create-sitegen my-docs',
  });
});

conversion('converts development dependencies, written either way', () => {
  assert.equal(converted('npm i -D typescript').yarn, 'yarn add --dev typescript');
  assert.equal(converted('npm i -D typescript').pnpm, 'pnpm add -D typescript');
  assert.equal(converted('npm install --save-dev typescript').bun, 'bun add --dev typescript');
});

conversion('converts each line and keeps comments; says so under a command it cannot convert', () => {
  assert.is(
    converted('# the engine\nnpm install sitegen-cli\nnpm run dev').pnpm,
    '# the engine\npnpm add sitegen-cli\npnpm run dev',
  );
  assert.match(converted('npm ci').yarn, /^npm ci\n# couldn't auto-convert command/);
});

conversion.run();

const npm2yarn = suite('createMarkdownRenderer: npm2yarn blocks');

npm2yarn(
  'become tabs for npm, Yarn, pnpm and Bun, npm chosen, in step across the page by the npm2yarn group',
  async () => {
    const $ = await render(
      '```bash npm2yarn\nnpm install sitegen-cli\n```\n\nText.\n\n```sh npm2yarn\nnpm run dev\n```\n',
    );
    assert.equal(groups($), [
      {
        groupId: 'npm2yarn',
        labels: ['npm', 'Yarn', 'pnpm', 'Bun'],
        values: ['npm', 'yarn', 'pnpm', 'bun'],
        chosen: 'npm',
        code: ['npm install sitegen-cli', 'yarn add sitegen-cli', 'pnpm add sitegen-cli', 'bun add sitegen-cli'],
      },
      {
        groupId: 'npm2yarn',
        labels: ['npm', 'Yarn', 'pnpm', 'Bun'],
        values: ['npm', 'yarn', 'pnpm', 'bun'],
        chosen: 'npm',
        code: ['npm run dev', 'yarn dev', 'pnpm run dev', 'bun run dev'],
      },
    ]);
    const ids = $('[id]')
      .map((_, element) => $(element).attr('id'))
      .get();
    assert.is(new Set(ids).size, ids.length, 'every tab and panel has an id of its own');
    assert.is($('.tab-panel.active').length, 2, 'one panel of each group shows');
    assert.ok(
      $('.tabs-container code').first().hasClass('language-bash'),
      'the commands are highlighted as the block asks',
    );
  },
);

npm2yarn(
  'keep the title and line numbers the block asks for on every tab; a block without the word stays one block',
  async () => {
    const $ = await render(
      '```shell title="Install" showLineNumbers npm2yarn\nnpm i -D sitegen-cli\n```\n\n```bash\nnpm install\n```\n',
    );
    assert.equal(
      $('.tabs-container .code-title')
        .map((_, title) => $(title).text())
        .get(),
      ['Install', 'Install', 'Install', 'Install'],
    );
    assert.is($('.tabs-container pre.line-numbers').length, 4);
    assert.is($('.tabs-container').length, 1);
    assert.is($('body > .code-block code').text(), 'npm install');
  },
);

npm2yarn('are drawn with the markup of @theme/Tabs, which the client runtime switches', async () => {
  const $ = await render('```bash npm2yarn\nnpm install\n```\n');
  const panels = $('[role="tabpanel"]')
    .map((_, panel) => $(panel).find('.code-block').prop('outerHTML'))
    .get();
  const mdx = renderToString(
    createElement(
      Tabs,
      { groupId: 'npm2yarn' },
      ...['npm', 'yarn', 'pnpm', 'bun'].map((value, i) =>
        createElement(
          TabItem,
          { key: value, value, label: ['npm', 'Yarn', 'pnpm', 'Bun'][i] },
          createElement('sitegen-panel', { 'data-i': i }),
        ),
      ),
    ),
  );
  const sameIds = (html: string) =>
    html
      .replace(/id="[^"]*?(-(tab|panel)-\d)"/g, 'id="X$1"')
      .replace(/(aria-controls|aria-labelledby)="[^"]*?(-(tab|panel)-\d)"/g, '$1="X$2"');
  const expected = mdx.replace(
    /<sitegen-panel data-i="(\d)"><\/sitegen-panel>/g,
    (_, i: string) => `${panels[Number(i)]}\n`,
  );
  assert.is(sameIds($('body').html()!.trim()), sameIds(expected));
});

npm2yarn.run();

const codeGroups = suite('createMarkdownRenderer: ::: code-group');

codeGroups('becomes tabs labelled by the titles in brackets, or the language, on their own', async () => {
  const $ = await render(
    [
      '::: code-group',
      '',
      '```js [config.js]',
      'export default {};',
      '```',
      '',
      '```ts [config.ts]',
      'export default {} satisfies Config;',
      '```',
      '',
      '```yaml',
      'title: Docs',
      '```',
      '',
      ':::',
      '',
      'After.',
    ].join('\n'),
  );
  assert.equal(groups($), [
    {
      groupId: undefined,
      labels: ['config.js', 'config.ts', 'yaml'],
      values: ['config.js', 'config.ts', 'yaml'],
      chosen: 'config.js',
      code: ['export default {};', 'export default {} satisfies Config;', 'title: Docs'],
    },
  ]);
  assert.is($('.tabs-container .code-title').length, 0, 'the tab is the title');
  assert.ok(
    $('.tabs-container code').eq(1).find('.sh-keyword').length > 0,
    'each block is highlighted in its language',
  );
  assert.is($('.tabs-container + p').text(), 'After.');
});

codeGroups('ends at the first ::: outside its code blocks', async () => {
  const $ = await render('::: code-group\n\n````md [notes.md]\n:::\n````\n\n```sh [run.sh]\necho :::\n```\n:::\n');
  assert.equal(groups($)[0].code, [':::', 'echo :::']);
});

codeGroups('left unclosed, stays text', async () => {
  const $ = await render('::: code-group\n\n```js [a.js]\nlet a;\n```\n');
  assert.is($('.tabs-container').length, 0);
  assert.match($('p').first().text(), '::: code-group');
});

codeGroups.run();
