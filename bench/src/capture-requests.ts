// npm run bench:capture-requests -w bench: what a capture page's breadcrumbs cost the service, on the module
// seeds of `npm start` (the embedded database): the names of the project, revision and listado read as the
// three items (each counting what lies below it: what the breadcrumbs asked before issue 19's ruta) and as
// one GET …/listados/:listadoId/ruta (what they ask now), for revisiones and checklist-revisiones. Each
// variant five times, the three items together as the page asked them; prints the median and the slowest.
// Prints figures, asserts nothing. On an idle machine: devdb scans where MongoDB uses indexes, so compare
// the two variants, not absolute times.
import { rmSync } from 'node:fs';

import { BENCH_PASSWORD, startBenchPlatform } from './platform.ts';

const USER = 'encargado@andes.cl';
const ROUNDS = 5;

interface Listed {
  items: Array<{ id: string }>;
}

const { platform, dataDir } = await startBenchPlatform('capreq', { port: 28780, basePort: 24700 }, true);
try {
  const signIn = await fetch(`${platform.url}/api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USER, password: BENCH_PASSWORD }),
  });
  const session = (await signIn.json()) as { accessToken: string; user: { companyId: string } };
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const get = async (url: string): Promise<number> => {
    const t0 = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return performance.now() - t0;
  };
  const first = async (url: string): Promise<string> => {
    const response = await fetch(`${url}?page=0&pageSize=5`, { headers });
    const item = ((await response.json()) as Listed).items[0];
    if (!item) throw new Error(`${url}: nothing listed for ${USER}`);
    return item.id;
  };
  const stats = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0).padStart(4)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0).padStart(4)} ms`;
  };

  console.log(`A capture page's breadcrumb names (${USER}, module seeds, ${ROUNDS} rounds)`);
  for (const service of ['revisiones', 'checklist-revisiones'] as const) {
    const company = `${platform.url}/api/${service}/companies/${session.user.companyId}`;
    const project = `${company}/projects/${await first(`${company}/projects`)}`;
    const revision = `${project}/revisiones/${await first(`${project}/revisiones`)}`;
    const listado = `${revision}/listados/${await first(`${revision}/listados`)}`;
    const items: number[] = [];
    const ruta: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      await Promise.all([get(project), get(revision), get(listado)]);
      items.push(performance.now() - t0);
      ruta.push(await get(`${listado}/ruta`));
    }
    console.log(`  ${service.padEnd(21)} three items together: ${stats(items)}   ruta: ${stats(ruta)}`);
  }
} finally {
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
