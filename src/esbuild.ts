// The one module that imports esbuild: the config, the templates, the client runtime, MDX pages and their islands
// are all compiled through it.
export { build, transform } from 'esbuild';
export type {
  BuildFailure,
  BuildOptions,
  BuildResult,
  Message,
  Note,
  PartialMessage,
  Plugin,
  PluginBuild,
} from 'esbuild';
