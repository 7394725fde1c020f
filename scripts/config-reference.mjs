// Writes docs/configuration.md from the config schema (src/config/schema.ts); run after `node scripts/compile.mjs`.
import { writeFileSync } from 'node:fs';
import { configReference } from '../dist-lib/index.js';

writeFileSync(new URL('../docs/configuration.md', import.meta.url), configReference());
