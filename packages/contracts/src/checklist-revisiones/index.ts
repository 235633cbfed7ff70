// Checklist-review projects (service 'checklist-revisiones'), exported from the package root as the
// namespace `checklistRevisiones` (its names mirror the revision family's and would collide).
export * from '../portal/checklist-revisiones.ts';
export * from './comunes.ts';
export * from './errores-tipo.ts';
export * from './estadisticas.ts';
export * from './informes.ts';
export * from './listados.ts';
export * from './proyectos.ts';
export * from './recintos.ts';
export * from './respuestas.ts';
export * from './resumen.ts';
export * from './revisiones.ts';
export * from './subcontratos.ts';
