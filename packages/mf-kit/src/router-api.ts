/**
 * The react-router API the shell shares with the remotes (react-router 7: react-router-dom re-exports
 * react-router). The shell provides exactly these exports of its single router instance, so the
 * shared router is tree-shaken (no data routers, no server rendering). Using anything else from
 * 'react-router' / 'react-router-dom' in an app fails packages/mf-kit/test/router-api.test.ts.
 */
export const routerApi = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Navigate',
  'Link',
  'NavLink',
  'Outlet',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useResolvedPath',
  'useRoutes',
  'useInRouterContext',
  'useOutletContext',
  'matchPath',
  'generatePath',
  'resolvePath',
  'createSearchParams',
] as const;
