/** The search index written by the build and read by the search dialog. */
export interface SearchIndex {
  v: 1;
  /** Page titles and addresses. */
  pages: Array<{ title: string; url: string }>;
  /** One entry per section: [page index, heading text ('' for the page's opening), anchor id, plain text]. */
  sections: Array<[page: number, heading: string, anchor: string, text: string]>;
}
