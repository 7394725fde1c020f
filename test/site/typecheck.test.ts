// The compiler's options as the projects set them: `npm run typecheck`, which CI runs before the tests, checks the
// engine, the browser code and the tests with them.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot, tempDir } from '../helpers/site.js';

const types = suite('type check');

/** Files parsed once for every check below. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/**
 * What `tsc --noEmit -p tsconfig` reports on the files of a project in `ownFolder` (the tsconfig's by default), and
 * whether it found nothing wrong: the same checks through the compiler's API, in this process.
 */
function typeCheck(tsconfig: string, ownFolder = path.dirname(tsconfig)): { ok: boolean; report: string } {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const key = `${fileName} ${JSON.stringify(languageVersion)}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile(fileName, languageVersion, ...rest));
    return parsed.get(key);
  };
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    host,
  });
  // The files of the project's own folder: the engine's files that the tests import are checked with the engine.
  const own = program
    .getSourceFiles()
    .filter((file) => !path.relative(ownFolder, file.fileName).startsWith('..') && !file.isDeclarationFile);
  const diagnostics = [
    ...config.errors,
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...own.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  const report = ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => repoRoot,
    getNewLine: () => '\n',
  });
  return { ok: diagnostics.length === 0, report };
}

types('an import nothing uses fails the check', () => {
  const dir = tempDir('unused');
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.json'),
      include: ['.'],
      compilerOptions: { paths: {}, typeRoots: [path.join(repoRoot, 'node_modules', '@types')] },
    }),
  );
  writeFileSync(path.join(dir, 'a.ts'), "import { join } from 'node:path';\nexport const a = 1;\n");
  try {
    const { ok, report } = typeCheck(path.join(dir, 'tsconfig.json'));
    assert.not.ok(ok);
    assert.match(report, /'join' is declared but its value is never read/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

types.run();
