import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { firstHeadingText } from '../../src/content/outline-page.js';

const heading = suite("a page's title read without rendering it");

heading('is the text of the first `# heading`, as its rendered heading reads', () => {
  assert.is(
    firstHeadingText('Intro.\n\n# Getting **started** with `sitegen`\n\n# Second\n'),
    'Getting started with sitegen',
  );
  assert.is(firstHeadingText('# Links to [the docs](./intro.md) &amp; more #\n'), 'Links to the docs & more');
});

heading('leaves out a custom id, and skips headings inside code blocks', () => {
  assert.is(firstHeadingText('```sh\n# a comment\n```\n\n# Install {#install}\n'), 'Install');
  assert.is(firstHeadingText('~~~~\n```\n# inside\n~~~~\n# Outside\n'), 'Outside');
});

heading('is none for a page without a `# heading`', () => {
  assert.is(firstHeadingText('## Only a section\n\n#hashtag\n'), undefined);
});

heading.run();
