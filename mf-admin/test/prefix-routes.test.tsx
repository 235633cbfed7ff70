import { checklistsEndpoints } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { createTestRemote, remoteRoutes, renderScreen, testUser } from '@insp/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { adminRoutes } from '../src/routes.ts';
import { COMPANY } from './fixtures.ts';

const RemoteRoutes = remoteRoutes(adminRoutes);

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
