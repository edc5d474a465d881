import type { APIRequestContext } from '@playwright/test';
import { IDENTITY_CONSENT } from 'shared/schemas';
import type { Account } from './accounts.js';
import { approveAboki } from './staff.js';

/** The `data` of an API answer, or an error naming the step and what the API said. */
export async function json(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

export interface AbokiPerson {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nin: string;
  approve: boolean;
}

/** The suite's usual Aboki: the identity stand-in's first sample person, approved. */
export const HALIMA: AbokiPerson = {
  firstName: 'Halima',
  lastName: 'Sani',
  dateOfBirth: '1995-03-14',
  nin: '12345678901',
  approve: true,
};

/**
 * One ACTIVE Aboki of `agent`'s, made through the API as the onboarding pages would (the e2e
 * server loads no demo data): Halima S., home cleaning, 2 h, ₦12,000, in `place` every day
 * 6:00–22:00 (or another price), sent for review and approved by the suite's operator (the identity stand-in knows
 * NIN 12345678901 as Halima Sani, born 14 March 1995). Answers its id.
 */
export async function publishAboki(
  api: APIRequestContext,
  agent: Account,
  place: { state: string; lga: string },
  /** Who the Aboki is (a NIN the identity stand-in knows), and whether the suite's operator approves it. */
  person: AbokiPerson = HALIMA,
  /** What its home cleaning costs (a dispute's large refund needs a dearer job). */
  priceKobo = 1_200_000,
): Promise<string> {
  const headers = { authorization: `Bearer ${agent.token}` };
  const created = await json(
    await api.post('/api/v1/abokis', {
      headers,
      data: {
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: person.dateOfBirth,
        languages: ['Hausa', 'English'],
        ...place,
      },
    }),
    'create Aboki',
  );
  const id = (created.data.aboki as { id: string }).id;
  await json(
    await api.patch(`/api/v1/abokis/${id}`, {
      headers,
      data: {
        address: `7 Market Road, ${place.lga}`,
        idType: 'NIN',
        idNumber: person.nin,
        identityConsent: IDENTITY_CONSENT.version,
        guarantor: {
          name: 'Musa Sani',
          phoneNumber: '08051112222',
          relationship: 'Uncle',
          address: '3 Epe Road',
        },
      },
    }),
    'details',
  );
  await json(
    await api.put(`/api/v1/abokis/${id}/services`, {
      headers,
      data: { services: [{ serviceSlug: 'home-cleaning', priceKobo, durationMinutes: 120 }] },
    }),
    'services',
  );
  await json(
    await api.put(`/api/v1/abokis/${id}/availability`, {
      headers,
      data: {
        weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '06:00', end: '22:00' })),
        areas: [place.lga],
        timeOff: [],
      },
    }),
    'availability',
  );
  await json(await api.post(`/api/v1/abokis/${id}/publish`, { headers }), 'publish');
  if (person.approve) await approveAboki(api, id);
  return id;
}
