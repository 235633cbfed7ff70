/** The checklist-revisiones demo: what Constructora Andes has (two projects, revisions, listados). */

import { pick } from '@insp/module-service/seed-kit';

export const PROJECT_AGE_DAYS = 60;

export interface PlannedProject {
  NombreProyecto: string;
  /** encargado@andes.cl is responsible for (and sees) this one. */
  encargado: boolean;
  revisiones: { Nombre: string; listados: { Nombre: string; plantilla: number }[] }[];
  respuestas: number;
}

export const plannedProjects: readonly PlannedProject[] = [
  {
    NombreProyecto: 'Condominio Los Aromos',
    encargado: true,
    revisiones: [
      {
        Nombre: 'Pre-entrega Torre 1',
        listados: [
          { Nombre: 'Depto 101', plantilla: 0 },
          { Nombre: 'Depto 102', plantilla: 0 },
          { Nombre: 'Áreas comunes', plantilla: 1 },
        ],
      },
      { Nombre: 'Post-venta', listados: [{ Nombre: 'Depto 201', plantilla: 0 }] },
    ],
    respuestas: 250,
  },
  {
    NombreProyecto: 'Edificio Mirador del Valle',
    encargado: false,
    revisiones: [
      {
        Nombre: 'Recepción de obra gruesa',
        listados: [
          { Nombre: 'Piso 1', plantilla: 1 },
          { Nombre: 'Piso 2', plantilla: 0 },
        ],
      },
    ],
    respuestas: 170,
  },
];

/** The demo templates created in admin when the company has none (names of admin's catalogues). */
export const demoTemplates = [
  { Nombre: 'Terminaciones departamento', Recintos: ['Baño', 'Cocina', 'Living', 'Dormitorio'], Subcontratos: ['Pintura', 'Cerámica', 'Eléctrico'] },
  { Nombre: 'Áreas comunes', Recintos: ['Living', 'Cocina'], Subcontratos: ['Pintura', 'Eléctrico'] },
] as const;

/** States of the answers: mostly pending or resolved, some owner criteria, a few without a state. */
export function estadoDe(u: number): 'Por Resolver' | 'Resuelto' | 'Criterios Propietario' | null {
  if (u < 0.45) return 'Por Resolver';
  if (u < 0.85) return 'Resuelto';
  if (u < 0.95) return 'Criterios Propietario';
  return null;
}

const ubicaciones = ['muro norte', 'muro sur', 'cielo', 'piso', 'junto a la puerta', 'bajo la ventana', 'esquina', 'encuentro muro-losa'];
const notas = ['', '', 'Se informó al subcontrato.', 'Revisar antes de la entrega.', 'Coordinar con jefe de terreno.'];

export function comentario(rnd: () => number, errorTipo: string, recinto: string): string {
  const nota = pick(rnd, notas);
  return `${errorTipo} en ${recinto.toLowerCase()}, ${pick(rnd, ubicaciones)}.${nota ? ` ${nota}` : ''}`;
}
