// `npm run csp:update [stack]`: writes the SHA-256 of every inline script of the built site and
// admin (the live folders of a local stack: `dev` by default, started by `npm start`) into the
// Content-Security-Policy of firebase.json. Run it after changing an inline script; the security
// headers spec fails, naming this command, while firebase.json and the builds disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { inlineScriptHashesOf, mapCspHeader, withScriptHashes } from './lib/csp.mjs';
import { ROOT } from './lib/proc.mjs';

const stack = process.argv[2] ?? 'dev';
const configPath = path.join(ROOT, 'firebase.json');
const config = JSON.parse(readFileSync(configPath, 'utf8'));
config.hosting = config.hosting.map((hosting) => {
  const built = path.join(ROOT, '.live', stack, hosting.target);
  const hashes = inlineScriptHashesOf(built);
  console.log(`${hosting.target}: ${hashes.length} inline scripts (${built})`);
  return mapCspHeader(hosting, (csp) => withScriptHashes(csp, hashes));
});
const text = await prettier.format(JSON.stringify(config), { filepath: configPath });
writeFileSync(configPath, text);
console.log('firebase.json atualizado.');
