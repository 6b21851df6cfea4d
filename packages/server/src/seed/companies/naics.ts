// Real NAICS 2022 codes: the 2-digit sectors (31-33, 44-45 and 48-49 are ranges) and a selection
// of 6-digit national industries with their official titles.

export const naicsSectors: Readonly<Record<string, string>> = {
  "11": "Agriculture, Forestry, Fishing and Hunting",
  "21": "Mining, Quarrying, and Oil and Gas Extraction",
  "22": "Utilities",
  "23": "Construction",
  "31-33": "Manufacturing",
  "42": "Wholesale Trade",
  "44-45": "Retail Trade",
  "48-49": "Transportation and Warehousing",
  "51": "Information",
  "52": "Finance and Insurance",
  "53": "Real Estate and Rental and Leasing",
  "54": "Professional, Scientific, and Technical Services",
  "55": "Management of Companies and Enterprises",
  "56": "Administrative and Support and Waste Management and Remediation Services",
  "61": "Educational Services",
  "62": "Health Care and Social Assistance",
  "71": "Arts, Entertainment, and Recreation",
  "72": "Accommodation and Food Services",
  "81": "Other Services (except Public Administration)",
  "92": "Public Administration",
};

/** The sector key (as in `naicsSectors`) a 6-digit code belongs to. */
export function sectorOf(code: string): string {
  const two = code.slice(0, 2);
  if (two >= "31" && two <= "33") return "31-33";
  if (two === "44" || two === "45") return "44-45";
  if (two === "48" || two === "49") return "48-49";
  return two;
}

/** [code, title, word parts that suit a company name in this industry] */
export type NaicsRow = readonly [string, string, readonly string[]];

export const naicsIndustries: readonly NaicsRow[] = [
  ["111110", "Soybean Farming", ["Agri", "Harvest", "Farms"]],
  ["111998", "All Other Miscellaneous Crop Farming", ["Agro", "Fields", "Growers"]],
  ["113310", "Logging", ["Timber", "Forest", "Lumber"]],
  ["211120", "Crude Petroleum Extraction", ["Petro", "Energy", "Oil"]],
  ["212230", "Copper, Nickel, Lead, and Zinc Mining", ["Metals", "Mining", "Minerals"]],
  ["221114", "Solar Electric Power Generation", ["Solar", "Power", "Renewables"]],
  ["221310", "Water Supply and Irrigation Systems", ["Water", "Aqua", "Utilities"]],
  [
    "236220",
    "Commercial and Institutional Building Construction",
    ["Build", "Construction", "Structures"],
  ],
  ["237310", "Highway, Street, and Bridge Construction", ["Civil", "Infrastructure", "Works"]],
  ["311421", "Fruit and Vegetable Canning", ["Foods", "Packers", "Provisions"]],
  ["311812", "Commercial Bakeries", ["Bakery", "Foods", "Mills"]],
  ["313210", "Broadwoven Fabric Mills", ["Textiles", "Fabrics", "Weaving"]],
  ["322211", "Corrugated and Solid Fiber Box Manufacturing", ["Packaging", "Paper", "Containers"]],
  ["325180", "Other Basic Inorganic Chemical Manufacturing", ["Chemicals", "Chem", "Materials"]],
  [
    "325412",
    "Pharmaceutical Preparation Manufacturing",
    ["Pharma", "Therapeutics", "Life Sciences"],
  ],
  ["326199", "All Other Plastics Product Manufacturing", ["Plastics", "Polymers", "Moulding"]],
  ["331110", "Iron and Steel Mills and Ferroalloy Manufacturing", ["Steel", "Metals", "Alloys"]],
  ["332710", "Machine Shops", ["Precision", "Machining", "Engineering"]],
  [
    "332722",
    "Bolt, Nut, Screw, Rivet, and Washer Manufacturing",
    ["Fasteners", "Bolt", "Industries"],
  ],
  [
    "333120",
    "Construction Machinery Manufacturing",
    ["Machinery", "Equipment", "Heavy Industries"],
  ],
  ["333517", "Machine Tool Manufacturing", ["Tooling", "Machine Tools", "Industries"]],
  [
    "334413",
    "Semiconductor and Related Device Manufacturing",
    ["Semiconductor", "Micro", "Silicon"],
  ],
  [
    "334511",
    "Search, Detection, Navigation, Guidance, Aeronautical, and Nautical System and Instrument Manufacturing",
    ["Avionics", "Navigation", "Systems"],
  ],
  [
    "335311",
    "Power, Distribution, and Specialty Transformer Manufacturing",
    ["Electric", "Transformers", "Power Systems"],
  ],
  ["335911", "Storage Battery Manufacturing", ["Battery", "Cells", "Energy Storage"]],
  ["336111", "Automobile Manufacturing", ["Motors", "Automotive", "Vehicles"]],
  ["336390", "Other Motor Vehicle Parts Manufacturing", ["Auto Parts", "Components", "Industries"]],
  [
    "336413",
    "Other Aircraft Parts and Auxiliary Equipment Manufacturing",
    ["Aerospace", "Aero", "Aviation"],
  ],
  ["339112", "Surgical and Medical Instrument Manufacturing", ["Medical", "Surgical", "Devices"]],
  [
    "423430",
    "Computer and Computer Peripheral Equipment and Software Merchant Wholesalers",
    ["Computer Supply", "Distribution", "Tech Trading"],
  ],
  [
    "423840",
    "Industrial Supplies Merchant Wholesalers",
    ["Industrial Supply", "Trading", "Distributors"],
  ],
  [
    "424690",
    "Other Chemical and Allied Products Merchant Wholesalers",
    ["Chemical Trading", "Distribution", "Supply"],
  ],
  [
    "445110",
    "Supermarkets and Other Grocery Retailers (except Convenience Retailers)",
    ["Markets", "Grocers", "Retail"],
  ],
  [
    "484121",
    "General Freight Trucking, Long-Distance, Truckload",
    ["Freight", "Trucking", "Haulage"],
  ],
  ["488510", "Freight Transportation Arrangement", ["Logistics", "Forwarding", "Cargo"]],
  ["493110", "General Warehousing and Storage", ["Warehousing", "Storage", "Depots"]],
  ["513210", "Software Publishers", ["Software", "Soft", "Digital"]],
  [
    "518210",
    "Computing Infrastructure Providers, Data Processing, Web Hosting, and Related Services",
    ["Cloud", "Data", "Hosting"],
  ],
  ["522110", "Commercial Banking", ["Bank", "Capital", "Financial"]],
  [
    "524126",
    "Direct Property and Casualty Insurance Carriers",
    ["Insurance", "Assurance", "Mutual"],
  ],
  [
    "531120",
    "Lessors of Nonresidential Buildings (except Miniwarehouses)",
    ["Properties", "Real Estate", "Holdings"],
  ],
  ["541330", "Engineering Services", ["Engineering", "Consultants", "Design"]],
  ["541511", "Custom Computer Programming Services", ["Tech", "Solutions", "Systems"]],
  [
    "541611",
    "Administrative Management and General Management Consulting Services",
    ["Consulting", "Advisory", "Partners"],
  ],
  [
    "541714",
    "Research and Development in Biotechnology (except Nanobiotechnology)",
    ["Bio", "Genomics", "Biosciences"],
  ],
  ["561320", "Temporary Help Services", ["Staffing", "Workforce", "Recruitment"]],
  ["562111", "Solid Waste Collection", ["Waste", "Environmental", "Recycling"]],
  ["621511", "Medical Laboratories", ["Diagnostics", "Labs", "Health"]],
  ["722511", "Full-Service Restaurants", ["Hospitality", "Dining", "Restaurants"]],
  [
    "811310",
    "Commercial and Industrial Machinery and Equipment (except Automotive and Electronic) Repair and Maintenance",
    ["Maintenance", "Services", "Repair"],
  ],
];
