import { type CompanyUsage, type CompanyUser, USERS_PAGE_SIZE } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { type Column, ConfirmDialog, DataTable, isPlatformAdmin, SearchField, type TableSort, useNotifiedCall, useRemoteProps } from '@insp/ui/components';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import { useTablePaging } from '../../../shared/paging.ts';
import { type RowAction, RowActionsMenu } from '../../../shared/RowActionsMenu.tsx';
import type { ConfigContext } from '../CompanyConfigScreen.tsx';
import { useBlockUser, useDeleteUser, useResetUserPassword, useUsersPage } from './api.ts';

const UserDialog = lazy(() => import('./UserDialog.tsx'));
const EmailDialog = lazy(() => import('./EmailDialog.tsx'));

const u = adminScreens.users;
const c = adminScreens.config;
type Dialog =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'edit'; user: CompanyUser }
  | { kind: 'email'; user: CompanyUser }
  | { kind: 'delete'; user: CompanyUser }
  | { kind: 'block'; user: CompanyUser }
  | { kind: 'reset'; user: CompanyUser };
type Confirmable = Extract<Dialog, { kind: 'delete' | 'block' | 'reset' }>;

const fullName = (user: CompanyUser) => `${user.Nombre} ${user.Apellido}`;
const confirmTitle = (dialog: Confirmable) =>
  dialog.kind === 'delete'
    ? u.deleteTitle(fullName(dialog.user))
    : dialog.kind === 'block'
      ? u.blockTitle(fullName(dialog.user))
      : u.resetPasswordTitle(fullName(dialog.user));
const isConfirmable = (dialog: Dialog): dialog is Confirmable => dialog.kind === 'delete' || dialog.kind === 'block' || dialog.kind === 'reset';

const moduleNames = { Revisiones: 'Revisiones', Checklist: 'Checklist Revisiones', ChecklistsOT: 'Checklists' } as const;

/** Header: users against the total limit (enabled modules summed) and used/limit per enabled module. */
function UsageHeader({ usage }: { usage: CompanyUsage }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="users-usage">
      <Chip color="primary" label={`${c.usersHeader}: ${c.usage(usage.usuarios.used, usage.usuarios.limit)}`} data-testid="users-usage-total" />
      {(['Revisiones', 'Checklist', 'ChecklistsOT'] as const)
        .filter((m) => usage.modulos[m].Activado)
        .map((m) => (
          <Chip
            key={m}
            variant="outlined"
            label={`${moduleNames[m]}: ${c.usage(usage.modulos[m].usuarios.used, usage.modulos[m].usuarios.limit)}`}
            data-testid={`users-usage-${m}`}
          />
        ))}
    </Stack>
  );
}

/** 'Usuarios' tab (spec 000 §2): page size 80, create, edit, reset, block/unblock, change email, delete. */
export default function UsersTab({ ctx }: { ctx: ConfigContext }) {
  const { session } = useRemoteProps();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>({ key: 'Nombre', order: 'asc' });
  const paging = useTablePaging(USERS_PAGE_SIZE, 'usuarios');
  // another search or sort keeps the company's rows on screen; another company shows loading
  const list = useUsersPage(ctx.companyId, paging.page, paging.pageSize, search, sort);
  const { data } = list;
  const block = useBlockUser();
  const remove = useDeleteUser();
  const reset = useResetUserPassword();
  const close = () => setDialog({ kind: 'none' });
  const run = useNotifiedCall();
  const userParams = (userId: string) => ({ params: { companyId: ctx.companyId, userId } });
  /** Only an Administrador may edit, reset or delete users of type Administrador (spec 000 §6). */
  const protectedUser = (user: CompanyUser) => user.tipoUsuario === 'Administrador' && !isPlatformAdmin(session);
  // the server names the director: a searched page may not show them
  const directorId = data?.directorId ?? data?.items.find((x) => x.tipoUsuario === 'AdministradorEmpresa')?.id ?? null;
  // every user needs a module (spec 000 §5): with none on, 'Nuevo Usuario' could only fail
  const { company } = ctx.config;
  const noModules = !company.Revisiones.Activado && !company.CheckList.Activado && !company.ChecklistsOT.Activado;
  // blocking or deleting oneself would throw the user out at once, with no way back but the platform administrator
  const isSelf = (user: CompanyUser) => user.id === session.id;
  // the last confirmed dialog stays on screen through its closing transition
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  if (isConfirmable(dialog) && dialog !== confirming) setConfirming(dialog);

  const columns: Column<CompanyUser>[] = [
    { header: u.columns.nombre, render: fullName, sortKey: 'Nombre' },
    { header: u.columns.email, render: (x) => x.Email ?? '', sortKey: 'Email' },
    { header: u.columns.cargo, render: (x) => x.Cargo, sortKey: 'Cargo' },
    { header: u.columns.tipo, render: (x) => u.types[x.tipoUsuario] },
    {
      header: u.columns.modulos,
      render: (x) =>
        (['Revisiones', 'Checklist', 'ChecklistsOT'] as const)
          .filter((m) => x[m])
          .map((m) => moduleNames[m])
          .join(', '),
    },
    { header: u.columns.estado, render: (x) => <Chip size="small" color={x.Activado ? 'success' : 'warning'} label={x.Activado ? u.active : u.blocked} /> },
  ];
  if (!ctx.readOnly)
    columns.push({
      header: u.columns.acciones,
      render: (x) => {
        const locked = protectedUser(x);
        const actions: RowAction[] = [
          { label: u.actions.edit, disabled: locked, onClick: () => setDialog({ kind: 'edit', user: x }) },
          { label: u.actions.resetPassword, disabled: locked, onClick: () => setDialog({ kind: 'reset', user: x }) },
        ];
        if (!isSelf(x))
          actions.push({
            label: x.Activado ? u.actions.block : u.actions.unblock,
            disabled: locked,
            onClick: () => (x.Activado ? setDialog({ kind: 'block', user: x }) : void run(() => block(userParams(x.id), false))),
          });
        actions.push({ label: u.actions.changeEmail, disabled: locked, onClick: () => setDialog({ kind: 'email', user: x }) });
        if (!isSelf(x)) actions.push({ label: u.actions.delete, color: 'error', disabled: locked, onClick: () => setDialog({ kind: 'delete', user: x }) });
        return <RowActionsMenu label={u.rowActions(fullName(x))} actions={actions} testId={`user-actions-${x.Email ?? x.id}`} />;
      },
    });

  return (
    <div data-testid="users-tab">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 2, flexWrap: 'wrap' }}>
        {data ? <UsageHeader usage={data.usage} /> : <span />}
        <SearchField
          onSearch={(text) => {
            setSearch(text);
            paging.firstPage();
          }}
        />
        <Button variant="contained" disabled={noModules || ctx.readOnly} onClick={() => setDialog({ kind: 'new' })}>
          {u.add}
        </Button>
      </Stack>
      {noModules ? (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="users-no-modules">
          {u.noModules}
        </Alert>
      ) : null}
      {list.error ? <Typography color="error">{list.error.message}</Typography> : null}
      <DataTable
        columns={columns}
        rowKey={(x) => x.id}
        {...paging.table(list)}
        pageSizes={[10, 20, 50, USERS_PAGE_SIZE, 100]}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          paging.firstPage();
        }}
      />
      <Suspense fallback={null}>
        {dialog.kind === 'new' || dialog.kind === 'edit' ? (
          <UserDialog
            companyId={ctx.companyId}
            company={ctx.config.company}
            user={dialog.kind === 'edit' ? dialog.user : null}
            directorId={directorId}
            onClose={close}
            onSaved={close}
          />
        ) : null}
        {dialog.kind === 'email' ? <EmailDialog companyId={ctx.companyId} user={dialog.user} onClose={close} onSaved={close} /> : null}
      </Suspense>
      <ConfirmDialog
        open={isConfirmable(dialog)}
        title={confirming ? confirmTitle(confirming) : ''}
        onClose={close}
        onConfirm={() => {
          if (!isConfirmable(dialog)) return;
          const id = dialog.user.id;
          if (dialog.kind === 'delete') void run(() => remove.mutateAsync(userParams(id)));
          else if (dialog.kind === 'block') void run(() => block(userParams(id), true));
          else void run(() => reset.mutateAsync(userParams(id)));
        }}
      >
        {confirming?.kind === 'block' ? u.blockBody : confirming?.kind === 'reset' ? u.resetPasswordBody : null}
      </ConfirmDialog>
    </div>
  );
}
