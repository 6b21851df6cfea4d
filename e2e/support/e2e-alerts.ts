/**
 * What the alert browser tests find seeded (support/seed-alerts.ts writes it before the server
 * starts): an organisation of their own, so the demo data's alerts never reach these counts,
 * one person per spec (read, archived and feedback are per person), two companies and their
 * alerts. Plain values only: the specs import this without the server's code.
 */
export const alertsE2e = {
  organizationName: "Alertwise Test Org",
  users: {
    filters: "e2e-alerts-filters@alertwise.test",
    feedback: "e2e-alerts-feedback@alertwise.test",
    archive: "e2e-alerts-archive@alertwise.test",
    feeds: "e2e-alerts-feeds@alertwise.test",
    unread: "e2e-alerts-unread@alertwise.test",
  },
  companies: {
    harbor: { slug: "e2e-harbor-steel-works", name: "Harbor Steel Works", country: "DE" },
    quartz: { slug: "e2e-quartz-mining-co", name: "Quartz Mining Co", country: "CL" },
  },
} as const;

export type SeededCompanyKey = keyof typeof alertsE2e.companies;

/**
 * The seeded alerts, newest first as the feed lists them. Titles are unique, so a spec finds a
 * card by its title. `day` is the publication day (YYYY-MM-DD, noon UTC).
 */
export const seededAlerts = [
  {
    key: "recall",
    company: "harbor",
    title: "Harbor Steel Works recalls a batch of structural beams",
    day: "2026-06-20",
    type: "news",
    polarity: "NEGATIVE",
    newsClasses: ["product_recall"],
  },
  {
    key: "strike",
    company: "quartz",
    title: "Workers at Quartz Mining Co announce a strike",
    day: "2026-06-12",
    type: "news",
    polarity: "NEGATIVE",
    newsClasses: ["strike"],
  },
  {
    key: "liquidity",
    company: "harbor",
    title: "Harbor Steel Works: current ratio fell 18% over 3 months",
    day: "2026-05-28",
    type: "financial",
    polarity: "NEGATIVE",
    newsClasses: [],
  },
  {
    key: "award",
    company: "harbor",
    title: "Harbor Steel Works wins a rail infrastructure contract",
    day: "2026-05-14",
    type: "news",
    polarity: "POSITIVE",
    newsClasses: [],
  },
  {
    key: "spill",
    company: "quartz",
    title: "Quartz Mining Co reports a tailings spill near Antofagasta",
    day: "2026-04-30",
    type: "news",
    polarity: "NEGATIVE",
    newsClasses: ["environmental"],
  },
  {
    key: "lawsuit",
    company: "harbor",
    title: "Supplier sues Harbor Steel Works over late payments",
    day: "2026-04-09",
    type: "legal",
    polarity: "NEGATIVE",
    newsClasses: ["litigation"],
  },
] as const;

export type SeededAlert = (typeof seededAlerts)[number];
