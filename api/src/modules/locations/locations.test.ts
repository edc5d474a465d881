import { NIGERIAN_STATES } from 'shared/nigeria';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/v1/locations', () => {
  it('lists the 36 states and FCT, cacheable for a day', async () => {
    const response = await get('/api/v1/locations/states');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { states } = response.json().data;
    expect(states).toHaveLength(37);
    expect(states).toEqual(NIGERIAN_STATES.map((state) => state.name));
    expect(states).toEqual(expect.arrayContaining(['Lagos', 'FCT', 'Akwa Ibom', 'Cross River']));
  });

  it("lists a state's LGAs: 20 for Lagos, 6 Area Councils for FCT", async () => {
    const lagos = await get('/api/v1/locations/states/Lagos/lgas');
    expect(lagos.statusCode).toBe(200);
    expect(lagos.headers['cache-control']).toBe('public, max-age=86400');
    expect(lagos.json().data.state).toBe('Lagos');
    expect(lagos.json().data.lgas).toHaveLength(20);
    expect(lagos.json().data.lgas).toContain('Ikeja');
    expect((await get('/api/v1/locations/states/FCT/lgas')).json().data.lgas).toHaveLength(6);
    expect((await get('/api/v1/locations/states/Akwa%20Ibom/lgas')).json().data.lgas).toHaveLength(31);
    expect((await get('/api/v1/locations/states/lagos/lgas')).json().data.state).toBe('Lagos');
  });

  it('is 404 for an unknown state', async () => {
    const response = await get('/api/v1/locations/states/Atlantis/lgas');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'NOT_FOUND',
      message: 'No Nigerian state called "Atlantis"',
    });
  });
});
