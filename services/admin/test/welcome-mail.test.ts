import { mail } from '@insp/messages';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { addCatalogItem, caller, decodeQuotedPrintable, outboxMails, resetLinkIn, signIn, startWithCompanies, waitForMails } from './helpers.ts';

const { ctx, admin, own } = await startWithCompanies();
const call = caller(ctx.app, admin);

beforeAll(async () => {
  await addCatalogItem(ctx.app, own, 'cargos', 'Jefe de Obra');
});

/** The Subject header, decoded when it is MIME-encoded (RFC 2047, as nodemailer writes non-ASCII). */
function subjectOf(eml: string): string {
  const header = /^Subject: (.*(?:\n[ \t].*)*)/m.exec(eml)?.[1] ?? '';
  return header
    .replace(/\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .trim();
}

describe('a new user', () => {
  it('receives a welcome mail with the link to set the first password, not a reset mail', async () => {
    const before = outboxMails(ctx.config).length;
    const email = 'bienvenida@propia.cl';
    const response = await call('POST', `/companies/${own.toHexString()}/users`, admin, {
      Nombre: 'Berta',
      Apellido: 'Rojas',
      Telefono: '87654321',
      Email: email,
      ConfirmarEmail: email,
      Cargo: 'Jefe de Obra',
      Revisiones: true,
    });
    expect(response.statusCode, response.body).toBe(201);

    const mails = await waitForMails(ctx.config, before + 1);
    const eml = mails.at(-1)!;
    expect(eml).toMatch(/^To: bienvenida@propia\.cl$/m);
    expect(subjectOf(eml)).toBe(mail.welcomeSubject);
    const text = decodeQuotedPrintable(eml);
    expect(text).toContain('Hola Berta Rojas,');
    expect(text).toContain('Se creó tu cuenta en Inspección');
    expect(text).not.toContain('Recibimos una solicitud para restablecer');
    expect(text).not.toContain('Si no la solicitaste');

    const stored = await models(ctx.app.db).ResetToken.findOne({ email }).lean();
    expect(stored?.kind).toBe('welcome');
    // A welcome link lasts days, not the hour of a reset link.
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBeGreaterThan(24 * 3600_000);

    const token = resetLinkIn(eml).searchParams.get('token') ?? '';
    const set = await ctx.app.inject({ method: 'POST', url: '/auth/new-password', payload: { token, password: 'PrimeraDeBerta1' } });
    expect(set.statusCode).toBe(200);
    expect((await signIn(ctx.app, email, 'PrimeraDeBerta1')).statusCode).toBe(200);
  });
});
