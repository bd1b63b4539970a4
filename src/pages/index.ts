// Page name (the `page:` of routes/*.yaml) -> component. Each page is its
// own chunk, loaded the first time it is opened. The config check verifies
// that every page a route names has a file here.
import { lazy } from 'react';
import type { PageMap } from '../../engine/shell';

export const pages: PageMap = {
  HomePage: lazy(() => import('./HomePage')),
  LoginPage: lazy(() => import('./LoginPage')),
  RegisterPage: lazy(() => import('./RegisterPage')),
  AcceptInvitationPage: lazy(() => import('./AcceptInvitationPage')),
  ModulePage: lazy(() => import('./ModulePage')),
  ProfilePage: lazy(() => import('./ProfilePage')),
  UserManagerPage: lazy(() => import('./UserManagerPage')),
  PluginCatalogPage: lazy(() => import('./PluginCatalogPage')),
  CustomReportPage: lazy(() => import('./CustomReportPage')),
  DimensionPage: lazy(() => import('./DimensionPage')),
  UserSecurityPage: lazy(() => import('./UserSecurityPage')),
  BillingPage: lazy(() => import('./BillingPage')),
  SavedFiltersPage: lazy(() => import('./SavedFiltersPage')),
  ForecastDetailPage: lazy(() => import('./ForecastDetailPage')),
  ForecastReviewPage: lazy(() => import('./ForecastReviewPage')),
  ForecastRevisionPage: lazy(() => import('./ForecastRevisionPage')),
  PurchasesPage: lazy(() => import('./PurchasesPage')),
  ControlTowerPage: lazy(() => import('./ControlTowerPage')),
  OrderSimulatorPage: lazy(() => import('./OrderSimulatorPage')),
};
