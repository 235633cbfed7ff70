import type { ConfigContext } from '../CompanyConfigScreen.tsx';

export type ParametroOT = 'UnidadesOT' | 'PasillosOT' | 'SectoresOT' | 'RecintosOT' | 'ElementosOT' | 'OtrosOT';

export default function ParametersTab({ ctx, parameter, label }: { ctx: ConfigContext; parameter: ParametroOT; label: string }) {
  return <div data-testid={`parameters-${parameter}`}>{label} {ctx.companyId}</div>;
}
