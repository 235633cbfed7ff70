import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  requests: IncomingMessage[];
  close(): Promise<void>;
}

/** A real HTTP server on a free local port answering with `answer(request)` → [status, JSON body]. */
export async function localServer(answer: (request: IncomingMessage) => [number, unknown]): Promise<LocalServer> {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request);
    const [status, body] = answer(request);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
