import { ContactosDialog } from '../../../shared/contactos/ContactosDialog.tsx';
import { useContactos, useSaveContactos } from './api.ts';

/** 'Contactos - {subcontrato}' for one of the company's Subcontratos (issue 20 §1). */
export function SubcontratoContactosDialog({
  companyId,
  subcontrato,
  onClose,
}: {
  companyId: string;
  subcontrato: { id: string; Nombre: string };
  onClose: () => void;
}) {
  const list = useContactos(companyId, subcontrato.id);
  const save = useSaveContactos();
  return (
    <ContactosDialog
      nombre={subcontrato.Nombre}
      list={list}
      save={(Contactos) => save.mutateAsync({ params: { companyId, subcontratoId: subcontrato.id }, body: { Contactos } })}
      onClose={onClose}
    />
  );
}
