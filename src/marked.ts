// The one module that imports marked: the Markdown renderer and its footnotes extension use it through here.
export { Marked, Parser, Renderer } from 'marked';
export type {
  MarkedExtension,
  RendererExtension,
  RendererObject,
  Token,
  Tokens,
  TokenizerAndRendererExtension,
} from 'marked';
