import type { ModuleService } from '@insp/contracts';
import type { ResumenItem, ResumenModulo } from '@insp/contracts/resumenes';
import { resumenes as texts } from '@insp/messages/resumenes';
import type { Scheduler } from '@insp/service-kit';
import { Types } from 'mongoose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { RESUMENES_TASK } from '../src/features/resumenes/feature.ts';
import { localDay } from '../src/features/resumenes/local-time.ts';
import type { ResumenesService } from '../src/features/resumenes/service.ts';
import type { ResumenSource } from '../src/features/resumenes/source.ts';
import type { Mailer, OutgoingMail } from '../src/mail/mailer.ts';
import { models } from '../src/models/index.ts';
import { addCatalogItem, createCompany, createUser, decodeQuotedPrintable, outboxMails, startAdmin, type TestContext } from './helpers.ts';

/** Every mail sent, in order (both replicas share it). */
const sent: OutgoingMail[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  async send(mail) {
    sent.push(mail);
  },
};

/** What each module service answers, per company (none: an empty digest). */
const answers = new Map<string, Partial<Record<ModuleService, Omit<ResumenModulo, 'modulo' | 'desde' | 'hasta'>>>>();
const asked: { service: ModuleService; companyId: string; desde: Date; hasta: Date }[] = [];
const source: ResumenSource = {
  async resumen(service, companyId, desde, hasta) {
    asked.push({ service, companyId, desde, hasta });
    const part = answers.get(companyId)?.[service] ?? { subcontratos: [], usuarios: [] };
    return { modulo: service, desde: desde.toISOString(), hasta: hasta.toISOString(), ...part };
  },
};

interface Replica {
  ctx: TestContext;
  scheduler: Scheduler;
  service: ResumenesService;
}

async function replica(config?: TestContext['config']): Promise<Replica> {
  let handle: { scheduler: Scheduler; service: ResumenesService } | undefined;
  const ctx = await startAdmin({ ...(config ? { config } : {}), mailer, resumenes: { source, onReady: (h) => (handle = h) } });
  if (!handle) throw new Error('resumenes not registered');
  return { ctx, ...handle };
}

let one: Replica;
let two: Replica;
beforeAll(async () => {
  one = await replica();
  two = await replica(one.ctx.config);
});
afterEach(() => {
  sent.length = 0;
  asked.length = 0;
});

const item = (over: Partial<ResumenItem> = {}): ResumenItem => ({
  id: new Types.ObjectId().toHexString(),
  proyectoId: new Types.ObjectId().toHexString(),
  proyecto: 'Edificio Los Robles',
  numero: 12,
  estado: 'Por Vencer',
  ubicacion: 'Revisión 1 / Piso 2 / Torre A / Baño',
  creado: new Date('2026-11-26T15:00:00Z').toISOString(),
  enlace: '/administrador/proyectos/p1/observaciones',
  ...over,
});

/**
 * A company with the catalogue's Pintura (two contacts) and Cerámica (none), a responsible user with
 * the digest on and one who turned it off; revisiones answers items for all of them.
 */
async function company(nombre = `Constructora ${new Types.ObjectId().toHexString().slice(-5)}`) {
  const app = one.ctx.app;
  const companyId = await createCompany(app, { Nombre: nombre });
  const pintura = await addCatalogItem(app, companyId, 'subcontratos', 'Pintura');
  const ceramica = await addCatalogItem(app, companyId, 'subcontratos', 'Cerámica');
  await models(app.db).CatalogItem.updateOne(
    { _id: pintura },
    {
      $set: {
        Contactos: [
          { _id: new Types.ObjectId(), Nombre: 'Pedro Pinto', Email: `pedro.${companyId.toHexString()}@pinturas.cl`, Telefono: '+56912345678' },
          { _id: new Types.ObjectId(), Nombre: 'Paula Paz', Email: `paula.${companyId.toHexString()}@pinturas.cl`, Telefono: '+56987654321' },
        ],
      },
    },
  );
  const suffix = companyId.toHexString();
  const encargado = await createUser(app, { email: `encargado.${suffix}@obra.cl`, company: companyId, Nombre: 'Elena', Revisiones: true });
  const silencioso = await createUser(app, { email: `silencio.${suffix}@obra.cl`, company: companyId, Nombre: 'Sergio', Revisiones: true });
  await models(app.db).Usuario.updateOne({ _id: silencioso }, { $set: { ResumenDiario: false } });
  const nuevo = item({ numero: 3, estado: 'Observada' });
  const porVencer = item({ numero: 12 });
  answers.set(companyId.toHexString(), {
    revisiones: {
      subcontratos: [
        {
          subcontratoId: pintura.toHexString(),
          nombre: 'Pintura',
          secciones: [
            { tipo: 'nuevos', total: 1, items: [nuevo] },
            { tipo: 'porVencer', total: 53, items: [porVencer] },
          ],
          enlacesPortal: [{ proyectoId: porVencer.proyectoId, proyecto: 'Edificio Los Robles', url: 'http://localhost:8080/portal/revisiones/abc.def' }],
        },
        { subcontratoId: ceramica.toHexString(), nombre: 'Cerámica', secciones: [{ tipo: 'porResolver', total: 1, items: [item()] }], enlacesPortal: [] },
        { subcontratoId: null, nombre: 'Sin catálogo', secciones: [{ tipo: 'porResolver', total: 1, items: [item()] }], enlacesPortal: [] },
      ],
      usuarios: [
        {
          userId: encargado.toHexString(),
          secciones: [
            { tipo: 'nuevos', total: 1, items: [nuevo] },
            { tipo: 'correcciones', total: 1, items: [item({ numero: 7, estado: 'Observada' })] },
          ],
        },
        { userId: silencioso.toHexString(), secciones: [{ tipo: 'nuevos', total: 1, items: [nuevo] }] },
      ],
    },
  });
  return { companyId, nombre, pintura, suffix };
}

const mailsOf = (suffix: string) => sent.filter((mail) => mail.to.includes(suffix));
/** 09:00 in Santiago (summer, UTC-3) on 27/11/2026. */
const MORNING = new Date('2026-11-27T12:00:00Z');

describe('the morning digest', () => {
  it('mails each contact of a subcontract its items and the portal link, and each responsible user theirs with console links, in Spanish', async () => {
    const c = await company('Constructora Andes Prueba');
    await one.service.run(MORNING);
    const mails = mailsOf(c.suffix);
    expect(mails.map((mail) => mail.to).sort()).toEqual([`encargado.${c.suffix}@obra.cl`, `paula.${c.suffix}@pinturas.cl`, `pedro.${c.suffix}@pinturas.cl`]);

    const pedro = mails.find((mail) => mail.to.startsWith('pedro'));
    expect(pedro?.subject).toBe('Resumen diario 27/11/2026: Pintura en Constructora Andes Prueba');
    expect(pedro?.text).toContain('Hola Pedro Pinto,');
    expect(pedro?.text).toContain('Este es el resumen de los ítems de Pintura en los proyectos de Constructora Andes Prueba.');
    expect(pedro?.text).toContain('Nuevos (1)');
    expect(pedro?.text).toContain('- N° 3 · Edificio Los Robles · Revisión 1 / Piso 2 / Torre A / Baño · Observada');
    expect(pedro?.text).toContain('Por Vencer (53)');
    expect(pedro?.text).toContain('y 52 ítems más.');
    expect(pedro?.text).toContain('Informar correcciones de Edificio Los Robles (sin cuenta):\nhttp://localhost:8080/portal/revisiones/abc.def');
    // a contact has no account: no console links
    expect(pedro?.text).not.toContain('/administrador/');
    expect(pedro?.html).toContain('<a href="http://localhost:8080/portal/revisiones/abc.def"');
    expect(pedro?.html).toContain('<html lang="es">');
    expect(pedro?.text).not.toContain('Cerámica');

    const elena = mails.find((mail) => mail.to.startsWith('encargado'));
    expect(elena?.subject).toBe('Resumen diario 27/11/2026 de tus proyectos en Constructora Andes Prueba');
    expect(elena?.text).toContain('Hola Elena,');
    expect(elena?.text).toContain('== Revisiones ==');
    expect(elena?.text).toContain('Correcciones informadas por revisar (1)');
    expect(elena?.text).toContain('  http://localhost:8080/administrador/proyectos/p1/observaciones');
    expect(elena?.text).toContain(texts.pieUsuario);
    expect(elena?.html).toContain('<a href="http://localhost:8080/administrador/proyectos/p1/observaciones">Ver en la consola</a>');
    expect(elena?.text).not.toContain('/portal/');
  });

  it("sends nothing to a user who turned it off in 'Perfil'", async () => {
    const c = await company();
    await one.service.run(MORNING);
    expect(mailsOf(c.suffix).map((mail) => mail.to)).not.toContain(`silencio.${c.suffix}@obra.cl`);
    expect(mailsOf(c.suffix)).toHaveLength(3);
  });

  it('sends nothing when no module has anything for anyone, and asks each module of the company for the last day', async () => {
    const companyId = await createCompany(one.ctx.app, { CheckList: false });
    const suffix = companyId.toHexString();
    await createUser(one.ctx.app, { email: `nadie.${suffix}@obra.cl`, company: companyId, Revisiones: true });
    await one.service.run(MORNING);
    expect(mailsOf(suffix)).toEqual([]);
    const mine = asked.filter((a) => a.companyId === suffix);
    expect(mine.map((a) => a.service).sort()).toEqual(['neo', 'revisiones']);
    expect(mine[0]?.hasta.toISOString()).toBe(MORNING.toISOString());
    expect(MORNING.getTime() - (mine[0]?.desde.getTime() ?? 0)).toBe(24 * 60 * 60_000);
  });

  it('goes once a day: the next run of the same day sends nothing, the next day starts where the last one ended', async () => {
    const c = await company();
    await one.service.run(MORNING);
    expect(mailsOf(c.suffix)).toHaveLength(3);
    sent.length = 0;
    await one.service.run(new Date(MORNING.getTime() + 3 * 60 * 60_000));
    expect(mailsOf(c.suffix)).toEqual([]);
    asked.length = 0;
    const nextDay = new Date(MORNING.getTime() + 24 * 60 * 60_000);
    await one.service.run(nextDay);
    expect(mailsOf(c.suffix)).toHaveLength(3);
    const mine = asked.filter((a) => a.companyId === c.companyId.toHexString());
    expect(mine[0]?.desde.toISOString()).toBe(MORNING.toISOString());
  });

  it('two replicas on one database running at once send each mail once (the scheduler and the day claim alike)', async () => {
    const c = await company();
    const at = new Date('2026-12-01T12:00:00Z');
    await Promise.all([one.scheduler.runNow(RESUMENES_TASK, at), two.scheduler.runNow(RESUMENES_TASK, at)]);
    expect(mailsOf(c.suffix)).toHaveLength(3);
    // past the scheduler's claim, both replicas' passes race on the day's claim only
    const d = await company();
    const later = new Date('2026-12-02T12:00:00Z');
    await Promise.all([one.service.run(later), two.service.run(later), one.service.run(later)]);
    expect(mailsOf(d.suffix)).toHaveLength(3);
    expect(new Set(mailsOf(d.suffix).map((mail) => mail.to)).size).toBe(3);
  });

  it("waits for 07:00 company time (America/Santiago, summer and winter), whatever the process's TZ", async () => {
    const original = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Tokyo', 'America/Santiago', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        // summer (UTC-3): 06:59 and 07:00 local
        expect(localDay(new Date('2026-11-27T09:59:00Z'))).toEqual({ fecha: '2026-11-27', hora: 6 });
        expect(localDay(new Date('2026-11-27T10:00:00Z'))).toEqual({ fecha: '2026-11-27', hora: 7 });
        // winter (UTC-4): 07:00 local is 11:00 UTC; 02:00 UTC is still the day before there
        expect(localDay(new Date('2026-06-15T10:59:00Z'))).toEqual({ fecha: '2026-06-15', hora: 6 });
        expect(localDay(new Date('2026-06-15T11:00:00Z'))).toEqual({ fecha: '2026-06-15', hora: 7 });
        expect(localDay(new Date('2026-06-16T02:00:00Z'))).toEqual({ fecha: '2026-06-15', hora: 22 });
      }
      process.env.TZ = 'Asia/Tokyo';
      const c = await company();
      await one.service.run(new Date('2026-06-20T10:59:00Z'));
      expect(mailsOf(c.suffix)).toEqual([]);
      await one.service.run(new Date('2026-06-20T11:00:00Z'));
      expect(mailsOf(c.suffix)).toHaveLength(3);
      expect(mailsOf(c.suffix)[0]?.subject).toContain('20/06/2026');
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
  it("waits for 07:00 of the company's own ZonaHoraria, whatever the process's TZ", async () => {
    const original = process.env.TZ;
    try {
      for (const [tz, day] of [
        ['UTC', '2026-11-28'],
        ['Asia/Tokyo', '2026-11-29'],
      ] as const) {
        process.env.TZ = tz;
        // Mexico City is UTC-6 all year (07:00 there is 13:00 UTC); Santiago is UTC-3 in November (07:00 is 10:00 UTC).
        const mexico = await company();
        const santiago = await company();
        await models(one.ctx.app.db).Empresa.updateOne({ _id: mexico.companyId }, { $set: { ZonaHoraria: 'America/Mexico_City' } });
        await one.service.run(new Date(`${day}T12:59:00Z`));
        expect(mailsOf(mexico.suffix)).toEqual([]);
        expect(mailsOf(santiago.suffix)).toHaveLength(3);
        await one.service.run(new Date(`${day}T13:00:00Z`));
        expect(mailsOf(mexico.suffix)).toHaveLength(3);
        expect(mailsOf(mexico.suffix)[0]?.subject).toContain(day.split('-').reverse().join('/'));
        expect(mailsOf(santiago.suffix)).toHaveLength(3);
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each digest to the outbox as a mail with a text and an HTML part', async () => {
    let handle: { service: ResumenesService } | undefined;
    const own = await startAdmin({ resumenes: { source, onReady: (h) => (handle = h) } });
    const companyId = await createCompany(own.app, { Nombre: 'Constructora Buzón' });
    const suffix = companyId.toHexString();
    const userId = await createUser(own.app, { email: `buzon.${suffix}@obra.cl`, company: companyId, Nombre: 'Berta', Revisiones: true });
    answers.set(suffix, {
      revisiones: { subcontratos: [], usuarios: [{ userId: userId.toHexString(), secciones: [{ tipo: 'porResolver', total: 1, items: [item()] }] }] },
    });
    await handle?.service.run(MORNING);
    const [eml, ...others] = outboxMails(own.config);
    expect(others).toEqual([]);
    expect(eml).toContain(`To: buzon.${suffix}@obra.cl`);
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(eml).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(decodeQuotedPrintable(eml ?? '')).toContain('Por Resolver (1)');
  });
});
