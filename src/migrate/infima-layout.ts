/** Where the migration puts the stylesheet of Infima's layout classes, among the new site's custom CSS. */
export const infimaLayoutFile = 'src/css/infima-layout.css';

const columns = Array.from({ length: 12 }, (_, i) => {
  const width = `${+(((i + 1) / 12) * 100).toFixed(4)}%`;
  return `.main-wrapper .col--${i + 1} {\n  flex: 0 0 ${width};\n  max-width: ${width};\n}\n`;
}).join('\n');

/**
 * Infima's classes that Docusaurus's React pages (the classic template's home page among them) lay themselves out
 * with, drawn with sitegen's colours; only inside `@theme/Layout`, so sitegen's own pages are untouched.
 */
export const infimaLayoutCss = `/* Infima's layout classes, for the React pages that came from Docusaurus, drawn with sitegen's colours. */
.main-wrapper .container {
  max-width: 1140px;
  margin: 0 auto;
  padding: 0 1rem;
}

.main-wrapper .hero {
  display: flex;
  align-items: center;
  padding: 4rem 0;
}

.main-wrapper .hero--primary {
  background: var(--sg-color-primary);
  color: var(--sg-color-on-primary);
}

.main-wrapper .hero__title {
  font-size: 3rem;
  margin: 0 0 1rem;
}

.main-wrapper .hero__subtitle {
  font-size: 1.5rem;
  margin: 0 0 1.5rem;
}

.main-wrapper .row {
  display: flex;
  flex-wrap: wrap;
  margin: 0 -1rem;
}

.main-wrapper .col {
  flex: 1 0 0;
  max-width: 100%;
  padding: 0 1rem;
  box-sizing: border-box;
}

${columns}
@media (max-width: 996px) {
  .main-wrapper .col {
    flex-basis: 100%;
    max-width: 100%;
  }
}

.main-wrapper .text--center {
  text-align: center;
}

.main-wrapper .padding-horiz--md {
  padding-left: 1rem;
  padding-right: 1rem;
}

.main-wrapper .padding-vert--md {
  padding-top: 1rem;
  padding-bottom: 1rem;
}

.main-wrapper .button--lg {
  padding: 12px 28px;
  font-size: 1.125rem;
}

.main-wrapper .button--primary {
  background: var(--sg-color-primary);
  color: var(--sg-color-on-primary);
}

.main-wrapper .button--secondary {
  background: var(--sg-color-background);
  border-color: var(--sg-color-background);
  color: var(--sg-color-text);
}
`;
