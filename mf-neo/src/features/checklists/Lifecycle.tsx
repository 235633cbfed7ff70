import { type NeoProyecto, neoProyectosEndpoints } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { ConfirmDialog, useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import Button from '@mui/material/Button';
import { useState } from 'react';

const s = neoScreens.ciclo;
type Step = 'iniciar' | 'finalizar' | 'reiniciar';

/**
 * §4 lifecycle: 'Iniciar' (not started and not finished), 'Finalizar' (started), 'Reiniciar' (only
 * when finished), each after a confirmation.
 */
export function Lifecycle({ companyId, project }: { companyId: string; project: NeoProyecto }) {
  const { notify } = useRemoteProps();
  const [step, setStep] = useState<Step | null>(null);
  const params = { companyId, projectId: project.id };
  const options = (success: string) => ({
    invalidates: () => [endpointKey('neo', neoProyectosEndpoints.get, params), endpointKey('neo', neoProyectosEndpoints.list, { companyId })],
    onSuccess: () => notify('success', success),
    onError: (error: Error) => notify('error', error.message),
  });
  const iniciar = useEndpointMutation('neo', neoProyectosEndpoints.iniciar, options(neo.proyectos.success.iniciado));
  const finalizar = useEndpointMutation('neo', neoProyectosEndpoints.finalizar, options(neo.proyectos.success.finalizado));
  const reiniciar = useEndpointMutation('neo', neoProyectosEndpoints.reiniciar, options(neo.proyectos.success.reiniciado));
  const busy = iniciar.isPending || finalizar.isPending || reiniciar.isPending;
  const button = (which: Step, label: string) => (
    <Button
      variant="contained"
      color={which === 'finalizar' ? 'secondary' : 'primary'}
      disabled={busy}
      onClick={() => setStep(which)}
      data-testid={`ciclo-${which}`}
    >
      {label}
    </Button>
  );
  return (
    <>
      {project.ProyectoIniciado
        ? button('finalizar', s.finalizar)
        : project.ProyectoFinalizado
          ? button('reiniciar', s.reiniciar)
          : button('iniciar', s.iniciar)}
      <ConfirmDialog
        open={step !== null}
        title={step === 'finalizar' ? s.confirmarFinalizar : step === 'reiniciar' ? s.confirmarReiniciar : s.confirmarIniciar}
        onClose={() => setStep(null)}
        onConfirm={() => {
          const mutation = step === 'finalizar' ? finalizar : step === 'reiniciar' ? reiniciar : iniciar;
          mutation.mutate({ params });
        }}
      />
    </>
  );
}
