// Checklist-revisiones demo data: `tsx services/checklist-revisiones/src/seed/cli.ts` with the
// service's environment (MONGODB_URI, MONGODB_DB, INTERNAL_TOKEN, ADMIN_URL) plus
// CHECKLIST_REVISIONES_URL (the running service) and DEMO_PASSWORD. Run by packages/platform after
// admin's seed; does nothing when the database already has checklist projects.
import { fetchTransport, seedClient, signIn } from '@insp/module-service/seed-api';
import { loadConfig } from '@insp/service-kit';
import mongoose from 'mongoose';

import { collections } from '../shared/collections.ts';
import { DEFAULT_ENCARGADO_EMAIL, formatSeedSummary, seedChecklistRevisiones } from './demo.ts';
import { ensureDemoTemplates } from './templates.ts';

const DIRECTOR_EMAIL = 'director@andes.cl';

const config = loadConfig('checklist-revisiones');
const serviceUrl = process.env.CHECKLIST_REVISIONES_URL ?? `http://127.0.0.1:${config.port}`;
const password = process.env.DEMO_PASSWORD ?? 'Demo1234!';

const db = mongoose.createConnection(config.mongodbUri, { dbName: config.dbName });
try {
  await db.asPromise();
  if ((await db.collection(collections.proyectos).countDocuments({})) > 0) {
    console.log(`checklist-revisiones: ${config.dbName} ya tiene proyectos checklist; datos de demostración omitidos.`);
  } else {
    const director = await signIn(config.adminUrl, DIRECTOR_EMAIL, password).catch((error: unknown) => {
      console.log(`checklist-revisiones: datos de demostración omitidos (${error instanceof Error ? error.message : String(error)}).`);
      return null;
    });
    const companyId = director?.user.companyId;
    if (director && companyId) {
      // Templates first, in admin: this service reads them (cached 10 s) only once the seed asks.
      await ensureDemoTemplates(seedClient(fetchTransport(config.adminUrl, director.accessToken)), companyId);
      const encargado = await signIn(config.adminUrl, DEFAULT_ENCARGADO_EMAIL, password).catch(() => null);
      const summary = await seedChecklistRevisiones({
        director: fetchTransport(serviceUrl, director.accessToken),
        encargado: encargado ? fetchTransport(serviceUrl, encargado.accessToken) : undefined,
        companyId,
        db,
      });
      console.log(formatSeedSummary(summary));
    }
  }
} finally {
  await db.close();
}
