import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from '../esbuild.js';
import type { SitegenError } from '../errors.js';
import { relativePosix } from '../paths.js';

interface CssImportOptions {
  root: string;
  resolveAsset(file: string): string | null;
  /** The error for a file outside the site, or null for one inside it. */
  outsideSite(file: string): SitegenError | null;
}

type Failure = { errors: esbuild.PartialMessage[] };
type Fail = (text: string, hint: string) => Failure;

const cssModule = 'sitegen-css-module';
const scopedCss = 'sitegen-scoped-css';

/**
 * Lets the site's code import CSS: plain files with esbuild's `css` loader, `*.module.css` as their class names.
 * Each module is compiled on its own, its classes named after its path in the site (`styles_1a2b3c_card`): the
 * same in every bundle it is part of, the page's and its islands' (whose minifying would otherwise rename them).
 * The page's bundle takes the module's CSS too; the browser's does not need it. `loaded` collects the modules read.
 */
export function setupCssImports(
  build: esbuild.PluginBuild,
  options: CssImportOptions & { loaded: Set<string>; withCss: boolean },
  fail: Fail,
): void {
  const compiled = new Map<string, string>();
  build.onResolve({ filter: new RegExp(`^${scopedCss}:`) }, (args) => ({
    path: args.path.slice(scopedCss.length + 1),
    namespace: scopedCss,
  }));
  build.onResolve({ filter: /\.module\.css$/ }, async (args) => {
    if (args.pluginData === cssModule) return undefined;
    const { resolveDir, importer, kind } = args;
    const resolved = await build.resolve(args.path, { resolveDir, importer, kind, pluginData: cssModule });
    return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, namespace: cssModule };
  });
  build.onLoad({ filter: /.*/, namespace: cssModule }, async (args) => {
    const outside = options.outsideSite(args.path);
    if (outside) return fail(outside.message, outside.hint ?? '');
    options.loaded.add(args.path);
    const scoped = await compileCssModule(args.path, options, fail);
    if ('errors' in scoped) return scoped;
    compiled.set(args.path, scoped.css);
    const css = options.withCss ? `import ${JSON.stringify(`${scopedCss}:${args.path}`)};\n` : '';
    return { contents: `${css}export default ${JSON.stringify(scoped.classes)};`, loader: 'js' };
  });
  build.onLoad({ filter: /.*/, namespace: scopedCss }, (args) => ({
    contents: compiled.get(args.path)!,
    loader: 'css',
    resolveDir: path.dirname(args.path),
  }));
  resolveUrls(build, options, fail);
}

/** A CSS module's scoped class names by the names it was written with, and its CSS with them. */
async function compileCssModule(
  file: string,
  options: CssImportOptions,
  fail: Fail,
): Promise<{ classes: Record<string, string>; css: string } | Failure> {
  const scoping: esbuild.Plugin = {
    name: 'sitegen-css-module-scope',
    setup(build) {
      // esbuild names a module's classes after its file's name: a name made from its path makes them the site's own.
      build.onResolve({ filter: /\.module\.css$/ }, (args) => {
        const real = path.resolve(args.resolveDir, args.path);
        const hash = createHash('sha256').update(relativePosix(options.root, real)).digest('hex').slice(0, 6);
        const stem = path.basename(real, '.module.css').replace(/\W/g, '_');
        return {
          path: path.join(path.dirname(real), `${stem}_${hash}.module.css`),
          namespace: cssModule,
          pluginData: real,
        };
      });
      build.onLoad({ filter: /.*/, namespace: cssModule }, (args) => {
        const real = args.pluginData as string;
        const outside = options.outsideSite(real);
        if (outside) return fail(outside.message, outside.hint ?? '');
        return { contents: readFileSync(real, 'utf8'), loader: 'local-css', resolveDir: path.dirname(real) };
      });
      build.onLoad({ filter: /\.css$/ }, (args) => {
        const outside = options.outsideSite(args.path);
        return outside ? fail(outside.message, outside.hint ?? '') : undefined;
      });
      resolveUrls(build, options, fail);
    },
  };
  try {
    const result = await esbuild.build({
      stdin: { contents: `export { default } from ${JSON.stringify(file)};`, resolveDir: path.dirname(file) },
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'classes',
      outdir: options.root,
      absWorkingDir: options.root,
      logLevel: 'silent',
      plugins: [scoping],
    });
    const output = (extension: string) => result.outputFiles.find((out) => out.path.endsWith(extension))?.text ?? '';
    const classes = new Function(`${output('.js')}\nreturn classes.default;`)() as Record<string, string>;
    return { classes, css: output('.css') };
  } catch (error) {
    const errors = (error as esbuild.BuildFailure).errors;
    if (!errors) throw error;
    return { errors };
  }
}

/**
 * Publishes the files a stylesheet refers to with `url()` as files imported by a page are; `https:`, `data:` and
 * root-relative ones are left as written.
 */
function resolveUrls(build: esbuild.PluginBuild, { root, resolveAsset }: CssImportOptions, fail: Fail): void {
  build.onResolve({ filter: /.*/ }, (args) => {
    if (args.kind !== 'url-token') return undefined;
    if (/^(?:[a-z][\w+.-]*:|\/|#)/i.test(args.path)) return { path: args.path, external: true };
    const file = path.resolve(args.resolveDir, args.path.replace(/[?#].*$/, ''));
    const url = resolveAsset(file);
    if (url === null)
      return fail(
        `cannot publish ${relativePosix(root, file)}, which a stylesheet refers to`,
        'refer to files that are inside the site folder',
      );
    return { path: url, external: true };
  });
}
