// Revisiones demo data: `tsx services/revisiones/src/seed/cli.ts` with the revisiones service's
// environment (MONGODB_URI, MONGODB_DB, INTERNAL_TOKEN, ADMIN_URL) plus REVISIONES_URL (the running
// service) and DEMO_PASSWORD. Run by packages/platform after admin's seed; does nothing when the
// database already has revision projects.
import { runDemoSeed } from '@insp/module-service/seed-kit';

import { collections } from '../shared/collections.ts';
import { DEFAULT_ENCARGADO_EMAIL, formatSeedSummary, seedRevisiones } from './demo.ts';

await runDemoSeed('revisiones', {
  projectsCollection: collections.proyectos,
  alreadySeeded: 'ya tiene proyectos de revisión',
  async seed({ db, signIn, director, as }) {
    const signed = await director();
    if (!signed) return;
    // The encargado captures part of the observations of the project they see; without the account the director does.
    const encargado = await signIn(DEFAULT_ENCARGADO_EMAIL).catch(() => null);
    const summary = await seedRevisiones({ director: as(signed.session), encargado: encargado ? as(encargado) : undefined, companyId: signed.companyId, db });
    console.log(formatSeedSummary(summary));
  },
});
