import type { ModuleDescriptor } from '@insp/contracts';
import { describe, expect, it } from 'vitest';

import { matchScore, remoteFolder, resolveRoute } from '../src/routes.ts';
import { sharedConfig, sharedPackages } from '../src/shared.ts';
import { installedVersions } from '../src/versions.ts';

const d = (id: ModuleDescriptor['id'], patterns: Array<[string, boolean?]>): ModuleDescriptor => ({
  id,
  title: id,
  requiredModule: null,
  sidebar: {},
  routes: patterns.map(([pattern, exact]) => ({ pattern, roles: ['Administrador'], exact })),
});

// the real ownership table of docs/architecture.md
const descriptors = [
  d('admin', [
    ['/administrador/empresas', true],
    ['/administrador/empresas/:id/edit'],
    ['/administrador/empresas/:id/Checklists'],
    ['/administrador/empresa/detalles'],
    ['/administrador/checklist'],
    ['/mantenedores'],
  ]),
  d('revisiones', [['/administrador/empresas/:id/proyectos'], ['/administrador/empresa/proyectos'], ['/administrador/estadisticas']]),
  d('checklist_revisiones', [['/administrador/checklist-proyectos'], ['/administrador/empresas/:id/checklist-proyectos']]),
  d('neo', [['/administrador/empresas/:id/neo-projects'], ['/administrador/empresas/neo-projects']]),
];
const owner = (path: string) => resolveRoute(descriptors, path)?.descriptor.id ?? null;

describe('route ownership', () => {
  it.each([
    ['/administrador/empresas', 'admin'],
    ['/administrador/empresas/', 'admin'],
    ['/administrador/empresas/abc/edit', 'admin'],
    ['/administrador/empresas/abc/Checklists/x/Subcontratos', 'admin'],
    ['/administrador/empresas/abc/proyectos/p/revisiones', 'revisiones'],
    ['/administrador/empresas/abc/checklist-proyectos', 'checklist_revisiones'],
    ['/administrador/empresas/abc/neo-projects', 'neo'],
    ['/administrador/empresas/neo-projects', 'neo'],
    ['/administrador/empresas/neo-projects/p1/rechazadas-pregunta', 'neo'],
    ['/administrador/checklist', 'admin'],
    ['/administrador/checklist/c1/Recintos', 'admin'],
    ['/administrador/checklist-proyectos', 'checklist_revisiones'],
    ['/administrador/checklist-proyectos/estadisticas/p', 'checklist_revisiones'],
    ['/mantenedores/sectores', 'admin'],
    ['/administrador/estadisticas/p/r', 'revisiones'],
  ])('%s → %s', (path, id) => expect(owner(path)).toBe(id));

  it.each(['/', '/administrador', '/administrador/empresas/abc', '/administrador/empresas/abc/otra', '/mantenedoresx', '/administrador/Empresas'])(
    '%s has no owner',
    (path) => expect(owner(path)).toBeNull(),
  );

  it('exact routes do not own deeper paths; literal segments beat params', () => {
    expect(matchScore({ pattern: '/a', roles: [], exact: true }, '/a/b')).toBeNull();
    const literal = matchScore({ pattern: '/a/neo', roles: [] }, '/a/neo')!;
    const param = matchScore({ pattern: '/a/:id', roles: [] }, '/a/neo')!;
    expect(literal).toBeGreaterThan(param);
  });

  it('maps remote ids to folders', () => {
    expect(remoteFolder('checklist_revisiones')).toBe('checklist-revisiones');
    expect(remoteFolder('admin')).toBe('admin');
  });
});

describe('shared config', () => {
  const shared = sharedConfig(installedVersions());

  it('shares every package as a singleton with its pinned version', () => {
    for (const name of sharedPackages) {
      expect(shared[name]).toMatchObject({ singleton: true });
      expect(shared[name]!.requiredVersion).toMatch(/^\d+\.\d+\.\d+$/);
    }
    expect(shared.react!.requiredVersion).toBe('19.3.1');
    expect(shared['@mui/material']!.requiredVersion).toBe('9.5.0');
  });

  it('shares subpaths with trailing-slash keys (react/jsx-runtime, react-dom/client, MUI by path)', () => {
    for (const key of ['react/', 'react-dom/', '@mui/material/', '@mui/system/', '@emotion/react/', 'jotai/']) {
      expect(shared[key], key).toMatchObject({ singleton: true });
    }
  });
});
