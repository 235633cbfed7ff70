import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer = [number, unknown];

/**
 * A real HTTP server standing in for admin (`@insp/service-kit/testing`: the outage tests of
 * service-kit and module-service) that can be stopped (connections refused) and started
 * again on the same port, or made to answer 503 like a gateway in front of a dead admin.
 */
export interface AdminStandIn {
  url: string;
  requests: string[];
  /** Answers every request with 503 while true (the server keeps listening). */
  failing: boolean;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function adminStandIn(answer: (request: IncomingMessage) => Answer): Promise<AdminStandIn> {
  let server: Server | null = null;
  let port = 0;
  const standIn: AdminStandIn = {
    url: '',
    requests: [],
    failing: false,
    async start() {
      const started = createServer((request, response) => {
        standIn.requests.push(request.url ?? '');
        const [status, body] = standIn.failing ? ([503, { message: 'down' }] as Answer) : answer(request);
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
      await new Promise<void>((resolve) => started.listen(port, '127.0.0.1', resolve));
      port = (started.address() as AddressInfo).port;
      standIn.url = `http://127.0.0.1:${port}`;
      server = started;
    },
    async stop() {
      const running = server;
      server = null;
      if (!running) return;
      await new Promise<void>((resolve) => {
        running.close(() => resolve());
        running.closeAllConnections();
      });
    },
  };
  await standIn.start();
  return standIn;
}

/** A clock the tests move by hand: the grace is measured on it, no test waits for it. */
export function handClock(): { now: () => number; advance(ms: number): void } {
  let time = Date.now();
  return {
    now: () => time,
    advance(ms) {
      time += ms;
    },
  };
}
