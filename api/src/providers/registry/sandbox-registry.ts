import type {
  CompanyRegistryProvider,
  RegistryCompany,
  RegistryPerson,
  RegistryProvider,
} from './registry-provider.js';
import { SANDBOX_COMPANIES } from './sandbox-companies.js';
import { SANDBOX_PEOPLE } from './sandbox-people.js';

export class SandboxRegistry implements RegistryProvider, CompanyRegistryProvider {
  constructor(
    private readonly people: readonly RegistryPerson[] = SANDBOX_PEOPLE,
    private readonly companies: readonly RegistryCompany[] = SANDBOX_COMPANIES,
  ) {}

  async findByKennitala(kennitala: string): Promise<RegistryPerson | null> {
    return this.people.find((p) => p.kennitala === kennitala) ?? null;
  }

  async findByMobile(mobile: string): Promise<RegistryPerson | null> {
    return this.people.find((p) => p.mobile === mobile) ?? null;
  }

  async findCompany(kennitala: string): Promise<RegistryCompany | null> {
    return this.companies.find((c) => c.kennitala === kennitala) ?? null;
  }
}
