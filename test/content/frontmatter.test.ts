// Front matter as the identify step reads it, on plain text: what a doc's keys give and how a mistake is named.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseFrontmatter } from '../../src/content/frontmatter.js';
import { SitegenError } from '../../src/errors.js';

const doc = (keys: string) => `---\ntitle: Reference\n${keys}\n---\n\n## Entries\n`;

/** The error reading `text` as a doc fails with. */
function mistake(text: string): SitegenError {
  try {
    parseFrontmatter(text, 'doc', 'content/docs/reference.md');
  } catch (error) {
    if (error instanceof SitegenError) return error;
    throw error;
  }
  throw new Error('read without a mistake');
}

const tocLevels = suite('front matter: the table of contents levels');

tocLevels('are read as Docusaurus writes them', () => {
  const { data } = parseFrontmatter(doc('toc_min_heading_level: 3\ntoc_max_heading_level: 5'), 'doc', 'x.md');
  assert.is(data.toc_min_heading_level, 3);
  assert.is(data.toc_max_heading_level, 5);
});

tocLevels('a level outside 2 to 6 is a mistake at its line', () => {
  const error = mistake(doc('toc_max_heading_level: 7'));
  assert.is(error.message, 'front matter `toc_max_heading_level` must be a heading level from 2 to 6, not 7');
  assert.is(error.file, 'content/docs/reference.md');
  assert.is(error.line, 3);
  assert.match(mistake(doc('toc_min_heading_level: 1')).message, '`toc_min_heading_level` must be a heading level');
  assert.match(mistake(doc('toc_min_heading_level: 2.5')).message, 'not 2.5');
});

tocLevels('a deepest level above the shallowest is a mistake', () => {
  const error = mistake(doc('toc_min_heading_level: 4\ntoc_max_heading_level: 3'));
  assert.is(error.message, 'front matter `toc_max_heading_level` (3) is below `toc_min_heading_level` (4)');
  assert.is(error.line, 4);
});

tocLevels('a shallowest level alone below 3 takes the deepest along', () => {
  assert.not.throws(() => parseFrontmatter(doc('toc_min_heading_level: 5'), 'doc', 'x.md'));
});

tocLevels.run();
