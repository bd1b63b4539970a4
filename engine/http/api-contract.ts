// The API contract shared by the browser and the server: every path and the
// shape of every body. Field names are PascalCase as in the specification.
// Envelope: success { ok: true, data, Token? }; failure { ok: false, ErrorCode,
// Message, Field? } with a fitting HTTP status. Any response may carry a fresh
// Token, which the client stores (and restarts its session timer).
import type { LanguageCode } from '../config/compiled';

export const api = {
  health: 'GET /api/health',
  docs: 'GET /api/docs',
  login: 'POST /api/auth/login',
  register: 'POST /api/auth/register',
  logout: 'POST /api/auth/logout',
  profile: 'GET /api/profile', // ?refresh=true returns a new Token inside data
  updateProfile: 'PATCH /api/profile',
  getOnboarding: 'POST /api/onboarding/get-initial-configuration',
  updateOnboarding: 'POST /api/onboarding/update-initial-configuration',
  inviteGuest: 'POST /api/onboarding/add-guest-user',
  finishOnboarding: 'POST /api/finish-onboardings/finish-process',
  favorites: 'GET /api/favorites',
  updateFavorites: 'POST /api/favorites',
  pluginCatalog: 'GET /api/plugins/catalog',
  activePlugins: 'GET /api/plugins/active',
  setPluginState: 'PUT /api/plugins/:id', // body { Active }
  dimensions: 'GET /api/dimensions',
  dimension: 'GET /api/dimensions/:id',
  createDimension: 'POST /api/dimensions',
  updateDimension: 'PATCH /api/dimensions/:id',
  deleteDimension: 'DELETE /api/dimensions/:id',
  checkRestrictions: 'POST /api/restrictions/check',
  customReports: 'GET /api/custom-reports',
  customReport: 'GET /api/custom-reports/:id',
  users: 'GET /api/users',
  createUser: 'POST /api/users',
  updateUser: 'PATCH /api/users/:id', // body { Roles?, Active? }
} as const;

export type ApiSuccess<T> = { ok: true; data: T; Token?: string };
export type ApiFailure = { ok: false; ErrorCode: string; Message: string; Field?: string; Token?: string };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export interface Profile {
  Id: number;
  Name: string;
  Email: string;
  Language: LanguageCode;
  Roles: number[];
  Photo: string | null; // data: URL or null
  BussinessAlias: string; // spelled as in the specification
  ActivePlugins: string[];
  OnBoarding: boolean;
  AutoRefresh: boolean;
  Token?: string;
}

export interface LoginBody { Email: string; Password: string }
export interface RegisterBody { BussinessAlias: string; Name: string; Email: string; Password: string; Language?: LanguageCode }
export interface AuthResult { Token: string; Profile: Profile }
export interface UpdateProfileBody { Name?: string; Language?: LanguageCode; Photo?: string | null; AutoRefresh?: boolean }

export interface OnboardingConfiguration { CompletedSteps: number[] | null }
export interface InviteGuestBody { Email: string; Name: string }

export interface FavoritesUpdateBody { Path: string; Action: 'add' | 'remove' }
/** data of GET/POST /api/favorites: the user's favourite route paths, in the order added. */
export type Favorites = string[];

export interface CatalogPlugin { Id: string; Active: boolean }
export interface DimensionSummary { Id: number; Name: string }
export interface Dimension extends DimensionSummary { Values: string[] }
export interface RestrictionsBody { Features: string[] }
/** data of the restrictions check: feature -> true when restricted for the caller. */
export type Restrictions = Record<string, boolean>;
export interface CustomReportSummary { Id: number; Name: string }
export interface CustomReport extends CustomReportSummary { Columns: string[]; Rows: Array<Array<string | number | null>> }

export interface ManagedUser { Id: number; Name: string; Email: string; Roles: number[]; Active: boolean; OnBoarding: boolean }
export interface CreateUserBody { Email: string; Name: string; Roles: number[]; Password?: string }
export interface UpdateUserBody { Roles?: number[]; Active?: boolean }
