import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { AbokiLanguage } from 'shared/schemas';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import { photoStorageOf, processPhoto, type PhotoStorage } from '../photos/photos-module.js';

// Demo data for development only: `npm start` loads it (never with NODE_ENV=production, never in
// tests unless a test asks), so a newcomer sees real-looking Abokis at once. Everything has a fixed
// id or email and is inserted with ON CONFLICT DO NOTHING: restarts change nothing.

/** Every demo agent signs in with this password (documented in the README; development only). */
export const DEMO_PASSWORD = 'aboki demo agent 2026';
export const DEMO_AGENT_EMAILS = [
  'amaka.agent@example.com',
  'tunde.agent@example.com',
  'aisha.agent@example.com',
  'ibrahim.agent@example.com',
  'ngozi.agent@example.com',
] as const;
export const DEMO_ABOKIS_PER_STATE = 12;
/**
 * A demo staff member (ADMIN) for the operator console at /ops (README, Trust and operations): set
 * up an authenticator app on first visit. Development only; production grants staff with the CLI.
 */
export const DEMO_OPERATOR = {
  email: 'kemi.ops@example.com',
  password: 'aboki demo ops 2026',
  name: 'Kemi Adebayo',
} as const;

/** A demo USER with a profile in Ikeja, to book the demo Abokis with (README, Booking). */
export const DEMO_USER = {
  email: 'ada.user@example.com',
  password: 'aboki demo user 2026',
  name: 'Ada Okonkwo',
  phone: '+2348031234599',
  state: 'Lagos',
  lga: 'Ikeja',
} as const;

interface DemoState {
  state: string;
  agent: { email: string; name: string; business: string; lga: string; phone: string };
  lgas: string[];
  languages: AbokiLanguage[];
  firstNames: string[];
  lastNames: string[];
}

const STATES: DemoState[] = [
  {
    state: 'Lagos',
    agent: {
      email: DEMO_AGENT_EMAILS[0],
      name: 'Amaka Eze',
      business: 'Amaka Home Helpers',
      lga: 'Ikeja',
      phone: '+2348030000001',
    },
    lgas: ['Ikeja', 'Surulere', 'Eti-Osa', 'Kosofe', 'Alimosho', 'Lagos Mainland', 'Shomolu', 'Oshodi-Isolo'],
    languages: ['English', 'Pidgin', 'Yoruba'],
    firstNames: [
      'Bisi',
      'Chioma',
      'Emeka',
      'Funke',
      'Kunle',
      'Ngozi',
      'Segun',
      'Yetunde',
      'Uche',
      'Ronke',
      'Dayo',
      'Ify',
    ],
    lastNames: ['Adeyemi', 'Okafor', 'Balogun', 'Nwosu', 'Ogunleye', 'Eze', 'Adebayo', 'Onyeka'],
  },
  {
    state: 'FCT',
    agent: {
      email: DEMO_AGENT_EMAILS[1],
      name: 'Tunde Bakare',
      business: 'Capital Helpers',
      lga: 'Abuja Municipal',
      phone: '+2348030000002',
    },
    lgas: ['Abuja Municipal', 'Bwari', 'Gwagwalada', 'Kuje'],
    languages: ['English', 'Hausa', 'Pidgin'],
    firstNames: [
      'Zainab',
      'Danjuma',
      'Esther',
      'Yakubu',
      'Grace',
      'Sani',
      'Ladi',
      'Peter',
      'Hauwa',
      'John',
      'Asabe',
      'Musa',
    ],
    lastNames: ['Gyang', 'Audu', 'Bako', 'Dogo', 'Yohanna', 'Ibrahim', 'Akpan', 'Garba'],
  },
  {
    state: 'Kano',
    agent: {
      email: DEMO_AGENT_EMAILS[2],
      name: 'Aisha Bello',
      business: 'Bello Services',
      lga: 'Nasarawa',
      phone: '+2348030000003',
    },
    lgas: ['Nasarawa', 'Fagge', 'Gwale', 'Kano Municipal', 'Tarauni', 'Kumbotso', 'Ungogo'],
    languages: ['Hausa', 'English', 'Fulfulde'],
    firstNames: [
      'Halima',
      'Abdullahi',
      'Fatima',
      'Usman',
      'Maryam',
      'Aminu',
      'Safiya',
      'Bashir',
      'Rabi',
      'Idris',
      'Khadija',
      'Nasiru',
    ],
    lastNames: ['Sani', 'Yusuf', 'Abubakar', 'Lawal', 'Danladi', 'Umar', 'Shehu', 'Aliyu'],
  },
  {
    state: 'Rivers',
    agent: {
      email: DEMO_AGENT_EMAILS[3],
      name: 'Ibrahim Dikko',
      business: 'Garden City Hands',
      lga: 'Port Harcourt',
      phone: '+2348030000004',
    },
    lgas: ['Port Harcourt', 'Obio/Akpor', 'Eleme', 'Ikwerre', 'Oyigbo', 'Okrika'],
    languages: ['English', 'Pidgin', 'Igbo'],
    firstNames: [
      'Ibiso',
      'Tamuno',
      'Blessing',
      'Soye',
      'Ebiere',
      'Chinedu',
      'Boma',
      'Preye',
      'Amaso',
      'Kelechi',
      'Tonye',
      'Ibinabo',
    ],
    lastNames: ['Briggs', 'Wokoma', 'Amadi', 'George', 'Ihunda', 'Dokubo', 'Wike', 'Ogan'],
  },
  {
    state: 'Oyo',
    agent: {
      email: DEMO_AGENT_EMAILS[4],
      name: 'Ngozi Ajayi',
      business: 'Ibadan Care Team',
      lga: 'Ibadan North',
      phone: '+2348030000005',
    },
    lgas: ['Ibadan North', 'Ibadan South-West', 'Akinyele', 'Egbeda', 'Oluyole', 'Ido', 'Lagelu'],
    languages: ['Yoruba', 'English', 'Pidgin'],
    firstNames: [
      'Adunni',
      'Femi',
      'Lola',
      'Wale',
      'Bukola',
      'Tayo',
      'Kemi',
      'Gbenga',
      'Morenike',
      'Jide',
      'Sade',
      'Akin',
    ],
    lastNames: ['Ajayi', 'Oladipo', 'Akinola', 'Ogundipe', 'Olaniyan', 'Adeleke', 'Afolabi', 'Salami'],
  },
];

/** Service mixes an agent might list: slug, price factor over the base, duration for job units. */
const OFFERS: { slug: string; factor: number; minutes?: number }[][] = [
  [
    { slug: 'home-cleaning', factor: 1.2, minutes: 240 },
    { slug: 'laundry-and-ironing', factor: 1, minutes: 180 },
  ],
  [
    { slug: 'deep-cleaning', factor: 1.1, minutes: 480 },
    { slug: 'home-cleaning', factor: 1, minutes: 240 },
  ],
  [{ slug: 'home-cooking', factor: 1.5 }],
  [
    { slug: 'errands-and-market-runs', factor: 1.2, minutes: 120 },
    { slug: 'dispatch-delivery', factor: 1.4, minutes: 90 },
  ],
  [
    { slug: 'plumbing', factor: 1.3, minutes: 120 },
    { slug: 'carpentry', factor: 1.1, minutes: 180 },
  ],
  [
    { slug: 'electrical-repairs', factor: 1.2, minutes: 120 },
    { slug: 'generator-repair', factor: 1.1, minutes: 150 },
  ],
  [{ slug: 'ac-servicing', factor: 1.25, minutes: 120 }],
  [
    { slug: 'painting', factor: 1, minutes: 480 },
    { slug: 'moving-help', factor: 1.2 },
  ],
  [
    { slug: 'gardening', factor: 1.1, minutes: 180 },
    { slug: 'car-wash-at-home', factor: 1.3, minutes: 60 },
  ],
  [{ slug: 'fumigation', factor: 1, minutes: 180 }],
  [
    { slug: 'laundry-and-ironing', factor: 1.3, minutes: 150 },
    { slug: 'home-cooking', factor: 1.2 },
  ],
  [
    { slug: 'home-cleaning', factor: 1.5, minutes: 300 },
    { slug: 'errands-and-market-runs', factor: 1, minutes: 90 },
  ],
];

/** Weekly patterns in Lagos wall-clock minutes: [days, start, end]. */
const WEEKS: [number[], number, number][][] = [
  [[[1, 2, 3, 4, 5], 8 * 60, 17 * 60]],
  [[[1, 2, 3, 4, 5, 6], 7 * 60, 19 * 60]],
  [
    [[1, 3, 5], 9 * 60, 13 * 60],
    [[1, 3, 5], 14 * 60, 18 * 60],
    [[6], 10 * 60, 16 * 60],
  ],
  [
    [[2, 4, 6], 7 * 60, 15 * 60],
    [[7], 13 * 60, 18 * 60],
  ],
];

const BIOS = [
  'Patient and tidy; families call again and again.',
  'Punctual, honest and careful with your things.',
  'Ten years of experience, references from the estate.',
  'Works quietly and leaves every room better than she found it.',
  'Knows the markets well and always brings the receipt.',
  'Calm with children and elderly people; church-going and reliable.',
];

const PALETTE = ['#0f766e', '#b45309', '#7c3aed', '#be123c', '#1d4ed8', '#15803d', '#a16207', '#334155'];
const SKIN = ['#8d5524', '#6b3e26', '#a0522d', '#5c3317', '#7b4a2d'];

/** A fixed id for a demo row, the same on every machine and every start. */
export function demoId(kind: string, index: number): string {
  const hex = createHash('sha256').update(`aboki-demo:${kind}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A simple portrait from shapes and colours (no text, so no system fonts are needed). */
function avatarSvg(index: number): string {
  const background = PALETTE[index % PALETTE.length]!;
  const skin = SKIN[index % SKIN.length]!;
  const clothes = PALETTE[(index * 3 + 2) % PALETTE.length]!;
  const wrap = index % 2 === 0 ? PALETTE[(index + 5) % PALETTE.length]! : '#111827';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${background}"/>
  <circle cx="${96 + (index % 5) * 80}" cy="${80 + (index % 3) * 40}" r="46" fill="#ffffff" opacity="0.12"/>
  <ellipse cx="256" cy="500" rx="190" ry="150" fill="${clothes}"/>
  <rect x="226" y="300" width="60" height="70" rx="20" fill="${skin}"/>
  <circle cx="256" cy="230" r="100" fill="${skin}"/>
  <path d="M150 220 Q256 60 362 220 Q340 130 256 120 Q172 130 150 220 Z" fill="${wrap}"/>
  <circle cx="222" cy="236" r="10" fill="#1f2937"/>
  <circle cx="290" cy="236" r="10" fill="#1f2937"/>
  <path d="M222 280 Q256 ${300 + (index % 3) * 6} 290 280" stroke="#1f2937" stroke-width="8" fill="none" stroke-linecap="round"/>
</svg>`;
}

async function demoPhoto(index: number, photos: PhotoStorage): Promise<string> {
  const png = await sharp(Buffer.from(avatarSvg(index)))
    .png()
    .toBuffer();
  const photo = await processPhoto(png);
  await photos.put(photo.key, photo.bytes);
  return photo.key;
}

const nairaRounded = (kobo: number) => Math.round(kobo / 50_000) * 50_000;

export interface DemoDataResult {
  agentsAdded: number;
  abokisAdded: number;
  usersAdded: number;
}

/**
 * Loads the demo agents and their ACTIVE Abokis (photos, services, prices, hours, areas) that are
 * not there yet. Safe to run on every start and from several processes: rows are keyed by fixed ids.
 */
export async function loadDemoData(db: Db, photos: PhotoStorage): Promise<DemoDataResult> {
  const abokiIds = STATES.flatMap((_, stateIndex) =>
    Array.from({ length: DEMO_ABOKIS_PER_STATE }, (__, n) => demoId('aboki', stateIndex * 100 + n)),
  );
  const { rows: existing } = await db.execute<{ id: string }>(
    sql`SELECT id FROM abokis WHERE id IN (${sql.join(
      abokiIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  const { rows: agentRows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM profiles WHERE user_id IN (${sql.join(
      STATES.map((_, index) => sql`${demoId('agent', index)}::uuid`),
      sql`, `,
    )})`,
  );
  const { rows: userRows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM profiles WHERE user_id = ${demoId('user', 0)}::uuid`,
  );
  const { rows: operatorRows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM staff_grants WHERE user_id = ${demoId('operator', 0)}::uuid`,
  );
  if (
    existing.length === abokiIds.length &&
    agentRows[0]?.n === STATES.length &&
    userRows[0]?.n === 1 &&
    operatorRows[0]?.n === 1
  ) {
    return { agentsAdded: 0, abokisAdded: 0, usersAdded: 0 };
  }
  const present = new Set(existing.map((row) => row.id));
  const [passwordHash, userPasswordHash, operatorPasswordHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_USER.password),
    hashPassword(DEMO_OPERATOR.password),
  ]);
  const { rows: catalogue } = await db.execute<{ id: string; slug: string; unit: string; base: number }>(
    sql`SELECT id, slug, unit, base_price_kobo AS base FROM services`,
  );
  const services = new Map(catalogue.map((row) => [row.slug, row]));

  // Photos are rendered outside the transaction: sharp is slow next to an insert.
  const photoKeys = new Map<string, string>();
  for (const [index, id] of abokiIds.entries()) {
    if (!present.has(id)) photoKeys.set(id, await demoPhoto(index, photos));
  }

  return db.transaction(async (tx) => {
    let agentsAdded = 0;
    let abokisAdded = 0;
    const userId = demoId('user', 0);
    const insertedUser = await tx.execute(sql`
      INSERT INTO users (id, email, name, password_hash, role, email_verified_at)
      VALUES (${userId}, ${DEMO_USER.email}, ${DEMO_USER.name}, ${userPasswordHash}, 'USER', now())
      ON CONFLICT DO NOTHING`);
    const usersAdded = insertedUser.rowCount ?? 0;
    // The demo's numbers count as verified (issue 27): its accounts book and publish with SMS on.
    await tx.execute(sql`
      INSERT INTO profiles (user_id, kind, phone_number, phone_verified_at, state, lga, address, landmark)
      SELECT ${userId}, 'USER', ${DEMO_USER.phone}, now(), ${DEMO_USER.state}, ${DEMO_USER.lga},
             '5 Demo Crescent, Ikeja', 'Behind the demo pharmacy'
      WHERE EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND role = 'USER')
      ON CONFLICT DO NOTHING`);
    const operatorId = demoId('operator', 0);
    await tx.execute(sql`
      INSERT INTO users (id, email, name, password_hash, email_verified_at)
      VALUES (${operatorId}, ${DEMO_OPERATOR.email}, ${DEMO_OPERATOR.name}, ${operatorPasswordHash}, now())
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO staff_grants (user_id, role) SELECT ${operatorId}, 'ADMIN'
      WHERE EXISTS (SELECT 1 FROM users WHERE id = ${operatorId} AND email = ${DEMO_OPERATOR.email})
      ON CONFLICT DO NOTHING`);
    for (const [stateIndex, demo] of STATES.entries()) {
      const agentId = demoId('agent', stateIndex);
      const insertedAgent = await tx.execute(sql`
        INSERT INTO users (id, email, name, password_hash, role, email_verified_at)
        VALUES (${agentId}, ${demo.agent.email}, ${demo.agent.name}, ${passwordHash}, 'AGENT', now())
        ON CONFLICT DO NOTHING`);
      agentsAdded += insertedAgent.rowCount ?? 0;
      await tx.execute(sql`
        INSERT INTO profiles (user_id, kind, phone_number, phone_verified_at, state, lga, address, business_name)
        SELECT ${agentId}, 'AGENT', ${demo.agent.phone}, now(), ${demo.state}, ${demo.agent.lga},
               ${`1 Demo Street, ${demo.agent.lga}`}, ${demo.agent.business}
        WHERE EXISTS (SELECT 1 FROM users WHERE id = ${agentId} AND role = 'AGENT')
        ON CONFLICT DO NOTHING`);
      // Someone may have signed up with a demo email first: their account is theirs, skip the state.
      const { rows: agentProfile } = await tx.execute(
        sql`SELECT 1 FROM profiles WHERE user_id = ${agentId} AND kind = 'AGENT'`,
      );
      if (agentProfile.length === 0) continue;

      for (let n = 0; n < DEMO_ABOKIS_PER_STATE; n += 1) {
        const index = stateIndex * DEMO_ABOKIS_PER_STATE + n;
        const id = abokiIds[index]!;
        if (present.has(id)) continue;
        const lga = demo.lgas[n % demo.lgas.length]!;
        const firstName = demo.firstNames[n % demo.firstNames.length]!;
        const lastName = demo.lastNames[(n * 3) % demo.lastNames.length]!;
        const languages = n % 3 === 0 ? demo.languages : demo.languages.slice(0, 2);
        const inserted = await tx.execute(sql`
          INSERT INTO abokis (id, agent_id, status, first_name, last_name, gender, date_of_birth, languages,
                              bio, state, lga, photo_key, published_at, submitted_at, verified_at)
          VALUES (${id}, ${agentId}, 'ACTIVE', ${firstName}, ${lastName}, ${n % 2 === 0 ? 'FEMALE' : 'MALE'},
                  ${`${1975 + ((n * 7) % 25)}-0${1 + (n % 9)}-1${n % 9}`}::date,
                  ARRAY[${sql.join(
                    languages.map((language) => sql`${language}`),
                    sql`, `,
                  )}]::text[],
                  ${BIOS[index % BIOS.length]!}, ${demo.state}, ${lga}, ${photoKeys.get(id) ?? null}, now(),
                  now(), now())
          ON CONFLICT DO NOTHING`);
        if ((inserted.rowCount ?? 0) === 0) continue;
        abokisAdded += 1;
        await tx.execute(sql`
          INSERT INTO aboki_private (aboki_id, address, landmark, id_type, id_number_last4, guarantor_name,
                                     guarantor_phone, guarantor_relationship, guarantor_address)
          VALUES (${id}, ${`${10 + n} Demo Close, ${lga}`}, 'Near the demo market', 'NIN',
                  ${String(90_000_000_000 + index).slice(-4)}, ${`${demo.lastNames[0]} Guarantor`},
                  ${`+23480310${String(10_000 + index).slice(-5)}`}, 'Aunt', ${`2 Demo Road, ${lga}`})`);
        for (const offer of OFFERS[index % OFFERS.length]!) {
          const service = services.get(offer.slug);
          if (!service) continue;
          await tx.execute(sql`
            INSERT INTO aboki_services (aboki_id, service_id, price_kobo, duration_minutes)
            VALUES (${id}, ${service.id}, ${Math.max(50_000, nairaRounded(service.base * offer.factor))},
                    ${service.unit === 'job' ? (offer.minutes ?? 120) : null})`);
        }
        for (const [days, start, end] of WEEKS[index % WEEKS.length]!) {
          for (const day of days) {
            await tx.execute(sql`
              INSERT INTO aboki_weekly_hours (aboki_id, day, start_minute, end_minute)
              VALUES (${id}, ${day}, ${start}, ${end})`);
          }
        }
        const areas = new Set([
          lga,
          demo.lgas[(n + 1) % demo.lgas.length]!,
          demo.lgas[(n + 2) % demo.lgas.length]!,
        ]);
        for (const area of areas) {
          await tx.execute(sql`
            INSERT INTO aboki_areas (aboki_id, state, lga) VALUES (${id}, ${demo.state}, ${area})`);
        }
      }
    }
    return { agentsAdded, abokisAdded, usersAdded };
  });
}

/** The `npm start` hook: demo data in development only, never in production or tests. */
export async function loadDevelopmentDemoData(config: Config, db: Db, log: FastifyBaseLogger): Promise<void> {
  if (config.nodeEnv !== 'development') return;
  const result = await loadDemoData(db, photoStorageOf(config));
  if (result.abokisAdded > 0 || result.agentsAdded > 0) {
    log.info(result, `demo data loaded: sign in as ${DEMO_AGENT_EMAILS[0]} (see README, Abokis)`);
  }
}
