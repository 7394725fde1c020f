// A tampered build cache and hostile output folders: links, FIFOs and files where sitegen keeps its own.
import { readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { judgeTwoBuilds } from '../lib/two-builds.mjs';

const cacheDir = 'node_modules/.cache/sitegen';
const change = (ctx) => ctx.write('content/docs/intro.md', '---\ntitle: Introduction\n---\n\nChanged.\n');
const cacheFiles = (ctx, prefix) => readdirSync(ctx.abs(cacheDir)).filter((f) => f.startsWith(prefix));
const build = (id, category, setup, extra = {}) => ({ id, category, cmd: 'build', setup, ...extra });

export default [
  build('cache-dir-link-to-victim', 'cache poisoning', (ctx) => {
    change(ctx);
    ctx.rm(cacheDir);
    ctx.symlink(ctx.victim, cacheDir);
  }),
  build('cache-parent-link-to-outside', 'cache poisoning', (ctx) => {
    change(ctx);
    ctx.rm('node_modules/.cache');
    ctx.symlink(ctx.victim, 'node_modules/.cache');
  }),
  build('cache-body-link-to-secret', 'cache poisoning', (ctx) => {
    for (const f of cacheFiles(ctx, 'body-')) ctx.symlink(path.join(ctx.outside, 'secret.txt'), `${cacheDir}/${f}`);
  }),
  build('cache-index-link-to-secret', 'cache poisoning', (ctx) => {
    change(ctx);
    ctx.symlink(path.join(ctx.outside, 'secret.txt'), `${cacheDir}/index.bin`);
  }),
  build('cache-index-link-dev-zero', 'cache poisoning', (ctx) => {
    change(ctx);
    ctx.symlink('/dev/zero', `${cacheDir}/index.bin`);
  }),
  build('cache-index-link-proc-environ', 'cache poisoning', (ctx) => {
    change(ctx);
    ctx.symlink('/proc/self/environ', `${cacheDir}/index.bin`);
  }),
  build('cache-body-fifo', 'cache poisoning', (ctx) => {
    for (const f of cacheFiles(ctx, 'body-')) ctx.fifo(`${cacheDir}/${f}`);
  }),
  build('cache-words-fifo', 'cache poisoning', (ctx) => {
    change(ctx);
    for (const f of cacheFiles(ctx, 'words-')) ctx.fifo(`${cacheDir}/${f}`);
  }),
  build('cache-dir-is-fifo', 'cache poisoning', (ctx) => {
    change(ctx);
    ctx.fifo(cacheDir);
  }),
  build('cache-dir-is-file', 'cache poisoning', (ctx) => {
    change(ctx);
    ctx.rm(cacheDir);
    ctx.write(cacheDir, 'not a folder');
  }),
  build('cache-index-random-bytes', 'cache poisoning', (ctx) => {
    change(ctx);
    ctx.write(`${cacheDir}/index.bin`, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
  }),
  build('cache-index-huge-claimed-length', 'cache poisoning', (ctx) => {
    change(ctx);
    ctx.write(
      `${cacheDir}/index.bin`,
      Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff, 0x7f]), Buffer.alloc(64, 0xff)]),
    );
  }),
  build('cache-external-links-link-outside', 'cache poisoning', (ctx) =>
    ctx.symlink(path.join(ctx.victim, 'keep.txt'), `${cacheDir}/external-links.json`),
  ),

  build(
    'dist-link-to-victim',
    'output folder',
    (ctx) => {
      ctx.rm('dist');
      ctx.symlink(ctx.victim, 'dist');
    },
    { prebuild: true },
  ),
  build('dist-link-to-marked-outside-folder', 'output folder', (ctx) => {
    mkdirSync(path.join(ctx.victim, 'built'));
    writeFileSync(path.join(ctx.victim, 'built', '.sitegen'), '');
    writeFileSync(path.join(ctx.victim, 'built', 'mine.txt'), 'mine');
    ctx.rm('dist');
    ctx.symlink(path.join(ctx.victim, 'built'), 'dist');
  }),
  build('dist-holds-link-to-victim', 'output folder', (ctx) => {
    ctx.symlink(ctx.victim, 'dist/victim');
    change(ctx);
  }),
  build('dist-marker-is-link-outside', 'output folder', (ctx) => {
    ctx.symlink(path.join(ctx.victim, 'keep.txt'), 'dist/.sitegen');
    change(ctx);
  }),
  build(
    'dist-is-file',
    'output folder',
    (ctx) => {
      ctx.rm('dist');
      ctx.write('dist', 'a file');
    },
    { noOutputExpected: true },
  ),
  build(
    'dist-is-fifo',
    'output folder',
    (ctx) => {
      ctx.rm('dist');
      ctx.fifo('dist');
    },
    { noOutputExpected: true },
  ),
  ...['next', 'previous', 'spare'].map((name) =>
    build(`work-folder-${name}-link-to-victim`, 'output folder', (ctx) => {
      ctx.rm(`.dist.sitegen/${name}`);
      mkdirSync(ctx.abs('.dist.sitegen'), { recursive: true });
      ctx.symlink(path.join(ctx.victim, name === 'next' ? 'sub/next' : name), `.dist.sitegen/${name}`);
      change(ctx);
    }),
  ),
  build('work-folder-is-fifo', 'output folder', (ctx) => {
    ctx.fifo('.dist.sitegen');
    change(ctx);
  }),
  build('work-folder-is-file', 'output folder', (ctx) => {
    ctx.rm('.dist.sitegen');
    ctx.write('.dist.sitegen', 'a file');
    change(ctx);
  }),
  build('work-folder-link-loop', 'output folder', (ctx) => {
    ctx.rm('.dist.sitegen');
    ctx.symlink('.dist.sitegen', '.dist.sitegen');
    change(ctx);
  }),
  build('two-builds-no-cache', 'output folder', (ctx) => change(ctx), {
    twice: true,
    args: ['--no-cache'],
    checkOnFailure: true,
    check: judgeTwoBuilds,
  }),
];
