import { useTestApp } from '../test/use-test-app.js';

const ctx = useTestApp();

// Found by the route fuzzer: the router's own refusals left in Fastify's shape, not the envelope.
describe("the router's refusals", () => {
  it.each([
    ['a parameter that is not valid UTF-8', '/api/v1/locations/states/%ED%A0%80/lgas'],
    ['a parameter over the router length limit', `/api/v1/locations/states/${'a'.repeat(600)}/lgas`],
  ])('answer %s with 404 in the error envelope', async (_what, url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      error: 'NOT_FOUND',
      message: expect.stringMatching(/^No such address: /),
      requestId: expect.any(String),
    });
    expect(response.body).not.toContain('FST_ERR');
  });
});

// Found by the route fuzzer: `?__proto__=` came back as a 400 with an empty message.
describe('validation errors', () => {
  it('name a field called __proto__ like any other unknown field', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/services?__proto__=%7B%7D' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Unknown field "__proto__"',
    });
  });
});

describe('a validation message', () => {
  it('is the fields’ texts as sentences, never their keys, when several fields are wrong', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: {} });
    expect(response.statusCode).toBe(400);
    const { message, fields } = response.json() as { message: string; fields: Record<string, string> };
    expect(Object.keys(fields)).toEqual(['name', 'email', 'message']);
    expect(message).toBe(`${fields.name}. ${fields.email}. ${fields.message}.`);
    for (const key of Object.keys(fields)) expect(message).not.toContain(`${key}:`);
  });

  it('is the one text as it is when one field is wrong', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Ada', email: 'not-an-email', message: 'Long enough message' },
    });
    expect(response.statusCode).toBe(400);
    const { message, fields } = response.json() as { message: string; fields: Record<string, string> };
    expect(Object.keys(fields)).toEqual(['email']);
    expect(message).toBe(fields.email);
  });

  it('names no field in a refusal the code makes itself (validationError), only in `fields`', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/abokis/search?service=no-such&state=Lagos&lga=Ikeja',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'There is no service "no-such" in the catalogue',
      fields: { service: 'There is no service "no-such" in the catalogue' },
    });
  });
});
