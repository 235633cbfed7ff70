import { useState } from 'react';

/** What a server-paginated table needs of its page state (spread into <PagedTable>). */
export interface PagerProps {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export interface Paging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** The table's page props: a new page size starts again at the first page. */
  pager: PagerProps;
}

/**
 * Page and page size of a server-paginated list. `onPage` runs on every page change the table asks
 * for (e.g. a selection that belongs to the page shown).
 */
export function usePaging(defaultPageSize: number, onPage?: () => void): Paging {
  const [page, setPageState] = useState(0);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const setPage = (next: number) => {
    setPageState(next);
    onPage?.();
  };
  const onPageSizeChange = (size: number) => {
    setPageSize(size);
    setPage(0);
  };
  return { page, pageSize, setPage, pager: { page, pageSize, onPageChange: setPage, onPageSizeChange } };
}

/** A list query as the data hooks give it: a page of `items` out of `total`. */
export interface PageQuery<T> {
  data?: { items: T[]; total: number } | undefined;
  isFetching: boolean;
}

/** The rows, total and loading state of a page query, for <PagedTable>. */
export function pageRows<T>(list: PageQuery<T>): { rows: T[]; total: number; loading: boolean } {
  return { rows: list.data?.items ?? [], total: list.data?.total ?? 0, loading: list.isFetching };
}
