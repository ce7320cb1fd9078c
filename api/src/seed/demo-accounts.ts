/** The demo people every screen, test and screenshot uses. Kennitölur and phones are in the sandbox registry. */
export type DemoAccount = {
  role: 'tenant' | 'landlord' | 'staff';
  email: string;
  fullName: string;
  userType: 'LL' | 'TN' | null;
  isStaff: boolean;
  kennitala: string;
  mobile: string;
  language: 'is' | 'en' | 'uk' | 'da' | 'pl';
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'tenant',
    email: 'anna@leiga.is',
    fullName: 'Anna Sigurðardóttir',
    userType: 'TN',
    isStaff: false,
    kennitala: '1203942319',
    mobile: '6612345',
    language: 'is',
  },
  {
    role: 'landlord',
    email: 'jon@leiga.is',
    fullName: 'Jón Guðmundsson',
    userType: 'LL',
    isStaff: false,
    kennitala: '0407682389',
    mobile: '8921234',
    language: 'is',
  },
  {
    role: 'staff',
    email: 'stjorn@leiga.is',
    fullName: 'Helga Björnsdóttir',
    userType: null,
    isStaff: true,
    kennitala: '2110793129',
    mobile: '7754321',
    language: 'is',
  },
  {
    role: 'tenant',
    email: 'kristin@leiga.is',
    fullName: 'Kristín Þórsdóttir',
    userType: 'TN',
    isStaff: false,
    kennitala: '0911883419',
    mobile: '6945871',
    language: 'is',
  },
  {
    role: 'landlord',
    email: 'magnus@leiga.is',
    fullName: 'Magnús Helgason',
    userType: 'LL',
    isStaff: false,
    kennitala: '1705755639',
    mobile: '8225610',
    language: 'is',
  },
  {
    role: 'tenant',
    email: 'olena@leiga.is',
    fullName: 'Olena Kovalenko',
    userType: 'TN',
    isStaff: false,
    kennitala: '2502912729',
    mobile: '7713390',
    language: 'uk',
  },
  {
    role: 'tenant',
    email: 'piotr@leiga.is',
    fullName: 'Piotr Nowak',
    userType: 'TN',
    isStaff: false,
    kennitala: '0308864459',
    mobile: '6186402',
    language: 'pl',
  },
];

export const DEFAULT_DEMO_PASSWORD = 'leiga-demo-2026';
