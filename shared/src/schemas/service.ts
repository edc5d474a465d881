import { z } from 'zod';

/** How a service is priced and booked: a whole job (with an expected duration) or by the hour. */
export const SERVICE_UNITS = ['job', 'hour'] as const;
export const serviceUnitSchema = z.enum(SERVICE_UNITS);
export type ServiceUnit = z.output<typeof serviceUnitSchema>;

/** A service of the catalogue, as `GET /api/v1/services` answers it: the one definition of that payload. */
export const serviceSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  unit: serviceUnitSchema,
  /** The starting price, in kobo. */
  basePriceKobo: z.number().int(),
});
export type Service = z.output<typeof serviceSchema>;

/** A catalogue entry before the database gives it an id. */
export type CatalogueEntry = Omit<Service, 'id'>;
