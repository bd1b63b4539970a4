// The API contract shared by the browser and the server: every path and the
// shape of every body. Field names are PascalCase as in the specification.
// Envelope: success { ok: true, data, Token? }; failure { ok: false, ErrorCode,
// Message, Field? } with a fitting HTTP status. Any response may carry a fresh
// Token, which the client stores (and restarts its session timer).
import type { LanguageCode } from '../config/compiled';
import type { SavedReportState } from '../data/report-api';

export const api = {
  health: 'GET /api/health',
  docs: 'GET /api/docs',
  login: 'POST /api/auth/login',
  register: 'POST /api/auth/register',
  logout: 'POST /api/auth/logout',
  acceptInvitation: 'POST /api/auth/accept-invitation', // body { Token, Password } -> AuthResult
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
  customReport: 'GET /api/custom-reports/:id', // -> CustomReport: a saved report view and the state it opens with
  createCustomReport: 'POST /api/custom-reports', // body CustomReportBody -> CustomReport (201)
  updateCustomReport: 'PATCH /api/custom-reports/:id', // body { Name?, State? } -> CustomReport
  deleteCustomReport: 'DELETE /api/custom-reports/:id', // -> { Id }
  users: 'GET /api/users',
  createUser: 'POST /api/users',
  updateUser: 'PATCH /api/users/:id', // body { Roles?, Active? }
  // What the onboarding wizard's steps record (issue 6). Writes need a company still onboarding (CONFLICT after finishing),
  // except accepting the terms, renewing an invitation and booking a call.
  onboardingTerms: 'GET /api/onboarding/terms', // -> TermsStatus
  acceptTerms: 'POST /api/onboarding/terms/accept', // body { Version } -> TermsAcceptance
  onboardingBilling: 'GET /api/onboarding/billing', // -> BillingDetails | null (BILLING read)
  saveBilling: 'PUT /api/onboarding/billing', // body BillingDetails -> BillingDetails (BILLING write)
  onboardingSettings: 'GET /api/onboarding/settings', // -> CompanySettings
  saveSettings: 'PUT /api/onboarding/settings', // body CompanySettings -> CompanySettings (route manager)
  invitedUsers: 'GET /api/onboarding/invited-users', // -> InvitedUser[] (route manager)
  renewInvitation: 'POST /api/onboarding/invited-users/:id/invitation', // -> InvitationResult (route manager)
  saveOnboardingPlugins: 'PUT /api/onboarding/plugins', // body { Plugins } -> active plugin ids (PLUGINS_ADMIN write)
  productAttributes: 'GET /api/onboarding/attributes', // -> ProductAttribute[] (PRODUCT_ATTRIBUTES read)
  createProductAttribute: 'POST /api/onboarding/attributes', // body AttributeBody -> ProductAttribute
  updateProductAttribute: 'PATCH /api/onboarding/attributes/:id', // body Partial<AttributeBody> -> ProductAttribute
  deleteProductAttribute: 'DELETE /api/onboarding/attributes/:id', // -> ProductAttribute
  sopCycle: 'GET /api/onboarding/cycle', // -> SopCycle | null (SOP_MEETINGS read)
  saveSopCycle: 'PUT /api/onboarding/cycle', // body SopCycle -> SopCycle (SOP_MEETINGS write)
  dataOrigin: 'GET /api/onboarding/data-origin', // -> DataOriginStatus (PRODUCTS read)
  saveDataOrigin: 'PUT /api/onboarding/data-origin', // body DataOrigin -> DataOriginStatus (PRODUCTS write)
  importProducts: 'POST /api/onboarding/products/import', // ?fileName&dryRun&format, body: the file's bytes -> ImportReport of engine/data/api.ts (PRODUCTS write)
  onboardingBookings: 'GET /api/onboarding/bookings', // -> Booking[] of the company
  requestBooking: 'POST /api/onboarding/bookings', // body BookingBody -> Booking (201)
  onboardingSummary: 'GET /api/onboarding/summary', // -> OnboardingSummary (route manager)
  billing: 'GET /api/billing', // -> BillingDetails | null (route billing)
  saveCompanyBilling: 'PUT /api/billing', // body BillingDetails -> BillingDetails (route billing), also after onboarding
  userSecurity: 'GET /api/user-security', // -> UserSecurityEntry[] (route user-security)
  updateUserSecurity: 'PUT /api/user-security/:id', // body UserSecurityBody -> UserSecurityEntry
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
/**
 * data of add-guest-user (and InvitationUrl of a user created without a password).
 * No mail is sent: the inviter passes the URL on. An e-mail that already exists
 * answers HTTP 200 { ok: false, ErrorCode: 'USER_EXISTS', Message } as the specification reads.
 */
export interface InvitationResult { InvitationUrl: string } // '/auth/accept-invitation?token=...'
export interface AcceptInvitationBody { Token: string; Password: string }

/** Path: a route path as in config/routes, without a leading slash (forecasts/review, dimensions/5). */
export interface FavoritesUpdateBody { Path: string; Action: 'add' | 'remove' }
/** data of GET/POST /api/favorites: the user's favourite route paths, in the order added. */
export type Favorites = string[];

export interface CatalogPlugin { Id: string; Active: boolean }
export interface DimensionSummary { Id: number; Name: string }
export interface Dimension extends DimensionSummary { Values: string[] }
export interface RestrictionsBody { Features: string[] }
/** data of the restrictions check: feature -> true when restricted for the caller. */
export type Restrictions = Record<string, boolean>;
export interface CustomReportSummary { Id: number; Name: string; Route: string; View: number }
/** A saved report view: Route and View name it (config/routes), State is engine/data/report-api.ts SavedReportState. */
export interface CustomReport extends CustomReportSummary { State: SavedReportState }
export interface CustomReportBody { Name: string; Route: string; View: number; State: SavedReportState }

export interface ManagedUser { Id: number; Name: string; Email: string; Roles: number[]; Active: boolean; OnBoarding: boolean }
export interface CreateUserBody { Email: string; Name: string; Roles: number[]; Password?: string }
/** data of POST /api/users; InvitationUrl when it was created without a password (inactive until accepted). */
export interface CreatedUser extends ManagedUser { InvitationUrl?: string }
export interface UpdateUserBody { Roles?: number[]; Active?: boolean }
/** A user and the features restricted for them (CUSTOM_ROLES), sorted. */
export interface UserSecurityEntry { Id: number; Name: string; Email: string; Roles: number[]; Active: boolean; Restricted: string[] }
export interface UserSecurityBody { Restricted: string[] }
/** data of GET /api/health (503 SERVICE_UNAVAILABLE when the database is unreachable). */
export interface HealthStatus { Database: 'up' }
// data of the other calls: logout and finish-process -> null; update-initial-configuration ->
// OnboardingConfiguration; PUT /api/plugins/:id -> CatalogPlugin; DELETE /api/dimensions/:id -> DimensionSummary.

// --- Onboarding steps (issue 6) ------------------------------------------------
/** data of GET /api/onboarding/terms: the version in force and the company's acceptance of it (null until accepted). */
export interface TermsStatus { Version: string; Accepted: TermsAcceptance | null }
export interface TermsAcceptance { Version: string; AcceptedAt: string; UserName: string }
export interface AcceptTermsBody { Version: string }

/** Plan (onboarding.yaml plans[].id) and billing details. Country: ISO 3166-1 alpha-2. */
export interface BillingDetails {
  PlanId: string;
  LegalName: string;
  TaxId: string;
  Address: string;
  PostalCode: string;
  City: string;
  Country: string;
  Email: string;
}

/** Company settings of the initial setup. Currency: ISO 4217; TimeZone: IANA; FiscalYearStartMonth: 1-12. */
export interface CompanySettings { BussinessAlias: string; Currency: string; TimeZone: string; FiscalYearStartMonth: number }

/** A user invited into the company; pending until the invitation is accepted, expired when its link ran out. */
export interface InvitedUser {
  Id: number;
  Name: string;
  Email: string;
  Roles: number[];
  Status: 'pending' | 'active' | 'expired';
  InvitedAt: string;
}

export interface OnboardingPluginsBody { Plugins: string[] }

export type ProductAttributeType = 'text' | 'number' | 'boolean' | 'list';
export interface ProductAttribute { Id: number; Name: string; Type: ProductAttributeType; AllowedValues: string[]; Required: boolean }
/** AllowedValues only for Type 'list' (at least one). */
export interface AttributeBody { Name: string; Type: ProductAttributeType; AllowedValues?: string[]; Required?: boolean }

/**
 * The S&OP cycle. Weekly and biweekly cycles meet every MeetingWeekday (1 = Monday ... 7 = Sunday, MeetingWeek null);
 * monthly and quarterly ones on the MeetingWeek-th (5 = last) MeetingWeekday of the month.
 */
export interface SopCycle {
  Frequency: 'weekly' | 'biweekly' | 'monthly' | 'quarterly';
  MeetingWeekday: number;
  MeetingWeek: number | null;
  HorizonMonths: number;
  FrozenMonths: number;
}

export type DataOriginMethod = 'csv' | 'erp' | 'manual';
/** ErpSystem is required for 'erp'. */
export interface DataOrigin { Method: DataOriginMethod; ErpSystem: string | null; Notes: string | null }
export interface ProductImport { FileName: string; Rows: number; Created: number; Updated: number; ImportedAt: string }
export interface DataOriginStatus { Origin: DataOrigin | null; ProductCount: number; LastImport: ProductImport | null }

export type HelpChannel = 'videoCall' | 'phone' | 'email';
/** A call requested from the built-in booking form. Date YYYY-MM-DD and Time HH:MM in TimeZone (IANA). */
export interface BookingBody { Channel: HelpChannel; Date: string; Time: string; TimeZone: string; Phone?: string; Topic?: string }
export interface Booking extends BookingBody { Id: number; Status: 'requested' | 'confirmed' | 'cancelled'; CreatedAt: string }

/** data of GET /api/onboarding/summary: what the company has set up, for the finalize step. */
export interface OnboardingSummary {
  Company: CompanySettings;
  Terms: TermsAcceptance | null;
  Billing: Pick<BillingDetails, 'PlanId' | 'LegalName' | 'Country'> | null;
  Users: InvitedUser[];
  Plugins: string[];
  Dimensions: Array<{ Id: number; Name: string; ValueCount: number }>;
  Attributes: ProductAttribute[];
  Cycle: SopCycle | null;
  DataOrigin: DataOrigin | null;
  ProductCount: number;
  LastImport: ProductImport | null;
}
