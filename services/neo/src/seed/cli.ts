// NEO demo data: `tsx services/neo/src/seed/cli.ts` with the neo service's environment (MONGODB_URI,
// MONGODB_DB, INTERNAL_TOKEN, ADMIN_URL) plus NEO_URL (the running service) and DEMO_PASSWORD. Run
// by packages/platform after admin's seed; does nothing when the database already has NEO projects.
import { fetchTransport } from '@insp/module-service/seed-api';
import { DEMO_DIRECTOR_EMAIL, runDemoSeed } from '@insp/module-service/seed-kit';

import { collections } from '../shared/collections.ts';
import { ensureAdminCatalogs, formatSeedSummary, seedNeo } from './demo.ts';

/** The second reviewer of the demo's spaces (admin's seed gives them the ChecklistsOT flag). */
const ENCARGADO_EMAIL = 'encargado@andes.cl';

await runDemoSeed('neo', {
  projectsCollection: collections.proyectos,
  alreadySeeded: 'ya tiene proyectos',
  async seed({ config, signIn, omitted, as }) {
    // Both reviewers or no demo: the spaces are signed by the two of them.
    const sessions = await Promise.all([signIn(DEMO_DIRECTOR_EMAIL), signIn(ENCARGADO_EMAIL)]).catch(omitted);
    const [director, encargado] = sessions ?? [];
    const companyId = director?.user.companyId;
    if (!director || !encargado || !companyId) return;
    const started = Date.now();
    await ensureAdminCatalogs(fetchTransport(config.adminUrl, director.accessToken), companyId);
    const summary = await seedNeo({
      director: { transport: as(director), id: director.user.id },
      encargado: { transport: as(encargado), id: encargado.user.id },
      companyId,
    });
    console.log(`${formatSeedSummary(summary)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  },
});
