import type { RegistryPerson } from './registry-provider.js';

/**
 * Fake people of the sandbox registry. Their kennitölur pass the checksum (checked in tests);
 * the demo accounts are among them so their electronic ID works.
 */
export const SANDBOX_PEOPLE: readonly RegistryPerson[] = [
  {
    kennitala: '1203942319',
    fullName: 'Anna Sigurðardóttir',
    mobile: '6612345',
    address: { street: 'Grettisgata 54', postalCode: '101', town: 'Reykjavík' },
  },
  {
    kennitala: '0407682389',
    fullName: 'Jón Guðmundsson',
    mobile: '8921234',
    address: { street: 'Hofsvallagata 21', postalCode: '107', town: 'Reykjavík' },
  },
  {
    kennitala: '2110793129',
    fullName: 'Helga Björnsdóttir',
    mobile: '7754321',
    address: { street: 'Laugavegur 120', postalCode: '105', town: 'Reykjavík' },
  },
  {
    kennitala: '0911883419',
    fullName: 'Kristín Þórsdóttir',
    mobile: '6945871',
    address: { street: 'Hringbraut 88', postalCode: '107', town: 'Reykjavík' },
  },
  {
    kennitala: '1705755639',
    fullName: 'Magnús Helgason',
    mobile: '8225610',
    address: { street: 'Þingvallastræti 14', postalCode: '600', town: 'Akureyri' },
  },
  {
    kennitala: '2502912729',
    fullName: 'Olena Kovalenko',
    mobile: '7713390',
    address: { street: 'Fellsmúli 9', postalCode: '108', town: 'Reykjavík' },
  },
  {
    kennitala: '0308864459',
    fullName: 'Piotr Nowak',
    mobile: '6186402',
    address: { street: 'Álfaskeið 33', postalCode: '220', town: 'Hafnarfjörður' },
  },
  {
    kennitala: '1510992469',
    fullName: 'Sigurður Ólafsson',
    mobile: '6997723',
    address: { street: 'Hamraborg 6', postalCode: '200', town: 'Kópavogur' },
  },
  {
    kennitala: '3001853719',
    fullName: 'Guðrún Einarsdóttir',
    mobile: '8670012',
    address: { street: 'Bárugata 3', postalCode: '101', town: 'Reykjavík' },
  },
  {
    kennitala: '0601012800',
    fullName: 'Eva Hákonardóttir',
    mobile: '7820045',
    address: { street: 'Vallakór 2', postalCode: '203', town: 'Kópavogur' },
  },
];
