/** A file of the built site: its path relative to the output folder, and its contents. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}
