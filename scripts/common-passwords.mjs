// Writes server/auth/common-passwords.txt: the 10,000 most common passwords, most common first,
// from @zxcvbn-ts/language-common (MIT; its list is ordered by frequency in leaked-password
// corpora). The file is committed, so the server needs no package at run time; a test checks it
// still equals the package's first 10,000 entries. Run: npx tsx scripts/common-passwords.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const list = require('@zxcvbn-ts/language-common/src/passwords.json');
const top = list.slice(0, 10_000);
writeFileSync(
  new URL('../server/auth/common-passwords.txt', import.meta.url),
  `${top.join('\n')}\n`,
);
console.log(`wrote ${top.length} passwords`);
