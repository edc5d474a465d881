import { BOOKING_NOW, BOOKING_TABLES, createKit } from '../test/booking-kit.js';
import { useTestApp } from '../test/use-test-app.js';

// The catalogue's services in the caller's language wherever an answer carries them (by slug, at
// the language plugin's boundary): a search result, an Aboki's profile, the job views, the timeline.

const ctx = useTestApp({ now: BOOKING_NOW, truncate: BOOKING_TABLES });
const { call, account, aboki, book } = createKit(ctx);
const yoruba = { 'accept-language': 'yo' };

describe('service names in the caller’s language', () => {
  it('a Yoruba search result, profile and job view name the service in Yoruba; English without', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const job = await book(user.token, halima.id);

    const search = await call(
      'GET',
      '/api/v1/abokis/search?service=home-cleaning&state=Lagos&lga=Ikeja',
      undefined,
      undefined,
      yoruba,
    );
    expect(search.statusCode).toBe(200);
    const found = search.json().data.abokis.find((item: { id: string }) => item.id === halima.id);
    expect(found.services).toContainEqual(
      expect.objectContaining({ serviceSlug: 'home-cleaning', serviceName: 'Ìmọ́tótó ilé' }),
    );

    const profile = await call('GET', `/api/v1/abokis/${halima.id}`, undefined, undefined, yoruba);
    expect(profile.json().data.aboki.services).toContainEqual(
      expect.objectContaining({ serviceSlug: 'home-cleaning', serviceName: 'Ìmọ́tótó ilé' }),
    );

    const view = await call('GET', `/api/v1/jobs/${job.reference}`, undefined, user.token, yoruba);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.job.service).toMatchObject({ slug: 'home-cleaning', name: 'Ìmọ́tótó ilé' });

    const list = await call('GET', '/api/v1/jobs?tab=upcoming', undefined, user.token, yoruba);
    expect(list.json().data.jobs[0].service).toMatchObject({ slug: 'home-cleaning', name: 'Ìmọ́tótó ilé' });

    const board = await call('GET', '/api/v1/agent/dashboard', undefined, agent.token, yoruba);
    expect(board.statusCode).toBe(200);
    expect(board.json().data.requests[0].service).toMatchObject({ name: 'Ìmọ́tótó ilé' });
    expect(board.json().data.abokis[0].services).toContainEqual({
      slug: 'home-cleaning',
      name: 'Ìmọ́tótó ilé',
    });

    const timeline = await call('GET', `/api/v1/jobs/${job.reference}/events`, undefined, user.token, yoruba);
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json().data.events[0]).toMatchObject({
      serviceSlug: 'home-cleaning',
      serviceName: 'Ìmọ́tótó ilé',
    });

    const english = await call('GET', `/api/v1/jobs/${job.reference}`, undefined, user.token);
    expect(english.json().data.job.service).toMatchObject({ slug: 'home-cleaning', name: 'Home cleaning' });
  });
});
