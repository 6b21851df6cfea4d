/**
 * FIPS 10-4 country codes, which GDELT writes in its location and event geography fields, with
 * their ISO 3166-1 alpha-2 codes and the names GDELT spells countries by (the FIPS names:
 * "Bahamas, The", "Korea, South", "Gaza Strip"). The two code lists differ in most letters
 * ("GM" is Germany in FIPS, Gambia in ISO), so a FIPS code is never read as an ISO one.
 * Source: FIPS PUB 10-4 (US public domain) as GDELT uses it; entries without an ISO country of
 * their own are left out.
 */
const table = `AA AW Aruba|AC AG Antigua and Barbuda|AE AE United Arab Emirates|AF AF Afghanistan
|AG DZ Algeria|AJ AZ Azerbaijan|AL AL Albania|AM AM Armenia|AN AD Andorra|AO AO Angola
|AQ AS American Samoa|AR AR Argentina|AS AU Australia|AU AT Austria|AV AI Anguilla
|AY AQ Antarctica|BA BH Bahrain|BB BB Barbados|BC BW Botswana|BD BM Bermuda|BE BE Belgium
|BF BS Bahamas, The|BG BD Bangladesh|BH BZ Belize|BK BA Bosnia and Herzegovina|BL BO Bolivia
|BM MM Burma|BN BJ Benin|BO BY Belarus|BP SB Solomon Islands|BR BR Brazil|BT BT Bhutan
|BU BG Bulgaria|BV BV Bouvet Island|BX BN Brunei|BY BI Burundi|CA CA Canada|CB KH Cambodia
|CD TD Chad|CE LK Sri Lanka|CF CG Congo|CG CD Congo, Democratic Republic of the|CH CN China
|CI CL Chile|CJ KY Cayman Islands|CK CC Cocos (Keeling) Islands|CM CM Cameroon|CN KM Comoros
|CO CO Colombia|CQ MP Northern Mariana Islands|CS CR Costa Rica|CT CF Central African Republic
|CU CU Cuba|CV CV Cape Verde|CW CK Cook Islands|CY CY Cyprus|DA DK Denmark|DJ DJ Djibouti
|DO DM Dominica|DR DO Dominican Republic|EC EC Ecuador|EG EG Egypt|EI IE Ireland
|EK GQ Equatorial Guinea|EN EE Estonia|ER ER Eritrea|ES SV El Salvador|ET ET Ethiopia
|EZ CZ Czech Republic|FG GF French Guiana|FI FI Finland|FJ FJ Fiji|FK FK Falkland Islands
|FM FM Micronesia, Federated States of|FO FO Faroe Islands|FP PF French Polynesia|FR FR France
|FS TF French Southern and Antarctic Lands|GA GM Gambia, The|GB GA Gabon|GG GE Georgia
|GH GH Ghana|GI GI Gibraltar|GJ GD Grenada|GK GG Guernsey|GL GL Greenland|GM DE Germany
|GP GP Guadeloupe|GQ GU Guam|GR GR Greece|GT GT Guatemala|GV GN Guinea|GY GY Guyana
|GZ PS Gaza Strip|HA HT Haiti|HK HK Hong Kong|HM HM Heard Island and McDonald Islands
|HO HN Honduras|HR HR Croatia|HU HU Hungary|IC IS Iceland|ID ID Indonesia|IM IM Isle of Man
|IN IN India|IO IO British Indian Ocean Territory|IR IR Iran|IS IL Israel|IT IT Italy
|IV CI Cote d'Ivoire|IZ IQ Iraq|JA JP Japan|JE JE Jersey|JM JM Jamaica|JO JO Jordan|KE KE Kenya
|KG KG Kyrgyzstan|KN KP Korea, North|KR KI Kiribati|KS KR Korea, South|KT CX Christmas Island
|KU KW Kuwait|KV XK Kosovo|KZ KZ Kazakhstan|LA LA Laos|LE LB Lebanon|LG LV Latvia
|LH LT Lithuania|LI LR Liberia|LO SK Slovakia|LS LI Liechtenstein|LT LS Lesotho|LU LU Luxembourg
|LY LY Libya|MA MG Madagascar|MB MQ Martinique|MC MO Macau|MD MD Moldova|MF YT Mayotte
|MG MN Mongolia|MH MS Montserrat|MI MW Malawi|MJ ME Montenegro|MK MK Macedonia|ML ML Mali
|MN MC Monaco|MO MA Morocco|MP MU Mauritius|MR MR Mauritania|MT MT Malta|MU OM Oman
|MV MV Maldives|MX MX Mexico|MY MY Malaysia|MZ MZ Mozambique|NC NC New Caledonia|NE NU Niue
|NF NF Norfolk Island|NG NE Niger|NH VU Vanuatu|NI NG Nigeria|NL NL Netherlands|NN SX Sint Maarten
|NO NO Norway|NP NP Nepal|NR NR Nauru|NS SR Suriname|NU NI Nicaragua|NZ NZ New Zealand
|OD SS South Sudan|PA PY Paraguay|PC PN Pitcairn Islands|PE PE Peru|PK PK Pakistan|PL PL Poland
|PM PA Panama|PO PT Portugal|PP PG Papua New Guinea|PS PW Palau|PU GW Guinea-Bissau|QA QA Qatar
|RE RE Reunion|RI RS Serbia|RM MH Marshall Islands|RN MF Saint Martin|RO RO Romania
|RP PH Philippines|RQ PR Puerto Rico|RS RU Russia|RW RW Rwanda|SA SA Saudi Arabia
|SB PM Saint Pierre and Miquelon|SC KN Saint Kitts and Nevis|SE SC Seychelles|SF ZA South Africa
|SG SN Senegal|SH SH Saint Helena|SI SI Slovenia|SL SL Sierra Leone|SM SM San Marino
|SN SG Singapore|SO SO Somalia|SP ES Spain|ST LC Saint Lucia|SU SD Sudan|SV SJ Svalbard
|SW SE Sweden|SX GS South Georgia and the South Sandwich Islands|SY SY Syria|SZ CH Switzerland
|TB BL Saint Barthelemy|TD TT Trinidad and Tobago|TH TH Thailand|TI TJ Tajikistan
|TK TC Turks and Caicos Islands|TL TK Tokelau|TN TO Tonga|TO TG Togo|TP ST Sao Tome and Principe
|TS TN Tunisia|TT TL East Timor|TU TR Turkey|TV TV Tuvalu|TW TW Taiwan|TX TM Turkmenistan
|TZ TZ Tanzania|UC CW Curacao|UG UG Uganda|UK GB United Kingdom|UP UA Ukraine|US US United States
|UV BF Burkina Faso|UY UY Uruguay|UZ UZ Uzbekistan|VC VC Saint Vincent and the Grenadines
|VE VE Venezuela|VI VG British Virgin Islands|VM VN Vietnam|VQ VI Virgin Islands
|VT VA Vatican City|WA NA Namibia|WE PS West Bank|WF WF Wallis and Futuna|WI EH Western Sahara
|WS WS Samoa|WZ SZ Swaziland|YM YE Yemen|ZA ZM Zambia|ZI ZW Zimbabwe`;

/** Other spellings seen in GDELT and feeds that follow it, beside the FIPS names above. */
const extraNames: readonly (readonly [string, string])[] = [
  ["Vietnam, Republic Of", "VN"],
  ["Korea, Republic Of", "KR"],
  ["Korea, Democratic People's Republic Of", "KP"],
  ["Ivory Coast", "CI"],
  ["Burma (Myanmar)", "MM"],
  ["Palestinian Territories", "PS"],
  ["Occupied Palestinian Territory", "PS"],
  ["Congo, Republic Of The", "CG"],
];

export type FipsCountry = { fips: string; iso: string; name: string };

export const fipsCountries: readonly FipsCountry[] = table
  .split("|")
  .map((entry) => entry.trim())
  .map((entry) => ({ fips: entry.slice(0, 2), iso: entry.slice(3, 5), name: entry.slice(6) }));

/** The FIPS names and GDELT's other spellings, as [name, ISO code]. */
export const gdeltCountryNames: readonly (readonly [string, string])[] = [
  ...fipsCountries.map((c) => [c.name, c.iso] as const),
  ...extraNames,
];

const isoOfFips = new Map(fipsCountries.map((c) => [c.fips, c.iso]));

/** The ISO code of a FIPS 10-4 country code ("TU" → "TR"), or null. */
export function countryOfFips(code: string | null | undefined): string | null {
  return isoOfFips.get((code ?? "").trim().toUpperCase()) ?? null;
}
