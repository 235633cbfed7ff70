// Revisiones demo data: `tsx services/revisiones/src/seed/cli.ts` with the revisiones service's
// environment (MONGODB_URI, MONGODB_DB, INTERNAL_TOKEN, ADMIN_URL) plus REVISIONES_URL (the running
// service) and DEMO_PASSWORD. Run by packages/platform after admin's seed; does nothing when the
// database already has revision projects.
import { fetchTransport, signIn } from '@insp/module-service/seed-api';
import { loadConfig } from '@insp/service-kit';
import mongoose from 'mongoose';

import { collections } from '../shared/collections.ts';
import { DEFAULT_ENCARGADO_EMAIL, formatSeedSummary, seedRevisiones } from './demo.ts';

const DIRECTOR_EMAIL = 'director@andes.cl';

const config = loadConfig('revisiones');
const serviceUrl = process.env.REVISIONES_URL ?? `http://127.0.0.1:${config.port}`;
const password = process.env.DEMO_PASSWORD ?? 'Demo1234!';

const db = mongoose.createConnection(config.mongodbUri, { dbName: config.dbName });
try {
  await db.asPromise();
  // Like admin's seed: only a database without revision projects gets the demo (no sign-in needed to tell).
  if ((await db.collection(collections.proyectos).countDocuments({})) > 0) {
    console.log(`revisiones: ${config.dbName} ya tiene proyectos de revisión; datos de demostración omitidos.`);
  } else {
    const director = await signIn(config.adminUrl, DIRECTOR_EMAIL, password).catch((error: unknown) => {
      // The demo accounts may have another password by now: the platform still starts, without demo projects.
      console.log(`revisiones: datos de demostración omitidos (${error instanceof Error ? error.message : String(error)}).`);
      return null;
    });
    const companyId = director?.user.companyId;
    if (director && companyId) {
      // The encargado captures part of the observations of the project they see; without the account the director does.
      const encargado = await signIn(config.adminUrl, DEFAULT_ENCARGADO_EMAIL, password).catch(() => null);
      const summary = await seedRevisiones({
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
