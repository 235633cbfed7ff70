import { buildGateway } from './app.ts';
import { defaultOptions } from './options.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const app = await buildGateway(defaultOptions());
await app.listen({ port, host });
console.log(`gateway listening on http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
