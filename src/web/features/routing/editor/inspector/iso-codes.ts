/**
 * ISO 3166-1 alpha-2 countries and active ISO 4217 currencies, with English names from the browser's
 * Intl data (so names need no bundle of their own). Codes are listed here because Intl offers no
 * list of regions, and its currency list includes withdrawn currencies.
 */
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

const CURRENCY_CODES =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL';

export interface CodeOption {
  code: string;
  name: string;
}

const named = (codes: string, type: 'region' | 'currency'): CodeOption[] => {
  const names = new Intl.DisplayNames(['en'], { type });
  const collator = new Intl.Collator('en');
  return codes
    .split(' ')
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
};

// Named on first use, not when the routing page's code loads: naming and sorting some 400 codes took
// 10–25 ms of the page's load, for lists only the inspector's country and currency fields show.
let countries: readonly CodeOption[] | undefined;
let currencies: readonly CodeOption[] | undefined;
let countryNames: ReadonlyMap<string, string> | undefined;

/** Every country, by English name. */
export const allCountries = (): readonly CodeOption[] => (countries ??= named(COUNTRY_CODES, 'region'));
/** Every active currency, by English name. */
export const allCurrencies = (): readonly CodeOption[] => (currencies ??= named(CURRENCY_CODES, 'currency'));

export const countryName = (code: string): string => (countryNames ??= new Map(allCountries().map((c) => [c.code, c.name]))).get(code) ?? code;
