/** Where a category's generated index is published when its link names no `slug`: `/category/getting-started`. */
export function categoryIndexSlug(label: string): string {
  const slug =
    label
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'category';
  return `/category/${slug}`;
}
