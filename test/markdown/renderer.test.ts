import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseFrontmatter } from '../../src/content/frontmatter.js';
import { createHighlighter, createJavaScriptRegexEngine } from 'shiki';
import { createCodeHighlighter } from '../../src/markdown/highlight/index.js';
import { createLineTokenizer } from '../../src/markdown/highlight/line-cache.js';
import { createStateNumbering, INITIAL } from '../../src/shiki.js';
import { createSharedSearchEngine } from '../../src/markdown/highlight/scanner.js';
import { convertPattern, createRegexTables } from '../../src/markdown/highlight/regexes.js';
import { readFileSync } from 'node:fs';
import { packageRoot } from '../../src/paths.js';
import { SitegenError } from '../../src/errors.js';
import type { MarkdownOptions } from '../../src/markdown/types.js';
import { createMarkdownRenderer } from '../../src/markdown/renderer.js';
import { parseCodeInfo } from '../../src/markdown/code-lines.js';
import { scanMdx } from '../../src/mdx/scan.js';

const renderMarkdown = createMarkdownRenderer(createCodeHighlighter());

/** The `.md` files this fake page can link to, as the build resolves them (relative to the page), and their routes. */
const routeOfTarget: Record<string, string> = {
  './setup.md': '/docs/guides/setup',
  'deep/nested.md': '/docs/guides/deep/nested',
  '../intro.md': '/docs/intro',
  'my page.md': '/docs/guides/my-page',
};

function options(overrides: Partial<MarkdownOptions> = {}): MarkdownOptions {
  return {
    withBase: (path) => path,
    resolveMarkdownLink: (target) => routeOfTarget[target] ?? null,
    resolveFile: (target) => (target === 'img/diagram.svg' ? '/assets/files/diagram.0123456789.svg' : null),
    ...overrides,
  };
}

async function render(markdown: string, overrides: Partial<MarkdownOptions> = {}) {
  const result = await renderMarkdown(markdown, options(overrides));
  return { ...result, $: cheerio.load(result.html) };
}

const gfm = suite('createMarkdownRenderer: GitHub Flavored Markdown');

gfm('renders a table with its header and body cells', async () => {
  const { $ } = await render('| Game | Players |\n| --- | --: |\n| Halo | 4 |\n| Portal 2 | 2 |\n');
  assert.equal(
    $('table thead th')
      .map((_, th) => $(th).text())
      .get(),
    ['Game', 'Players'],
  );
  assert.equal($('table tbody tr').length, 2);
  assert.equal(
    $('table tbody tr')
      .eq(1)
      .find('td')
      .map((_, td) => $(td).text())
      .get(),
    ['Portal 2', '2'],
  );
});

gfm('puts each table in a focusable region named after its section, each name different', async () => {
  const table = '| Entry | What it does |\n| --- | --- |\n| `Game.MaxPlayers` | Highest number of players |\n';
  const { $ } = await render(`## Game *info*\n\n${table}\n${table}\n## Mutex\n\n${table}`);
  const regions = $('div.table-scroll');
  assert.is(regions.length, 3);
  assert.ok(
    regions.toArray().every((region) => $(region).attr('role') === 'region' && $(region).attr('tabindex') === '0'),
  );
  assert.equal(regions.map((_, region) => $(region).attr('aria-label')).get(), [
    'Table: Game info',
    'Table: Game info (2)',
    'Table: Mutex',
  ]);
  assert.is(regions.eq(0).children('table').find('td code').text(), 'Game.MaxPlayers');
});

gfm('names a table before any heading by its column headers', async () => {
  const { $ } = await render('| Game | `Players` |\n| --- | --- |\n| Halo | 4 |\n');
  assert.is($('.table-scroll').attr('aria-label'), 'Table: Game, Players');
});

gfm('renders task lists as disabled checkboxes, ticked where the item is done', async () => {
  const { $ } = await render('- [x] install\n- [ ] configure\n');
  const boxes = $('li input[type="checkbox"]');
  assert.is(boxes.length, 2);
  assert.ok(boxes.eq(0).is('[checked]'), 'done item is ticked');
  assert.not.ok(boxes.eq(1).is('[checked]'), 'open item is not ticked');
  assert.ok(boxes.eq(0).is('[disabled]') && boxes.eq(1).is('[disabled]'));
});

gfm('passes raw HTML blocks and inline tags through untouched', async () => {
  const { html, $ } = await render(
    '<div class="callout" data-x="1">Raw <b>bold</b></div>\n\nText with <kbd>Ctrl</kbd> inside.\n',
  );
  assert.ok(html.includes('<div class="callout" data-x="1">Raw <b>bold</b></div>'));
  assert.is($('p kbd').text(), 'Ctrl');
});

gfm('turns bare URLs and ~~strikethrough~~ into links and deletions', async () => {
  const { $ } = await render('See https://example.com/page and ~~old~~.\n');
  assert.is($('a').attr('href'), 'https://example.com/page');
  assert.is($('del').text(), 'old');
});

gfm.run();

const headingIds = suite('createMarkdownRenderer: heading ids');

headingIds('numbers repeated headings -1, -2 like GitHub', async () => {
  const { headings, $ } = await render('## Setup\n\n## Setup\n\n## Setup\n');
  assert.equal(
    headings.map((h) => h.id),
    ['setup', 'setup-1', 'setup-2'],
  );
  assert.equal(
    $('h2')
      .map((_, h) => $(h).attr('id'))
      .get(),
    ['setup', 'setup-1', 'setup-2'],
  );
});

headingIds('slugs a heading with inline JSX by its text alone, as Docusaurus does', async () => {
  const mdx = '### getProjectLicenses <MethodTags isAsync />\n\n### Title <Badge>new</Badge>\n';
  const { headings } = await render(scanMdx(mdx, 'api.mdx', 1).markdown);
  assert.equal(
    headings.map((h) => h.id),
    ['getprojectlicenses-', 'title-new'],
  );
});

headingIds('keeps the double hyphen of "1.- What is X?" as github-slugger does', async () => {
  const { headings } = await render('### 1.- What is X?\n\n### 1.- What is X?\n');
  assert.equal(
    headings.map((h) => h.id),
    ['1--what-is-x', '1--what-is-x-1'],
  );
});

headingIds('slugs the visible text of inline code, links and emphasis', async () => {
  const { headings } = await render(
    '## The `config` file\n\n## Read the [FAQ](https://example.com/faq) first\n\n## *Really* **important** _stuff_\n\n## Tom & Jerry\n',
  );
  assert.equal(
    headings.map((h) => h.id),
    ['the-config-file', 'read-the-faq-first', 'really-important-stuff', 'tom--jerry'],
  );
  assert.equal(
    headings.map((h) => h.text),
    ['The config file', 'Read the FAQ first', 'Really important stuff', 'Tom & Jerry'],
  );
  assert.is(headings[0].html, 'The <code>config</code> file', 'the table of contents keeps the code formatting');
});

headingIds('uses a trailing {#custom-id} as the id and removes it from the text', async () => {
  const { headings, $ } = await render('## Getting started {#start}\n\n## Use `sitegen build` {#build-cmd}\n');
  assert.equal(
    headings.map((h) => h.id),
    ['start', 'build-cmd'],
  );
  assert.is($('#start').text().replace(/#$/, ''), 'Getting started');
  assert.is($('#build-cmd code').text(), 'sitegen build');
  assert.not.ok($.html().includes('{#'), 'no {#…} is left in the page');
});

headingIds(
  'reads a {#custom-id} after 100,000 spaces in linear time, and a heading of spaces with no id as text',
  async () => {
    const spaces = ' '.repeat(100_000);
    const cpu = process.cpuUsage();
    const { headings } = await render(`## Wide${spaces}{#wide}\n\n## Plain${spaces}tail\n`);
    const used = process.cpuUsage(cpu);
    assert.is(headings[0].id, 'wide');
    assert.is(headings[0].text, 'Wide');
    assert.match(headings[1].text, /^Plain +tail$/);
    // Trying every space as the start of the id took minutes of CPU; reading from the end takes milliseconds.
    assert.ok((used.user + used.system) / 1000 < 3000, `${(used.user + used.system) / 1000} ms of CPU`);
  },
);

headingIds('gives every heading a visible link to its own anchor', async () => {
  const { $ } = await render('# Title\n\n## Part one\n\n### Detail\n\n## Part one\n');
  const headings = $('h1, h2, h3');
  assert.is(headings.length, 4);
  headings.each((_, heading) => {
    const link = $(heading).children('a.hash-link');
    assert.is(link.length, 1, `${$(heading).attr('id')} has one anchor link`);
    assert.is(link.attr('href'), `#${$(heading).attr('id')}`);
    assert.ok(link.text().length > 0, 'the anchor link shows something to click');
  });
});

headingIds.run();

const admonitions = suite('createMarkdownRenderer: admonitions');

for (const [kind, label] of [
  ['note', 'Note'],
  ['tip', 'Tip'],
  ['info', 'Info'],
  ['warning', 'Warning'],
  ['danger', 'Danger'],
]) {
  admonitions(`:::${kind} without a title is titled "${label}"`, async () => {
    const { $ } = await render(`:::${kind}\nMind the **gap**.\n:::\n`);
    const box = $(`aside.admonition-${kind}`);
    assert.is(box.length, 1);
    assert.is(box.find('.admonition-title').text(), label);
    assert.is(box.find('.admonition-kind').length, 1, 'the kind is written once');
    assert.is(box.find('.admonition-body strong').text(), 'gap');
  });

  admonitions(`:::${kind} with a title shows that title`, async () => {
    const { $ } = await render(`:::${kind} Before you start\nBody.\n:::\n`);
    assert.is($(`aside.admonition-${kind} .admonition-title`).text(), 'Before you start');
    assert.is($(`aside.admonition-${kind} .admonition-kind`).text(), label, 'the kind stays written above it');
  });
}

admonitions('names each box for its kind and title, and never two boxes of a page alike', async () => {
  const { $ } = await render(
    ':::warning Test on a copy\nOne.\n:::\n\n:::warning\nTwo.\n:::\n\n:::warning\nThree.\n:::\n',
  );
  assert.equal(
    $('aside.admonition')
      .map((_, box) => $(box).attr('aria-label'))
      .get(),
    ['Warning: Test on a copy', 'Warning', 'Warning (2)'],
  );
});

admonitions('accepts the :::tip[Title] form with Markdown in the title', async () => {
  const { $ } = await render(':::tip[Use *this* one]\nBody.\n:::\n');
  assert.is($('aside.admonition-tip .admonition-title em').text(), 'this');
});

admonitions('renders nested Markdown: lists, code blocks and an inner admonition', async () => {
  const { $ } = await render(
    '::::warning Careful\nFirst:\n\n- one\n- two\n\n```js\nlet x = 1;\n```\n\n:::note\nInner note.\n:::\n::::\n\nAfter the box.\n',
  );
  const outer = $('aside.admonition-warning');
  assert.equal(
    outer
      .find('.admonition-body > ul li')
      .map((_, li) => $(li).text())
      .get(),
    ['one', 'two'],
  );
  assert.is(outer.find('pre code').text(), 'let x = 1;');
  assert.is(outer.find('aside.admonition-note .admonition-body').text().trim(), 'Inner note.');
  assert.is($('body > p').last().text(), 'After the box.', 'text after the closing fence is outside the box');
});

admonitions(
  'a box on the line after a paragraph ends that paragraph, and one after a blank line leaves it whole',
  async () => {
    const { $ } = await render(
      'First line\nsecond line\n:::note\nBoxed.\n:::\n\nLater text\n\n:::tip\nAlso boxed.\n:::\n',
    );
    assert.equal(
      $('body > p')
        .map((_, p) => $(p).text())
        .get(),
      ['First line\nsecond line', 'Later text'],
    );
    assert.equal(
      $('aside.admonition .admonition-body')
        .map((_, body) => $(body).text().trim())
        .get(),
      ['Boxed.', 'Also boxed.'],
    );
  },
);

admonitions('finds boxes between paragraphs, one after another, and leaves unknown kinds as text', async () => {
  const { $ } = await render(
    'Intro.\n\n:::tip\nFirst box.\n:::\n\nMiddle.\n\n:::danger Stop\nSecond box.\n:::\n:::recipe\nNot a box.\n:::\n',
  );
  assert.equal(
    $('aside.admonition')
      .map((_, box) => $(box).find('.admonition-body').text().trim())
      .get(),
    ['First box.', 'Second box.'],
  );
  assert.equal(
    $('body > p')
      .map((_, p) => $(p).text())
      .get(),
    ['Intro.', 'Middle.', ':::recipe\nNot a box.\n:::'],
  );
});

admonitions.run();

const markdownLinks = suite('createMarkdownRenderer: links to .md files and other files');

markdownLinks('rewrites relative .md links to routes, keeping the #hash', async () => {
  const { $ } = await render(
    '[same folder](./setup.md#install-it), [subfolder](deep/nested.md), [parent](../intro.md)\n',
  );
  assert.equal(
    $('a')
      .map((_, a) => $(a).attr('href'))
      .get(),
    ['/docs/guides/setup#install-it', '/docs/guides/deep/nested', '/docs/intro'],
  );
});

markdownLinks('asks for the file without its #hash or ?query, URL-decoded', async () => {
  const asked: string[] = [];
  await renderMarkdown(
    '[a](./setup.md#part) [b](my%20page.md?tab=2)\n',
    options({ resolveMarkdownLink: (target) => (asked.push(target), '/x') }),
  );
  assert.equal(asked, ['./setup.md', 'my page.md']);
});

markdownLinks(
  'reads a site path to a .md file as a file of the section, as Docusaurus does, else as an address',
  async () => {
    const { $, links } = await render('[a](/configuration/ftplugin.md#top) [b](/files/notes.md)\n', {
      withBase: (path) => `/base${path}`,
      resolveMarkdownLink: (target) =>
        target === '/configuration/ftplugin.md' ? '/base/docs/configuration/ftplugin' : null,
    });
    assert.equal(
      $('a')
        .map((_, a) => $(a).attr('href'))
        .get(),
      ['/base/docs/configuration/ftplugin#top', '/base/files/notes.md'],
    );
    assert.not.ok(
      links.some((link) => link.brokenMarkdown),
      'an address is left to the link check',
    );
  },
);

markdownLinks(
  'points images and links to files beside the page at where they are published, keeping missing ones as written',
  async () => {
    const { $, links } = await render(
      '![Diagram](img/diagram.svg)\n\n[the same, full size](img/diagram.svg#zoom) [gone](img/nowhere.png)\n',
    );
    assert.is($('img').attr('src'), '/assets/files/diagram.0123456789.svg');
    assert.is($('img').attr('alt'), 'Diagram');
    assert.equal(
      $('a')
        .map((_, a) => $(a).attr('href'))
        .get(),
      ['/assets/files/diagram.0123456789.svg#zoom', 'img/nowhere.png'],
    );
    assert.equal(
      links.map((link) => [link.href, link.line]),
      [
        ['img/diagram.svg', 1],
        ['img/diagram.svg#zoom', 3],
        ['img/nowhere.png', 3],
      ],
    );
  },
);

markdownLinks('leaves external, anchor and non-Markdown links alone, and puts the base URL on site paths', async () => {
  const { $ } = await render('[ext](https://example.com/a.md) [anchor](#top) [file](files/notes.txt) [site](/blog)\n', {
    withBase: (path) => `/sub${path}`,
  });
  assert.equal(
    $('a')
      .map((_, a) => $(a).attr('href'))
      .get(),
    ['https://example.com/a.md', '#top', 'files/notes.txt', '/sub/blog'],
  );
});

markdownLinks('flags a link to a missing .md file with the line it is on, counting the front matter', async () => {
  const file = [
    '---',
    'title: Links',
    'tags: [a]',
    '---',
    '',
    'Fine: [setup](./setup.md).',
    '',
    'Broken: [gone](./missing.md#x).',
    '',
  ].join('\n');
  const parsed = parseFrontmatter(file, 'doc', 'content/docs/links.md');
  const { links } = await render(parsed.body, { firstLine: parsed.bodyLine });
  const broken = links.filter((link) => link.brokenMarkdown);
  assert.equal(
    broken.map((link) => [link.href, link.line]),
    [['./missing.md#x', 8]],
  );
  assert.is(links.find((link) => !link.brokenMarkdown)?.line, 6);
});

markdownLinks('shows a link to a missing .md file as its text, so that the page links to no missing page', async () => {
  const { $ } = await render('Read [the *old* page](./missing.md#x) or [setup](./setup.md).\n');
  assert.equal(
    $('a')
      .map((_, a) => $(a).attr('href'))
      .get(),
    ['/docs/guides/setup'],
  );
  assert.is($('p').text(), 'Read the old page or setup.');
  assert.is($('p em').text(), 'old', 'the text keeps its Markdown');
});

markdownLinks('takes a % that starts no escape as the character itself, where decoding would throw', async () => {
  const seen: string[] = [];
  const { links } = await render('[a chart](./chart%zz.png) and [a page](./100%.md)\n', {
    resolveFile: (target) => (seen.push(target), target === './chart%zz.png' ? '/assets/files/chart.png' : null),
  });
  assert.equal(seen, ['./chart%zz.png']);
  assert.equal(
    links.map((link) => [link.resolved, link.brokenMarkdown]),
    [
      ['/assets/files/chart.png', false],
      ['./100%.md', true],
    ],
  );
});

markdownLinks.run();

const limits = suite('createMarkdownRenderer: Markdown the parser cannot take');

/** The error rendering `markdown` fails with, as from a body starting on line 5 of its file. */
async function failure(markdown: string): Promise<SitegenError> {
  try {
    await renderMarkdown(markdown, options({ firstLine: 5 }));
  } catch (error) {
    assert.instance(error, SitegenError);
    return error as SitegenError;
  }
  throw new Error('the Markdown rendered');
}

limits('refuses a list nested 200 columns deep up front, at the line of the first item that deep', async () => {
  const list = Array.from({ length: 150 }, (_, i) => `${' '.repeat(i * 2)}- item ${i}`).join('\n');
  const error = await failure(`Intro.\n\n${list}\n`);
  assert.match(error.message, 'a list is nested too deeply to parse');
  assert.is(error.line, 5 + 2 + 100);
  assert.ok(error.hint);
});

limits('turns the parser running out of stack into an error at the longest line', async () => {
  const error = await failure(`Intro.\n\n${'>'.repeat(3000)} deep\n\nOutro.\n`);
  assert.match(error.message, 'the Markdown is nested too deeply, or has too long a line, to parse');
  assert.is(error.line, 5 + 2);
});

limits('renders a list nested 40 levels deep', async () => {
  const list = Array.from({ length: 40 }, (_, i) => `${' '.repeat(i * 2)}- item ${i}`).join('\n');
  const { $ } = await render(`${list}\n`);
  assert.is($('li').length, 40);
});

limits(
  'refuses a custom heading id with characters an id cannot have, at its line; letters of any script are ids',
  async () => {
    for (const id of ['x"onmouseover="alert(1)', "a'b", 'a<b>', 'a&b', 'tab\u0007']) {
      const error = await failure(`Intro.\n\n## Title {#${id}}\n`);
      assert.match(error.message, `the heading's id {#${id}} holds characters an id cannot have`);
      assert.is(error.line, 5 + 2);
      assert.ok(error.hint);
    }
    const { headings } = await render(
      '## Über {#über-uns}\n\n## Version {#v1.2:notes_x}\n\n## Extends {#extends/interface}\n',
    );
    assert.equal(
      headings.map((h) => h.id),
      ['über-uns', 'v1.2:notes_x', 'extends/interface'],
    );
  },
);

limits.run();

const codeBlocks = suite('createMarkdownRenderer: code blocks');

const handler = [
  '```js title="handler.js" {2,4-5}',
  'const a = 1;',
  'const b = 2;',
  'const c = 3;',
  'const d = 4;',
  'const e = 5;',
  'const f = 6;',
  '```',
  '',
].join('\n');

codeBlocks('shows the title above the code', async () => {
  const { $ } = await render(handler);
  assert.is($('.code-block > .code-title').text(), 'handler.js');
  assert.ok($('.code-title').next().is('pre'), 'the title comes before the code');
});

codeBlocks('highlights exactly the lines named in {2,4-5}', async () => {
  const { $ } = await render(handler);
  const lines = $('pre code > .line');
  assert.is(lines.length, 6, 'one span per source line, so each block is tokenized once');
  const highlighted = lines.map((i, line) => ($(line).hasClass('highlighted') ? i + 1 : null)).get();
  assert.equal(highlighted, [2, 4, 5]);
  assert.is(lines.eq(1).text(), 'const b = 2;');
});

codeBlocks('colours tokens by class, through CSS variables, never with inline hex colours', async () => {
  const { html, $ } = await render(handler);
  assert.ok($('pre span.sh-keyword').length > 0, 'tokens are coloured by class');
  assert.not.match(html, /#[0-9a-f]{3,8}\b/i);
  assert.not.match(html, /rgb\(|background-color/);
});

codeBlocks('falls back to plain text for an unknown language and reports it', async () => {
  const { $, unknownLanguages } = await render("```klingon\nQapla' <batlh>\n```\n\n```js\nlet x;\n```\n");
  assert.equal(unknownLanguages, ['klingon']);
  const code = $('pre code').first();
  assert.is(code.text(), "Qapla' <batlh>", 'the code is escaped and kept as written');
  assert.is(code.find('span[style]').length, 0, 'nothing is coloured');
});

codeBlocks('does not report plain text or a block without a language', async () => {
  const { unknownLanguages } = await render('```\nplain\n```\n\n```text\nalso plain\n```\n');
  assert.equal(unknownLanguages, []);
});

codeBlocks('colours a line by what comes before it: the same text inside a block comment and outside it', async () => {
  const { $ } = await render('```js\n/*\nconst a = 1;\n*/\n```\n\n```js\nconst a = 1;\n```\n');
  const [commented, code] = [$('pre code').eq(0).find('.line').eq(1), $('pre code').eq(1).find('.line').eq(0)];
  assert.is(commented.text(), code.text());
  assert.ok(commented.find('.sh-comment').length > 0 && commented.find('.sh-keyword').length === 0);
  assert.ok(code.find('.sh-keyword').length > 0);
});

codeBlocks.run();

const highlighters = suite('createCodeHighlighter');

const jsLine = 'const a = "<b>";';

highlighters('shows code as plain text until its grammar is loaded, then coloured', async () => {
  const highlighter = createCodeHighlighter();
  assert.is(highlighter.highlight(jsLine, 'js'), '<span class="line">const a = &quot;&lt;b&gt;&quot;;</span>');
  assert.equal(await highlighter.load(['js', 'klingon']), ['klingon']);
  assert.match(highlighter.highlight(jsLine, 'js'), '<span class="sh-keyword">const</span>');
  highlighter.dispose();
});

highlighters('keeps its grammars to itself: another highlighter has loaded none of them', async () => {
  const [first, second] = [createCodeHighlighter(), createCodeHighlighter()];
  await Promise.all([first.load(['js']), second.load(['python'])]);
  assert.match(first.highlight(jsLine, 'js'), 'sh-keyword');
  assert.not.match(second.highlight(jsLine, 'js'), 'sh-');
  assert.not.match(first.highlight('import os', 'python'), 'sh-');
  first.dispose();
  // Still its own shiki once the other's is gone.
  assert.match(second.highlight('import os', 'python'), 'sh-keyword');
  await second.load(['js']);
  assert.match(second.highlight(jsLine, 'js'), 'sh-keyword');
  second.dispose();
});

highlighters.run();

const lineCache = suite('createLineTokenizer');

// Blocks whose lines carry state to the next: comments, template and heredoc strings, embedded languages.
const statefulBlocks: Array<[string, string]> = [
  ['js', 'const a = `x\n${1 +\n2}\n`;\n/* open\nconst a = 1;\n*/\nconst a = 1;\n}'],
  ['js', 'const a = 1;\n}\n/*\n}\n*/'],
  ['bash', 'cat <<EOF\nconst a = 1;\nEOF\nconst a = 1;\necho "$HOME\n}"'],
  // The same rule ends differently: by the word each heredoc chose.
  ['bash', 'cat <<EOF\nEND\nconst a = 1;\nEOF'],
  ['bash', 'cat <<END\nEND\nconst a = 1;\nEOF'],
  ['md', '# Title\n```js\nconst a = 1;\n}\n```\nconst a = 1;\n```bash\ncat <<EOF\n```'],
  ['html', '<script>\nconst a = 1;\n</script>\n<style>\n}\n</style>\nconst a = 1;'],
  ['python', 'x = """\nconst a = 1;\n"""\nconst a = 1;'],
  ['yaml', 'key: |\n  const a = 1;\n  }\nother: 1\n  const a = 1;'],
];

lineCache('gives each block the tokens of a plain line-by-line pass, whatever blocks came before it', async () => {
  const shiki = await createHighlighter({
    themes: ['github-light'],
    langs: [...new Set(statefulBlocks.map(([lang]) => lang))],
  });
  const asText = (line: string, tokens: Uint32Array) => `${line} ${tokens.join(',')}`;
  const plainPass = (lang: string, code: string) => {
    let state = INITIAL;
    return code.split('\n').map((line) => {
      if (line === '') return '';
      const { tokens, ruleStack } = shiki.getLanguage(lang).tokenizeLine2(line, state, 0);
      state = ruleStack;
      return asText(line, tokens);
    });
  };
  // The later passes remember only a few lines at a time, so their memory starts afresh inside blocks.
  const thrice = [...statefulBlocks, ...statefulBlocks, ...statefulBlocks];
  const passes: Array<[Array<[string, string]>, number?]> = [
    [statefulBlocks],
    [[...statefulBlocks].reverse()],
    [thrice],
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): [Array<[string, string]>, number] => [thrice, n]),
  ];
  for (const [order, maxLines] of passes) {
    const tokenizers = new Map<string, (code: string) => string[]>();
    for (const [lang, code] of order) {
      if (!tokenizers.has(lang)) tokenizers.set(lang, createLineTokenizer(shiki.getLanguage(lang), asText, maxLines));
      assert.equal(
        tokenizers.get(lang)!(code),
        plainPass(lang, code),
        `${lang}, ${maxLines ?? 'all'} lines remembered: ${code}`,
      );
    }
  }
  shiki.dispose();
});

lineCache('numbers two states alike when the lines after them tokenize alike, whatever lines led to them', async () => {
  const shiki = await createHighlighter({ themes: ['github-light'], langs: ['js', 'bash'] });
  const stateAfter = (lang: string, lines: string[]) =>
    lines.reduce((state, line) => shiki.getLanguage(lang).tokenizeLine2(line, state, 0).ruleStack, INITIAL);
  const number = createStateNumbering();
  const [comment, otherComment] = [stateAfter('js', ['/* one']), stateAfter('js', ['const a = 1; /* two'])];
  assert.is.not(comment, otherComment);
  assert.is(number(comment), number(otherComment));
  assert.is(number(stateAfter('js', ['const a = 1;'])), number(stateAfter('js', ['let b;', 'f(b);'])));
  assert.is.not(number(comment), number(stateAfter('js', ['const a = 1;'])));
  // The same heredoc rule, ended by the word each chose.
  assert.is.not(number(stateAfter('bash', ['cat <<EOF'])), number(stateAfter('bash', ['cat <<END'])));
  shiki.dispose();
});

lineCache.run();

const sharedSearches = suite('createSharedSearchEngine');

sharedSearches(
  "tokenizes every line as shiki's own JavaScript engine does, though its searches serve many rules",
  async () => {
    const blocks: Array<[string, string]> = [
      ...statefulBlocks,
      ['ts', readFileSync(`${packageRoot}/src/content/identify.ts`, 'utf8')],
      [
        'tsx',
        'export function Card({ title }: { title: string }) {\n  const [open, setOpen] = useState(true);\n  return <section className="card">{open && <h2 onClick={() => setOpen(!open)}>{title}</h2>}</section>;\n}',
      ],
      [
        'bash',
        'export SITEGEN_LIMIT=53560\nnpx sitegen build --root ./sites/a --out ./dist | grep -c "index.html"\nfoo() { echo "$1" > /dev/null && echo ok; }',
      ],
      [
        'yaml',
        'name: Build\non:\n  push:\n    branches: [main, "release-*"]\njobs:\n  build: # one job\n    steps:\n      - uses: actions/checkout@v4\n      - run: |\n          npx sitegen build\n          echo "done: $?"\n      - with: { node: 20 }',
      ],
      ['css', 'a:hover { color: var(--x, #fff); }\n@media (min-width: 40em) { .b::after { content: "}"; } }'],
      ['json', '{ "a": [1, 2.5e3, true, null], "b": { "c": "\\u00e9" } }'],
    ];
    const langs = [...new Set(blocks.map(([lang]) => lang))];
    const patterns = createRegexTables();
    const [shared, own] = await Promise.all([
      createHighlighter({ themes: ['github-light'], langs, engine: createSharedSearchEngine(patterns.regExp) }),
      createHighlighter({
        themes: ['github-light'],
        langs,
        engine: createJavaScriptRegexEngine({ forgiving: true, regexConstructor: patterns.regExp }),
      }),
    ]);
    const tokens = (shiki: typeof shared, lang: string, code: string) => {
      let state = INITIAL;
      return code.split('\n').map((line) => {
        const { tokens, ruleStack } = shiki.getLanguage(lang).tokenizeLine2(line, state, 0);
        state = ruleStack;
        return `${line} ${tokens.join(',')}`;
      });
    };
    // Twice over: the second pass meets searches the first left behind, on other lines of the same text.
    for (const [lang, code] of [...blocks, ...blocks])
      assert.equal(tokens(shared, lang, code), tokens(own, lang, code), `${lang}: ${code.slice(0, 60)}`);
    shared.dispose();
    own.dispose();
  },
);

sharedSearches.run();

const regexTables = suite('grammar pattern tables');

regexTables('give the very RegExps that converting the patterns at run time gives', () => {
  for (const grammar of ['typescript', 'shellscript', 'yaml']) {
    const table = JSON.parse(readFileSync(`${packageRoot}/dist-lib/regexes/${grammar}.json`, 'utf8')) as Record<
      string,
      unknown
    >;
    const patterns = Object.keys(table);
    assert.ok(patterns.length > 20, `${grammar}: ${patterns.length} patterns`);
    const tables = createRegexTables();
    tables.read([grammar]);
    for (const pattern of patterns) {
      const [stored, fresh] = [tables.regExp(pattern), convertPattern(pattern)];
      const shape = (r: RegExp) => [
        r.constructor.name,
        r.source,
        r.flags,
        JSON.stringify((r as { rawOptions?: unknown }).rawOptions),
      ];
      assert.equal(shape(stored), shape(fresh), pattern);
    }
  }
});

regexTables('highlight shell commands with their arguments as strings', async () => {
  const highlighter = createCodeHighlighter();
  await highlighter.load(['bash']);
  assert.match(
    highlighter.highlight('npm install sitegen@1.18.4', 'bash'),
    /<span class="sh-function">npm<\/span> <span class="sh-string">install<\/span> <span class="sh-string">sitegen@1.18.4<\/span>/,
  );
  highlighter.dispose();
});

regexTables.run();

const codeInfo = suite('parseCodeInfo');

codeInfo('reads the language, a quoted title and line ranges in any order', () => {
  const info = parseCodeInfo("tsx {1,3-4} title='src/app.tsx'");
  assert.is(info.language, 'tsx');
  assert.is(info.title, 'src/app.tsx');
  assert.equal([...info.lines], [1, 3, 4]);
});

codeInfo('reads ranges written straight after the language', () => {
  const info = parseCodeInfo('py{2}');
  assert.is(info.language, 'py');
  assert.is(info.title, null);
  assert.equal([...info.lines], [2]);
});

codeInfo.run();

const objectKeys = suite("parseFrontmatter: keys named as Object's own");

objectKeys('front matter with __proto__, constructor and toString keys is read as data, the title kept', () => {
  const text = '---\ntitle: Kept\n__proto__: { title: polluted }\nconstructor: 1\ntoString: x\n---\n\nBody.\n';
  const { data } = parseFrontmatter(text, 'doc', 'content/docs/proto.md');
  assert.is(data.title, 'Kept');
  assert.is(({} as { title?: string }).title, undefined, 'no object gained a title');
});

objectKeys.run();
