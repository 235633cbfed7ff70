import { type EnlacePortal, enlacesPortalEndpoints } from '@insp/contracts/portal';
import { portal, portalPantallas } from '@insp/messages/portal';
import { ApiError } from '@insp/mf-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PortalShareButton } from '../src/review-family/PortalShareButton.tsx';
import { createTestRemote, renderScreen } from '../src/testing.tsx';

const t = portalPantallas.consola;
const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PROJECT = 'cccccccccccccccccccccccc';
const id = (n: number) => `bbbbbbbbbbbbbbbbbbbbbb${String(n).padStart(2, '0')}`;

const enlace = (over: Partial<EnlacePortal> = {}): EnlacePortal => ({
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  modulo: 'revisiones',
  projectId: PROJECT,
  subcontratoId: id(1),
  subcontratoNombre: 'Pintura',
  createdBy: { id: id(9), name: 'Diego Director' },
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-12-20T12:00:00.000Z',
  revokedAt: null,
  estado: 'Vigente',
  ...over,
});

describe("'Compartir con subcontratista' (director)", () => {
  function setup() {
    const remote = createTestRemote();
    let stored: EnlacePortal[] = [enlace({ id: 'BBBBBBBBBBBBBBBBBBBBBB', subcontratoNombre: 'Cerámica', estado: 'Vencido' })];
    remote.fake.on('revisiones', enlacesPortalEndpoints.subcontratos, () => ({
      items: [
        { id: id(1), Nombre: 'Pintura' },
        { id: id(2), Nombre: 'Cerámica' },
      ],
    }));
    remote.fake.on('revisiones', enlacesPortalEndpoints.list, () => ({ items: stored }));
    remote.fake.on('revisiones', enlacesPortalEndpoints.create, ({ body }) => {
      const { subcontratoId, dias } = body as { subcontratoId: string; dias: number };
      if (dias > 365) throw new ApiError(400, portal.diasInvalidos);
      const item = enlace({ subcontratoId });
      stored = [item, ...stored];
      return {
        message: portal.enlaceCreado,
        item,
        token: 'AAAAAAAAAAAAAAAAAAAAAA.firma',
        url: 'https://inspeccion.example/portal/revisiones/AAAAAAAAAAAAAAAAAAAAAA.firma',
      };
    });
    remote.fake.on('revisiones', enlacesPortalEndpoints.revoke, () => {
      stored = stored.map((e) => (e.id === 'AAAAAAAAAAAAAAAAAAAAAA' ? { ...e, estado: 'Revocado' as const, revokedAt: '2026-11-27T00:00:00.000Z' } : e));
      return { message: portal.enlaceRevocado, item: stored[0]! };
    });
    return { ...renderScreen(<PortalShareButton service="revisiones" companyId={COMPANY} projectId={PROJECT} />, { remote }), remote };
  }

  it('issues a link for a subcontract, shows its address once with a copy button, lists it as Vigente and revokes it', async () => {
    const { user, remote } = setup();
    await user.click(screen.getByRole('button', { name: t.compartir }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.compartir)).toBeTruthy();
    const issued = await within(dialog).findByTestId('portal-enlace-row');
    expect(within(issued).getByText('Cerámica')).toBeTruthy();
    expect(within(issued).getByText(portal.estados.Vencido)).toBeTruthy();
    expect(within(dialog).getByLabelText(t.dias)).toHaveProperty('value', '30');

    // no subcontract chosen: the contract's Spanish text, nothing sent
    await user.click(within(dialog).getByRole('button', { name: t.crear }));
    expect(await within(dialog).findByText(portal.subcontratoRequired)).toBeTruthy();
    expect(remote.fake.callsTo('revisiones', enlacesPortalEndpoints.create)).toHaveLength(0);

    await within(dialog).findByRole('option', { name: 'Pintura' });
    await user.selectOptions(within(dialog).getByLabelText(t.subcontrato), id(1));
    await user.clear(within(dialog).getByLabelText(t.dias));
    await user.type(within(dialog).getByLabelText(t.dias), '15');
    await user.click(within(dialog).getByRole('button', { name: t.crear }));

    const creado = await within(dialog).findByTestId('portal-enlace-creado');
    expect(within(creado).getByText(`${portal.enlaceCreado} (Pintura)`)).toBeTruthy();
    expect(within(creado).getByTestId('portal-enlace-url')).toHaveProperty(
      'value',
      'https://inspeccion.example/portal/revisiones/AAAAAAAAAAAAAAAAAAAAAA.firma',
    );
    expect(remote.fake.callsTo('revisiones', enlacesPortalEndpoints.create)[0]?.body).toEqual({ subcontratoId: id(1), dias: 15 });
    await user.click(within(creado).getByRole('button', { name: t.copiar }));
    await waitFor(() => expect(remote.notifications).toContainEqual({ kind: 'success', message: t.copiado }));
    // user-event's clipboard holds what was copied
    expect(await navigator.clipboard.readText()).toBe('https://inspeccion.example/portal/revisiones/AAAAAAAAAAAAAAAAAAAAAA.firma');

    const rows = await within(dialog).findAllByTestId('portal-enlace-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(portal.estados.Vigente)).toBeTruthy();
    expect(within(rows[0]!).getByText('Diego Director')).toBeTruthy();
    // an expired link has nothing to revoke
    expect(within(rows[1]!).queryByRole('button', { name: t.revocar })).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { name: t.revocar }));
    await waitFor(() => expect(within(within(dialog).getAllByTestId('portal-enlace-row')[0]!).getByText(portal.estados.Revocado)).toBeTruthy());
    expect(remote.notifications).toContainEqual({ kind: 'success', message: portal.enlaceRevocado });
  });
});
