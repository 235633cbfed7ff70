/*
 * What the revisiones demo contains (issue 6 §4), as plain data: names, how many observations each
 * project gets (the seeded random source and day arithmetic are module-service's seed-kit).
 */

import { pick } from '@insp/module-service/seed-kit';

/** Project days of the demo (the spec's defaults), so the derived statuses fall where intended. */
export const DIAS_POR_VENCER = 10;
export const DIAS_VENCIDOS = 20;

export interface PlannedRevision {
  Nombre: string;
  listados: string[];
}

export interface PlannedProject {
  NombreProyecto: string;
  /** The company user (encargado) is its Responsable and among its Responsables. */
  encargado: boolean;
  /** Soft-deleted through the API once filled, its deletion then moved two days back. */
  deleted: boolean;
  /** Observations at scale 1, shared among its listados. */
  observaciones: number;
  revisiones: PlannedRevision[];
}

export const plannedProjects: readonly PlannedProject[] = [
  {
    NombreProyecto: 'Edificio Los Robles',
    encargado: true,
    deleted: false,
    observaciones: 290,
    revisiones: [
      { Nombre: 'Obra gruesa', listados: ['Losas y muros', 'Escaleras y shafts', 'Estacionamientos'] },
      { Nombre: 'Terminaciones', listados: ['Departamentos pisos 1 a 5', 'Departamentos pisos 6 a 10', 'Espacios comunes', 'Fachada'] },
      { Nombre: 'Preentrega', listados: ['Torre A', 'Torre B'] },
    ],
  },
  {
    NombreProyecto: 'Condominio Vista Mar',
    encargado: false,
    deleted: false,
    observaciones: 230,
    revisiones: [
      { Nombre: 'Revisión casas etapa 1', listados: ['Casas 1 a 10', 'Casas 11 a 20', 'Áreas verdes'] },
      { Nombre: 'Revisión casas etapa 2', listados: ['Casas 21 a 30', 'Casas 31 a 40', 'Sede social'] },
      { Nombre: 'Entrega final', listados: ['Casas 1 a 20', 'Urbanización'] },
    ],
  },
  {
    NombreProyecto: 'Torre Alameda',
    encargado: false,
    deleted: true,
    observaciones: 90,
    revisiones: [
      { Nombre: 'Obra gruesa', listados: ['Subterráneos', 'Pisos 1 a 8'] },
      { Nombre: 'Terminaciones', listados: ['Pisos 1 a 8', 'Hall de acceso'] },
    ],
  },
];

/** Days before `now` the projects were created; later revisions start this many days apart. */
export const PROJECT_AGE_DAYS = 62;
export const REVISION_STEP_DAYS = 17;

/** Splits `total` among `weights.length` parts (each at least `min`), proportionally to the weights. */
export function split(total: number, weights: readonly number[], min: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(min, Math.floor((total * w) / sum)));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % parts.length, rest--) parts[i] = (parts[i] ?? 0) + 1;
  return parts;
}

/**
 * Ages (days before now) of a listado's `n` observations, oldest first: stratified over the
 * listado's life and skewed towards recent days (u^1.6), so every listado old enough has some
 * Observada, Por Vencer and Vencida ones instead of what a uniform draw happens to give.
 */
export function observationAges(n: number, maxAgeDays: number, rnd: () => number): number[] {
  const ages: number[] = [];
  for (let j = 0; j < n; j++) {
    const u = (j + 0.15 + 0.7 * rnd()) / n;
    ages.push(Math.max(0.02, maxAgeDays * u ** 1.6));
  }
  return ages.sort((a, b) => b - a);
}

/** Chance that an observation of that age has been resolved (older ones more often): about 35% overall. */
export function resolvedChance(ageDays: number): number {
  if (ageDays >= DIAS_VENCIDOS) return 0.5;
  if (ageDays >= DIAS_POR_VENCER) return 0.3;
  return 0.15;
}

const unidades = [
  'del depto 101',
  'del depto 204',
  'del depto 305',
  'del depto 402',
  'del depto 508',
  'del depto 611',
  'de la casa 7',
  'de la casa 12',
  'de la bodega 3',
  'del hall de acceso',
];
const ubicaciones = [
  'muro norte',
  'muro sur',
  'muro oriente',
  'muro poniente',
  'cielo',
  'piso',
  'junto a la puerta',
  'bajo la ventana',
  'esquina del shaft',
  'encuentro muro-losa',
];
const notas = [
  '',
  '',
  'Se informó al subcontrato.',
  'Repetida de la revisión anterior.',
  'Revisar antes de la entrega.',
  'Fotografía adjunta.',
  'Coordinar con jefe de terreno.',
  'Afecta a más de un recinto.',
];

/** A field inspector's comment for an observation. */
export function comentario(rnd: () => number, what: string, recinto: string): string {
  const nota = pick(rnd, notas);
  return `${what} en ${recinto.toLowerCase()} ${pick(rnd, unidades)}, ${pick(rnd, ubicaciones)}.${nota ? ` ${nota}` : ''}`;
}
