import { globalCatalogsEndpoints } from '@insp/contracts';
import { adminScreens, checklists } from '@insp/messages';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ErroresTipoScreen } from '../src/features/catalogs/CatalogScreens.tsx';
import { id } from './fixtures.ts';

const route = '/mantenedores/subcontratos/:id/errorestipo';

describe('Errores Tipo of a global subcontract', () => {
  it('an unknown subcontract shows a not-found state with no actions and no modification wording', async () => {
    const remote = createTestRemote({ session: testUser('Administrador') });
    remote.fake.on('admin', globalCatalogsEndpoints.erroresTipo, () => {
      throw new ApiError(404, checklists.subcontratoNotFound);
    });
    renderScreen(<ErroresTipoScreen />, { remote, route, path: `/mantenedores/subcontratos/${id(9)}/errorestipo` });
    expect((await screen.findByTestId('subcontrato-not-found')).textContent).toBe(adminScreens.catalogs.subcontratoNotFound);
    expect(screen.queryByRole('button', { name: adminScreens.catalogs.newErrorTipo })).toBeNull();
    expect(document.body.textContent).not.toContain(checklists.subcontratoNotFound);
    expect(document.body.textContent).not.toContain('modificar');
  });

  it('a known subcontract lists its Errores Tipo with Nuevo Error Tipo', async () => {
    const remote = createTestRemote({ session: testUser('Administrador') });
    remote.fake.on('admin', globalCatalogsEndpoints.erroresTipo, () => ({
      items: [],
      total: 0,
      page: 0,
      pageSize: 10,
      subcontrato: { id: id(9), Nombre: 'Pintura', Activado: true },
    }));
    renderScreen(<ErroresTipoScreen />, { remote, route, path: `/mantenedores/subcontratos/${id(9)}/errorestipo` });
    expect(await screen.findByRole('button', { name: adminScreens.catalogs.newErrorTipo })).toBeTruthy();
    expect(screen.getByText(adminScreens.catalogs.erroresTipoOf('Pintura'))).toBeTruthy();
  });
});
