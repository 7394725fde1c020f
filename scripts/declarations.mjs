// Writes the type declarations of the public API (src/index.ts and what it reaches) to dist-lib/types/, which the
// package's `types` points at; run before packing, since only a site's editor and type checker read them. The code
// is not type-checked again here (`noCheck`): `npm run typecheck` does that; emitting reports what it cannot write.
import { rmSync } from 'node:fs';
import ts from 'typescript';

const outDir = 'dist-lib/types';
rmSync(outDir, { recursive: true, force: true });

const { config } = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, '.');
const program = ts.createProgram(['src/index.ts'], { ...options, noEmit: false, noCheck: true, declaration: true, emitDeclarationOnly: true, rootDir: 'src', outDir });
const { diagnostics } = program.emit();
const problems = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...diagnostics];
if (problems.length > 0) {
  console.error(ts.formatDiagnostics(problems, { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => '\n' }));
  process.exit(1);
}
