#!/usr/bin/env node
// React picks its production build from NODE_ENV when first imported; development mode renders many times slower.
process.env.NODE_ENV ??= 'production';
await import('../dist-lib/cli.js');
