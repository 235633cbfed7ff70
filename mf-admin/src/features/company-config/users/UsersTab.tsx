import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { USERS_PAGE_SIZE, type CompanyUser, type CompanyUsage } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { ConfirmDialog, DataTable, useNotifiedCall, usePagedList, useRemoteProps, type Column } from '@insp/ui/components';
import { blockUser, deleteUser, fetchUsers, resetUserPassword } from '../api.ts';
import type { ConfigContext } from '../CompanyConfigScreen.tsx';

const UserDialog = lazy(() => import('./UserDialog.tsx'));
const EmailDialog = lazy(() => import('./EmailDialog.tsx'));

const u = adminScreens.users;
const c = adminScreens.config;
type Dialog = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; user: CompanyUser } | { kind: 'email'; user: CompanyUser } | { kind: 'delete'; user: CompanyUser };

const moduleNames = { Revisiones: 'Revisiones', Checklist: 'Checklist Revisiones', ChecklistsOT: 'Checklists' } as const;

/** Header: users against the total limit (enabled modules summed) and used/limit per enabled module. */
function UsageHeader({ usage }: { usage: CompanyUsage }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="users-usage">
      <Chip color="primary" label={`${c.usersHeader}: ${c.usage(usage.usuarios.used, usage.usuarios.limit)}`} data-testid="users-usage-total" />
      {(['Revisiones', 'Checklist', 'ChecklistsOT'] as const)
        .filter((m) => usage.modulos[m].Activado)
        .map((m) => (
          <Chip key={m} variant="outlined" label={`${moduleNames[m]}: ${c.usage(usage.modulos[m].usuarios.used, usage.modulos[m].usuarios.limit)}`} data-testid={`users-usage-${m}`} />
        ))}
    </Stack>
  );
}

/** 'Usuarios' tab (spec 000 §2): page size 80, create, edit, reset, block/unblock, change email, delete. */
export default function UsersTab({ ctx }: { ctx: ConfigContext }) {
  const { api, session } = useRemoteProps();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const list = usePagedList(ctx.companyId, (page, pageSize) => fetchUsers(api, ctx.companyId, page, pageSize), USERS_PAGE_SIZE);
  const { data, reload } = list;
  const close = () => setDialog({ kind: 'none' });
  const run = useNotifiedCall(reload);
  /** Only an Administrador may edit, reset or delete users of type Administrador (spec 000 §6). */
  const protectedUser = (user: CompanyUser) => user.tipoUsuario === 'Administrador' && session.userType !== 'Administrador';
  const directorId = data?.items.find((x) => x.tipoUsuario === 'AdministradorEmpresa')?.id ?? null;

  const columns: Column<CompanyUser>[] = [
    { header: u.columns.nombre, render: (x) => `${x.Nombre} ${x.Apellido}` },
    { header: u.columns.email, render: (x) => x.Email ?? '' },
    { header: u.columns.cargo, render: (x) => x.Cargo },
    { header: u.columns.tipo, render: (x) => x.tipoUsuario },
    {
      header: u.columns.modulos,
      render: (x) => (['Revisiones', 'Checklist', 'ChecklistsOT'] as const).filter((m) => x[m]).map((m) => moduleNames[m]).join(', '),
    },
    {
      header: u.columns.estado,
      render: (x) => <Chip size="small" color={x.Activado ? 'success' : 'warning'} label={x.Activado ? u.active : u.blocked} />,
    },
    {
      header: u.columns.acciones,
      render: (x) => {
        const locked = protectedUser(x);
        return (
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 0.5, maxWidth: 360 }} data-testid={`user-actions-${x.Email ?? x.id}`}>
            <Button size="small" disabled={locked} onClick={() => setDialog({ kind: 'edit', user: x })}>
              {u.actions.edit}
            </Button>
            <Button size="small" disabled={locked} onClick={() => void run(() => resetUserPassword(api, ctx.companyId, x.id))}>
              {u.actions.resetPassword}
            </Button>
            <Button size="small" disabled={locked} onClick={() => void run(() => blockUser(api, ctx.companyId, x.id, x.Activado))}>
              {x.Activado ? u.actions.block : u.actions.unblock}
            </Button>
            <Button size="small" disabled={locked} onClick={() => setDialog({ kind: 'email', user: x })}>
              {u.actions.changeEmail}
            </Button>
            <Button size="small" color="error" disabled={locked} onClick={() => setDialog({ kind: 'delete', user: x })}>
              {u.actions.delete}
            </Button>
          </Stack>
        );
      },
    },
  ];

  return (
    <div data-testid="users-tab">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 2 }}>
        {data ? <UsageHeader usage={data.usage} /> : <span />}
        <Button variant="contained" onClick={() => setDialog({ kind: 'new' })}>
          {u.add}
        </Button>
      </Stack>
      {list.error ? <Typography color="error">{list.error}</Typography> : null}
      <DataTable columns={columns} rowKey={(x) => x.id} {...list.table} pageSizes={[10, 20, 50, USERS_PAGE_SIZE, 100]} />
      <Suspense fallback={null}>
        {dialog.kind === 'new' || dialog.kind === 'edit' ? (
          <UserDialog
            companyId={ctx.companyId}
            company={ctx.config.company}
            user={dialog.kind === 'edit' ? dialog.user : null}
            directorId={directorId}
            onClose={close}
            onSaved={() => {
              close();
              reload();
            }}
          />
        ) : null}
        {dialog.kind === 'email' ? (
          <EmailDialog
            companyId={ctx.companyId}
            user={dialog.user}
            onClose={close}
            onSaved={() => {
              close();
              reload();
            }}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={dialog.kind === 'delete' ? u.deleteTitle(`${dialog.user.Nombre} ${dialog.user.Apellido}`) : ''}
        onClose={close}
        onConfirm={() => {
          if (dialog.kind === 'delete') {
            const id = dialog.user.id;
            void run(() => deleteUser(api, ctx.companyId, id));
          }
        }}
      />
    </div>
  );
}
