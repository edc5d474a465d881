import { bayesianRating, priceAndDuration } from 'shared/job-rules';
import { addDays, lagosDateOf, lagosInstant, MINUTE_MS, toLagosIso } from 'shared/lagos-time';
import { API_MESSAGES } from 'shared/api-messages';
import {
  abokiDisplayName,
  NOT_AVAILABLE_REASONS,
  SEARCH_AHEAD_DAYS,
  SEARCH_NEXT_SLOTS,
  SEARCH_PAGE_SIZE,
  type AbokiPublicView,
  type AbokiSearchAnswer,
  type AbokiSearchQuery,
  type AbokiSearchResult,
  type AbokiSlotsQuery,
  type Slot,
} from 'shared/schemas';
import { HOURLY_BOOKING_HOURS } from 'shared/schemas';
import type { Db, Executor } from '../../db/client.js';
import { AppError, validationError } from '../../lib/app-error.js';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.js';
import { isUuid } from '../../lib/uuid.js';
import {
  findActiveAbokiOffer,
  findActiveService,
  findSearchBatch,
  findServicesAndAreas,
  loadSchedules,
  type CatalogueService,
  type OfferedService,
  type RankKey,
  type SearchCandidate,
  type SearchCatalogue,
} from './availability-repository.js';
import { photoUrlOf, platformMean } from '../abokis/abokis-module.js';
import { bookingWindow, freeSlots, whyNotFree } from './free-time.js';
import { createSearchMemory, type AbokiPublicColumns } from './search-memory.js';

/** Candidates are read in batches; one request examines at most this many before handing back a cursor. */
const CANDIDATE_BATCH = 50;
const MAX_EXAMINED_PER_REQUEST = 500;
/** A search for next free slots reads this many candidates of a batch first (a page and a few). */
const FIRST_PART = SEARCH_PAGE_SIZE + 5;
/** Version 2 put the rating at the front of the rank key (issue 10); older cursors are refused. */
const CURSOR_VERSION = 2;
const CATALOGUE_CACHE_MS = 60_000;

/** Search cursors carry the rank key (lib/keyset-cursor), versioned: older cursors are refused. */
const encodeRankCursor = (key: RankKey): string =>
  encodeCursor([CURSOR_VERSION, key.ratingRank, key.totalKobo, key.homeRank, key.id]);

const decodeRankCursor = (cursor: string): RankKey =>
  decodeCursor(cursor, (parts) =>
    parts.length === 5 &&
    parts[0] === CURSOR_VERSION &&
    Number.isSafeInteger(parts[1]) &&
    Number.isSafeInteger(parts[2]) &&
    (parts[3] === 0 || parts[3] === 1) &&
    isUuid(parts[4])
      ? { ratingRank: parts[1] as number, totalKobo: parts[2] as number, homeRank: parts[3], id: parts[4] }
      : undefined,
  );

/**
 * toLagosIso for one request: the Abokis of one search mostly share their start and end times, so
 * each instant is formatted once.
 */
function lagosIsoMemo(): (instant: Date) => string {
  const formatted = new Map<number, string>();
  return (instant) => {
    const ms = instant.getTime();
    let iso = formatted.get(ms);
    if (iso === undefined) {
      iso = toLagosIso(instant);
      formatted.set(ms, iso);
    }
    return iso;
  };
}

const slotOf = (
  slot: { startsAt: Date; endsAt: Date },
  iso: (instant: Date) => string = toLagosIso,
): Slot => ({
  startsAt: iso(slot.startsAt),
  endsAt: iso(slot.endsAt),
});

/** The public columns of an Aboki's row, with its ratings. */
interface PublicRow extends AbokiPublicColumns {
  ratingSum: number;
  ratingCount: number;
}

/** The public view of one Aboki from its row, its lists and the platform's mean rating. */
function publicViewOf(
  row: PublicRow,
  lists: { areas: string[]; services: OfferedService[] },
  mean: number,
): AbokiPublicView {
  return {
    id: row.id,
    displayName: abokiDisplayName(row.firstName, row.lastName),
    photoUrl: photoUrlOf(row.photoKey),
    languages: row.languages as AbokiPublicView['languages'],
    bio: row.bio,
    state: row.state,
    lga: row.lga,
    areas: lists.areas,
    services: lists.services,
    rating: { average: bayesianRating(row.ratingSum, row.ratingCount, mean), count: row.ratingCount },
    verifiedMonth: row.verifiedMonth,
  };
}

/** The public view of several Abokis from their rows: services and areas in two batched queries. */
export async function publicViews(
  db: Executor,
  rows: readonly PublicRow[],
): Promise<Map<string, AbokiPublicView>> {
  const ids = rows.map((row) => row.id);
  const { services: offered, areas } = await findServicesAndAreas(db, ids);
  const mean = rows.some((row) => row.ratingCount > 0) ? ((await platformMean(db)) ?? 0) : 0;
  return new Map(
    rows.map((row) => [
      row.id,
      publicViewOf(row, { areas: areas.get(row.id) ?? [], services: offered.get(row.id) ?? [] }, mean),
    ]),
  );
}

/** A search candidate's services as the public view lists them: named from the catalogue, by name. */
function offeredServices(
  candidate: SearchCandidate,
  catalogue: ReadonlyMap<string, { position: number; service: SearchCatalogue[number] }>,
): OfferedService[] {
  return candidate.offers
    .map(([serviceId, priceKobo, durationMinutes]) => {
      const { position, service } = catalogue.get(serviceId)!;
      return {
        position,
        offered: {
          serviceSlug: service.slug,
          serviceName: service.name,
          unit: service.unit,
          priceKobo,
          durationMinutes,
        },
      };
    })
    .sort((a, b) => a.position - b.position)
    .map(({ offered }) => offered);
}

export interface AvailabilityServiceOptions {
  db: Db;
  /** The clock every booking rule reads; tests set it. */
  now: () => Date;
}

/** Search and slots: who is free, when, and at what price. */
export function createAvailabilityService({ db, now }: AvailabilityServiceOptions) {
  const memory = createSearchMemory();
  // The catalogue changes rarely: each process keeps what it read for a minute, as the services
  // list tells browsers to (one database round trip fewer per search).
  const catalogue = new Map<string, { service: CatalogueService | undefined; until: number }>();
  async function serviceBySlug(slug: string, field: string): Promise<CatalogueService> {
    const cached = catalogue.get(slug);
    let service = cached && cached.until > Date.now() ? cached.service : undefined;
    if (!service) {
      service = await findActiveService(db, slug);
      // Only known slugs are kept: a stranger's made-up slugs cannot grow the map.
      if (service) catalogue.set(slug, { service, until: Date.now() + CATALOGUE_CACHE_MS });
    }
    if (!service) throw validationError({ [field]: API_MESSAGES.noSuchService({ slug }) });
    return service;
  }

  return {
    async search(query: AbokiSearchQuery): Promise<AbokiSearchAnswer> {
      const service = await serviceBySlug(query.service, 'service');
      if (service.unit === 'job' && query.hours !== undefined) {
        throw validationError({
          hours: API_MESSAGES.bookedPerJob({ service: service.name }),
        });
      }
      const clock = now();
      let at: Date | undefined;
      const today = lagosDateOf(clock);
      if (query.date !== undefined && query.time !== undefined) {
        at = lagosInstant(query.date, query.time);
        const { earliest, latest } = bookingWindow(clock);
        if (at < earliest) throw validationError({ time: NOT_AVAILABLE_REASONS.TOO_SOON });
        if (at > latest) throw validationError({ date: NOT_AVAILABLE_REASONS.TOO_FAR });
      }

      const found: AbokiSearchResult[] = [];
      const iso = lagosIsoMemo();
      const batchQuery = {
        serviceId: service.id,
        state: query.state,
        lga: query.lga,
        priceMultiplier: service.unit === 'hour' ? (query.hours ?? HOURLY_BOOKING_HOURS.min) : 1,
      };
      let after = query.cursor ? decodeRankCursor(query.cursor) : undefined;
      let examined = 0;
      let exhausted = false;
      // A search for next free slots finds nearly every candidate free, so it reads the first part
      // of each batch alone and the rest only if the page is not full; at a time about half are
      // busy, and the whole batch in one round trip is cheaper.
      const parts = at ? [CANDIDATE_BATCH] : [FIRST_PART, CANDIDATE_BATCH - FIRST_PART];
      search: while (found.length < SEARCH_PAGE_SIZE && examined < MAX_EXAMINED_PER_REQUEST && !exhausted) {
        // One batch of CANDIDATE_BATCH in rank order, one statement per part (decision 0027). A part
        // before the last reads one candidate more than it judges, to know whether the batch goes on:
        // the answer (and its cursor) is the same as from the batch read whole.
        let batchLength = 0;
        for (const [partIndex, size] of parts.entries()) {
          const lastPart = partIndex === parts.length - 1;
          const {
            mean,
            catalogue,
            entries: read,
          } = await findSearchBatch(db, memory, batchQuery, after, lastPart ? size : size + 1);
          const batchGoesOn = !lastPart && read.length > size;
          const part = batchGoesOn ? read.slice(0, size) : read;
          batchLength += part.length;
          const byId = new Map(catalogue.map((entry, position) => [entry.id, { position, service: entry }]));
          const viewOf = (candidate: SearchCandidate) =>
            publicViewOf(
              candidate,
              { areas: candidate.areas, services: offeredServices(candidate, byId) },
              mean,
            );
          for (const [index, { rank, candidate }] of part.entries()) {
            after = rank;
            examined += 1;
            // The last candidate of a batch shorter than CANDIDATE_BATCH: there are no more.
            if (index === part.length - 1 && !batchGoesOn && batchLength < CANDIDATE_BATCH) exhausted = true;
            if (!candidate) continue;
            if (query.language !== undefined && !candidate.languages.includes(query.language)) continue;
            const priced = priceAndDuration(service, candidate, query.hours);
            if (!priced.ok) throw validationError({ hours: priced.hoursRefused });
            const { priceKobo, durationMinutes } = priced;
            if (at) {
              if (whyNotFree(candidate, at, durationMinutes, clock) === null) {
                const endsAt = new Date(at.getTime() + durationMinutes * MINUTE_MS);
                found.push({
                  ...viewOf(candidate),
                  priceKobo,
                  startsAt: iso(at),
                  endsAt: iso(endsAt),
                });
              }
            } else {
              const slots = freeSlots(candidate, {
                fromDate: today,
                days: SEARCH_AHEAD_DAYS + 1,
                durationMinutes,
                now: clock,
                limit: SEARCH_NEXT_SLOTS,
              }).filter(
                (slot) =>
                  slot.startsAt.getTime() <= clock.getTime() + SEARCH_AHEAD_DAYS * 24 * 60 * MINUTE_MS,
              );
              if (slots.length > 0) {
                found.push({
                  ...viewOf(candidate),
                  priceKobo,
                  nextSlots: slots.map((slot) => slotOf(slot, iso)),
                });
              }
            }
            if (found.length === SEARCH_PAGE_SIZE) break search;
          }
          if (batchLength === 0) exhausted = true;
          if (!batchGoesOn) break;
        }
      }

      return {
        abokis: found,
        nextCursor: exhausted || !after ? null : encodeRankCursor(after),
      };
    },

    async slots(abokiId: string, query: AbokiSlotsQuery): Promise<{ slots: Slot[] }> {
      const notFound = () => new AppError('NOT_FOUND', API_MESSAGES.abokiNotBookable);
      if (!isUuid(abokiId)) throw notFound();
      const service = await serviceBySlug(query.service, 'service');
      const aboki = await findActiveAbokiOffer(db, abokiId, service.id);
      if (!aboki) throw notFound();
      if (!aboki.offer) throw validationError({ service: NOT_AVAILABLE_REASONS.SERVICE_NOT_OFFERED });
      const priced = priceAndDuration(service, aboki.offer, query.hours);
      if (!priced.ok) throw validationError({ hours: priced.hoursRefused });
      const { durationMinutes } = priced;
      const clock = now();
      const fromDate = query.from ?? lagosDateOf(clock);
      const schedules = await loadSchedules(db, [aboki.id], {
        from: lagosInstant(fromDate, '00:00'),
        until: lagosInstant(addDays(fromDate, query.days + 1), '00:00'),
      });
      const slots = freeSlots(schedules.get(aboki.id)!, {
        fromDate,
        days: query.days,
        durationMinutes,
        now: clock,
      });
      return { slots: slots.map((slot) => slotOf(slot)) };
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
