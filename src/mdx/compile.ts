import path from 'node:path';
import * as esbuild from '../esbuild.js';
import { SitegenError } from '../errors.js';
import { packageRoot, relativePosix } from '../paths.js';
import { resolveImports, type ImportOptions } from './imports.js';
import { siteContextModule } from './site-context.js';

export interface CompileOptions extends ImportOptions {
  /** The module's source, as `assemblePageModule` made it, or the entry of an island bundle. */
  source: string;
  /** The page's file, whose folder relative imports start from. */
  file: string;
  /** Line of the module → line of the page, for errors. */
  sourceLines?: number[];
}

export interface CompiledModule {
  /** A CommonJS module, whose `require` must provide React, the theme components and the MDX runtime. */
  code: string;
  /** The site's own files it bundled (components, and what they import, stylesheets too). */
  dependencies: string[];
  /** The CSS the page and its components import, minified; empty when they import none. */
  css: string;
  /** The source map of `code`, as JSON. */
  sourceMap: string;
  /** Whether it reads the site's settings (`useDocusaurusContext`), which its islands' bundle then holds. */
  readsSiteContext: boolean;
}

const dependencyFile = /\.(?:[cm]?[jt]sx?|json|css|mdx?)$/;

/** Compiles an MDX page's module with esbuild, for the server: React and the theme components stay outside. */
export async function compilePageModule(options: CompileOptions): Promise<CompiledModule> {
  const cssModules = new Set<string>();
  const partialDependencies = new Set<string>();
  const result = await run(options, {
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    // Nothing is written: the folder only names the outputs, the module and the stylesheet beside it.
    outdir: options.root,
    // So that an error the page's code throws as it renders is named at its file and line.
    sourcemap: 'external',
    plugins: [resolveImports(options, 'server', cssModules, partialDependencies)],
  });
  const dependencies = Object.keys(result.metafile!.inputs)
    .filter((input) => !input.startsWith('<') && !input.includes(':'))
    .map((input) => path.resolve(options.root, input))
    .filter((file) => dependencyFile.test(file));
  const output = (extension: string) => result.outputFiles!.find((file) => file.path.endsWith(extension))?.text ?? '';
  const css = output('.css');
  const sourceMap = output('.js.map');
  return {
    code: output('.js'),
    dependencies: [...dependencies, ...cssModules, ...partialDependencies],
    css: css && (await esbuild.transform(css, { loader: 'css', minify: true })).code,
    sourceMap,
    readsSiteContext: Object.values(result.metafile!.inputs).some((input) =>
      input.imports.some((imported) => imported.path === siteContextModule),
    ),
  };
}

/** Options for `bundleIslandEntries`: each entry's source and the page file it is relative to. */
export interface IslandEntries extends Omit<ImportOptions, 'renderPartial'> {
  entries: Array<{ name: string; source: string; file: string }>;
}

/** Bundles the islands of every page for the browser, React shared between them in chunks of its own. */
export async function bundleIslandEntries({
  entries,
  root,
  allowedOutsidePaths,
  resolveAsset,
  siteContext,
  staticDir,
}: IslandEntries): Promise<Array<{ path: string; contents: string }>> {
  const sources = new Map(entries.map((entry) => [entry.name, entry]));
  const virtual: esbuild.Plugin = {
    name: 'sitegen-island-entries',
    setup(build) {
      build.onResolve({ filter: /^island:/ }, (args) => ({
        path: args.path.slice('island:'.length),
        namespace: 'island',
      }));
      build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
        const entry = sources.get(args.path)!;
        return { contents: entry.source, loader: 'tsx', resolveDir: path.dirname(entry.file) };
      });
    },
  };
  const options = { source: '', file: root, root, allowedOutsidePaths, resolveAsset, siteContext, staticDir };
  const result = await run(options, {
    entryPoints: entries.map((entry) => ({ in: `island:${entry.name}`, out: entry.name })),
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    splitting: true,
    minify: true,
    outdir: path.join(root, 'assets', 'islands'),
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    plugins: [virtual, resolveImports(options, 'browser', new Set(), new Set())],
  });
  // The islands' CSS is the pages' own stylesheets', which the pages link.
  return result
    .outputFiles!.filter((file) => !file.path.endsWith('.css'))
    .map((file) => ({ path: relativePosix(root, file.path), contents: file.text }));
}

async function run(options: CompileOptions, settings: esbuild.BuildOptions): Promise<esbuild.BuildResult> {
  const relFile = relativePosix(options.root, options.file);
  try {
    return await esbuild.build({
      ...(settings.entryPoints
        ? {}
        : {
            stdin: {
              contents: options.source,
              resolveDir: path.dirname(options.file),
              sourcefile: path.basename(options.file),
              loader: 'tsx',
            },
          }),
      bundle: true,
      write: false,
      metafile: true,
      jsx: 'automatic',
      // Docusaurus sites write JSX in .js files too.
      loader: { '.js': 'jsx' },
      absWorkingDir: options.root,
      // React and its JSX runtime come from sitegen's own folder, wherever the site is.
      nodePaths: [path.join(packageRoot, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      ...settings,
    });
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    if (!first) throw error;
    const inPage =
      !first.location ||
      path.resolve(options.root, first.location.file) === options.file ||
      first.location.file.startsWith('island:');
    const line = first.location
      ? inPage
        ? options.sourceLines?.[first.location.line]
        : first.location.line
      : undefined;
    throw new SitegenError(first.text, {
      file: inPage ? relFile : first.location!.file,
      line,
      hint: first.notes[0]?.text ?? 'fix the JSX or the import so that it compiles',
    });
  }
}
