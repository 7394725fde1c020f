// The navbar's items and the links of the navbar and footer, as the config writes them.
import { array, described as d, enumOf, object, str, validate, type Schema } from '../schema.js';

/** The fields of a link, in the navbar and the footer. */
export const linkFields: Record<string, Schema> = {
  label: d(str, 'The text of the link.'),
  to: d(str, 'A route of this site, e.g. `/docs/intro`; the base URL is added.'),
  href: d(str, 'Any other address, used as it is.'),
  target: d(enumOf('_self', '_blank'), 'Where the link opens.'),
};

const navbarLink = object(
  {
    ...linkFields,
    position: d(enumOf('left', 'right'), 'The side of the navbar the link sits on.', { default: '`"left"`' }),
    activeBasePath: d(str, 'Routes under this path mark the link active.', { default: 'its own `to`' }),
  },
  ['label'],
);
const navbarMenu = object(
  { type: enumOf('docsVersionDropdown', 'localeDropdown'), position: enumOf('left', 'right') },
  ['type'],
);

const navbarDropdown = object(
  {
    type: enumOf('dropdown'),
    label: str,
    items: array(object(linkFields, ['label'])),
    position: enumOf('left', 'right'),
  },
  ['type', 'label', 'items'],
);

/** A link, or an item of a `type`: the items Docusaurus's navbar has that sitegen has too. */
export const navbarItem: Schema = {
  kind: 'check',
  shape: navbarLink,
  check: (value, at) =>
    typeof value === 'object' && value !== null && 'type' in value
      ? validate(value, value.type === 'dropdown' ? navbarDropdown : navbarMenu, at)
      : validate(value, navbarLink, at),
};
