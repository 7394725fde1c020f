import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { docsPluginOf } from '../../src/migrate/docs-plugin.js';
import type { MigrationNote } from '../../src/migrate/report.js';
import { removeDir, tempDir, writeSiteFile } from '../helpers/site.js';

const instances = suite("sitegen init --from: the docs plugin's other instances");

instances('come over as pages at a plain route, and one whose route would leave content/pages/ does not', () => {
  const site = tempDir('docs-instances');
  writeSiteFile(site, 'community/support.md', '# Support\n');
  writeSiteFile(site, 'api/calls.md', '# Calls\n');
  const notes: MigrationNote[] = [];
  const plugin = (id: string, routeBasePath: string) => [
    '@docusaurus/plugin-content-docs',
    { id, path: id, routeBasePath },
  ];
  const docs = docsPluginOf(
    { plugins: [plugin('community', '/community/'), plugin('api', '../../escape')] },
    { docs: {} },
    { siteDir: site, note: (item, reason, todo) => notes.push({ item, reason, todo }) },
  );
  assert.equal(docs.others, [{ folder: 'community', route: 'community' }]);
  assert.match(notes[1].reason, 'its route (../../escape) is not a plain path');
  removeDir(site);
});

instances.run();
