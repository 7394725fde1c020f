import type { Logger } from '../log.js';
import { SitegenError } from '../errors.js';
import { defaultExternalOptions, type ExternalCheckOptions } from '../links/external.js';

export interface CheckLinksFlags {
  baseUrl?: string;
  ignore?: string[];
  format: 'text' | 'json' | 'github';
  external?: boolean;
  timeout: number;
  concurrency: number;
  cacheFile: string;
  cache: boolean;
  debug?: boolean;
}

/** The `--external` flags as the options of the external check; undefined without `--external`. */
function externalOptions(flags: CheckLinksFlags): ExternalCheckOptions | undefined {
  if (!flags.external) return undefined;
  return {
    ...defaultExternalOptions,
    timeoutMs: flags.timeout,
    concurrency: flags.concurrency,
    cacheFile: flags.cache ? flags.cacheFile : null,
  };
}

/**
 * `check-links`: checks the built site in `dir` and prints the report as `flags.format` asks. Broken links fail a
 * text report; a JSON or GitHub report is printed whole, and the answer says whether it lists any.
 */
export async function checkLinks(dir: string, flags: CheckLinksFlags, log: Logger): Promise<boolean> {
  const [
    { checkFolder },
    { brokenCount, formatBrokenLinks, githubAnnotations, letterCaseWarning, linkReportJson },
    { withLinkThreads },
  ] = await Promise.all([
    import('../links/folder.js'),
    import('../links/report.js'),
    import('../tasks/link-threads.js'),
  ]);
  const result = await withLinkThreads((threads) =>
    checkFolder(dir, { baseUrl: flags.baseUrl, ignore: flags.ignore, external: externalOptions(flags), threads }),
  );
  if (flags.format !== 'text') {
    process.stdout.write(
      flags.format === 'json' ? linkReportJson(result) : githubAnnotations(result.broken, result.baseUrl),
    );
    return result.broken.some((link) => !link.letterCase);
  }
  const options = { pageCount: result.pages, baseUrl: result.baseUrl, paint: log.paint };
  const inOtherCase = letterCaseWarning(result.broken, options);
  if (inOtherCase) log.warn(inOtherCase);
  const broken = result.broken.filter((link) => !link.letterCase);
  if (broken.length === 0) {
    log.info(`${log.paint('green', '✓')} ${result.pages} pages checked: no broken links or anchors`);
    return false;
  }
  const report = formatBrokenLinks(broken, options);
  throw new SitegenError(`${brokenCount(report.count, 'link or anchor')} in ${dir}:\n${report.text}`);
}
