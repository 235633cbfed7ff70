import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The shell's and the admin remote's build outputs as the gateway serves them (index, a hashed chunk, the manifest, descriptor and entry), in a fresh folder. */
export function fakeBuilds(prefix = 'gw-') {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const shellDir = join(root, 'shell');
  const adminDir = join(root, 'admin');
  mkdirSync(shellDir);
  mkdirSync(adminDir);
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(shellDir, 'sign-in.html'), '<!doctype html><html class="boot-sign-in"><div id="root"></div>');
  writeFileSync(join(shellDir, 'main.1a2b3c4d.js'), 'console.log(1)');
  writeFileSync(join(adminDir, 'mf-manifest.json'), '{"id":"admin"}');
  writeFileSync(join(adminDir, 'remoteEntry.js'), 'var admin;');
  writeFileSync(join(adminDir, 'descriptor.json'), '{"id":"admin","routes":[]}');
  writeFileSync(join(adminDir, '123.deadbeef.js'), 'chunk');
  return { root, shellDir, adminDir };
}
