// Moved down to @insp/ui/screens (the same chart figures in both revision modules).
export { BAR_MAX_FACTOR, barMax, porcentaje, porcentajes } from '@insp/ui/screens/statistics';
