import { nairaToKobo as naira } from 'shared/money';
import type { CatalogueEntry } from 'shared/schemas';

/** Aboki's launch catalogue. Prices are starting prices in kobo (₦1 = 100 kobo), set with Lagos agents in 2026. */

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    slug: 'home-cleaning',
    name: 'Home cleaning',
    description:
      'Sweeping, mopping, dusting, kitchen and bathroom cleaning for a flat of up to three bedrooms.',
    category: 'Cleaning and laundry',
    unit: 'job',
    basePriceKobo: naira(15_000),
  },
  {
    slug: 'deep-cleaning',
    name: 'Deep cleaning',
    description:
      'Top-to-bottom cleaning for moving in or out: cabinets, windows, tiles, fans and behind appliances.',
    category: 'Cleaning and laundry',
    unit: 'job',
    basePriceKobo: naira(35_000),
  },
  {
    slug: 'laundry-and-ironing',
    name: 'Laundry and ironing',
    description: 'Washing, drying and ironing of up to 20 pieces, folded and returned the same day.',
    category: 'Cleaning and laundry',
    unit: 'job',
    basePriceKobo: naira(8_000),
  },
  {
    slug: 'fumigation',
    name: 'Fumigation and pest control',
    description:
      'Treatment against cockroaches, bed bugs, mosquitoes and rodents, with safe re-entry advice.',
    category: 'Cleaning and laundry',
    unit: 'job',
    basePriceKobo: naira(25_000),
  },
  {
    slug: 'errands-and-market-runs',
    name: 'Errands and market runs',
    description:
      'Shopping at the market or supermarket from your list, bill payments and queueing; goods paid at cost.',
    category: 'Errands and deliveries',
    unit: 'job',
    basePriceKobo: naira(5_000),
  },
  {
    slug: 'dispatch-delivery',
    name: 'Dispatch and delivery',
    description: 'Picking up and dropping off parcels, documents or food within your city.',
    category: 'Errands and deliveries',
    unit: 'job',
    basePriceKobo: naira(3_500),
  },
  {
    slug: 'plumbing',
    name: 'Plumbing repairs',
    description:
      'Leaking taps and pipes, blocked sinks and toilets, water heaters and pumping machines; parts extra.',
    category: 'Repairs and maintenance',
    unit: 'job',
    basePriceKobo: naira(12_000),
  },
  {
    slug: 'electrical-repairs',
    name: 'Electrical repairs',
    description:
      'Sockets, switches, lighting, wiring faults and changeover switches, by a qualified electrician; parts extra.',
    category: 'Repairs and maintenance',
    unit: 'job',
    basePriceKobo: naira(12_000),
  },
  {
    slug: 'carpentry',
    name: 'Carpentry',
    description: 'Door and wardrobe repairs, hinges and locks, shelves, and furniture assembly.',
    category: 'Repairs and maintenance',
    unit: 'job',
    basePriceKobo: naira(15_000),
  },
  {
    slug: 'painting',
    name: 'Painting',
    description: 'Interior painting of one room (walls and ceiling), with surface preparation; paint extra.',
    category: 'Repairs and maintenance',
    unit: 'job',
    basePriceKobo: naira(30_000),
  },
  {
    slug: 'generator-repair',
    name: 'Generator repair and servicing',
    description:
      'Servicing, oil and plug change, carburettor cleaning and fault diagnosis for petrol and diesel generators.',
    category: 'Repairs and maintenance',
    unit: 'job',
    basePriceKobo: naira(15_000),
  },
  {
    slug: 'ac-servicing',
    name: 'AC servicing',
    description: 'Cleaning, gas check and top-up advice for one split air conditioner unit.',
    category: 'Repairs and maintenance',
    unit: 'job',
    basePriceKobo: naira(18_000),
  },
  {
    slug: 'moving-help',
    name: 'Moving and loading help',
    description:
      'Strong hands to pack, carry, load and offload when you move house or office; priced per helper.',
    category: 'Moving',
    unit: 'hour',
    basePriceKobo: naira(4_000),
  },
  {
    slug: 'home-cooking',
    name: 'Home cooking',
    description: 'A cook prepares Nigerian meals or soups in your kitchen with your ingredients.',
    category: 'Cooking',
    unit: 'hour',
    basePriceKobo: naira(5_000),
  },
  {
    slug: 'gardening',
    name: 'Gardening and compound care',
    description: 'Grass cutting, hedge trimming, weeding and sweeping of the compound.',
    category: 'Outdoor',
    unit: 'job',
    basePriceKobo: naira(10_000),
  },
  {
    slug: 'car-wash-at-home',
    name: 'Car wash at home',
    description: 'Exterior wash and interior vacuum of one car at your home or office.',
    category: 'Outdoor',
    unit: 'job',
    basePriceKobo: naira(4_000),
  },
];
