import { type Endpoint, endpointUrl, listadosEndpoints, proyectosEndpoints, revisionesEndpoints, SessionResponse } from '@insp/contracts';

import { BENCH_PASSWORD } from './platform.ts';

/** A project, revision and listado of the demo company with the company user responsible: its capture page. */
export async function capturePage(base: string, user: string): Promise<string> {
  const signIn = async (email: string) => {
    const response = await fetch(`${base}/api/admin/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    return SessionResponse.parse(await response.json());
  };
  const director = await signIn('director@andes.cl');
  const responsible = await signIn(user);
  const companyId = director.user.companyId ?? '';
  const create = async (endpoint: Endpoint, params: Record<string, string>, body: unknown) => {
    const response = await fetch(`${base}/api/revisiones${endpointUrl(endpoint, params)}`, {
      method: endpoint.method,
      headers: { authorization: `Bearer ${director.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${endpoint.path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };
  const projectId = await create(proyectosEndpoints.create, { companyId }, { NombreProyecto: 'Edificio Lighthouse', ResponsableId: responsible.user.id });
  const revisionId = await create(revisionesEndpoints.create, { companyId, projectId }, { Nombre: 'Revisión móvil', ResponsableId: responsible.user.id });
  const listadoId = await create(
    listadosEndpoints.create,
    { companyId, projectId, revisionId },
    { Nombre: 'Departamento 101', ResponsableId: responsible.user.id },
  );
  return `/administrador/user/proyectos/${projectId}/revisiones/${revisionId}/listados/${listadoId}/observaciones/nueva`;
}
