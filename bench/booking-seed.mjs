// Booking data at scale for the search benchmark (issue 9): Abokis across all 37 states and their
// past and future jobs, written with set-based SQL (generate_series) straight into the database the
// API under test uses. Nothing here is used outside the benchmark.
//
// Scale: BENCH_ABOKIS (default 10,000) Abokis and BENCH_JOBS (default 500,000) jobs; a short run
// (BENCH_DURATION under 5 s, as CI's smoke run) defaults to 1 % of that, so it stays fast.

const AGENTS = 200;
const SEED_QUERY_TIMEOUT_MS = 30 * 60_000;
const USERS = 2_000;
/** No 0/O, 1/I/L, as the API's references. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const FAKE_ARGON = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNo';

export function seedScale(durationSeconds) {
  const smoke = durationSeconds < 5;
  const read = (name, fallback) => {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
    return value;
  };
  return {
    abokis: read('BENCH_ABOKIS', smoke ? 100 : 10_000),
    jobs: read('BENCH_JOBS', smoke ? 5_000 : 500_000),
  };
}

/**
 * Seeds agents, users, ACTIVE Abokis (home LGA round-robin over all 774 LGAs; each serves its home
 * and the next two LGAs of its state; home cleaning and laundry at varied prices; Monday–Saturday
 * 08:00–18:00; one in ten has a week off) and jobs: one a day per Aboki at a varying hour, from
 * 60 % in the past (completed, some cancelled) to 40 % ahead (requested or accepted).
 */
export async function seedBooking(pool, { abokis, jobs }, now = new Date()) {
  const { NIGERIAN_STATES } = await import(new URL('../shared/dist/nigeria/index.js', import.meta.url));
  const places = NIGERIAN_STATES.flatMap((state) =>
    state.lgas.map((lga, index) => ({
      state: state.name,
      lga,
      next1: state.lgas[(index + 1) % state.lgas.length],
      next2: state.lgas[(index + 2) % state.lgas.length],
    })),
  );
  const column = (key) => places.map((place) => place[key]);
  const jobsPerAboki = Math.max(1, Math.round(jobs / abokis));
  const pastDays = Math.round(jobsPerAboki * 0.6);
  const started = Date.now();
  const client = await pool.connect();
  // The pool's per-query timeouts are for requests; seeding half a million rows takes minutes.
  const query = (text, values) => client.query({ text, values, query_timeout: SEED_QUERY_TIMEOUT_MS });
  try {
    await query('SET statement_timeout = 0');
    await query("SET TIME ZONE 'UTC'");
    await query('BEGIN');
    await query(
      `INSERT INTO users (id, email, name, password_hash, role, email_verified_at)
       SELECT md5('bench-agent-' || n)::uuid, 'bench-agent-' || n || '@example.com', 'Bench Agent ' || n, $1, 'AGENT', now()
       FROM generate_series(1, ${AGENTS}) AS n
       UNION ALL
       SELECT md5('bench-user-' || n)::uuid, 'bench-user-' || n || '@example.com', 'Bench User ' || n, $1, 'USER', now()
       FROM generate_series(1, ${USERS}) AS n`,
      [FAKE_ARGON],
    );
    await query(
      `INSERT INTO profiles (user_id, kind, phone_number, state, lga, address)
       SELECT id, role, '+2348030000000', 'Lagos', 'Ikeja', '1 Bench Road' FROM users WHERE email LIKE 'bench-%'`,
    );
    await query(
      `CREATE TEMP TABLE bench_places ON COMMIT DROP AS
       SELECT ordinality - 1 AS n, state, lga, next1, next2
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS p (state, lga, next1, next2)`,
      [column('state'), column('lga'), column('next1'), column('next2')],
    );
    await query(
      `INSERT INTO abokis (id, agent_id, status, first_name, last_name, languages, bio, state, lga, published_at)
       SELECT md5('bench-aboki-' || g.i)::uuid, md5('bench-agent-' || (g.i % ${AGENTS} + 1))::uuid, 'ACTIVE',
              'Aboki' || g.i, 'Bench', ARRAY['English', 'Pidgin'], 'A careful helper.', p.state, p.lga, now()
       FROM generate_series(0, ${abokis - 1}) AS g (i)
       JOIN bench_places p ON p.n = g.i % (SELECT count(*) FROM bench_places)`,
    );
    await query(
      `INSERT INTO aboki_areas (aboki_id, state, lga)
       SELECT DISTINCT a.id, a.state, area
       FROM abokis a JOIN bench_places p ON p.state = a.state AND p.lga = a.lga,
            unnest(ARRAY[p.lga, p.next1, p.next2]) AS area
       WHERE a.last_name = 'Bench'`,
    );
    await query(
      `INSERT INTO aboki_services (aboki_id, service_id, price_kobo, duration_minutes)
       SELECT a.id, s.id, s.base_price_kobo + 50000 * (abs(hashtext(a.id::text)) % 20), 180
       FROM abokis a CROSS JOIN services s
       WHERE a.last_name = 'Bench' AND s.slug IN ('home-cleaning', 'laundry-and-ironing')`,
    );
    await query(
      `INSERT INTO aboki_weekly_hours (aboki_id, day, start_minute, end_minute)
       SELECT a.id, d, 480, 1080 FROM abokis a, generate_series(1, 6) AS d WHERE a.last_name = 'Bench'`,
    );
    await query(
      `INSERT INTO aboki_time_off (aboki_id, first_day, last_day)
       SELECT id, (($1::timestamptz + interval '1 hour') AT TIME ZONE 'UTC')::date + 3,
              (($1::timestamptz + interval '1 hour') AT TIME ZONE 'UTC')::date + 9
       FROM abokis WHERE last_name = 'Bench' AND abs(hashtext(id::text)) % 10 = 0`,
      [now.toISOString()],
    );
    // One job a day per Aboki, 3 hours from 06:00 + 0–15 hours (it varies with the Aboki and the day),
    // so one Aboki's jobs never overlap and a 3-hour search at 10:00 finds a little over half free.
    const alphabet = REFERENCE_ALPHABET;
    const digit = (power) => `substr('${alphabet}', ((g.id / ${31 ** power}) % 31)::int + 1, 1)`;
    await query(
      `INSERT INTO jobs (reference, user_id, aboki_id, agent_id, service_id, service_name, service_unit,
                         aboki_name, price_kobo, starts_at, ends_at, blocked, status, payment_method,
                         start_code_hash, start_code_enc, state, lga, address, created_at)
       SELECT 'ABK-' || ${[0, 1, 2, 3, 4, 5].map(digit).join(' || ')},
              md5('bench-user-' || (g.id % ${USERS} + 1))::uuid, a.id, a.agent_id, s.service_id,
              'Home cleaning', 'job', 'Aboki B.', s.price_kobo, t.starts_at, t.starts_at + interval '3 hours',
              tstzrange(t.starts_at, t.starts_at + interval '210 minutes'),
              CASE WHEN g.day < 0 THEN (CASE WHEN g.id % 10 = 0 THEN 'CANCELLED_BY_USER' ELSE 'COMPLETED' END)
                   ELSE (CASE WHEN g.id % 2 = 0 THEN 'ACCEPTED' ELSE 'REQUESTED' END) END,
              'CASH', 'bench', 'bench', a.state, a.lga, '1 Bench Road', t.starts_at - interval '3 days'
       FROM (
         SELECT row_number() OVER () AS id, a_n, day
         FROM generate_series(0, ${abokis - 1}) AS a_n, generate_series(${-pastDays}, ${jobsPerAboki - pastDays - 1}) AS day
       ) g
       JOIN abokis a ON a.id = md5('bench-aboki-' || g.a_n)::uuid
       JOIN aboki_services s ON s.aboki_id = a.id
       JOIN services sv ON sv.id = s.service_id AND sv.slug = 'home-cleaning'
       CROSS JOIN LATERAL (
         -- Lagos midnight (UTC+1, no daylight saving) of the day, then 06:00–21:00 Lagos.
         SELECT date_trunc('day', $1::timestamptz + interval '1 hour') - interval '1 hour' + g.day * interval '1 day'
                + interval '6 hours' + ((g.a_n + g.day) % 16 + 16) % 16 * interval '1 hour' AS starts_at
       ) t`,
      [now.toISOString()],
    );
    await query('COMMIT');
    // As autovacuum leaves a table after a bulk insert: statistics, and the visibility map that lets
    // the search's index-only scans skip the heap.
    await query('VACUUM ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.query('RESET statement_timeout').catch(() => {});
    await client.query('RESET TIME ZONE').catch(() => {});
    client.release();
  }
  const { rows } = await pool.query(
    'SELECT (SELECT count(*) FROM abokis)::int AS abokis, (SELECT count(*) FROM jobs)::int AS jobs',
  );
  return { ...rows[0], states: NIGERIAN_STATES.length, seconds: (Date.now() - started) / 1000 };
}

/** Search requests the load cycles through: PATHS each, from a fixed seed so every run asks the same. */
const MIX_PATHS = 4_096;
const MIX_DAYS = 28;
const MIX_SERVICES = ['home-cleaning', 'laundry-and-ironing'];

/**
 * A varied search mix, so the benchmark measures the search and not one hot set of rows: every
 * request a random LGA of the 774 (all 37 states), one of the two seeded services, and for the
 * search at a time a day from tomorrow to 28 days ahead (Sundays too: nobody works then) and a time.
 */
export async function searchMix(now) {
  const { NIGERIAN_STATES } = await import(new URL('../shared/dist/nigeria/index.js', import.meta.url));
  const { addDays, lagosDateOf, timeOfMinutes } = await import(
    new URL('../shared/dist/lagos-time.js', import.meta.url)
  );
  // 08:00–14:30 Lagos: a 3-hour job and its 30-minute buffer end by the seeded 18:00 close.
  const times = Array.from({ length: 14 }, (_, index) => timeOfMinutes(8 * 60 + index * 30));
  const places = NIGERIAN_STATES.flatMap((state) => state.lgas.map((lga) => ({ state: state.name, lga })));
  // A small linear congruential generator: the same mix on every run, no dependency.
  let seed = 20_261_123;
  const pick = (count) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * count);
  };
  const today = lagosDateOf(now);
  const atTime = [];
  const nextSlots = [];
  for (let index = 0; index < MIX_PATHS; index += 1) {
    const { state, lga } = places[pick(places.length)];
    const where = new URLSearchParams({ service: MIX_SERVICES[pick(MIX_SERVICES.length)], state, lga });
    nextSlots.push(`/api/v1/abokis/search?${where}`);
    where.set('date', addDays(today, 1 + pick(MIX_DAYS)));
    where.set('time', times[pick(times.length)]);
    atTime.push(`/api/v1/abokis/search?${where}`);
  }
  return { atTime, nextSlots };
}

/**
 * The search's statements with real parameters, EXPLAINed as PostgreSQL runs them once prepared:
 * the generic plan, and the custom plan of the first executions. The batch (one per batch of
 * candidates) reads no jobs at all; the busy time of the Abokis not yet in memory (search-memory.ts)
 * goes through the exclusion constraint's index. Neither may scan the jobs table.
 */
export async function explainSearch(database, apiUrl) {
  const repository = await import(new URL('modules/availability/availability-repository.js', apiUrl));
  const memory = await import(new URL('modules/availability/search-memory.js', apiUrl));
  const { rows: service } = await database.pool.query(`SELECT id FROM services WHERE slug = 'home-cleaning'`);
  const values = repository.searchBatchValues(
    { serviceId: service[0].id, state: 'Lagos', lga: 'Ikeja', priceMultiplier: 1 },
    undefined,
    50,
  );
  const client = await database.pool.connect();
  try {
    // A statement PREPAREd in SQL, EXECUTEd with the same values as literals: EXPLAIN of a
    // parameterised query would plan it with the values folded in, never the generic plan.
    const explain = async (name, text, parameters) => {
      await client.query(`PREPARE ${name} AS ${text}`);
      const literals = parameters.map((value) =>
        value === null ? 'NULL' : client.escapeLiteral(String(value)),
      );
      const plans = [];
      for (const mode of ['force_generic_plan', 'force_custom_plan']) {
        await client.query(`SET plan_cache_mode = ${mode}`);
        const { rows } = await client.query(`EXPLAIN EXECUTE ${name}(${literals.join(', ')})`);
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return plans;
    };
    const [generic, custom] = await explain('bench_search', repository.SEARCH_BATCH_SQL, values);
    const { rows } = await client.query({ text: repository.SEARCH_BATCH_SQL, values });
    const ids = rows[0].candidates.map(([id]) => id);
    const [busyGeneric, busyCustom] = await explain('bench_busy', memory.SEARCH_BUSY.text, [
      `{${ids.join(',')}}`,
    ]);
    return {
      search: `${generic}\n-- busy time of Abokis not in memory:\n${busyGeneric}`,
      custom: `${custom}\n${busyCustom}`,
      candidateCount: ids.length,
    };
  } finally {
    await client.query('RESET plan_cache_mode').catch(() => {});
    await client.query('DEALLOCATE ALL').catch(() => {});
    client.release();
  }
}
