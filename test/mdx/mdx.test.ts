import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mayHoldJsx, scanMdx } from '../../src/mdx/scan.js';

const detect = suite('mayHoldJsx');

detect('sends plain Markdown, and code that imports inside its fences, down the plain path', () => {
  assert.not.ok(mayHoldJsx('# Title\n\nSome *text* with <kbd>Ctrl</kbd> and a < b.\n'));
  assert.not.ok(mayHoldJsx("```js\nimport x from 'y';\nexport default x;\n<App />\n```\n\nAfter the fence.\n"));
  assert.not.ok(mayHoldJsx('~~~~\n```\n<Tabs>\n```\n~~~~\n'));
  assert.not.ok(mayHoldJsx('| `ProtoInput.Values.<X>HookID` | a hook |\n'));
  assert.not.ok(mayHoldJsx('```\r\n<Tabs>\r\n```\r\n\r\nText.\r\n'));
});

detect('finds components, imports, exports and MDX comments outside fences', () => {
  assert.ok(mayHoldJsx('Text\n\n<Tabs>\n</Tabs>\n'));
  assert.ok(mayHoldJsx("```js\ncode\n```\n\nimport Tabs from '@theme/Tabs';\n"));
  assert.ok(mayHoldJsx('export const Box = () => null;\n'));
  assert.ok(mayHoldJsx('Hidden {/* note */} here.\n'));
  assert.ok(mayHoldJsx("<figure>\n  <img src={require('./a.png').default} />\n</figure>\n"), 'an attribute expression');
  assert.not.ok(mayHoldJsx('Set `width={200}` on it.\n'), 'in a code span');
  assert.ok(mayHoldJsx("```js\r\ncode\r\n```\r\n\r\nimport Tabs from '@theme/Tabs';\r\n"));
});

detect.run();

const scan = suite('scanMdx');

scan('puts block JSX on lines of its own and inline JSX in its paragraph, keeping every line where it was', () => {
  const source =
    "import Tabs from '@theme/Tabs';\n\n<Tabs groupId=\"os\">\n  Some **text** with <Badge label={'a > b'} /> inline.\n</Tabs>\n";
  const scanned = scanMdx(source, 'page.mdx', 1);
  assert.equal(scanned.esm, [{ code: "import Tabs from '@theme/Tabs';", line: 1 }]);
  assert.equal(
    scanned.pieces.map((p) => [p.code, p.line, p.block]),
    [
      ['<Tabs groupId="os">', 3, true],
      ["<Badge label={'a > b'} />", 4, false],
      ['</Tabs>', 5, true],
    ],
  );
  assert.is(scanned.markdown.split('\n').length, source.split('\n').length);
  assert.is(
    scanned.markdown.split('\n')[3],
    'Some **text** with \uE0001\uE001 inline.',
    'dedented, so not a code block',
  );
});

scan('leaves code spans, fences, HTML and heading ids alone', () => {
  const source = '## Title {#custom}\n\nUse `<Tabs>` and <kbd>Ctrl</kbd>.\n\n```jsx\n<Tabs>{x}</Tabs>\n```\n';
  const scanned = scanMdx(source, 'page.mdx', 1);
  assert.equal(scanned.pieces, []);
  assert.is(scanned.markdown, source);
});

scan('passes over HTML comments, braces and tags in them, as Docusaurus does, and reads an import after one', () => {
  const source = [
    '<!-- Made with graphviz:',
    'digraph {',
    '    node [shape=box]',
    '    "Main" -> {Home News} [arrowhead=none]',
    '} -->',
    "import Tabs from '@theme/Tabs';",
    '',
    'Text <!-- {not} <JSX /> --> and <Tabs />.',
    '',
  ].join('\n');
  const scanned = scanMdx(source, 'page.mdx', 1);
  assert.equal(scanned.esm, [{ code: "import Tabs from '@theme/Tabs';", line: 6 }]);
  assert.equal(
    scanned.pieces.map((p) => [p.code, p.line]),
    [['<Tabs />', 8]],
  );
  assert.is(scanned.markdown.split('\n').length, source.split('\n').length, 'every line stays where it was');
});

scan(
  'reads an import after a heading or a tag alone on its line, inside an element too, but not in a paragraph',
  () => {
    const source = [
      '### Example Applications',
      "import { Cart } from 'react-icons/md';",
      '',
      '<Cards>',
      '</Cards>',
      "import { Graph } from 'react-icons/vsc';",
      '',
      '<Tabs>',
      '<TabItem value="yaml">',
      "import Yaml from './_yaml.mdx';",
      '',
      '<Yaml />',
      '</TabItem>',
      '</Tabs>',
      '',
      'Words that run on',
      'import nothing, being prose.',
      '',
    ].join('\n');
    const scanned = scanMdx(source, 'page.mdx', 1);
    assert.equal(
      scanned.esm.map((block) => block.line),
      [2, 6, 10],
    );
    assert.match(scanned.markdown, 'Words that run on\nimport nothing, being prose.');
  },
);

scan('gives a page with an npm2yarn block Tabs and TabItem, as Docusaurus does, but for those it imports', () => {
  const source =
    'import TabItem from \'./MyTabItem\';\n\n```bash npm2yarn\nnpm install x\n```\n\n<Tabs><TabItem value="a">A</TabItem></Tabs>\n';
  assert.equal(scanMdx(source, 'page.mdx', 10).esm.slice(1), [{ code: "import Tabs from '@theme/Tabs';", line: 12 }]);
  assert.equal(scanMdx('```bash\nnpm install x\n```\n\n<Tabs />\n', 'page.mdx', 1).esm, []);
});

scan('reports an element that is never closed', () => {
  try {
    scanMdx('Intro\n\n<Tabs>\n\nText\n', 'page.mdx', 1);
    assert.unreachable('it was not reported');
  } catch (error) {
    assert.match((error as Error).message, '<Tabs> is never closed');
    assert.is((error as { line?: number }).line, 3);
  }
});

scan.run();
