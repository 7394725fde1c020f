// The site of the Markdown features a page may load more for: the writing fixture (formulas, diagrams, images),
// with one more page holding all three, built into a temporary folder.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './build.mjs';

/** The page with a formula, a diagram and a large photo, which Lighthouse scores. */
export const togetherPage = '/docs/together';

const paragraphs = (where, count) =>
  Array.from({ length: count }, (_, i) => `Paragraph ${i + 1} ${where}, as a doc has text between its figures.`).join('\n\n');

// As a doc is laid out: the formula in the first screen, the diagram and the photo further down, out of a phone's
// first two screens.
const together = `---
title: All together
description: A formula, a diagram and a large photo on one page, as a writer might combine them.
---

Each tank holds $V = \\pi r^2 h$ litres, so the three of them hold

$$
V_{total} = 3 \\pi r^2 h
$$

${paragraphs('before the diagram', 20)}

\`\`\`mermaid
flowchart LR
  Tank --> Pump --> Garden --> Tank
\`\`\`

${paragraphs('before the photo', 12)}

![A lake below green hills](./img/lake.jpg)
`;

/** Builds the feature site with this checkout's sitegen; gives the site and output folders. */
export function buildFeatureSite() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-features-'));
  cpSync(path.join(repoRoot, 'test', 'fixtures', 'writing'), root, { recursive: true });
  writeFileSync(path.join(root, 'content', 'docs', 'together.md'), together);
  const outDir = path.join(root, 'dist');
  execFileSync(process.execPath, [path.join(repoRoot, 'bin', 'sitegen.js'), 'build', '--root', root], { stdio: 'ignore' });
  return { root, outDir };
}
