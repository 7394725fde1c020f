import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Loose } from './load.js';
import type { TakeNote } from './report.js';
import { versionOptionNames, versioningFilesOf } from './versions.js';

const docsPluginNames = new Set(['@docusaurus/plugin-content-docs', 'content-docs']);

/** The docs plugin instance sitegen's docs are made from. */
export interface DocsPlugin {
  /** Its options, or false when the site has no docs. */
  options: Loose | false;
  /** Its id; undefined for the default instance. */
  id: string | undefined;
  /** The entries of `plugins` that are docs plugin instances, which are not noted as plugins. */
  entries: unknown[];
  /** The other instances' current docs, which come over as pages at their route (`community`), relative to the site. */
  others: DocsAsPages[];
}

/** A docs plugin instance besides the one sitegen's docs are made from: its folder, and the route it is served at. */
export interface DocsAsPages {
  folder: string;
  route: string;
}

/**
 * The docs come from the default docs plugin instance, the preset's or a `plugin-content-docs` entry without an id,
 * else from the first instance; sitegen has one docs section, so the other instances' current docs come over as
 * pages, without their sidebar or versions, noted.
 */
export function docsPluginOf(
  source: Loose,
  preset: Loose | null,
  { siteDir, note }: { siteDir: string; note: TakeNote },
): DocsPlugin {
  const entries = (Array.isArray(source.plugins) ? source.plugins : []).filter((entry: unknown) =>
    docsPluginNames.has(String(Array.isArray(entry) ? entry[0] : entry)),
  );
  const instances = entries.map((entry: unknown) => {
    const options: Loose = (Array.isArray(entry) ? entry[1] : undefined) ?? {};
    return { options, id: typeof options.id === 'string' && options.id !== 'default' ? options.id : undefined };
  });
  const fromPreset = preset && preset.docs !== false ? { options: preset.docs ?? {}, id: undefined } : null;
  const chosen =
    instances.find((instance) => instance.id === undefined) ??
    fromPreset ??
    instances[0] ??
    // Without the classic preset, the docs folder is still brought over as it was before.
    (preset ? null : { options: {}, id: undefined });
  const others: DocsAsPages[] = [];
  for (const instance of instances.filter((instance) => instance !== chosen)) {
    const folder = typeof instance.options.path === 'string' ? instance.options.path : 'docs';
    const route = String(instance.options.routeBasePath ?? 'docs').replace(/^\/+|\/+$/g, '');
    // The route names the folder of content/pages/ the docs go to: one that would leave it is not taken.
    const plainRoute = route !== '' && route.split('/').every((segment) => /^[\w-][\w.-]*$/.test(segment));
    const versioned =
      versionOptionNames.some((key) => instance.options[key] !== undefined) ||
      existsSync(path.join(siteDir, versioningFilesOf(instance.id)[0].from));
    const found = existsSync(path.join(siteDir, folder));
    if (found && plainRoute) others.push({ folder, route });
    note(
      `plugin @docusaurus/plugin-content-docs${instance.id ? ` (id ${instance.id})` : ''}`,
      `sitegen has one docs section, made from ${chosen?.id ? `the instance ${chosen.id}` : 'the default docs'}; ${
        found && plainRoute
          ? `the docs of this one, in ${folder}/, are pages of content/pages/${route}/, at their addresses as files name them (\`${folder}/setup.md\` at /${route}/setup), without its sidebar${versioned ? ' or versions' : ''}`
          : `the docs of this one, in ${folder}/, were not copied${found ? `: its route (${route || '/'}) is not a plain path under the site's root` : ': the folder is not in the site'}`
      }`,
      found && plainRoute
        ? 'none, unless a doc had a slug or a number prefix: give that page the address it had, or merge these docs into content/docs/'
        : `copy its pages into a folder of content/docs/, or make it a sitegen site of its own`,
    );
  }
  return { options: chosen?.options ?? false, id: chosen?.id, entries, others };
}
