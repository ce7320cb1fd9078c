/**
 * Links that imitate the domains people trust in an Icelandic rental: Leiga itself, island.is,
 * the banks, the tax office and HMS. A domain is a look-alike when it is not one of these (or a
 * subdomain of one) but, after undoing common homoglyphs, sits within a small edit distance of
 * one, or wears a trusted name as a part of another domain (`leiga-is.com`, `island-is.info`).
 */
export const TRUSTED_DOMAINS = [
  'leiga.is',
  'island.is',
  'skatturinn.is',
  'hms.is',
  'audkenni.is',
  'arionbanki.is',
  'landsbankinn.is',
  'islandsbanki.is',
  'kvika.is',
  'indo.is',
  'sparisjodur.is',
  'netgiro.is',
  'aur.is',
  // International names rental scams wear: fake booking pages, payment "protection", couriers.
  'airbnb.com',
  'booking.com',
  'paypal.com',
  'dhl.com',
  'dhl.is',
  'postur.is',
  'myigloo.is',
  'bland.is',
] as const;

/** Brand names long enough that their presence inside another domain is telling. */
const TRUSTED_NAMES = TRUSTED_DOMAINS.map((d) => d.slice(0, d.indexOf('.'))).filter(
  (name) => name.length >= 3,
);

/** Characters that look like others in a URL bar, folded to what they imitate. */
const HOMOGLYPHS: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/0/g, 'o'],
  [/[1|!]/g, 'l'],
  [/3/g, 'e'],
  [/5/g, 's'],
  [/[íìï]/g, 'i'],
  [/[áàâä@]/g, 'a'],
  [/[óòôö]/g, 'o'],
  [/[éèê]/g, 'e'],
  [/[úùü]/g, 'u'],
  [/ð/g, 'd'],
  // Cyrillic letters that render as Latin ones.
  [/а/g, 'a'],
  [/е/g, 'e'],
  [/о/g, 'o'],
  [/і/g, 'i'],
  [/с/g, 'c'],
  [/р/g, 'p'],
];

/** Hostnames written in a text: in URLs, after www., or bare (`name.tld`). */
const HOST_PATTERN =
  /(?:https?:\/\/)?((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:xn--[a-z0-9-]+|[a-z]{2,24}))(?=[/:?#\s),.!'"]|$)/giu;

/** Top-level domains that are file endings more often than sites in chat. */
const NOT_A_SITE = new Set(['jpg', 'jpeg', 'png', 'pdf', 'docx', 'txt', 'heic']);

export function findHostnames(text: string): string[] {
  const hosts: string[] = [];
  for (const match of text.matchAll(HOST_PATTERN)) {
    const host = match[1]!.toLowerCase().replace(/^www\./, '');
    const tld = host.slice(host.lastIndexOf('.') + 1);
    if (!NOT_A_SITE.has(tld) && !/^\d+(\.\d+)+$/.test(host)) hosts.push(host);
  }
  return hosts;
}

/** Edits (insert, delete, substitute, swap two neighbours) from one string to another. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

function foldHomoglyphs(label: string): string {
  return HOMOGLYPHS.reduce((s, [pattern, to]) => s.replace(pattern, to), label);
}

function isTrusted(host: string): boolean {
  return TRUSTED_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
}

/** The trusted domain a hostname imitates, or null when it imitates none (or is the real one). */
export function imitatedDomain(host: string): string | null {
  if (isTrusted(host)) return null;
  const labels = host.split('.');
  const registered = labels.slice(-2).join('.');
  const folded = foldHomoglyphs(registered);
  for (const trusted of TRUSTED_DOMAINS) {
    if (folded === trusted) return trusted;
    const name = trusted.slice(0, trusted.indexOf('.'));
    const foldedName = folded.slice(0, folded.indexOf('.'));
    // One or two slips in a long name (leigaa.is, liega.com, arionbank1.com).
    const allowed = name.length >= 8 ? 2 : name.length >= 5 ? 1 : 0;
    if (allowed > 0 && editDistance(foldedName, name) <= allowed) return trusted;
  }
  // A trusted name worn inside another domain: leiga-is.com, secure-landsbankinn.net.
  const parts = foldHomoglyphs(labels.join('.')).split(/[.-]/);
  for (const name of TRUSTED_NAMES)
    if (parts.includes(name)) return TRUSTED_DOMAINS.find((d) => d.startsWith(`${name}.`))!;
  if (host.includes('xn--')) return 'punycode';
  return null;
}

/** The first host in a text that imitates a trusted domain. */
export function findLookalikeHost(text: string): string | null {
  return findHostnames(text).find((host) => imitatedDomain(host) !== null) ?? null;
}
