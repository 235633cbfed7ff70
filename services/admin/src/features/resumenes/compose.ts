import type { ModuleService } from '@insp/contracts';
import type { ResumenEnlacePortal, ResumenSeccion } from '@insp/contracts/resumenes';
import { resumenes as texts } from '@insp/messages/resumenes';

import type { OutgoingMail } from '../../mail/mailer.ts';

/** One module's sections for a recipient. */
export interface ParteResumen {
  modulo: ModuleService;
  secciones: ResumenSeccion[];
}

export interface Destinatario {
  nombre: string;
  email: string;
}

interface Cuerpo {
  saludo: string;
  intro: string;
  partes: ParteResumen[];
  /** The console origin for the items' links; null: no links (a contact has no account). */
  consola: string | null;
  portales: ResumenEnlacePortal[];
  pie: string;
}

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function text(body: Cuerpo): string {
  const lines = [body.saludo, '', body.intro];
  for (const parte of body.partes) {
    lines.push('', `== ${texts.modulos[parte.modulo] ?? parte.modulo} ==`);
    for (const seccion of parte.secciones) {
      lines.push('', `${texts.secciones[seccion.tipo] ?? seccion.tipo} (${seccion.total})`);
      for (const item of seccion.items) {
        lines.push(`- ${texts.item(item.numero, item.proyecto, item.ubicacion, item.estado)}`);
        if (body.consola) lines.push(`  ${body.consola}${item.enlace}`);
      }
      if (seccion.total > seccion.items.length) lines.push(texts.masItems(seccion.total - seccion.items.length));
    }
  }
  for (const portal of body.portales) lines.push('', texts.portal(portal.proyecto), portal.url);
  lines.push('', '--', body.pie);
  return lines.join('\n');
}

function html(body: Cuerpo): string {
  const out = [
    '<!doctype html><html lang="es"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#212121;max-width:640px;margin:0 auto;padding:16px">',
    `<p>${escape(body.saludo)}</p>`,
    `<p>${escape(body.intro)}</p>`,
  ];
  for (const parte of body.partes) {
    out.push(`<h2 style="font-size:18px;color:#1565c0;margin:24px 0 8px">${escape(texts.modulos[parte.modulo] ?? parte.modulo)}</h2>`);
    for (const seccion of parte.secciones) {
      out.push(`<h3 style="font-size:15px;margin:16px 0 4px">${escape(texts.secciones[seccion.tipo] ?? seccion.tipo)} (${seccion.total})</h3>`, '<ul>');
      for (const item of seccion.items) {
        const line = escape(texts.item(item.numero, item.proyecto, item.ubicacion, item.estado));
        const link = body.consola ? ` <a href="${escape(`${body.consola}${item.enlace}`)}">${escape(texts.verEnConsola)}</a>` : '';
        out.push(`<li>${line}${link}</li>`);
      }
      out.push('</ul>');
      if (seccion.total > seccion.items.length) out.push(`<p>${escape(texts.masItems(seccion.total - seccion.items.length))}</p>`);
    }
  }
  for (const portal of body.portales)
    out.push(
      `<p>${escape(texts.portal(portal.proyecto))}<br><a href="${escape(portal.url)}" style="display:inline-block;margin-top:4px;padding:8px 16px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${escape(texts.portalBoton)}</a></p>`,
    );
  out.push(`<hr><p style="font-size:12px;color:#616161">${escape(body.pie)}</p>`, '</body></html>');
  return out.join('\n');
}

const mailOf = (to: string, subject: string, body: Cuerpo): OutgoingMail => ({ to, subject, text: text(body), html: html(body) });

/** The digest of a subcontract's contact: its items of every module and the portal link of each project. */
export function mailSubcontrato(input: {
  contacto: Destinatario;
  subcontrato: string;
  empresa: string;
  fecha: string;
  partes: ParteResumen[];
  portales: ResumenEnlacePortal[];
}): OutgoingMail {
  return mailOf(input.contacto.email, texts.asuntoSubcontrato(input.subcontrato, input.empresa, input.fecha), {
    saludo: texts.saludo(input.contacto.nombre),
    intro: texts.introSubcontrato(input.subcontrato, input.empresa),
    partes: input.partes,
    consola: null,
    portales: input.portales,
    pie: texts.pieSubcontrato,
  });
}

/** The digest of a responsible user: their projects' items with a console link each. */
export function mailUsuario(input: { usuario: Destinatario; empresa: string; fecha: string; partes: ParteResumen[]; publicUrl: string }): OutgoingMail {
  return mailOf(input.usuario.email, texts.asuntoUsuario(input.empresa, input.fecha), {
    saludo: texts.saludo(input.usuario.nombre),
    intro: texts.introUsuario(input.empresa),
    partes: input.partes,
    consola: input.publicUrl,
    portales: [],
    pie: texts.pieUsuario,
  });
}
