// The one module that imports npm-to-yarn: an npm command as each package manager writes it, for ```bash npm2yarn.
import npmToYarn from 'npm-to-yarn';

// Its types describe its CommonJS build; the ES module build that esbuild and Node load exports the function itself.
const convert = npmToYarn as unknown as typeof npmToYarn.default;

/** The package managers an `npm2yarn` block shows, each a tab: the value its choice is remembered by, and its label. */
export const packageManagers = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
  { value: 'bun', label: 'Bun' },
] as const;

/**
 * The commands of `npmCode` for each package manager, converted by npm-to-yarn as Docusaurus's npm2yarn plugin does:
 * `npm install x` → `yarn add x`, `npx x` → `pnpm dlx x`; a line it cannot convert gains a comment saying so.
 */
export function packageManagerCommands(npmCode: string): Array<{ value: string; label: string; code: string }> {
  return packageManagers.map(({ value, label }) => ({
    value,
    label,
    code: value === 'npm' ? npmCode : convert(npmCode, value),
  }));
}
