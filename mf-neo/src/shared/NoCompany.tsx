import { neo } from '@insp/messages/neo';
import Alert from '@mui/material/Alert';

/** §8 'No hay empresa seleccionada': a route without a company. */
export function NoCompany() {
  return <Alert severity="error">{neo.contexto.noHayEmpresa}</Alert>;
}
