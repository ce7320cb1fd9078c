import type { Locale } from '@leiga/domain';
import type { Db } from '../db/client.js';
import { specialTermTemplates } from '../db/schema/index.js';

type Template = { language: Locale; title: string; text: string };

/**
 * The special terms landlords in Iceland write most often, offered as templates in Icelandic
 * and English (the languages a contract PDF is rendered in). Texts stay within what the law lets
 * a lease add (húsaleigulög 2. gr.: terms may not put the tenant in a worse position).
 */
const TEMPLATES: readonly Template[] = [
  {
    language: 'is',
    title: 'Gæludýr',
    text: 'Leigjanda er heimilt að halda eitt gæludýr (hund eða kött) í hinu leigða með samþykki húsfélags. Leigjandi ber ábyrgð á tjóni sem dýrið veldur.',
  },
  {
    language: 'is',
    title: 'Reykingar',
    text: 'Reykingar, þar á meðal rafrettur, eru óheimilar innandyra í hinu leigða og á svölum.',
  },
  {
    language: 'is',
    title: 'Framleiga',
    text: 'Leigjanda er óheimilt að framleigja hið leigða eða hluta þess, þar á meðal til skammtímaleigu ferðamanna, nema með skriflegu samþykki leigusala.',
  },
  {
    language: 'is',
    title: 'Þrif við skil',
    text: 'Leigjandi skal skila hinu leigða hreinu og í sama ástandi og við upphaf leigutíma, að frátöldu eðlilegu sliti.',
  },
  {
    language: 'en',
    title: 'Pets',
    text: 'The tenant may keep one pet (a dog or a cat) in the premises with the consent of the housing association. The tenant is liable for any damage the animal causes.',
  },
  {
    language: 'en',
    title: 'Smoking',
    text: 'Smoking, including e-cigarettes, is not permitted indoors in the premises or on the balconies.',
  },
  {
    language: 'en',
    title: 'Subletting',
    text: 'The tenant may not sublet the premises or any part of them, including short-term rental to tourists, without the landlord’s written consent.',
  },
  {
    language: 'en',
    title: 'Cleaning on return',
    text: 'The tenant shall return the premises clean and in the same condition as at the start of the lease, normal wear and tear excepted.',
  },
];

export async function seedSpecialTermTemplates(db: Db): Promise<void> {
  await db.insert(specialTermTemplates).values([...TEMPLATES]);
}
