// The contractor portal (issue 20 §2): generic links, public routes and the fix an item carries. The
// accept / return routes of each module's items: ./revisiones.ts and ./checklist-revisiones.ts.
export * from './correccion.ts';
export * from './enlaces.ts';
export * from './publico.ts';
