// The Debian package google-cloud-cli-firestore-emulator ships the real Firestore emulator jar,
// but without a Main-Class. firebase-tools runs `java -jar <binary>`, so we make a tiny wrapper
// jar whose manifest names the main class and puts the gcloud jar on the class path.
// Where the gcloud jar is absent (a laptop with internet), we return null and firebase-tools
// downloads its own emulator.
import { existsSync, mkdirSync, writeFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const GCLOUD_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export function firestoreEmulatorJar(cacheDir) {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (!existsSync(GCLOUD_JAR)) return null;
  const wrapper = path.join(cacheDir, 'firestore-emulator-wrapper.jar');
  if (existsSync(wrapper) && statSync(wrapper).mtimeMs >= statSync(GCLOUD_JAR).mtimeMs) {
    return wrapper;
  }
  mkdirSync(cacheDir, { recursive: true });
  const manifest = path.join(cacheDir, 'firestore-wrapper-manifest.txt');
  writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${GCLOUD_JAR}\n`);
  execFileSync('jar', ['cfm', wrapper, manifest], { stdio: 'inherit' });
  return wrapper;
}
