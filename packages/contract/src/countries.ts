/**
 * Countries a player can choose at registration: code and Turkish label,
 * Türkiye first (section 3), the rest in Turkish alphabetical order.
 */
const OTHERS: ReadonlyArray<readonly [string, string]> = [
  ['DE', 'Almanya'],
  ['US', 'Amerika Birleşik Devletleri'],
  ['AT', 'Avusturya'],
  ['AZ', 'Azerbaycan'],
  ['BE', 'Belçika'],
  ['GB', 'Birleşik Krallık'],
  ['BA', 'Bosna-Hersek'],
  ['BG', 'Bulgaristan'],
  ['DK', 'Danimarka'],
  ['FR', 'Fransa'],
  ['GE', 'Gürcistan'],
  ['NL', 'Hollanda'],
  ['SE', 'İsveç'],
  ['CH', 'İsviçre'],
  ['IT', 'İtalya'],
  ['CA', 'Kanada'],
  ['KZ', 'Kazakistan'],
  ['KG', 'Kırgızistan'],
  ['XK', 'Kosova'],
  ['MK', 'Kuzey Makedonya'],
  ['NO', 'Norveç'],
  ['UZ', 'Özbekistan'],
  ['RO', 'Romanya'],
  ['TM', 'Türkmenistan'],
  ['GR', 'Yunanistan'],
];

export const COUNTRIES: ReadonlyArray<{ code: string; label: string }> = [
  { code: 'TR', label: 'Türkiye' },
  ...[...OTHERS].sort((a, b) => a[1].localeCompare(b[1], 'tr')).map(([code, label]) => ({ code, label })),
];

export const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.code));
