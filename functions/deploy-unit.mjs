// Prepares what `firebase deploy` uploads for the functions (firebase.json's source): the folder
// functions/.deploy with the bundle (lib/, from build.mjs), the package.json and a package-lock.json
// pruned from the repository's own lockfile by isolate-package. The cloud build then installs
// exactly the versions the tests ran with (npm ci), not whatever the ranges allow on deploy day.
// The project's .env.<project-id> files are copied beside them (the CLI reads them from the source).
import { copyFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolate } from 'isolate-package';

const here = path.dirname(fileURLToPath(import.meta.url));
// isolate-package finds the workspace and its lockfile from the working directory.
process.chdir(path.join(here, '..'));
const out = await isolate({
  targetPackagePath: 'functions',
  isolateDirName: '.deploy',
  buildDirName: 'lib',
  logLevel: 'warn',
});
for (const name of readdirSync(here)) {
  if (/^\.env\.(?!local$)/.test(name)) copyFileSync(path.join(here, name), path.join(out, name));
}
console.log(`Functions ready to deploy in ${path.relative(process.cwd(), out)}`);
