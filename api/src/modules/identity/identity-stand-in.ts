import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

// A stand-in for the identity provider's NIN lookup, speaking its HTTP API (the request and answer
// shapes Prembly IdentityPass documents), for development and tests without a key. Mounted only
// outside production. It knows a few sample people (documented in the README) plus whoever a test
// adds; every other number has no record. One number stands for an outage.

interface StandInPerson {
  firstname: string;
  middlename: string;
  surname: string;
  /** NIMC's DD-MM-YYYY. */
  birthdate: string;
}

/** The NIN that makes the stand-in answer 503, as the provider does when NIMC is down. */
export const NIN_OUTAGE = '99999999999';

/** Development's sample people: enter these on an Aboki to see each result. */
export const SAMPLE_NINS: Record<string, StandInPerson> = {
  '12345678901': { firstname: 'HALIMA', middlename: '', surname: 'SANI', birthdate: '14-03-1995' },
  '23456789012': { firstname: 'CHIDINMA', middlename: 'GRACE', surname: 'OKAFOR', birthdate: '02-11-1992' },
  '34567890123': { firstname: 'OLUWASEUN', middlename: '', surname: 'ADEYEMI', birthdate: '21-07-1988' },
};

export class IdentityStandIn {
  readonly people = new Map<string, StandInPerson>(Object.entries(SAMPLE_NINS));
  /** Every lookup asked of it, for tests to see what was sent (the number included: it is a fake). */
  readonly asked: { nin: string; apiKey: string | undefined }[] = [];

  add(
    nin: string,
    person: { firstName: string; middleName?: string; lastName: string; dateOfBirth: string },
  ) {
    const [year, month, day] = person.dateOfBirth.split('-');
    this.people.set(nin, {
      firstname: person.firstName.toUpperCase(),
      middlename: (person.middleName ?? '').toUpperCase(),
      surname: person.lastName.toUpperCase(),
      birthdate: `${day}-${month}-${year}`,
    });
  }
}

export function identityStandInRoutes(standIn: IdentityStandIn, apiKey: string) {
  return async (app: FastifyInstance) => {
    app.post('/identitypass/verification/nin', async (request, reply) => {
      const key = request.headers['x-api-key'];
      const number = (request.body as { number?: unknown } | null)?.number;
      standIn.asked.push({ nin: String(number), apiKey: typeof key === 'string' ? key : undefined });
      if (key !== apiKey) {
        return reply.code(401).send({ status: false, detail: 'Invalid API key', response_code: '04' });
      }
      if (typeof number !== 'string' || !/^\d{11}$/.test(number)) {
        return reply.code(400).send({ status: false, detail: 'Invalid NIN', response_code: '02' });
      }
      if (number === NIN_OUTAGE) {
        return reply.code(503).send({ status: false, detail: 'Service unavailable', response_code: '03' });
      }
      const reference = randomUUID();
      const person = standIn.people.get(number);
      if (!person) {
        return reply.send({
          status: false,
          detail: 'Record not found',
          response_code: '01',
          verification: { status: 'NOT-VERIFIED', reference },
        });
      }
      return reply.send({
        status: true,
        detail: 'Verification Successful',
        response_code: '00',
        // The real provider also returns a photo and more; Aboki must drop them, so the stand-in sends some.
        nin_data: { ...person, photo: '/9j/4AAQSkZJRgABAQ', telephoneno: '08000000000', gender: 'F' },
        verification: { status: 'VERIFIED', reference },
      });
    });
  };
}

/** The stand-in on its own port, as a test's IDENTITY_BASE_URL (the provider on the network). */
export async function startIdentityStandIn(apiKey: string): Promise<{
  standIn: IdentityStandIn;
  baseUrl: string;
  close: () => Promise<void>;
}> {
  const app = Fastify({ logger: false });
  const standIn = new IdentityStandIn();
  await app.register(identityStandInRoutes(standIn, apiKey));
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { standIn, baseUrl, close: () => app.close() };
}
