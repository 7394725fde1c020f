import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { customCssOf, presetOptions } from '../../src/migrate/preset.js';
import type { MigrationNote } from '../../src/migrate/report.js';
import { tempDir, writeSiteFile } from '../helpers/site.js';

const notes: MigrationNote[] = [];
const note = (item: string, reason: string, todo: string) => notes.push({ item, reason, todo });

const preset = suite('sitegen init --from: presets');

preset('reads a preset shaped as the classic one for its docs, blog and theme, and names it', () => {
  notes.length = 0;
  const docs = { sidebarPath: './sidebars.js' };
  const options = presetOptions([['docusaurus-preset-openapi', { docs, api: { path: 'openapi.json' } }]], note);
  assert.equal(options?.docs, docs);
  assert.equal(
    notes.map((n) => n.item),
    ['preset docusaurus-preset-openapi'],
  );
  assert.match(notes[0].reason, 'its docs options were read as the classic preset');
  assert.match(notes[0].reason, 'api did not come over');
});

preset('names a preset of another shape, and reads none', () => {
  notes.length = 0;
  assert.is(presetOptions([['docusaurus-preset-shiki', { languages: ['js'] }]], note), null);
  assert.match(notes[0].reason, 'sitegen reads only the classic preset');
  assert.equal(presetOptions(['classic'], note), {});
});

preset('leaves out a customCss file the site lacks, naming it', () => {
  notes.length = 0;
  const site = tempDir('custom-css');
  writeSiteFile(site, 'src/css/custom.css', ':root {}\n');
  const css = customCssOf({ theme: { customCss: ['./src/css/custom.css', './src/css/gone.css'] } }, site, note);
  assert.equal(css, ['src/css/custom.css']);
  assert.equal(
    notes.map((n) => [n.item, n.reason]),
    [['src/css/gone.css', 'theme.customCss names it, and the site has no such file']],
  );
});

preset.run();
