import type { EstadoRespuestaOT } from '@insp/contracts/neo';
import { estadosRespuestaOT, etiquetasEstadoOT } from '@insp/messages/neo';
import { respuestaOTColors } from '@insp/ui';
import { CheckIcon } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface EstadoButtonsProps {
  value: EstadoRespuestaOT | null;
  onChoose: (estado: EstadoRespuestaOT) => void;
  disabled: boolean;
  label: string;
  testId: string;
}

/**
 * One look for every Estado button of the sheet: a style written per state and per choice made ten
 * sets of a Button's rules, which the sheet's first commit parsed and inserted (244 rules on the NEO
 * capture page, its longest task; issue 19 §5). The state colours come in each button's own style.
 */
const estadoSx = {
  minHeight: 48,
  textTransform: 'none',
  lineHeight: 1.2,
  fontWeight: 500,
  '& .MuiButton-startIcon': { mr: 0.5 },
  '&[aria-pressed="true"]': { fontWeight: 700 },
  '&[aria-pressed="true"].Mui-disabled': { opacity: 0.6 },
  '&[aria-pressed="false"]': { color: 'text.primary', borderWidth: 2, '&:hover': { borderWidth: 2 } },
} as const;

/**
 * The answer's Estado as five large buttons (issue 19 §4): each named as the spec names the state
 * (Aprobado, Rechazado, No Aplica, Pendiente, Bloqueado) with the old app's label under it when it
 * differs ('Conforme', 'No se considera'…). The chosen one is filled with its state colour, carries a
 * check mark and aria-pressed; every button is at least 48 px high, two or three to a row on a phone.
 */
export function EstadoButtons({ value, onChoose, disabled, label, testId }: EstadoButtonsProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))' }}>
      {estadosRespuestaOT.map((estado) => {
        const chosen = value === estado;
        const colors = respuestaOTColors[estado];
        const etiqueta = etiquetasEstadoOT[estado];
        return (
          <Button
            key={estado}
            variant={chosen ? 'contained' : 'outlined'}
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => onChoose(estado)}
            data-testid={`${testId}-estado-${estado}`}
            data-selected={chosen}
            startIcon={chosen ? <CheckIcon /> : undefined}
            sx={estadoSx}
            // over the look's hover and disabled colours: the chosen one keeps its state's colour
            style={chosen ? { backgroundColor: colors.bg, color: colors.fg, borderColor: colors.bg } : { borderColor: colors.bg }}
          >
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <span>{estado}</span>
              {etiqueta !== estado ? (
                <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400 }}>
                  {etiqueta}
                </Box>
              ) : null}
            </Box>
          </Button>
        );
      })}
    </Box>
  );
}
