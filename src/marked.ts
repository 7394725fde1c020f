// The one module that imports marked: the Markdown renderer and its extensions use it through here.
export { Lexer, Marked, Parser, Renderer } from 'marked';
export type {
  MarkedOptions,
  MarkedExtension,
  RendererExtension,
  RendererObject,
  Token,
  Tokens,
  TokenizerAndRendererExtension,
} from 'marked';
