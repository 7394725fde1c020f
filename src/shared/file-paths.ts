// A docs version's name ends its pages' paths as an extension would (`/docs/1.x`, `/docs/3.0`): `x` and digits alone
// name no file type, nor does `.html`, which a page may be linked by.
const filePattern = /\.(?!html?$|x$|\d+$)[a-z0-9]+$/i;

/** Whether a path names a file, such as a feed, an image or a download, rather than a page. */
export function namesFile(pathname: string): boolean {
  return filePattern.test(pathname);
}
