#!/usr/bin/env node
// Checks the native shells after `npm run cap:sync` (run by scripts/test):
//   - `cap config --json` as the CLI evaluates it: appId br.com.pedbook.app, webDir dist, no
//     server.url (unless PEDBOOK_CAP_LIVE_RELOAD_URL asks for live reload);
//   - every @capacitor/* and Capacitor plugin pinned to an exact version, installed at that
//     version, core/cli/android/ios equal, all of one major;
//   - the copies of app-config.json in android/…/assets/public/ and ios/App/App/public/ name
//     PEDBOOK_MOBILE_URL;
//   - both shells register the appId as URL scheme for the auth deep link.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMobileUrl } from './mobile-config.mjs';

export const APP_ID = 'br.com.pedbook.app';
/** The Capacitor packages that must share one exact version. */
const CORE = ['@capacitor/core', '@capacitor/cli', '@capacitor/android', '@capacitor/ios'];
/** Plugins that are not @capacitor/* but follow Capacitor's major. */
const OTHER_PLUGINS = ['@capgo/capacitor-social-login'];

/** Problems with the evaluated config (`cap config --json`). */
export function checkCapConfig(evaluated, liveReloadUrl) {
  const problems = [];
  const app = evaluated?.app ?? {};
  const ext = app.extConfig ?? {};
  if (app.appId !== APP_ID) problems.push(`appId is ${JSON.stringify(app.appId)}, want ${APP_ID}`);
  if (app.webDir !== 'dist') problems.push(`webDir is ${JSON.stringify(app.webDir)}, want dist`);
  const serverUrl = ext.server?.url;
  if (liveReloadUrl) {
    if (serverUrl !== liveReloadUrl) problems.push(`server.url is ${JSON.stringify(serverUrl)}, want the live-reload URL ${liveReloadUrl}`);
  } else if (serverUrl !== undefined) {
    problems.push(`server.url is set (${serverUrl}) without PEDBOOK_CAP_LIVE_RELOAD_URL: a release build must load its own bundle`);
  }
  if (evaluated?.android?.platformDir !== 'android') problems.push('android platform dir is not android/');
  if (evaluated?.ios?.platformDir !== 'ios') problems.push('ios platform dir is not ios/');
  return problems;
}

const EXACT = /^\d+\.\d+\.\d+$/;

/** Problems with the pins: `pkg` is package.json, `installed(name)` the installed version. */
export function checkPinnedVersions(pkg, installed) {
  const problems = [];
  const all = { ...pkg.dependencies, ...pkg.devDependencies };
  const names = Object.keys(all).filter((n) => n.startsWith('@capacitor/') || OTHER_PLUGINS.includes(n));
  for (const name of CORE) if (!(name in all)) problems.push(`${name} is not a dependency`);
  for (const name of names) {
    const spec = all[name];
    if (!EXACT.test(spec)) problems.push(`${name} is "${spec}": pin an exact version`);
    const got = installed(name);
    if (got !== spec) problems.push(`${name}: package.json pins ${spec}, node_modules has ${got ?? 'nothing'}`);
  }
  const coreVersions = new Set(CORE.map((n) => all[n]));
  if (coreVersions.size > 1) problems.push(`core packages differ: ${CORE.map((n) => `${n}@${all[n]}`).join(', ')}`);
  const majors = new Set(names.map((n) => String(all[n]).split('.')[0]));
  if (majors.size > 1) problems.push(`Capacitor packages span majors ${[...majors].join(', ')}: ${names.map((n) => `${n}@${all[n]}`).join(', ')}`);
  return problems;
}

/** Problems with one shell's copy of app-config.json. */
export function checkPublicCopy(label, text, wantUrl) {
  if (text === null) return [`${label}: app-config.json is missing (run npm run cap:sync)`];
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [`${label}: app-config.json is not JSON`];
  }
  const problems = [];
  if (parsed.supabaseUrl !== wantUrl) problems.push(`${label}: app-config.json names ${JSON.stringify(parsed.supabaseUrl)}, want ${wantUrl}`);
  if (typeof parsed.supabaseAnonKey !== 'string' || parsed.supabaseAnonKey === '') problems.push(`${label}: app-config.json has no anon key`);
  return problems;
}

/** Problems with the deep-link registration of both shells. */
export function checkUrlSchemes(manifest, strings, infoPlist) {
  const problems = [];
  if (!strings.includes(`<string name="custom_url_scheme">${APP_ID}</string>`)) problems.push('android: custom_url_scheme is not the appId');
  if (!/<data android:scheme="@string\/custom_url_scheme" android:host="auth" android:path="\/callback" \/>/.test(manifest)) {
    problems.push('android: no intent filter for <scheme>://auth/callback');
  }
  if (!new RegExp(`<key>CFBundleURLSchemes</key>\\s*<array>\\s*<string>${APP_ID.replaceAll('.', '\\.')}</string>`).test(infoPlist)) {
    problems.push('ios: Info.plist does not register the appId as URL scheme');
  }
  return problems;
}

function readOrNull(path) {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const wantUrl = parseMobileUrl(process.env.PEDBOOK_MOBILE_URL);
  const cap = join(root, 'node_modules', '.bin', 'cap');
  const evaluated = JSON.parse(execFileSync(cap, ['config', '--json'], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } }));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const installed = (name) => {
    const p = join(root, 'node_modules', name, 'package.json');
    return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')).version : null;
  };
  const androidPublic = join(root, evaluated.android.webDir ? join('android', evaluated.android.webDir) : 'android/app/src/main/assets/public');
  const iosPublic = join(root, 'ios', 'App', 'App', 'public');
  const problems = [
    ...checkCapConfig(evaluated, process.env.PEDBOOK_CAP_LIVE_RELOAD_URL?.trim() || undefined),
    ...checkPinnedVersions(pkg, installed),
    ...checkPublicCopy('dist', readOrNull(join(root, 'dist', 'app-config.json')), wantUrl),
    ...checkPublicCopy('android', readOrNull(join(androidPublic, 'app-config.json')), wantUrl),
    ...checkPublicCopy('ios', readOrNull(join(iosPublic, 'app-config.json')), wantUrl),
    ...checkUrlSchemes(
      readFileSync(join(root, 'android/app/src/main/AndroidManifest.xml'), 'utf8'),
      readFileSync(join(root, 'android/app/src/main/res/values/strings.xml'), 'utf8'),
      readFileSync(join(root, 'ios/App/App/Info.plist'), 'utf8'),
    ),
  ];
  if (problems.length > 0) {
    for (const p of problems) console.error(`cap-check: ${p}`);
    process.exit(1);
  }
  console.log(`cap-check: ${APP_ID}, webDir dist, no server.url, Capacitor ${pkg.dependencies['@capacitor/core']}; both shells carry ${wantUrl}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main();
  } catch (e) {
    console.error(`cap-check: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
