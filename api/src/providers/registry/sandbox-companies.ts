import type { RegistryCompany } from './registry-provider.js';

/**
 * Fake companies of the sandbox register. Their kennitölur pass the checksum with a company's
 * day (41-71); their procurators are people of SANDBOX_PEOPLE.
 */
export const SANDBOX_COMPANIES: readonly RegistryCompany[] = [
  {
    kennitala: '5502002010',
    name: 'Leiguumsjón ehf.',
    address: { street: 'Borgartún 26', postalCode: '105', town: 'Reykjavík' },
    procurators: ['2110793129', '1510992469'],
  },
  {
    kennitala: '6203152060',
    name: 'Norðurhús ehf.',
    address: { street: 'Glerárgata 36', postalCode: '600', town: 'Akureyri' },
    procurators: ['1705755639'],
  },
  {
    kennitala: '5101982049',
    name: 'Vesturbæjareignir hf.',
    address: { street: 'Hringbraut 121', postalCode: '107', town: 'Reykjavík' },
    procurators: ['0911883419', '3001853719'],
  },
  {
    kennitala: '4412182060',
    name: 'Hamraborg smíði ehf.',
    address: { street: 'Hamraborg 10', postalCode: '200', town: 'Kópavogur' },
    procurators: ['0308864459'],
  },
];
