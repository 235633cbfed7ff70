import type { Feature } from '../../shared/feature.ts';
import { respuestasResumen } from './provider.ts';

/** The module's part of admin's morning digest (issue 20 §3); owns no collection. */
export const resumenDiario: Feature = (app, { context }) => {
  context.resumen.provide(respuestasResumen(app.db));
};
