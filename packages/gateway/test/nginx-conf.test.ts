import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { messageForStatus } from '@insp/service-kit/http-error';
import { describe, expect, it } from 'vitest';

import { isCompressible } from '../src/compression.ts';
import { DEFAULT_UPLOAD_LIMIT } from '../src/options.ts';
import { securityHeaders } from '../src/security-headers.ts';

/** nginx serves the same console in docker-compose: its edge must behave like the gateway's. */
const deploy = join(dirname(fileURLToPath(import.meta.url)), '../../../deploy');
const read = (name: string) => readFileSync(join(deploy, name), 'utf8').replace(/#[^\n]*/g, '');

interface Block {
  head: string;
  /** Directives of this block itself, without those of nested blocks. */
  own: string[];
  children: Block[];
}

/** Just enough of nginx's syntax: directives end in ';', blocks in braces, quotes may hold either. */
function parse(text: string): Block {
  const root: Block = { head: '', own: [], children: [] };
  const stack = [root];
  let current = '';
  let quote: string | null = null;
  for (const char of text) {
    if (quote) {
      current += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === '{') {
      const block: Block = { head: current.trim(), own: [], children: [] };
      stack.at(-1)?.children.push(block);
      stack.push(block);
      current = '';
    } else if (char === '}') {
      stack.pop();
      current = '';
    } else if (char === ';') {
      stack.at(-1)?.own.push(current.trim().replace(/\s+/g, ' '));
      current = '';
    } else current += char;
  }
  return root;
}

const locations = (block: Block): Block[] => block.children.flatMap((child) => [...(child.head.startsWith('location') ? [child] : []), ...locations(child)]);
const server = parse(read('nginx.conf')).children.find((block) => block.head === 'server');
if (!server) throw new Error('no server block');

describe('deploy/nginx.conf', () => {
  it('sends the gateway’s security headers, on every answer of the console (add_header is not inherited)', () => {
    const included = Object.fromEntries(
      [...read('security-headers.inc').matchAll(/add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/g)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        value,
      ]),
    );
    expect(included).toEqual(securityHeaders);
    const served = locations(server).filter((location) => !location.own.some((d) => d.startsWith('proxy_pass')));
    expect(served.length).toBeGreaterThan(5);
    for (const location of served) {
      expect(location.own, location.head).toContain('include /etc/nginx/conf.d/security-headers.inc');
    }
    expect(read('Dockerfile.web')).toMatch(/COPY deploy\/security-headers\.inc \/etc\/nginx\/conf\.d\/security-headers\.inc/);
  });

  it('sets the client address itself, never passing on what the client wrote', () => {
    const proxy = parse(read('proxy.inc')).own;
    expect(proxy).toContain('proxy_set_header X-Forwarded-For $remote_addr');
    expect(proxy).toContain('proxy_set_header X-Real-IP $remote_addr');
    expect(proxy).toContain('proxy_set_header Forwarded ""');
    expect(proxy.join('\n')).not.toContain('$proxy_add_x_forwarded_for');
    for (const location of locations(server).filter((l) => l.own.some((d) => d.startsWith('proxy_pass')))) {
      expect(location.own, location.head).toContain('include /etc/nginx/conf.d/proxy.inc');
    }
  });

  it('gives up on a frozen service after the services’ 30 s and never sends a request twice', () => {
    const proxy = parse(read('proxy.inc')).own;
    expect(proxy).toContain('proxy_read_timeout 30s');
    expect(proxy).toContain('proxy_next_upstream off');
  });

  it('lets photo uploads through and answers its own refusals with the Spanish {message}', () => {
    const size = server.own.find((d) => d.startsWith('client_max_body_size'))?.match(/(\d+)m$/)?.[1];
    expect(Number(size) * 1024 * 1024).toBeGreaterThanOrEqual(DEFAULT_UPLOAD_LIMIT);
    const pages = server.own.filter((d) => d.startsWith('error_page'));
    for (const status of [400, 404, 413, 414, 502, 503, 504])
      expect(
        pages.some((d) => d.split(' ').includes(String(status))),
        String(status),
      ).toBe(true);
    const answers = locations(server).flatMap((l) => l.own.filter((d) => d.startsWith('return ')));
    expect(answers.length).toBeGreaterThan(4);
    for (const answer of answers) {
      const [, status = '', body = ''] = answer.match(/^return (\d{3}) '(.*)'$/) ?? [];
      expect(JSON.parse(body), answer).toEqual({ message: messageForStatus(Number(status)) });
    }
  });

  it('compresses like the gateway: the build’s gzip copies as they are, scripts and JSON gzipped, never an event stream', () => {
    for (const directive of ['gzip on', 'gzip_static on', 'gzip_vary on', 'gzip_proxied any']) expect(server.own).toContain(directive);
    const types =
      server.own
        .find((d) => d.startsWith('gzip_types '))
        ?.split(' ')
        .slice(1) ?? [];
    expect(types).toEqual(expect.arrayContaining(['application/javascript', 'text/javascript', 'application/json', 'text/css', 'image/svg+xml']));
    for (const type of types) expect(isCompressible(type), type).toBe(true);
    expect(types.some((type) => /event-stream|image\/(jpeg|png|webp)|pdf|spreadsheet/.test(type))).toBe(false);
  });

  it('serves the service worker and the web app manifest like the gateway: not cached, the manifest as application/manifest+json', () => {
    const at = (path: string) => locations(server).find((location) => location.head === `location = ${path}`);
    const worker = at('/sw.js');
    const manifest = at('/manifest.webmanifest');
    for (const location of [worker, manifest]) {
      expect(location?.own).toContain('add_header Cache-Control "no-cache"');
      expect(location?.own).toContain('try_files $uri =404');
    }
    expect(manifest?.own).toContain('default_type "application/manifest+json"');
  });

  it("never caches a remote's unhashed files (manifest, descriptor, entry), like the gateway", () => {
    const unhashed = locations(server).find((location) => location.head.startsWith('location ~') && location.head.includes('descriptor'));
    expect(unhashed?.own).toContain('add_header Cache-Control "no-cache"');
    const pattern = new RegExp(unhashed?.head.replace(/^location ~ /, '') ?? '^$');
    for (const file of ['/remotes/admin/mf-manifest.json', '/remotes/admin/descriptor.json', '/remotes/admin/remoteEntry.js'])
      expect(pattern.test(file), file).toBe(true);
    expect(pattern.test('/remotes/admin/123.deadbeef.js')).toBe(false);
  });
});
