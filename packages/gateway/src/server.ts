import { buildGateway } from './app.ts';
import { defaultOptions, listenAddress } from './options.ts';

const { host, port } = listenAddress(process.env);
const app = await buildGateway(defaultOptions());
await app.listen({ port, host });
console.log(`gateway listening on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
