import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from './audit.js';
import { notStaff, type StaffMember, type StaffService } from './staff-service.js';

/**
 * The hooks every staff route uses, for the console's own routes and for the features that add
 * theirs (disputes, support tickets). Signed out or not staff: 404, the same as a path that does
 * not exist. `anyStaff` lets in staff who have not entered an authenticator code in this session
 * (only /me and the enrolment need it); `unlockedStaff` is every other route.
 */
export function createStaffGuard(app: FastifyInstance, staff: StaffService) {
  const members = new WeakMap<FastifyRequest, StaffMember>();

  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    try {
      await app.authenticate(request, reply);
    } catch {
      reply.removeHeader('www-authenticate');
      throw notStaff();
    }
  }

  const memberOf = (request: FastifyRequest): StaffMember => members.get(request)!;
  return {
    anyStaff: async (request: FastifyRequest, reply: FastifyReply) => {
      await signedIn(request, reply);
      members.set(request, await staff.member(request.auth));
    },
    unlockedStaff: async (request: FastifyRequest, reply: FastifyReply) => {
      await signedIn(request, reply);
      members.set(request, await staff.unlocked(request.auth));
    },
    memberOf,
    actorOf: (request: FastifyRequest): Actor => {
      const member = memberOf(request);
      return { id: member.userId, label: member.email, requestId: String(request.id) };
    },
  };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;
