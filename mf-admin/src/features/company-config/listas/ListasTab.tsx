import type { ConfigContext } from '../CompanyConfigScreen.tsx';

export default function ListasTab({ ctx }: { ctx: ConfigContext }) {
  return <div data-testid="listas-tab">{ctx.companyId}</div>;
}
