import type { Services } from '../../services.js';
import { EmailTokens } from './email-tokens.js';
import { UserRepository } from './user-repository.js';

/** The ground services plus the user module's own repositories, which no other module sees. */
export type UserDeps = Services & { users: UserRepository; emailTokens: EmailTokens };

const built = new WeakMap<Services, UserDeps>();

/** The module's dependencies over one set of services, built once per process (tests build several). */
export function userDeps(services: Services): UserDeps {
  let deps = built.get(services);
  if (!deps) {
    const repositories = {
      users: new UserRepository(services.db),
      emailTokens: new EmailTokens(services.db, services.clock),
    };
    deps = { ...services, ...repositories };
    built.set(services, deps);
  }
  return deps;
}
