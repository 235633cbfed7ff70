// NEO demo data: `tsx services/neo/src/seed/cli.ts` with the neo service's environment (MONGODB_URI,
// MONGODB_DB, INTERNAL_TOKEN, ADMIN_URL) plus NEO_URL (the running service) and DEMO_PASSWORD. Run
// by packages/platform after admin's seed; does nothing when the database already has NEO projects.
import { fetchTransport, signIn } from '@insp/module-service/seed-api';
import { loadConfig } from '@insp/service-kit';
import mongoose from 'mongoose';

import { collections } from '../shared/collections.ts';
import { ensureAdminCatalogs, formatSeedSummary, seedNeo } from './demo.ts';

const DIRECTOR_EMAIL = 'director@andes.cl';
/** The second reviewer of the demo's spaces (admin's seed gives them the ChecklistsOT flag). */
const ENCARGADO_EMAIL = 'encargado@andes.cl';

const config = loadConfig('neo');
const serviceUrl = process.env.NEO_URL ?? `http://127.0.0.1:${config.port}`;
const password = process.env.DEMO_PASSWORD ?? 'Demo1234!';

const db = mongoose.createConnection(config.mongodbUri, { dbName: config.dbName });
try {
  await db.asPromise();
  if ((await db.collection(collections.proyectos).countDocuments({})) > 0) {
    console.log(`neo: ${config.dbName} ya tiene proyectos; datos de demostración omitidos.`);
  } else {
    const sessions = await Promise.all([signIn(config.adminUrl, DIRECTOR_EMAIL, password), signIn(config.adminUrl, ENCARGADO_EMAIL, password)]).catch(
      (error: unknown) => {
        // The demo accounts may have another password by now: the platform still starts, without demo projects.
        console.log(`neo: datos de demostración omitidos (${error instanceof Error ? error.message : String(error)}).`);
        return null;
      },
    );
    const [director, encargado] = sessions ?? [];
    const companyId = director?.user.companyId;
    if (director && encargado && companyId) {
      const started = Date.now();
      await ensureAdminCatalogs(fetchTransport(config.adminUrl, director.accessToken), companyId);
      const summary = await seedNeo({
        director: { transport: fetchTransport(serviceUrl, director.accessToken), id: director.user.id },
        encargado: { transport: fetchTransport(serviceUrl, encargado.accessToken), id: encargado.user.id },
        companyId,
      });
      console.log(`${formatSeedSummary(summary)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
} finally {
  await db.close();
}
