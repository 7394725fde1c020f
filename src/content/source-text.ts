import { isUtf8 } from 'node:buffer';

/** How far into a file its bytes are checked for being text, as Git judges binary files: a few kilobytes tell. */
const CHECKED_BYTES = 8000;

/** Why a source file is not Markdown to publish, with the line it shows at; null when it is. `text` is its bytes decoded. */
export function notMarkdown(bytes: Buffer, text: string): { message: string; line: number; hint: string } | null {
  const head = bytes.subarray(0, CHECKED_BYTES);
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (utf16)
    return { message: 'the file is UTF-16 text, not UTF-8', line: 1, hint: 'save the file as UTF-8 in your editor' };
  const nul = head.indexOf(0);
  if (nul >= 0)
    return {
      message: 'the file is binary (it has a NUL byte), not Markdown text',
      line: lineAt(head, nul),
      hint: 'move images and other files to content/static, or give the file its real extension',
    };
  const whole = head.subarray(0, head.length - cutCharacter(head));
  if (!isUtf8(whole)) {
    const bad = whole.toString('utf8').indexOf('\ufffd');
    return {
      message: 'the file is not UTF-8 text',
      line: bad < 0 ? 1 : whole.toString('utf8', 0, bad).split('\n').length,
      hint: 'save the file as UTF-8 in your editor',
    };
  }
  // Published, an empty file is an empty page under a title made from its name.
  if (!/\S/.test(text)) {
    return { message: 'the file is empty', line: 1, hint: 'write the page, or delete the file' };
  }
  return null;
}

/** How many bytes at the end of `bytes` belong to a character the check cut in two. */
function cutCharacter(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) !== 0x80) return byte >= 0xc0 ? back : 0;
  }
  return 0;
}

function lineAt(bytes: Buffer, offset: number): number {
  let line = 1;
  for (let i = bytes.indexOf(10); i >= 0 && i < offset; i = bytes.indexOf(10, i + 1)) line++;
  return line;
}
