/**
 * TEST STUB ONLY: tiny stand-ins for the four services so shell/remote tests can sign in and list
 * data without MongoDB. Not the real services (those live in services/*).
 */
import type { ServerResponse } from 'node:http';

import type { SessionUser } from '@insp/contracts';
import { auth } from '@insp/messages';
import { testProyecto, testUser } from '@insp/ui/testing/fixtures';
import Fastify, { type FastifyInstance } from 'fastify';

const COMPANY_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const all = { Revisiones: true, Checklist: true, ChecklistsOT: true };

export const stubUsers: Record<string, SessionUser> = {
  'admin@example.com': testUser('Administrador', { modules: all }),
  'director@example.com': testUser('AdministradorEmpresa', { modules: { Revisiones: true, Checklist: false, ChecklistsOT: true } }),
  'user@example.com': testUser('UsuarioEmpresa', { modules: { Revisiones: true, Checklist: true, ChecklistsOT: false } }),
};
export const STUB_PASSWORD = 'secreto1';

const companies = Array.from({ length: 12 }, (_, i) => ({
  id: i === 0 ? COMPANY_ID : `${String(i).padStart(2, '0')}${'b'.repeat(22)}`,
  Nombre: i === 0 ? 'Constructora Andes' : `Empresa ${i + 1}`,
  Rut: `76.086.4${String(i).padStart(2, '0')}-5`,
  Activado: true,
  Revisiones: { Activado: true, LimiteRevisiones: 10, RevisionesUsados: 3, LimiteUsuarios: 10, UsuariosUsados: 2 },
  CheckList: { Activado: i % 2 === 0, LimiteCheckList: 10, CheckListUsados: 2, LimiteUsuarios: 10, UsuariosUsados: 2 },
  ChecklistsOT: { Activado: i % 3 === 0, LimiteProyectos: 10, ProyectosUsados: 2, LimiteUsuarios: 10, UsuariosUsados: 2 },
}));

function page<T>(items: T[], query: unknown) {
  const q = query as { page?: string; pageSize?: string };
  const p = Number(q.page ?? 0);
  const size = Number(q.pageSize ?? 10);
  return { items: items.slice(p * size, p * size + size), total: items.length, page: p, pageSize: size };
}

const tokenUser = (header: string | undefined): SessionUser | undefined =>
  header?.startsWith('Bearer stub.') ? Object.values(stubUsers).find((u) => header === `Bearer stub.${u.id}`) : undefined;

function adminStub(): FastifyInstance {
  const app = Fastify();
  const session = (user: SessionUser) => ({ accessToken: `stub.${user.id}`, user });
  app.post('/auth/sign-in', async (req, reply) => {
    const { email, password } = req.body as { email: string; password: string };
    const user = stubUsers[email];
    if (!user || password !== STUB_PASSWORD) return reply.code(401).send({ message: auth.badCredentials });
    reply.header('set-cookie', `stub_rt=${user.id}; Path=/api/admin/auth; HttpOnly; SameSite=Strict`);
    return session(user);
  });
  app.post('/auth/refresh', async (req, reply) => {
    const id = /stub_rt=([a-f0-9]{24})/.exec(req.headers.cookie ?? '')?.[1];
    const user = Object.values(stubUsers).find((u) => u.id === id);
    if (!user) return reply.code(401).send({ message: auth.noAuthenticatedUser });
    return session(user);
  });
  app.post('/auth/sign-out', async (_req, reply) => reply.header('set-cookie', 'stub_rt=; Path=/api/admin/auth; Max-Age=0').code(204).send());
  app.post('/auth/reset-password', async () => ({ message: auth.resetMailMaybeSent }));
  app.post('/auth/sign-up', async (_req, reply) => reply.code(403).send({ message: auth.signUpClosed }));
  app.get('/companies', async (req, reply) => {
    if (tokenUser(req.headers.authorization)?.userType !== 'Administrador') return reply.code(401).send({ message: auth.noAuthenticatedUser });
    return page(companies, req.query);
  });
  app.get('/companies/:companyId', async (req, reply) => {
    if (!tokenUser(req.headers.authorization)) return reply.code(401).send({ message: auth.noAuthenticatedUser });
    const c = companies.find((x) => x.id === (req.params as { companyId: string }).companyId);
    return c ? { ...c, LimiteFotos: 1, PiePagina: '', FechaEliminacion: null } : reply.code(404).send({ message: 'No encontrada' });
  });
  return app;
}

/**
 * A project the way each of the three module services answers it: the fields of revisiones' and
 * checklist-revisiones' ProyectoItem and of NEO's NeoProyecto (each screen parses its own).
 */
const project = (id: string, name: string) => ({
  ...testProyecto(id, name),
  Nombre: name,
  Resueltas: 0,
  TotalRespuestas: 0,
  Tipo: 'Edificios',
  Espacios: {},
  ProyectoIniciado: false,
  ProyectoFinalizado: false,
  Eliminado: false,
  TotalEspacios: 0,
  TotalChecklists: 0,
});

/** Live events of a stub service: `rename` changes a project and announces it on the open streams. */
export interface StubLive {
  rename: (projectId: string, name: string) => void;
  /** Last-Event-ID headers of the stream requests so far ('' for none) and their authorization. */
  streamRequests: Array<{ lastEventId: string; authorized: boolean }>;
  /** Ends every open stream (as a restarting server would): clients must reconnect and resume. */
  dropStreams: () => void;
  openStreams: () => number;
}

function projectsStub(label: string, count: number): { app: FastifyInstance; live: StubLive } {
  const app = Fastify();
  const projects = Array.from({ length: count }, (_, i) => project(`${String(i).padStart(2, '0')}${'c'.repeat(22)}`, `${label} ${i + 1}`));
  const streams = new Set<ServerResponse>();
  let sequence = 0;
  const live: StubLive = {
    streamRequests: [],
    rename: (projectId, name) => {
      const index = projects.findIndex((p) => p.id === projectId);
      if (index >= 0) projects[index] = project(projectId, name);
      sequence += 1;
      const id = sequence.toString(16).padStart(24, '0');
      const change = { id, at: new Date().toISOString(), entity: 'Proyecto', entityId: projectId, action: 'editar', parents: {} };
      for (const raw of streams) raw.write(`id: ${id}\nevent: cambio\ndata: ${JSON.stringify(change)}\n\n`);
    },
    dropStreams: () => {
      for (const raw of streams) raw.end();
      streams.clear();
    },
    openStreams: () => streams.size,
  };
  app.get('/companies/:companyId/projects', async (req, reply) => {
    if (!tokenUser(req.headers.authorization)) return reply.code(401).send({ message: auth.noAuthenticatedUser });
    return { ...page(projects, req.query), cupo: { used: projects.length, limit: 10 } };
  });
  app.get('/companies/:companyId/projects/:projectId', async (req, reply) => {
    if (!tokenUser(req.headers.authorization)) return reply.code(401).send({ message: auth.noAuthenticatedUser });
    const found = projects.find((p) => p.id === (req.params as { projectId: string }).projectId);
    return found ?? reply.code(404).send({ message: 'No encontrado' });
  });
  app.get('/companies/:companyId/events', async (req, reply) => {
    const authorized = tokenUser(req.headers.authorization) !== undefined;
    const lastEventId = req.headers['last-event-id'];
    live.streamRequests.push({ lastEventId: typeof lastEventId === 'string' ? lastEventId : '', authorized });
    if (!authorized) return reply.code(401).send({ message: auth.noAuthenticatedUser });
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    raw.write(': ping\n\n');
    streams.add(raw);
    raw.on('close', () => streams.delete(raw));
  });
  app.addHook('preClose', async () => live.dropStreams());
  return { app, live };
}

export interface StubServices {
  urls: { admin: string; revisiones: string; 'checklist-revisiones': string; neo: string };
  /** The revisiones stub's live events. */
  live: StubLive;
  close: () => Promise<void>;
}

export async function startStubServices(): Promise<StubServices> {
  const revisiones = projectsStub('Proyecto Revisión', 3);
  const apps = {
    admin: adminStub(),
    revisiones: revisiones.app,
    'checklist-revisiones': projectsStub('Proyecto Checklist', 2).app,
    neo: projectsStub('Proyecto NEO', 0).app,
  };
  const urls = {} as StubServices['urls'];
  for (const [name, app] of Object.entries(apps)) {
    urls[name as keyof StubServices['urls']] = await app.listen({ port: 0, host: '127.0.0.1' });
  }
  return { urls, live: revisiones.live, close: async () => void (await Promise.all(Object.values(apps).map((a) => a.close()))) };
}
