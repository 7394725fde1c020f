import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sidebarsSchema } from '../../src/config/sidebars-schema.js';
import type { SidebarItem } from '../../src/config/types.js';
import { normalizeItems } from '../../src/routes/sidebars/normalize.js';
import { validate } from '../../src/schema.js';

const lists = suite('sidebar items built of lists');

lists('a list among the items stands for its items in its place, as in Docusaurus', () => {
  const gateway = ['validator/api', { type: 'link', label: 'Spec', href: 'https://example.com' }];
  const validator = ['validator/index', gateway, 'validator/faqs'] as unknown as SidebarItem[];
  assert.equal(validate({ validator }, sidebarsSchema), []);
  assert.equal(
    normalizeItems(validator).map((item) => ('id' in item ? item.id : item.type)),
    ['validator/index', 'validator/api', 'link', 'validator/faqs'],
  );
  assert.equal(
    validate({ validator: ['a', [42]] }, sidebarsSchema).map((issue) => issue.path),
    ['validator[1][0]'],
    'what a nested list holds is checked as the items are',
  );
});

lists.run();
