/** The national registry (Þjóðskrá): who a kennitala belongs to. */
export type RegistryPerson = {
  kennitala: string;
  fullName: string;
  /** 7-digit Icelandic mobile number the person's electronic ID is on, if any. */
  mobile: string | null;
  address: { street: string; postalCode: string; town: string };
};

export type RegistryProvider = {
  findByKennitala(kennitala: string): Promise<RegistryPerson | null>;
  findByMobile(mobile: string): Promise<RegistryPerson | null>;
};

/** A company in the register of companies (fyrirtækjaskrá), with who may sign for it. */
export type RegistryCompany = {
  kennitala: string;
  name: string;
  address: { street: string; postalCode: string; town: string };
  /** Prókúruhafar: the kennitölur of the people who may act for the company. */
  procurators: readonly string[];
};

export type CompanyRegistryProvider = {
  findCompany(kennitala: string): Promise<RegistryCompany | null>;
};
