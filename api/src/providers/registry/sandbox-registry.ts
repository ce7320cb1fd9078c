import type { RegistryPerson, RegistryProvider } from './registry-provider.js';
import { SANDBOX_PEOPLE } from './sandbox-people.js';

export class SandboxRegistry implements RegistryProvider {
  constructor(private readonly people: readonly RegistryPerson[] = SANDBOX_PEOPLE) {}

  async findByKennitala(kennitala: string): Promise<RegistryPerson | null> {
    return this.people.find((p) => p.kennitala === kennitala) ?? null;
  }

  async findByMobile(mobile: string): Promise<RegistryPerson | null> {
    return this.people.find((p) => p.mobile === mobile) ?? null;
  }
}
