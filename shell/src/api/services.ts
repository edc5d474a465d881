import { formatNaira } from 'shared';
// A type only: erased from the build, so the home page downloads no schema code.
import type { Service } from 'shared/schemas';

export type { Service };

/** Catalogue prices are starting prices: "From ₦15,000", or "From ₦3,000 per hour". */
export function servicePriceLabel(service: Pick<Service, 'unit' | 'basePriceKobo'>): string {
  const price = `From ${formatNaira(service.basePriceKobo)}`;
  return service.unit === 'hour' ? `${price} per hour` : price;
}
