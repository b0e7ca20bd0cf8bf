// Every route of the app, written once. `path` is the router pattern, `getHref` builds a link.

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  root: fixed("/"),
  home: fixed("/home"),
  product: fixed("/unleak"),
  instantScan: fixed("/instant-scan"),
  scanResults: fixed("/scan-results"),
  fullReport: fixed("/fullreport"),
  platformDemo: fixed("/platform-demo"),
  affiliates: fixed("/affiliates"),
  affiliatesAlias: fixed("/affilates"),
  partners: fixed("/partners"),
  partnersAlias: fixed("/partnes"),
  settingsExport: fixed("/settings/export"),
  privacyPolicy: fixed("/privacy-policy"),
  bookACall: fixed("/bookacall"),
  onboarding: fixed("/onboarding"),
  agencyApply: fixed("/agency/apply"),
  agencyJoin: fixed("/agency/join"),
  /** A creator's invitation to an agency's roster, from the mailed link (issue 17). */
  agencyInvitation: {
    path: "/agency-invitation",
    getHref: (token?: string) => (token ? `/agency-invitation?token=${encodeURIComponent(token)}` : "/agency-invitation"),
  },
  termsOfService: fixed("/terms-of-service"),
  terms: fixed("/terms"),
  imprint: fixed("/imprint"),
  contact: fixed("/contact"),
  about: fixed("/about"),
  oauthClients: fixed("/oauth-clients"),
  /** The consent screen GET /oauth/authorize sends the browser to (issue 19). */
  oauthConsent: fixed("/oauth/consent"),

  auth: {
    login: fixed("/login"),
    register: fixed("/register"),
    forgotPassword: fixed("/forgot-password"),
    resetPassword: fixed("/reset-password"),
  },

  app: {
    dashboard: fixed("/dashboard"),
    account: fixed("/account"),
    settings: fixed("/settings"),
    subscriptionPlans: fixed("/subscription-plans"),
    admin: fixed("/admin"),
    adminOutbox: fixed("/admin/outbox"),
    adminIdentity: fixed("/admin/identity"),
    adminInbound: fixed("/admin/inbound"),
    adminTakedowns: fixed("/admin/takedowns"),
    adminUsers: fixed("/admin/users"),
    adminUser: {
      path: "/admin/users/:id",
      getHref: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    },
    adminReviews: fixed("/admin/reviews"),
    adminAppeals: fixed("/admin/appeals"),
    adminAgencies: fixed("/admin/agencies"),
    adminBookings: fixed("/admin/bookings"),
    adminPartners: fixed("/admin/partners"),
    adminPayouts: fixed("/admin/payouts"),
    adminBroadcasts: fixed("/admin/broadcasts"),
    adminHealth: fixed("/admin/health"),
    adminAuditLog: fixed("/admin/audit-log"),
    adminAll: fixed("/admin/*"),
    requestRemoval: {
      path: "/request-removal",
      /** With leak ids, the page opens with them ticked (`?leaks=id1,id2`). */
      getHref: (leakIds: readonly string[] = []) => (leakIds.length === 0 ? "/request-removal" : `/request-removal?leaks=${leakIds.map(encodeURIComponent).join(",")}`),
    },
    notices: fixed("/notices"),
    notice: {
      path: "/notices/:id",
      getHref: (id: string) => `/notices/${encodeURIComponent(id)}`,
    },
    verifyIdentity: fixed("/verify-identity"),
    digitalSignature: fixed("/digital-signature"),
    earningHub: fixed("/earning-hub"),
    fakeProfiles: fixed("/fake-profiles"),
    fakeProfile: {
      path: "/fake-profiles/:id",
      getHref: (id: string) => `/fake-profiles/${encodeURIComponent(id)}`,
    },
    authorisation: fixed("/authorisation"),
    leakCrawler: fixed("/leak-crawler"),
    reverseImageFinder: fixed("/reverse-image-finder"),
    faq: fixed("/faq"),
    leaks: fixed("/leaks"),
    leak: {
      path: "/leaks/:id",
      getHref: (id: string) => `/leaks/${encodeURIComponent(id)}`,
    },
    scan: {
      path: "/scans/:id",
      getHref: (id: string) => `/scans/${encodeURIComponent(id)}`,
    },
  },

  agency: {
    root: fixed("/agency"),
    creators: fixed("/agency/creators"),
    addCreator: fixed("/agency/add-creator"),
    analytics: fixed("/agency/analytics"),
    billing: fixed("/agency/billing"),
    settings: fixed("/agency/settings"),
    creator: {
      path: "/agency/creator/:id",
      getHref: (id: string) => `/agency/creator/${encodeURIComponent(id)}`,
    },
  },

  notFound: fixed("*"),
} as const;
