import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './site.js';

export const axePath = path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * Every axe-core violation of the page as it is now, minor ones included, one readable line per failing element,
 * each starting with `label`. Cross-origin frames are left out: axe cannot reach into them. axe is added from
 * `axeUrl` when given, where Chromium keeps its compiled code from page to page, else inlined from node_modules.
 */
export async function axeViolations(page: Page, label: string, axeUrl?: string): Promise<string[]> {
  await page.addScriptTag(axeUrl ? { url: axeUrl } : { path: axePath });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }
    ).axe;
    const results = await axe.run(document, { resultTypes: ['violations'], iframes: false });
    return results.violations;
  })) as AxeViolation[];
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${label}: ${v.id} (${v.impact}) at ${JSON.stringify(node.target)}: ${v.help}${node.failureSummary ? ` | ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
    ),
  );
}
