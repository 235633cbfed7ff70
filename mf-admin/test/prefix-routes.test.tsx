import { checklistsEndpoints } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { routeElements } from '@insp/mf-kit/spa';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { adminRoutes } from '../src/routes.ts';
import { COMPANY } from './fixtures.ts';

const routes = routeElements(adminRoutes);
const RemoteRoutes = () => (
  <Routes>
    {routes.map((r) => (
      <Route key={r.id} path={r.path} element={r.element} />
    ))}
  </Routes>
);

function open(path: string) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  remote.fake.on('admin', checklistsEndpoints.list, () => ({ items: [], total: 0, page: 0, pageSize: 10 }));
  return renderScreen(<RemoteRoutes />, { remote, path });
}

describe('a prefix route of the admin table', () => {
  it('shows its screen at the route itself', async () => {
    open('/administrador/checklist');
    expect(await screen.findByText(adminScreens.checklists.title)).toBeTruthy();
  });

  it('shows the placeholder with the path below it', async () => {
    open('/administrador/checklist/otra/cosa');
    expect((await screen.findByTestId('module-screen-admin')).textContent).toContain('/administrador/checklist/otra/cosa');
  });
});
