// The one module that imports fast-glob: content, pages, category files and a migrated site's files are listed through it.
export { default as glob } from 'fast-glob';
