import type { DataTableProps, TableSort } from '@insp/ui/components';
import { useEffect, useState } from 'react';

/** The props of `DataTable` that come from a paged list: spread them next to `columns` and `rowKey`. */
export type PageTableProps<T> = Pick<DataTableProps<T>, 'rows' | 'total' | 'page' | 'pageSize' | 'loading' | 'onPageChange' | 'onPageSizeChange'>;

/** A page query as the endpoint hooks give it (`{items, total}` answers). */
export interface PageQuery<T> {
  data?: { items: T[]; total: number } | undefined;
  isFetching: boolean;
}

export interface TablePaging {
  page: number;
  pageSize: number;
  /** Back to the first page (a new search, filter or sort). */
  firstPage: () => void;
  /** The table's props for the page query asked with `page` and `pageSize`. */
  table: <T>(query: PageQuery<T>) => PageTableProps<T>;
}

const PAGE_SIZE_KEY = 'insp.pageSize.';

function rememberedPageSize(table: string | undefined, fallback: number): number {
  if (!table) return fallback;
  try {
    const stored = Number(globalThis.localStorage?.getItem(PAGE_SIZE_KEY + table));
    return Number.isInteger(stored) && stored > 0 && stored <= 100 ? stored : fallback;
  } catch {
    return fallback;
  }
}

function rememberPageSize(table: string | undefined, size: number): void {
  if (!table) return;
  try {
    globalThis.localStorage?.setItem(PAGE_SIZE_KEY + table, String(size));
  } catch {
    // storage unavailable: the choice lasts while the table is shown
  }
}

/**
 * Page and rows-per-page of a server-paginated table (a new page size starts at the first page).
 * `rememberAs` keeps the chosen rows-per-page on this browser under that table name (e.g. 'empresas').
 */
export function useTablePaging(initialPageSize = 10, rememberAs?: string): TablePaging {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(() => rememberedPageSize(rememberAs, initialPageSize));
  return {
    page,
    pageSize,
    firstPage: () => setPage(0),
    table: (query) => ({
      rows: query.data?.items ?? [],
      total: query.data?.total ?? 0,
      page,
      pageSize,
      loading: query.isFetching,
      onPageChange: setPage,
      onPageSizeChange: (size) => {
        rememberPageSize(rememberAs, size);
        setPageSize(size);
        setPage(0);
      },
    }),
  };
}

/** The `sort` and `order` of a list query for a table's sort, when the column is one the service sorts on (else the service's default). */
export function sortQuery<F extends string>(sort: TableSort, fields: readonly F[]): { sort?: F; order?: TableSort['order'] } {
  const isField = (key: string): key is F => (fields as readonly string[]).includes(key);
  return isField(sort.key) ? { sort: sort.key, order: sort.order } : {};
}

export interface UncachedPage<P extends { items: unknown[]; total: number }> {
  data: P | null;
  error: string | null;
  /** Loads the current page again (after a write). */
  reload: () => void;
  table: PageTableProps<P['items'][number]>;
}

/**
 * A server-paginated list loaded WITHOUT the query cache: only for the companies table, the
 * platform administrator's first screen, where TanStack Query would cost more than the bundle
 * ceiling allows (features/companies/api.ts). `key` names everything `load` depends on besides the
 * page; a newer request wins, and the rows stay on screen while another page, filter or sort loads.
 */
export function useUncachedPage<P extends { items: unknown[]; total: number }>(
  key: string,
  load: (page: number, pageSize: number) => Promise<P>,
  paging: TablePaging,
): UncachedPage<P> {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ data: P | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });
  const request = `${key}\u0000${paging.page}:${paging.pageSize}:${version}`;
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load(paging.page, paging.pageSize).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => live && setState({ data: null, error: error instanceof Error ? error.message : String(error), loading: false }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `request` names everything `load` depends on
  }, [request]);
  return {
    data: state.data,
    error: state.error,
    reload: () => setVersion((v) => v + 1),
    table: paging.table<P['items'][number]>({ data: state.data ?? undefined, isFetching: state.loading }),
  };
}
