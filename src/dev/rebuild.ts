import { configInputs } from '../config/versions.js';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openBuildThreads } from '../tasks/run.js';
import { renderSite } from '../build.js';
import { localeFolder } from '../i18n/folders.js';
import type { ResolvedConfig } from '../config/types.js';
import { devContext } from './dev-context.js';
import { createWatchedCache, type BuildCache } from '../incremental/cache.js';
import type { SiteContext } from '../plugins/types.js';
import { sourceChanged, templatesChanged } from '../incremental/reuse.js';
import { createCodeHighlighter } from '../markdown/highlight/index.js';
import { createMemoryWriter } from '../write/write.js';
import type { SearchIndex } from '../search/build.js';
import { createLogger, formatMs, type Logger } from '../log.js';
import type { DevMessage } from './events.js';
import { describeFailure, mistakeLocation, mistakesOf } from './failure.js';
import { changedOutputFiles, pagesToReload } from './page-update.js';
import type { SourceChange } from './watcher.js';

/** What a build ended with, as open pages are told it. */
export type BuildOutcome = Omit<DevMessage, 'boot'>;

/** The dev server's site in memory, built again for each set of changes, one build at a time. */
export interface RebuildLoop {
  /** The last build's files, by their path in the output. */
  files(): Map<string, string | Uint8Array>;
  /** The config of the last build that loaded one. */
  config(): ResolvedConfig | null;
  /** How many builds have ended, failed or not. */
  revision(): number;
  /** Adds the last build's search index to its files, the first time a page asks for it. */
  makeSearchIndex(): Promise<void>;
  /** Builds the site again once the builds under way are over, for what `changes` names. */
  rebuild(changes: SourceChange[]): Promise<BuildOutcome>;
  /** Lets go of the code highlighter once the build under way is over, rather than under its feet. */
  close(): void;
}

/** Builds the site at `root` into memory, logging each build's changes and time, or its mistakes, to `log`. */
export function createRebuildLoop(
  root: string,
  log: Logger,
  {
    locale,
    debug = false,
    servedBefore,
  }: {
    locale?: string;
    debug?: boolean;
    /** The files served before the first build, rendered on demand: the first build's changes are told against them. */
    servedBefore?: () => ReadonlyMap<string, string | Uint8Array>;
  } = {},
): RebuildLoop {
  // The first build's time counts from here, where the dev server starts.
  const created = performance.now();
  // Replaced when the config changes.
  let ctx: SiteContext | null = null;
  /** What the last build left to reuse, which a file watcher vouches for: new with each context. */
  let cache: BuildCache | null = null;
  let configStale = true;
  // Kept across contexts: starting shiki and loading its grammars again would slow every change of the config.
  const highlighter = createCodeHighlighter();
  let files = new Map<string, string | Uint8Array>();
  /** Makes the last build's search index into `files`, until a page first asks for it. */
  let unmadeSearchIndex: (() => SearchIndex) | null = null;
  let revision = 0;
  let building: Promise<unknown> = Promise.resolve();
  /** Files changed since the last build began, for its log line. */
  const edited = new Set<string>();

  // Stage timings would scroll past on every save, and so would the same warnings: only new ones print.
  let warnedBefore = new Set<string>();
  let warnedNow = new Set<string>();
  const pipelineLog: Logger = {
    ...createLogger({ quiet: true }),
    warn(message: string) {
      warnedNow.add(message);
      if (!warnedBefore.has(message)) log.warn(message);
    },
  };

  /** Tells the cache and the config what changed, as soon as it is known. */
  function forget({ file, event }: SourceChange): void {
    edited.add(file);
    if (cache) sourceChanged(cache, { file, event });
    const config = ctx?.config;
    // The sidebars, versions and translated labels are part of the config: a save of sidebars.js, versions.json or
    // a translation file loads it again.
    if (
      config &&
      (configInputs(config).some((input) => file === input || file.startsWith(input + path.sep)) ||
        (file.startsWith(localeFolder(root, config.i18n.locale.name) + path.sep) && file.endsWith('.json')))
    )
      configStale = true;
    if (
      cache &&
      config?.templatesDir &&
      [config.templatesDir, config.pagesDir].some((dir) => file.startsWith(dir + path.sep))
    )
      templatesChanged(cache);
  }

  async function build(): Promise<BuildOutcome> {
    const started = performance.now();
    const saved = [...edited];
    edited.clear();
    [warnedBefore, warnedNow] = [warnedNow, new Set()];
    const writer = createMemoryWriter(files);
    try {
      if (configStale || !ctx) {
        ctx = await devContext(root, { locale, log: pipelineLog, highlighter });
        cache = createWatchedCache();
        configStale = false;
      }
      const threads = openBuildThreads(pipelineLog, 1);
      const site = await renderSite(ctx, writer, { cache, threads }).finally(() => threads.close());
      const shown = revision === 0 && servedBefore ? servedBefore() : files;
      const changed = changedOutputFiles(shown, writer.files);
      const reload = pagesToReload(shown, writer.files, changed);
      files = writer.files;
      unmadeSearchIndex = site.searchIndex;
      revision++;
      log.info(
        revision === 1
          ? `${log.paint('green', '✓')} whole site ready in ${formatMs(performance.now() - created)}: ${site.routes} pages`
          : `${log.paint('green', '↻')} ${changedFiles(saved)}built in ${formatMs(performance.now() - started)}: ${site.rendered} of ${site.routes} pages rendered`,
      );
      return { revision, changed, reload, error: null };
    } catch (error) {
      revision++;
      return { revision, changed: [], reload: [], error: reportFailure(error) };
    }
  }

  /** Logs each mistake of a failed build, and describes the first for the open pages. */
  function reportFailure(error: unknown): DevMessage['error'] {
    const mistakes = mistakesOf(error);
    if (mistakes) {
      for (const m of mistakes) {
        log.error(`${mistakeLocation(m, root)}${m.message}`);
        if (m.hint) log.info(`  ${log.paint('dim', `hint: ${m.hint}`)}`);
        if (debug) log.info(m.stack ?? '');
      }
    } else log.error(String((error as Error).stack ?? error));
    return describeFailure(error, root);
  }

  /** The files changed before a build, as its log line names them: `content/docs/intro.md changed, `. */
  function changedFiles(files: string[]): string {
    const names = files.map((file) => path.relative(root, file) || file);
    if (names.length === 0) return '';
    const shown = names.length > 3 ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more` : names.join(', ');
    return `${shown} changed, `;
  }

  return {
    files: () => files,
    config: () => ctx?.config ?? null,
    revision: () => revision,
    async makeSearchIndex() {
      if (!unmadeSearchIndex) return;
      const made = files;
      for await (const file of unmadeSearchIndex().files) made.set(file.path, file.contents);
      unmadeSearchIndex = null;
    },
    rebuild(changes) {
      changes.forEach(forget);
      const outcome = building.then(build);
      building = outcome;
      return outcome;
    },
    close() {
      void building.finally(() => highlighter.dispose());
    },
  };
}
