import { describe, expect, it } from 'vitest';

import { effectiveModules, landingPath } from '../src/roles.ts';

const all = { Revisiones: true, Checklist: true, ChecklistsOT: true };

describe('roles', () => {
  it('lands each role where spec 000 §6 says', () => {
    expect(landingPath('Administrador')).toBe('/administrador/empresas');
    expect(landingPath('AdministradorEmpresa')).toBe('/administrador/empresa/detalles');
    expect(landingPath('UsuarioEmpresa')).toBe('/administrador/user/proyectos');
  });

  it('gives a module only when the user flag and the company module are both on', () => {
    expect(effectiveModules('UsuarioEmpresa', { Revisiones: true, Checklist: true, ChecklistsOT: false }, all)).toEqual({
      Revisiones: true,
      Checklist: true,
      ChecklistsOT: false,
    });
    expect(effectiveModules('AdministradorEmpresa', all, { Revisiones: true, Checklist: false, ChecklistsOT: true })).toEqual({
      Revisiones: true,
      Checklist: false,
      ChecklistsOT: true,
    });
    expect(
      effectiveModules(
        'Administrador',
        { Revisiones: false, Checklist: false, ChecklistsOT: false },
        { Revisiones: false, Checklist: false, ChecklistsOT: false },
      ),
    ).toEqual(all);
  });
});
