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
