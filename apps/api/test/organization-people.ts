import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../src/modules/users/users.service.js';

export const PEOPLE_PASSWORD = 'a-good-password';

/** A user made directly (no sign-up journey), a member of `organizationId` in `role`; sign them in with PEOPLE_PASSWORD. */
export async function addMember(
  app: FastifyInstance,
  {
    email,
    name,
    role,
    organizationId,
  }: { email: string; name: string; role: 'candidate' | 'orgadmin'; organizationId: string },
): Promise<UserRow> {
  const { identity, users, organizationsRepository } = app.services;
  const subject = await identity.ensureAccount({ email, password: PEOPLE_PASSWORD, name });
  const user = await users.ensureSeededUser({ issuer: identity.issuer, subject, email, name, role, organizationId });
  await organizationsRepository.addMember({ organizationId, userId: user.id, role });
  return user;
}

/** A candidate of the demo organization. */
export const addDemoCandidate = (app: FastifyInstance, email: string, name: string) =>
  addMember(app, { email, name, role: 'candidate', organizationId: 'demo-organization' });

/** The outsider: Olga, orgadmin of another organization (Globex), who must never reach the demo organization's data. */
export async function addOutsider(app: FastifyInstance): Promise<UserRow> {
  await app.services.organizationsRepository.insertIfAbsent({
    id: 'globex',
    name: 'Globex',
    createdBy: 'olga@globex.test',
  });
  return addMember(app, { email: 'olga@globex.test', name: 'Olga', role: 'orgadmin', organizationId: 'globex' });
}
