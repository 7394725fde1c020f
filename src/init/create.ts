import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SitegenError, UsageError } from '../errors.js';
import { listFiles, packageRoot } from '../paths.js';
import { packageNameFromFolder, titleFromFolder, type StarterChoices } from './choices.js';
import { packageManifest, siteConfigSource } from './config.js';
import { promptChoices } from './prompt.js';

const starterDir = path.join(packageRoot, 'starter');

/** What `npm i -D sitegen-cli` and `git init` leave in a folder: a site may still be made in it. */
const setUpAlready = new Set(['.git', 'node_modules', 'package.json', 'package-lock.json']);

export interface InitOptions {
  dir: string;
  /** The title; asked for, or made from the folder's name, without it. */
  name?: string;
  blog: boolean;
  docsOnly: boolean;
  /** Take the defaults without asking. */
  yes: boolean;
  /** Write into a folder that holds other files. */
  force: boolean;
  /** The sitegen-cli version the site's package.json asks for. */
  version: string;
  /** Where to ask the questions; null when not in a terminal, which takes the defaults. */
  terminal: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream } | null;
}

export interface CreatedSite {
  choices: StarterChoices;
  /** The files written, relative to the site's folder. */
  files: string[];
}

/** Makes a new site from the starter: its docs, a blog and a home page unless left out, its config and package.json. */
export async function initSite(options: InitOptions): Promise<CreatedSite> {
  const target = path.resolve(options.dir);
  assertRoomFor(target, options);
  if (options.name !== undefined && !options.name.trim())
    throw new UsageError('--name is empty', { hint: 'give the site a title, such as --name "My Project"' });
  const defaults: StarterChoices = {
    title: options.name?.trim() || titleFromFolder(target),
    blog: options.blog && !options.docsOnly,
    home: !options.docsOnly,
  };
  const ask = { title: options.name === undefined, blog: options.blog && !options.docsOnly };
  const choices =
    options.terminal && !options.yes ? await promptChoices({ ...options.terminal, defaults, ask }) : defaults;
  // Every file is made before the first is written, so a mistake leaves the folder as it was.
  const files = siteFiles(target, choices, options.version);
  for (const [file, contents] of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    writeFileSync(path.join(target, file), contents);
  }
  return { choices, files: [...files.keys()] };
}

function assertRoomFor(target: string, { dir, force }: InitOptions): void {
  if (!existsSync(target)) return;
  if (!statSync(target).isDirectory())
    throw new UsageError(`${dir} is a file, not a folder; nothing was written`, {
      hint: 'give a new folder for the site',
    });
  if (force) return;
  const others = readdirSync(target).filter((name) => !setUpAlready.has(name));
  if (others.length > 0) {
    throw new UsageError(
      `${dir} is not empty (it holds ${others.slice(0, 3).join(', ')}${others.length > 3 ? '…' : ''}); nothing was written`,
      {
        hint: 'give a new folder, such as sitegen init my-site, or pass --force to write the starter files over it',
      },
    );
  }
}

/** The new site's files by path: the starter's, less the sections left out, and its config and package.json. */
function siteFiles(target: string, choices: StarterChoices, version: string): Map<string, string> {
  const today = new Date().toISOString().slice(0, 10);
  const files = new Map<string, string>();
  for (const file of listFiles(starterDir)) {
    if ((!choices.blog && file.startsWith('content/blog/')) || (!choices.home && file.startsWith('content/pages/')))
      continue;
    files.set(
      publishedName(file, today),
      readFileSync(path.join(starterDir, file), 'utf8').replaceAll('{{title}}', choices.title),
    );
  }
  files.set('site.config.ts', siteConfigSource(choices, Number(today.slice(0, 4))));
  files.set(
    'package.json',
    packageManifest({
      existing: readManifest(target),
      packageName: packageNameFromFolder(target),
      version,
      reactTypes: choices.home ? ownDevDependency('@types/react') : null,
    }),
  );
  return files;
}

/**
 * Where a starter file goes: npm leaves `.gitignore` out of packages and dot folders are easy to lose, so the starter
 * keeps them without their dot; the first post is dated the day the site is made.
 */
function publishedName(file: string, today: string): string {
  if (file === 'gitignore') return '.gitignore';
  if (file.startsWith('github/')) return `.${file}`;
  if (file === 'content/blog/welcome.md') return `content/blog/${today}-welcome.md`;
  return file;
}

function readManifest(target: string): Record<string, unknown> | null {
  const file = path.join(target, 'package.json');
  if (!existsSync(file)) return null;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (manifest && typeof manifest === 'object' && !Array.isArray(manifest)) return manifest;
  } catch {
    // Reported below, as a manifest that is not an object is.
  }
  throw new SitegenError('package.json is not a JSON object', {
    file,
    hint: 'fix it, or remove it and run sitegen init again; nothing was written',
  });
}

/** The version range sitegen itself is developed with, for a package the site needs only in the editor. */
function ownDevDependency(name: string): string {
  const { devDependencies = {} } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  return devDependencies[name] ?? 'latest';
}
