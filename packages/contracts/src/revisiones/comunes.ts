// The hierarchy's params and pieces are the review family's (../review-family/comunes.ts).
export { EstadoRegistro, ListadoParams, pageQuery, ProyectoParams, ResponsableAsignado, responsableId, RevisionParams } from '../review-family/comunes.ts';
