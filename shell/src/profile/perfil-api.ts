import { perfilEndpoints, type PerfilPasswordBody, type PerfilResumenBody, type PerfilUpdateBody } from '@insp/contracts';
import { type ApiClient, endpointClient } from '@insp/mf-kit';

/** The signed-in user's own profile on admin (`/me/perfil`), through the shell's authorized client. */
export function perfilApi(api: ApiClient) {
  const admin = endpointClient(api, 'admin');
  return {
    get: () => admin(perfilEndpoints.get, { params: {} }),
    update: (body: PerfilUpdateBody) => admin(perfilEndpoints.update, { params: {}, body }),
    resumenDiario: (body: PerfilResumenBody) => admin(perfilEndpoints.resumenDiario, { params: {}, body }),
    changePassword: (body: PerfilPasswordBody) => admin(perfilEndpoints.changePassword, { params: {}, body }),
  };
}
