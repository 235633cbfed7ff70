import type { Correccion } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { portal, portalPantallas } from '@insp/messages/portal';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RespuestasScreen } from '../src/features/respuestas/RespuestasScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { answerNames, COMPANY, ERROR_TIPO, LISTADO, oid, PROJECT, RECINTO, respuesta, REVISION, S, SUBCONTRATO } from './fixtures.ts';

const t = portalPantallas.consola;
const PATH = `/administrador/checklist-proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/recintos/${RECINTO}/subcontratos/${SUBCONTRATO}/respuestas/${ERROR_TIPO}`;
const informada: Correccion = { estado: 'Informada', comentario: 'Cable canalizado', fotos: [], informadaEn: '2026-11-26T15:00:00.000Z' };

describe('an answer with a fix reported through the portal (director)', () => {
  it("shows 'Corrección informada' beside its state and 'Aceptar' makes it Resuelto", async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    const open = respuesta(1, { Estado: 'Por Resolver', correccion: informada });
    let items = [open, respuesta(2, { Estado: 'Por Resolver' })];
    answerNames(remote.fake).on(S, cr.respuestasEndpoints.list, () => ({ items, next: null }));
    remote.fake.on(S, cr.respuestaCorreccionEndpoints.aceptar, () => {
      const item = {
        ...open,
        Estado: 'Resuelto' as const,
        FechaResuelta: '2026-11-27T10:00:00.000Z',
        correccion: { ...informada, estado: 'Aceptada' as const },
      };
      items = [item, items[1]!];
      return { message: portal.correccionAceptada, item };
    });
    const { user } = renderScreen(<RespuestasScreen />, { remote, route: checklistPaths.respuestas, path: PATH });

    const card = within(await screen.findByTestId(`respuesta-${oid(601)}`));
    expect(card.getByTestId('respuesta-estado').textContent).toBe('Por Resolver');
    expect(card.getAllByText(portal.correccionEstados.Informada).length).toBeGreaterThan(0);
    expect(card.getByText('Cable canalizado')).toBeTruthy();
    expect(within(screen.getByTestId(`respuesta-${oid(602)}`)).queryByTestId('correccion-chip')).toBeNull();

    await user.click(card.getByRole('button', { name: t.aceptar }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: portal.correccionAceptada }]));
    await waitFor(() => expect(within(screen.getByTestId(`respuesta-${oid(601)}`)).getByTestId('respuesta-estado').textContent).toBe('Resuelto'));
    expect(within(screen.getByTestId(`respuesta-${oid(601)}`)).getAllByText(portal.correccionEstados.Aceptada).length).toBeGreaterThan(0);
    expect(remote.fake.callsTo(S, cr.respuestaCorreccionEndpoints.aceptar)[0]?.path).toMatch(/\/respuestas\/[0-9a-f]{24}\/correccion\/aceptar$/);
  });
});
