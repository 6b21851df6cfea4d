/**
 * The supply-chain assessment (GSCA) taxonomy of spec 2 §3: type, areas, every theme and
 * sub-theme, and how a case stores its choice. Re-exported by cases.ts.
 */

export const gscaTypes = ["violation", "risk"] as const;
export type GscaType = (typeof gscaTypes)[number];
export const gscaTypeLabels: Record<GscaType, { label: string; hint: string }> = {
  violation: { label: "Violation", hint: "An issue that occurred" },
  risk: { label: "Risk", hint: "An issue that might become a violation" },
};

export const gscaAreas = ["humanRights", "environmental", "other"] as const;
export type GscaArea = (typeof gscaAreas)[number];
export const gscaAreaLabels: Record<GscaArea, string> = {
  humanRights: "Human rights",
  environmental: "Environmental",
  other: "Other",
};

/** Every theme, its area and its sub-themes. Keys are stable; labels are what people read. */
export const gscaThemes = {
  childLabour: {
    area: "humanRights",
    label: "Child labour",
    subThemes: {
      minimumAge: "Minimum age for employment",
      worstForms: "Worst forms of child labour",
    },
  },
  forcedLabour: {
    area: "humanRights",
    label: "Forced labour / modern slavery",
    subThemes: {
      forcedLabour: "Forced or compulsory labour",
      slavery: "Slavery and practices similar to slavery",
      servitude: "Servitude and debt bondage",
    },
  },
  occupationalSafety: {
    area: "humanRights",
    label: "Occupational safety",
    subThemes: {
      workplaceHazards: "Workplace hazards",
      workingHours: "Excessive working hours",
      healthProtection: "Health protection and training",
    },
  },
  freedomOfAssociation: {
    area: "humanRights",
    label: "Freedom of association",
    subThemes: {
      unions: "Forming and joining trade unions",
      collectiveBargaining: "Collective bargaining",
      strikes: "Right to strike",
    },
  },
  discrimination: {
    area: "humanRights",
    label: "Unequal treatment / discrimination",
    subThemes: {
      hiring: "Unequal treatment in hiring",
      pay: "Unequal pay for equal work",
      harassment: "Harassment",
    },
  },
  adequateWages: {
    area: "humanRights",
    label: "Adequate wages",
    subThemes: {
      minimumWage: "Wages below the minimum wage",
      livingWage: "Wages below a living wage",
      withheldWages: "Withheld or delayed wages",
    },
  },
  securityForces: {
    area: "humanRights",
    label: "Security forces",
    subThemes: {
      torture: "Torture and cruel treatment",
      injury: "Injury to life or limb",
      associationImpaired: "Impairment of freedom of association",
    },
  },
  landRights: {
    area: "humanRights",
    label: "Land rights",
    subThemes: {
      forcedEviction: "Unlawful eviction",
      landDeprivation: "Deprivation of land, forests or waters",
    },
  },
  naturalResources: {
    area: "environmental",
    label: "Natural resources / basis of life",
    subThemes: {
      soil: "Harmful soil change",
      water: "Water pollution",
      air: "Air pollution",
      noise: "Harmful noise emission",
      waterConsumption: "Excessive water consumption",
    },
  },
  dangerousWaste: {
    area: "environmental",
    label: "Dangerous waste",
    subThemes: {
      export: "Export of hazardous waste",
      import: "Import of hazardous waste",
    },
  },
  pops: {
    area: "environmental",
    label: "POPs",
    subThemes: {
      production: "Production or use of persistent organic pollutants",
      handling: "Handling, collection, storage or disposal of POP waste",
    },
  },
  mercury: {
    area: "environmental",
    label: "Mercury",
    subThemes: {
      products: "Manufacture of mercury-added products",
      processes: "Use of mercury in manufacturing processes",
      waste: "Treatment of mercury waste",
    },
  },
  otherHumanRights: {
    area: "other",
    label: "Other human rights",
    subThemes: { other: "Other human rights violation or risk" },
  },
  otherEnvironmental: {
    area: "other",
    label: "Other environmental risk",
    subThemes: { other: "Other environmental violation or risk" },
  },
} as const satisfies Record<
  string,
  { area: GscaArea; label: string; subThemes: Record<string, string> }
>;
export type GscaTheme = keyof typeof gscaThemes;
export const gscaThemeKeys = Object.keys(gscaThemes) as GscaTheme[];

/** GSCA as a case stores it. `subThemes` maps each selected theme to its sub-theme keys. */
export type CaseGsca = {
  enabled: boolean;
  locations: string[];
  type: GscaType;
  themes: GscaTheme[];
  subThemes: Partial<Record<GscaTheme, string[]>>;
};

/** Unselecting a theme clears its sub-themes (spec 2 §4). */
export function withThemes(gsca: CaseGsca, themes: GscaTheme[]): CaseGsca {
  const subThemes: CaseGsca["subThemes"] = {};
  for (const theme of themes) subThemes[theme] = gsca.subThemes[theme] ?? [];
  return { ...gsca, themes, subThemes };
}
