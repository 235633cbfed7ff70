import { companiesEndpoints, companyCatalogsEndpoints } from '@insp/contracts';
import { TEST_TIME_ZONES, useTimeZone } from '@insp/domain/testing';
import { adminScreens } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompanyConfigScreen } from '../src/features/company-config/CompanyConfigScreen.tsx';
import { COMPANY, company, configuration } from './fixtures.ts';

// docs/architecture.md 'Dates': an instant is shown dd/MM/yyyy on the company's clock, whatever the browser's zone.
describe.each(TEST_TIME_ZONES)('dates of the company page under TZ=%s', (timeZone) => {
  useTimeZone(timeZone);

  it("a deleted company's deletion day is the day in Santiago, dd/MM/yyyy", async () => {
    const remote = createTestRemote({ session: testUser('Administrador') });
    // 02:00 UTC on 2 January is 23:00 on 1 January in Santiago.
    remote.fake.on('admin', companiesEndpoints.configuration, () => configuration(company({ Activado: false, FechaEliminacion: '2026-01-02T02:00:00.000Z' })));
    remote.fake.on('admin', companyCatalogsEndpoints.list, () => ({ items: [], total: 0, page: 0, pageSize: 10 }));
    renderScreen(<CompanyConfigScreen />, { remote, path: `/administrador/empresas/${COMPANY}/edit`, route: '/administrador/empresas/:idEmpresa/edit' });
    expect((await screen.findByTestId('company-deleted')).textContent).toContain(adminScreens.config.deletedBody('01/01/2026'));
  });
});
