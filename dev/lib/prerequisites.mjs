// What a fresh machine may lack and npm can not bring: Java (the Firestore emulator) and Chromium
// (the end-to-end tests and the benchmarks; Playwright's own browser downloads cannot run here).
// Checked before any work starts: installed with apt-get when this process may (root on Debian),
// otherwise the run stops at once with the exact command, never a failure minutes into it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../../tests/support/chromium.mjs';

const PACKAGES = {
  java: { label: 'Java (emulador do Firestore)', debian: 'openjdk-17-jre-headless' },
  chromium: { label: 'Chromium (testes no navegador)', debian: 'chromium' },
};

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const present = {
  java: () => onPath('java'),
  chromium: () => existsSync(CHROMIUM_PATH),
};

const mayInstall = () => process.getuid?.() === 0 && onPath('apt-get');

function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Makes sure each named tool is present; exits the process with the command to run when it can not. */
export function ensurePrerequisites(names) {
  const missing = names.filter((name) => !present[name]());
  if (missing.length === 0) return;
  const debs = missing.map((name) => PACKAGES[name].debian);
  const command = `sudo apt-get update && sudo apt-get install -y ${debs.join(' ')}`;
  const labels = missing.map((name) => PACKAGES[name].label).join(', ');
  if (mayInstall()) {
    console.log(`Instalando o que falta nesta máquina: ${labels} (apt-get)`);
    if (aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', ...debs])) {
      const still = missing.filter((name) => !present[name]());
      if (still.length === 0) return;
    }
  }
  console.error(`\nFalta nesta máquina: ${labels}.\nInstale e rode de novo:\n  ${command}\n`);
  process.exit(1);
}
