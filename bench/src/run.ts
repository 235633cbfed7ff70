// npm run bench: bundle bytes, sign-in → first module screen, and the gated list route against
// the raw driver query on the same database, then the revisiones figures at volume
// (./revisiones.ts) and captures under a crowd (./captures.ts). Prints figures; asserts nothing.
import { rmSync } from 'node:fs';

import mongoose, { Types } from 'mongoose';

import { measureBundles } from './bundle.ts';
import { runCapturesBench } from './captures.ts';
import { BENCH_PASSWORD, startBenchPlatform } from './platform.ts';
import { runRevisionesBench } from './revisiones.ts';
import { measureRawQuery, measureRoute } from './route-overhead.ts';

const PROJECTS = 500;
const PAGE_SIZE = 20;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

let revisionesScreenGz: number | undefined;
const { platform, dataDir, dbPrefix } = await startBenchPlatform('bench', { port: 28080, basePort: 24000 });
try {
  const bundles = await measureBundles(platform.url, 'director@andes.cl', BENCH_PASSWORD);
  // the company user lands on a revisiones screen: the figure of the first revisiones screen
  // (TanStack Query, the shared query cache, is loaded there and not before sign-in)
  const revisionesBundles = await measureBundles(platform.url, 'encargado@andes.cl', BENCH_PASSWORD);
  revisionesScreenGz = revisionesBundles.totalToFirstModuleScreenGz;

  const signIn = await fetch(`${platform.url}/api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'director@andes.cl', password: BENCH_PASSWORD }),
  });
  const { accessToken, user } = (await signIn.json()) as { accessToken: string; user: { companyId: string } };

  // Projects for the director's company, written straight into the service's database.
  const dbName = `${dbPrefix}_revisiones`;
  const conn = await mongoose.createConnection(platform.mongodbUri, { dbName }).asPromise();
  const companyId = new Types.ObjectId(user.companyId);
  await conn
    .collection('Proyectos')
    .insertMany(
      Array.from({ length: PROJECTS }, (_, i) => ({
        companyId,
        Nombre: `Proyecto ${String(i).padStart(4, '0')}`,
        nombreKey: `proyecto ${String(i).padStart(4, '0')}`,
        Responsables: [],
        FechaCreacion: new Date(),
      })),
    );
  await conn.close();

  const routeUrl = `${platform.serviceUrl('revisiones')}/companies/${user.companyId}/projects?page=3&pageSize=${PAGE_SIZE}`;
  const route = await measureRoute(routeUrl, accessToken);
  const raw = await measureRawQuery(platform.mongodbUri, dbName, 'Proyectos', { companyId }, PAGE_SIZE);

  console.log('\nBench (embedded database; figures are relative, see docs/architecture.md)');
  console.log(`  shell JS before sign-in (gzip):          ${kb(bundles.shellBeforeSignInGz)}   target <= 170 KB`);
  console.log(`  JS to the first module screen (gzip):    ${kb(bundles.totalToFirstModuleScreenGz)}   target <= 350 KB`);
  console.log(`  JS to the first revisiones screen (gzip): ${kb(revisionesBundles.totalToFirstModuleScreenGz)}   target <= 350 KB (encargado@andes.cl)`);
  console.log(`  sign-in submit → first module screen:    ${bundles.signInToFirstScreenMs.toFixed(0)} ms`);
  console.log(`  GET projects (page ${PAGE_SIZE}) p50 / p99:      ${route.p50.toFixed(1)} / ${route.p99.toFixed(1)} ms (${route.requests} requests)`);
  console.log(`  raw driver find+count p50 / p99:         ${raw.p50.toFixed(1)} / ${raw.p99.toFixed(1)} ms (${raw.requests} queries)`);
  console.log(`  service overhead p50 / p99:              ${(route.p50 / raw.p50).toFixed(2)}x / ${(route.p99 / raw.p99).toFixed(2)}x   target <= 1.3x`);
} finally {
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// Revision projects at volume (issue 6 §6, bench/src/revisiones.ts): their own embedded database,
// once the platform is down.
await runRevisionesBench({ firstScreenGz: revisionesScreenGz });

// A crew syncing at once (issue 17 §3, bench/src/captures.ts): captures through the gateway on a
// platform of its own; BENCH_SECONDS per run (60).
await runCapturesBench();
