export * from '../portal/revisiones.ts';
export * from './comunes.ts';
export * from './estadisticas.ts';
export * from './informes.ts';
export * from './listados.ts';
export * from './observaciones.ts';
export * from './proyectos.ts';
export * from './revisiones.ts';
