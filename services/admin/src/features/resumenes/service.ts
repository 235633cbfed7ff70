import type { ModuleService } from '@insp/contracts';
import type { ResumenEnlacePortal, ResumenModulo } from '@insp/contracts/resumenes';
import { type Connection, Types } from 'mongoose';

import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import type { UsuarioDoc } from '../../models/index.ts';
import { mailSubcontrato, mailUsuario, type ParteResumen } from './compose.ts';
import { fechaChilena, HORA_RESUMEN, localDay } from './local-time.ts';
import { type EmpresaResumen, resumenesRepository } from './repository.ts';
import type { ResumenSource } from './source.ts';

export interface ResumenesDeps {
  db: Connection;
  mailer: Mailer;
  source: ResumenSource;
  /** The console's origin (PUBLIC_URL) for the users' links. */
  publicUrl: string;
  log: DigestLog;
}

/** Where the digests log (the app's logger, or the console of the demo command). */
export interface DigestLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RunOptions {
  /**
   * Development only (the demo after `npm start`'s seeds): every company now, whatever its hour, under a
   * claim of its own (`demo:<company>:<date>`), so the real morning digest of the day still goes out.
   */
  demo?: boolean;
}

export interface RunResult {
  /** Companies whose digest this run claimed. */
  empresas: number;
  enviados: number;
}

/** A window never reaches further back than this (a company whose last digest is older gets the last day). */
const MAX_WINDOW_MS = 7 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The module flag a user needs to open what a module's items link to. */
const flagOf: Record<ModuleService, 'Revisiones' | 'Checklist' | 'ChecklistsOT'> = {
  revisiones: 'Revisiones',
  'checklist-revisiones': 'Checklist',
  neo: 'ChecklistsOT',
};

/**
 * The morning digests (issue 20 §3): for each active company whose local time is past 07:00 and whose
 * digest of that local date nobody claimed yet, claim it (one replica wins), ask each of its module
 * services for [last digest, now), and mail each subcontract contact and each responsible user with
 * something in it (users who turned it off in 'Perfil' get none).
 */
export function resumenesService(deps: ResumenesDeps) {
  const repo = resumenesRepository(deps.db);

  async function sendAll(mails: OutgoingMail[], companyId: string): Promise<number> {
    let sent = 0;
    for (const mail of mails) {
      try {
        await deps.mailer.send(mail);
        sent += 1;
      } catch (error) {
        deps.log.error({ err: error, companyId }, 'digest mail not sent');
      }
    }
    return sent;
  }

  async function mailsOf(company: EmpresaResumen, fecha: string, answers: ResumenModulo[]): Promise<OutgoingMail[]> {
    const dia = fechaChilena(fecha);
    const mails: OutgoingMail[] = [];

    // Subcontracts of the catalogue: one mail per contact, every module's items together.
    const porSubcontrato = new Map<string, { partes: ParteResumen[]; portales: ResumenEnlacePortal[] }>();
    for (const answer of answers)
      for (const sub of answer.subcontratos) {
        if (!sub.subcontratoId) continue;
        const entry = porSubcontrato.get(sub.subcontratoId) ?? { partes: [], portales: [] };
        entry.partes.push({ modulo: answer.modulo, secciones: sub.secciones });
        entry.portales.push(...sub.enlacesPortal);
        porSubcontrato.set(sub.subcontratoId, entry);
      }
    if (porSubcontrato.size > 0) {
      const items = await repo.subcontratos(
        company.id,
        [...porSubcontrato.keys()].map((id) => new Types.ObjectId(id)),
      );
      for (const item of items) {
        const entry = porSubcontrato.get(item._id.toHexString());
        if (!entry) continue;
        const portales = [...new Map(entry.portales.map((p) => [p.url, p])).values()];
        for (const contacto of item.Contactos ?? [])
          mails.push(
            mailSubcontrato({
              contacto: { nombre: contacto.Nombre, email: contacto.Email },
              subcontrato: item.Nombre,
              empresa: company.nombre,
              fecha: dia,
              partes: entry.partes,
              portales,
            }),
          );
      }
    }

    // Responsible users: one mail each, the modules they have.
    const porUsuario = new Map<string, ParteResumen[]>();
    for (const answer of answers)
      for (const usuario of answer.usuarios) {
        if (!Types.ObjectId.isValid(usuario.userId)) continue;
        const partes = porUsuario.get(usuario.userId) ?? [];
        partes.push({ modulo: answer.modulo, secciones: usuario.secciones });
        porUsuario.set(usuario.userId, partes);
      }
    if (porUsuario.size > 0) {
      const users = await repo.usuarios(
        new Types.ObjectId(company.id),
        [...porUsuario.keys()].map((id) => new Types.ObjectId(id)),
      );
      for (const user of users) {
        if (!user.Email || user.ResumenDiario === false) continue;
        const partes = (porUsuario.get(user._id.toHexString()) ?? []).filter((parte) => hasModule(user, parte.modulo));
        if (partes.length === 0) continue;
        mails.push(
          mailUsuario({ usuario: { nombre: user.Nombre, email: user.Email }, empresa: company.nombre, fecha: dia, partes, publicUrl: deps.publicUrl }),
        );
      }
    }
    return mails;
  }

  async function runCompany(company: EmpresaResumen, now: Date, options: RunOptions): Promise<number | null> {
    const { fecha, hora } = localDay(now, company.zonaHoraria);
    if (!options.demo && hora < HORA_RESUMEN) return null;
    const id = `${options.demo ? 'demo:' : ''}${company.id}:${fecha}`;
    // The demo's window is always the last day (the first scheduled run may have claimed the day before the seeds ran).
    const last = options.demo ? null : await repo.ultimoHasta(company.id);
    const desde = last && last.getTime() < now.getTime() && now.getTime() - last.getTime() <= MAX_WINDOW_MS ? last : new Date(now.getTime() - DAY_MS);
    if (!(await repo.claim(company.id, id, fecha, desde, now))) return null;
    const answers = await Promise.all(company.modulos.map(async (modulo) => ({ modulo, answer: await deps.source.resumen(modulo, company.id, desde, now) })));
    const faltantes = answers.filter((a) => a.answer === null).map((a) => a.modulo);
    if (faltantes.length > 0) deps.log.warn({ companyId: company.id, faltantes }, 'digest: module services did not answer');
    const mails = await mailsOf(
      company,
      fecha,
      answers.flatMap((a) => (a.answer ? [a.answer] : [])),
    );
    const enviados = await sendAll(mails, company.id);
    await repo.finish(company.id, id, enviados, faltantes);
    return enviados;
  }

  return {
    /** One pass over every active company (the scheduler's task). */
    async run(now: Date, options: RunOptions = {}): Promise<RunResult> {
      const result: RunResult = { empresas: 0, enviados: 0 };
      for (const company of await repo.empresas()) {
        try {
          const sent = await runCompany(company, now, options);
          if (sent === null) continue;
          result.empresas += 1;
          result.enviados += sent;
        } catch (error) {
          deps.log.error({ err: error, companyId: company.id }, 'digest failed');
        }
      }
      return result;
    },
  };
}

export type ResumenesService = ReturnType<typeof resumenesService>;

function hasModule(user: UsuarioDoc, modulo: ModuleService): boolean {
  return user.tipoUsuario !== 'UsuarioEmpresa' || user[flagOf[modulo]];
}
