import { randomBytes, randomUUID } from 'node:crypto';

import type { CatalogItem, InternalCompanyFull, InternalUser, UserType } from '@insp/contracts';
import { fakeCompany, fakeUser } from '@insp/module-service/fakes';
import type { ObservacionDoc } from '@insp/service-revisiones/src/shared/observaciones-query.ts';
import { Types } from 'mongoose';
import sharp from 'sharp';

const DAY_MS = 24 * 60 * 60 * 1000;
const id = (): string => new Types.ObjectId().toHexString();
const item = (Nombre: string): CatalogItem => ({ id: id(), Nombre, Activado: true });

const SECTORES = ['Torre A', 'Torre B', 'Torre C', 'Estacionamientos', 'Áreas comunes'];
const RECINTOS = ['Baño', 'Cocina', 'Living', 'Dormitorio 1', 'Dormitorio 2', 'Logia', 'Terraza', 'Pasillo'];
const SUBCONTRATOS: Record<string, string[]> = {
  Pintura: ['Manchas', 'Fisuras', 'Sopladuras'],
  Cerámica: ['Cantería', 'Nivel', 'Pieza quebrada'],
  Carpintería: ['Descuadre', 'Rayas'],
  Electricidad: ['Enchufe suelto', 'Sin tapa'],
  Gasfitería: ['Filtración', 'Goteo'],
};
const PRIORIDADES = ['Alta', 'Media', 'Baja'];
const COMENTARIOS = [
  'Mancha de humedad en el muro norte, junto a la ventana',
  'Fisura horizontal en el cielo, revisar antes de pintar',
  'Cerámica con cantería incompleta bajo el lavamanos',
  'Puerta roza el marco al cerrar, ajustar bisagras',
  'Enchufe sin tapa en el muro de la cama',
  'Filtración en la llave de paso de la cocina',
  'Guardapolvo despegado en la esquina del pasillo',
  'Sopladura de pintura sobre el tablero eléctrico',
  'Pieza de porcelanato quebrada frente a la ducha',
  'Falta sello de silicona en la cubierta',
  '',
];

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

/** The bench company: the service tests' fake company with the catalogues of a mid-size builder. */
export function benchCompany(): InternalCompanyFull {
  return fakeCompany({
    Nombre: 'Constructora Andes',
    PiePagina: 'Constructora Andes Ltda. · Av. Apoquindo 1234, Las Condes',
    Revisiones: { Activado: true, LimiteRevisiones: 20, RevisionesUsados: 0, LimiteUsuarios: 20, UsuariosUsados: 0 },
    Catalogos: {
      sectores: SECTORES.map(item),
      recintos: RECINTOS.map(item),
      subcontratos: Object.entries(SUBCONTRATOS).map(([Nombre, errores]) => ({
        ...item(Nombre),
        ErroresTipo: errores.length,
        ErroresTipoItems: errores.map(item),
      })),
      prioridades: PRIORIDADES.map(item),
      cargos: [item('Jefe de obra'), item('Supervisor'), item('Inspector técnico')],
    },
  });
}

export function benchUser(companyId: string, Nombre: string, Apellido: string, tipoUsuario: UserType, Cargo: string): InternalUser {
  return fakeUser(companyId, { Nombre, Apellido, Cargo, tipoUsuario, Email: `${Nombre.toLowerCase()}.${Apellido.toLowerCase()}@andes.cl` });
}

/** Where a batch of observations goes, with the denormalised names the service keeps on each. */
export interface ListadoRef {
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  revisionId: Types.ObjectId;
  listadoId: Types.ObjectId;
  NombreProyecto: string;
  NombreRevision: string;
  NombreListado: string;
}

export interface ObservacionesPlan {
  /** Observations of the listado in all (Numero 1..total, oldest first). */
  total: number;
  /** Spread of CreatedAt back from `now` (with DiasPorVencer 10 / DiasVencidos 20 every status occurs). */
  spanDays: number;
  now: Date;
  /** Who captured them (and resolved some). */
  autores: { id: string; name: string }[];
  /** Photo ids of observation `numero`; default: 0-2 ids of files that are not stored (Excel only links them). */
  imagenes?: (numero: number) => Types.ObjectId[];
}

/**
 * Observations numbered `from`..`from + count - 1` of a listado, shaped as the capture route stores
 * them (services/revisiones/src/features/observaciones/model.ts): a third resolved, catalogue names,
 * creation spread over `spanDays`, some edited.
 */
export function observaciones(ref: ListadoRef, from: number, count: number, plan: ObservacionesPlan): ObservacionDoc[] {
  const docs: ObservacionDoc[] = [];
  const subcontratos = Object.keys(SUBCONTRATOS);
  for (let numero = from; numero < from + count; numero++) {
    const r = (numero * 2654435761) >>> 0;
    const age = plan.spanDays * DAY_MS * (1 - numero / (plan.total + 1));
    const CreatedAt = new Date(plan.now.getTime() - age + (r % 60_000));
    const subcontrato = pick(subcontratos, r >>> 3);
    const resuelta = r % 3 === 0 ? new Date(Math.min(plan.now.getTime(), CreatedAt.getTime() + ((r >>> 5) % 15) * DAY_MS + 3_600_000)) : null;
    const autor = pick(plan.autores, r >>> 7);
    docs.push({
      _id: new Types.ObjectId(),
      companyId: ref.companyId,
      projectId: ref.projectId,
      revisionId: ref.revisionId,
      listadoId: ref.listadoId,
      Numero: numero,
      clientId: randomUUID(),
      Sector: pick(SECTORES, r >>> 9),
      Recinto: pick(RECINTOS, r >>> 11),
      Subcontrato: subcontrato,
      ErrorTipo: (r >>> 13) % 5 === 0 ? '' : pick(SUBCONTRATOS[subcontrato] ?? [''], r >>> 15),
      Prioridad: pick(PRIORIDADES, r >>> 17),
      Comentario: pick(COMENTARIOS, r >>> 19),
      Imagenes: plan.imagenes ? plan.imagenes(numero) : Array.from({ length: (r >>> 21) % 3 }, () => new Types.ObjectId()),
      CreatedAt,
      Resuelta: resuelta,
      EditadoPor: resuelta ? pick(plan.autores, r >>> 23) : null,
      createdBy: autor,
      NombreProyecto: ref.NombreProyecto,
      NombreRevision: ref.NombreRevision,
      NombreListado: ref.NombreListado,
    });
  }
  return docs;
}

/**
 * A photo-like RGB raster: low-frequency blotches (what a scene compresses like) plus sensor grain,
 * so a 4000×3000 JPEG comes out at ~4 MB and its 1600 px web version at a few hundred KB, like a
 * phone photo (pure noise would make both unrealistically large).
 */
async function photoRaster(width: number, height: number, grain: number): Promise<Buffer> {
  const bw = 200;
  const bh = Math.round((bw * height) / width);
  const raster = await sharp(randomBytes(bw * bh * 3), { raw: { width: bw, height: bh, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(2)
    .raw()
    .toBuffer();
  const noise = randomBytes(raster.length);
  const span = 2 * grain + 1;
  for (let i = 0; i < raster.length; i++) {
    const value = (raster[i] ?? 0) + ((noise[i] ?? 0) % span) - grain;
    raster[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return raster;
}

/** A 4000×3000 camera-like JPEG of about 4 MB. */
export async function photo4mb(): Promise<Buffer> {
  const raster = await photoRaster(4000, 3000, 12);
  return sharp(raster, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 91 })
    .toBuffer();
}

/** A distinct 1600×1200 camera-like JPEG, the size of a stored web version (a few hundred KB). */
export async function webPhoto(): Promise<Buffer> {
  const raster = await photoRaster(1600, 1200, 12);
  return sharp(raster, { raw: { width: 1600, height: 1200, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The multipart body of POST /companies/:companyId/files with one image (built once, sent many times). */
export async function uploadForm(data: Buffer, fileName = 'foto.jpg'): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}
