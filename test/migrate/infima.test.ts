import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { carryInfimaVariables } from '../../src/migrate/infima.js';

const infima = suite("sitegen init --from: Infima's variables in the custom CSS");

infima('sets sitegen’s colours and fonts beside Infima’s, on the same line, in light and dark blocks', () => {
  const css = `:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-color-primary-light: #33925d;
  --ifm-font-family-base: 'Inter', system-ui;
}

[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
  --ifm-color-primary-dark: #21af90;
  --ifm-color-primary-light: #29d5b0;
  --ifm-background-color: #111
}
`;
  const carried = carryInfimaVariables(css);
  const lines = carried.css.split('\n');
  assert.is(lines.length, css.split('\n').length, 'every line keeps its number');
  assert.is(
    lines[1],
    '  --ifm-color-primary: #2e8555; --sg-color-primary: var(--ifm-color-primary); --sg-color-primary-soft: color-mix(in srgb, var(--ifm-color-primary) 12%, var(--sg-color-background));',
  );
  // Under the pointer, sitegen's shade is the darker one in light mode and the lighter one in dark mode.
  assert.is(lines[2], '  --ifm-color-primary-dark: #29784c; --sg-color-primary-strong: var(--ifm-color-primary-dark);');
  assert.is(lines[3], '  --ifm-color-primary-light: #33925d;');
  assert.is(lines[4], "  --ifm-font-family-base: 'Inter', system-ui; --sg-font-body: var(--ifm-font-family-base);");
  assert.match(lines[8], '--sg-color-primary: var(--ifm-color-primary); --sg-color-primary-soft: color-mix(');
  assert.is(lines[9], '  --ifm-color-primary-dark: #21af90;');
  assert.is(
    lines[10],
    '  --ifm-color-primary-light: #29d5b0; --sg-color-primary-strong: var(--ifm-color-primary-light);',
  );
  assert.is(lines[11], '  --ifm-background-color: #111; --sg-color-background: var(--ifm-background-color);');
  assert.equal([...carried.declared], [], 'the shades of the primary colour are not listed as left out');
});

infima('lists the Infima variables it cannot carry, and those read but never set, with their lines', () => {
  const carried = carryInfimaVariables(`/* --ifm-color-primary: red; in a comment */
:root {
  --ifm-code-font-size: 95%;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.1);
  --ifm-navbar-background-color: url(data:image/svg+xml;base64,AAAA);
}
@media (min-width: 997px) {
  .navbar { --ifm-navbar-background-color: #fff; content: "--ifm-color-primary: x"; }
}
.hero { color: var(--ifm-color-emphasis-700); border-color: var(--ifm-code-font-size); }
`);
  assert.equal(Object.fromEntries(carried.declared), {
    '--ifm-code-font-size': [3],
    '--docusaurus-highlighted-code-line-bg': [4],
    '--ifm-navbar-background-color': [5, 8],
  });
  assert.equal(Object.fromEntries(carried.undefinedReads), { '--ifm-color-emphasis-700': [10] });
  assert.equal([...carried.mapped], [], 'nothing in comments or strings is taken for a declaration');
});

infima.run();
