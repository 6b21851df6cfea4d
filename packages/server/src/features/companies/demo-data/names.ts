// Word lists for invented company, person and investor names. Invented on purpose: demo data
// must not pin risks, lawsuits or sanctions on real firms or people.
import type { Random } from "./prng.ts";

export const nameStarts = [
  "Al",
  "Ar",
  "Bel",
  "Bran",
  "Cal",
  "Cor",
  "Dal",
  "Dor",
  "El",
  "Fal",
  "Gar",
  "Hal",
  "Hel",
  "Ir",
  "Jor",
  "Kel",
  "Kes",
  "Lor",
  "Lum",
  "Mar",
  "Mer",
  "Nor",
  "Nov",
  "Or",
  "Pel",
  "Quin",
  "Ros",
  "Sol",
  "Sten",
  "Tor",
  "Tal",
  "Ul",
  "Ver",
  "Val",
  "Wes",
  "Xan",
  "Yor",
  "Zel",
  "Ash",
  "Brook",
] as const;
export const nameEnds = [
  "den",
  "ton",
  "ric",
  "vex",
  "lan",
  "mont",
  "ford",
  "ex",
  "ia",
  "on",
  "ara",
  "ida",
  "wick",
  "field",
  "tech",
  "gard",
  "stone",
  "berg",
  "ley",
  "ora",
  "is",
  "ant",
  "ium",
  "way",
] as const;
export const companySurnames = [
  "Abbott",
  "Becker",
  "Carver",
  "Dawson",
  "Eriksen",
  "Fischer",
  "Garcia",
  "Hartmann",
  "Ito",
  "Jansen",
  "Keller",
  "Larsen",
  "Moreau",
  "Nakamura",
  "Olsen",
  "Patel",
  "Quinn",
  "Rossi",
  "Schmidt",
  "Tanaka",
  "Underwood",
  "Vogel",
  "Weber",
  "Yamada",
  "Zhang",
  "Novak",
  "Silva",
  "Kowalski",
  "Lindqvist",
  "Meyer",
  "Brennan",
  "Costa",
  "Dubois",
  "Horvat",
  "Kim",
  "Singh",
] as const;
export const groupWords = ["Group", "Holdings", "International", "Global"] as const;

/** An invented brand: a syllable pair, or now and then a founder's surname. */
export function brandName(random: Random): string {
  return random.chance(0.3)
    ? random.pick(companySurnames)
    : `${random.pick(nameStarts)}${random.pick(nameEnds)}`;
}

export const slugify = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

type Culture = { first: readonly string[]; last: readonly string[] };

const cultures = {
  anglo: {
    first: ["James", "Emily", "Michael", "Sarah", "David", "Laura", "Robert", "Olivia", "Daniel"],
    last: ["Harper", "Whitfield", "Morgan", "Collins", "Bennett", "Hayes", "Sullivan", "Reed"],
  },
  german: {
    first: ["Lukas", "Anna", "Matthias", "Katrin", "Stefan", "Julia", "Florian", "Sabine"],
    last: ["Brandt", "Hoffmann", "Krüger", "Lehmann", "Neumann", "Schulte", "Wagner", "Zimmer"],
  },
  french: {
    first: ["Camille", "Julien", "Claire", "Nicolas", "Élise", "Mathieu", "Sophie", "Antoine"],
    last: ["Lefèvre", "Girard", "Marchand", "Rousseau", "Fontaine", "Chevalier", "Lambert"],
  },
  spanish: {
    first: ["Lucía", "Javier", "María", "Alejandro", "Carmen", "Diego", "Valentina", "Andrés"],
    last: ["Navarro", "Ortega", "Delgado", "Castillo", "Romero", "Herrera", "Vargas", "Molina"],
  },
  portuguese: {
    first: ["João", "Beatriz", "Rafael", "Mariana", "Tiago", "Ana", "Gustavo", "Larissa"],
    last: ["Almeida", "Carvalho", "Ferreira", "Ribeiro", "Barbosa", "Teixeira", "Moura"],
  },
  italian: {
    first: ["Marco", "Giulia", "Luca", "Francesca", "Matteo", "Chiara", "Alessandro", "Elena"],
    last: ["Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Conti", "Gallo"],
  },
  dutch: {
    first: ["Sander", "Femke", "Joost", "Anouk", "Pieter", "Lotte", "Bram", "Eva"],
    last: ["de Vries", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder"],
  },
  nordic: {
    first: ["Erik", "Ingrid", "Lars", "Sofia", "Mikael", "Astrid", "Henrik", "Maja"],
    last: ["Johansson", "Nilsson", "Hansen", "Virtanen", "Andersen", "Berg", "Lindholm"],
  },
  central: {
    first: ["Tomasz", "Katarzyna", "Petr", "Zsófia", "Andrei", "Ivana", "Marek", "Elena"],
    last: ["Nowak", "Dvořák", "Kovács", "Popescu", "Wiśniewski", "Horváth", "Ivanov"],
  },
  mediterranean: {
    first: ["Nikos", "Eleni", "Mehmet", "Ayşe", "Dimitris", "Zeynep", "Emre", "Maria"],
    last: ["Papadopoulos", "Yılmaz", "Georgiou", "Demir", "Kaya", "Nikolaidis", "Şahin"],
  },
  arabic: {
    first: ["Omar", "Layla", "Khalid", "Noura", "Youssef", "Fatima", "Tariq", "Mariam"],
    last: ["Al-Sayed", "Haddad", "Al-Mansouri", "Nasser", "Farouk", "Al-Qasimi", "Rahman"],
  },
  hebrew: {
    first: ["Noam", "Yael", "Eitan", "Tamar", "Amit", "Shira", "Oren", "Maya"],
    last: ["Levi", "Cohen", "Mizrahi", "Peretz", "Friedman", "Ben-David", "Katz"],
  },
  african: {
    first: ["Chinedu", "Amara", "Kwame", "Wanjiru", "Tunde", "Ngozi", "Kofi", "Thandiwe"],
    last: ["Okafor", "Mensah", "Kamau", "Adeyemi", "Nkosi", "Odhiambo", "Boateng", "Bekele"],
  },
  indian: {
    first: ["Arjun", "Priya", "Rahul", "Ananya", "Vikram", "Kavya", "Sanjay", "Meera"],
    last: ["Sharma", "Iyer", "Reddy", "Mehta", "Gupta", "Nair", "Kulkarni", "Chatterjee"],
  },
  chinese: {
    first: ["Wei", "Li Na", "Jun", "Xiaoling", "Hao", "Mei", "Zhiwei", "Yan"],
    last: ["Wang", "Li", "Chen", "Liu", "Huang", "Zhou", "Wu", "Lin"],
  },
  japanese: {
    first: ["Haruto", "Yuki", "Takeshi", "Aiko", "Kenji", "Emi", "Hiroshi", "Sakura"],
    last: ["Sato", "Suzuki", "Takahashi", "Watanabe", "Kobayashi", "Kato", "Yoshida"],
  },
  korean: {
    first: ["Min-jun", "Seo-yeon", "Ji-ho", "Hye-jin", "Dong-hyun", "Soo-ah", "Jae-won"],
    last: ["Park", "Lee", "Choi", "Jung", "Kang", "Yoon", "Han"],
  },
  southeastAsian: {
    first: ["Anh", "Siti", "Nattapong", "Maria", "Budi", "Linh", "Somchai", "Dewi"],
    last: ["Nguyen", "Santoso", "Wongsakul", "Reyes", "Tan", "Pham", "Abdullah", "Lim"],
  },
} as const satisfies Record<string, Culture>;
type CultureKey = keyof typeof cultures;

const cultureOfCountry: Readonly<Record<string, CultureKey>> = {
  DE: "german",
  AT: "german",
  CH: "german",
  FR: "french",
  BE: "french",
  LU: "french",
  ES: "spanish",
  MX: "spanish",
  AR: "spanish",
  CL: "spanish",
  CO: "spanish",
  PE: "spanish",
  BR: "portuguese",
  PT: "portuguese",
  IT: "italian",
  NL: "dutch",
  SE: "nordic",
  NO: "nordic",
  DK: "nordic",
  FI: "nordic",
  PL: "central",
  CZ: "central",
  SK: "central",
  HU: "central",
  RO: "central",
  BG: "central",
  GR: "mediterranean",
  TR: "mediterranean",
  AE: "arabic",
  SA: "arabic",
  QA: "arabic",
  EG: "arabic",
  MA: "arabic",
  IL: "hebrew",
  NG: "african",
  KE: "african",
  GH: "african",
  ET: "african",
  IN: "indian",
  PK: "indian",
  BD: "indian",
  CN: "chinese",
  HK: "chinese",
  TW: "chinese",
  SG: "chinese",
  JP: "japanese",
  KR: "korean",
  MY: "southeastAsian",
  TH: "southeastAsian",
  ID: "southeastAsian",
  PH: "southeastAsian",
  VN: "southeastAsian",
};

/** A plausible person's name for a country (English-speaking names elsewhere). */
export function personName(random: Random, countryCode: string | null): string {
  const culture = cultures[(countryCode && cultureOfCountry[countryCode]) || "anglo"];
  return `${random.pick(culture.first)} ${random.pick(culture.last)}`;
}

/** Invented venture and private-equity investors: the search facet's values are their slugs. */
export const investors: readonly { slug: string; name: string }[] = [
  "Harborview Capital",
  "Northgate Ventures",
  "Bluepeak Partners",
  "Crescent Hill Capital",
  "Ironbridge Equity",
  "Meridian Growth Fund",
  "Summit Lane Ventures",
  "Oakridge Partners",
  "Lighthouse Venture Partners",
  "Granite Rock Capital",
  "Silverline Investments",
  "Foundry Square Ventures",
  "Evergreen Crossing Capital",
  "Tidewater Equity",
  "Redwood Arch Partners",
  "Kestrel Capital",
  "Aurora Bay Ventures",
  "Westbrook Industrial Partners",
  "Copperfield Growth",
  "Pinecrest Capital",
  "Atlas Ridge Equity",
  "Beacon Street Ventures",
  "Clearwater Holdings",
  "Falcon Point Capital",
  "Juniper Square Partners",
  "Keystone Heritage Capital",
  "Lakeshore Ventures",
  "Maple Leaf Growth Partners",
  "Nordic Fjord Capital",
  "Rhine Valley Beteiligungen",
  "Sakura Frontier Ventures",
  "Orchid Gate Capital",
].map((name) => ({ name, slug: slugify(name) }));
