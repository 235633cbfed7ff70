// The edge a phone reaches the console through in production: HTTPS (the service worker and the
// installable app need a secure origin; only localhost is exempt), and every TLS front (nginx with
// `http2 on`, a cloud load balancer, a CDN) speaks HTTP/2 to the browser, so all of a page's scripts
// share one connection instead of queueing for HTTP/1.1's six per origin. A local stand-in for it:
// TLS with a throwaway self-signed certificate, HTTP/2 (and HTTP/1.1), forwarding every request as it
// is to the gateway over plain HTTP/1.1, as such a front forwards to deploy/nginx.conf.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsEdge {
  url: string;
  /** For Chromium's --ignore-certificate-errors-spki-list: the one certificate it is to accept. */
  spkiHash: string;
  stop(): Promise<void>;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) and HTTP/2's pseudo-headers: never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings']);

const forwardable = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/** A self-signed certificate for localhost (openssl, from Debian), valid two days. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'insp-tls-edge-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Listens on https://localhost:`port` and forwards to the gateway at http://127.0.0.1:`gatewayPort`. */
export async function startTlsEdge(port: number, gatewayPort: number): Promise<TlsEdge> {
  const { key, cert } = throwawayCertificate();
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: gatewayPort, method: req.method, path: req.url, headers: { ...forwardable(req.headers), host: `localhost:${port}` }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // an event stream (or a download) the page gives up on ends upstream too
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${port}`,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
