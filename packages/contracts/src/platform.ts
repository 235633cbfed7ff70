// Part of the root entry (index.ts): the platform's own contracts (session, identity, endpoints, errors,
// events, files, companies, projects, profile, report jobs). The shell builds the root's parts one per
// task at boot (shell/src/index.ts): zod constructs every schema when its module is evaluated, about a
// thousand in the root, one task of 30 ms observed in a trace (×4 on Lighthouse's phone; issue 19 §5).
export * from './auth.ts';
export * from './calendar-date.ts';
export * from './companies.ts';
export * from './descriptor.ts';
export * from './endpoint.ts';
export * from './error.ts';
export * from './events.ts';
export * from './files.ts';
export * from './identity.ts';
export * from './jwks.ts';
export * from './page.ts';
export * from './perfil.ts';
export * from './projects.ts';
export * from './reports.ts';
