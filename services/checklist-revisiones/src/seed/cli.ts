// Checklist-revisiones demo data: `tsx services/checklist-revisiones/src/seed/cli.ts` with the
// service's environment (MONGODB_URI, MONGODB_DB, INTERNAL_TOKEN, ADMIN_URL) plus
// CHECKLIST_REVISIONES_URL (the running service) and DEMO_PASSWORD. Run by packages/platform after
// admin's seed; does nothing when the database already has checklist projects.
import { fetchTransport, seedClient } from '@insp/module-service/seed-api';
import { runDemoSeed } from '@insp/module-service/seed-kit';

import { collections } from '../shared/collections.ts';
import { DEFAULT_ENCARGADO_EMAIL, formatSeedSummary, seedChecklistRevisiones } from './demo.ts';
import { ensureDemoTemplates } from './templates.ts';

await runDemoSeed('checklist-revisiones', {
  projectsCollection: collections.proyectos,
  alreadySeeded: 'ya tiene proyectos checklist',
  async seed({ config, db, signIn, director, as }) {
    const signed = await director();
    if (!signed) return;
    // Templates first, in admin: this service reads them (cached 10 s) only once the seed asks.
    await ensureDemoTemplates(seedClient(fetchTransport(config.adminUrl, signed.session.accessToken)), signed.companyId);
    const encargado = await signIn(DEFAULT_ENCARGADO_EMAIL).catch(() => null);
    const encargadoApi = encargado ? as(encargado) : undefined;
    console.log(formatSeedSummary(await seedChecklistRevisiones({ director: as(signed.session), encargado: encargadoApi, companyId: signed.companyId, db })));
  },
});
