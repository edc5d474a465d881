import { isLgaOf } from 'shared/nigeria';
import {
  isoWeekdayOfLagosDate,
  lagosDateOf,
  lagosInstant,
  minutesOfDay,
  timeOfMinutes,
} from 'shared/lagos-time';
import { MESSAGES } from 'shared/messages';
import { API_MESSAGES } from 'shared/api-messages';
import {
  ABOKI_MAX_PRICE_MULTIPLE,
  abokiDisplayName,
  IDENTITY_CONSENT,
  PHONE_MESSAGES,
  type AbokiAvailability,
  type AbokiCreate,
  type AbokiListItem,
  type AbokiMissing,
  type AbokiOwnerView,
  type AbokiProfile,
  type AbokiPublicView,
  type AbokiServices,
  type AbokiStatus,
  type AbokiUpdate,
} from 'shared/schemas';
import { formatNaira } from 'shared/money';
import type { Db } from '../../db/client.js';
import { AppError, validationError } from '../../lib/app-error.js';
import { decodeTimeIdCursor, encodeCursor } from '../../lib/keyset-cursor.js';
import { isUuid } from '../../lib/uuid.js';
import type { AccountUser } from 'shared/schemas';
import { processPhoto, type PhotoStorage } from '../photos/photos-module.js';
import type { IdentityChecker } from '../identity/identity-module.js';
import { ratingOf } from './rating.js';
import {
  clearVerification,
  countCompletedJobs,
  findAboki,
  findAvailability,
  findCatalogueServices,
  findMissing,
  findOfferedServices,
  findPrivate,
  insertAboki,
  insertIdentityCheck,
  latestIdentityCheck,
  listAgentAbokis,
  lockOwnedAboki,
  moveHomeArea,
  replaceAvailability,
  replaceServices,
  submitForReview,
  touchAboki,
  transitionStatus,
  updateAboki,
  updatePrivate,
  worksAt,
  type AbokiPrivateFields,
  type AbokiRow,
} from './aboki-repository.js';

export const MINE_PAGE_SIZE = 20;

const MISSING_TEXT: Record<AbokiMissing, string> = {
  services: 'Add at least one service with its price',
  weeklyHours: 'Add the weekly hours the Aboki works',
  identity: 'Add the ID type and number',
  guarantor: 'Add a guarantor',
};

export const photoUrlOf = (key: string | null) => (key ? `/api/v1/photos/${key}.webp` : null);

const notFound = () => new AppError('NOT_FOUND', MESSAGES.abokiNotFound);

/** Only an AGENT with a profile manages Abokis; everyone else is refused before any body is read. */
export function assertAgentWithProfile(user: AccountUser): void {
  if (user.role !== 'AGENT') throw new AppError('FORBIDDEN', MESSAGES.abokiAgentsOnly);
  if (!user.hasProfile) throw new AppError('FORBIDDEN', MESSAGES.abokiAgentProfileRequired);
}

export interface AbokiServiceOptions {
  db: Db;
  photos: PhotoStorage;
  identity: IdentityChecker;
  /**
   * Whether the agent's profile phone is verified (issue 27: before their first Aboki goes to
   * review); undefined when SMS is off, as no number can be verified then.
   */
  phoneVerified?: ((db: Db, userId: string) => Promise<boolean>) | undefined;
}

/** Only the last four of an ID number are kept: the rest shows as stars. */
const maskedLast4 = (last4: string) => `*******${last4}`;

/** The Lagos month of an instant, YYYY-MM: when an Aboki was verified, as Users see it. */
export const lagosMonthOf = (instant: Date | null) => (instant ? lagosDateOf(instant).slice(0, 7) : null);

/** Issue 8's rules: ownership, readiness, prices against the catalogue, availability in the home state. */
export function createAbokiService({ db, photos, identity, phoneVerified }: AbokiServiceOptions) {
  /** The full view the owning agent sees, the ID number masked. */
  async function ownerView(row: AbokiRow): Promise<AbokiOwnerView> {
    const [privateRow, offered, availability, missing, rating, check] = await Promise.all([
      findPrivate(db, row.id),
      findOfferedServices(db, [row.id]),
      findAvailability(db, row.id),
      findMissing(db, [row.id]),
      ratingOf(db, { sum: row.ratingSum, count: row.ratingCount }),
      latestIdentityCheck(db, row.id),
    ]);
    const hasGuarantor = typeof privateRow?.guarantorName === 'string';
    return {
      id: row.id,
      status: row.status,
      firstName: row.firstName,
      lastName: row.lastName,
      displayName: abokiDisplayName(row.firstName, row.lastName),
      gender: row.gender,
      dateOfBirth: row.dateOfBirth,
      languages: row.languages as AbokiOwnerView['languages'],
      bio: row.bio,
      phoneNumber: row.phoneNumber,
      state: row.state,
      lga: row.lga,
      address: privateRow?.address ?? null,
      landmark: privateRow?.landmark ?? null,
      idType: privateRow?.idType ?? null,
      idNumberMasked: privateRow?.idNumberLast4 ? maskedLast4(privateRow.idNumberLast4) : null,
      guarantor: hasGuarantor
        ? {
            name: privateRow.guarantorName!,
            phoneNumber: privateRow.guarantorPhone!,
            relationship: privateRow.guarantorRelationship!,
            address: privateRow.guarantorAddress!,
          }
        : null,
      photoUrl: photoUrlOf(row.photoKey),
      services: offered.get(row.id) ?? [],
      availability: {
        weeklyHours: availability.hours.map((interval) => ({
          day: interval.day,
          start: timeOfMinutes(interval.startMinute),
          end: timeOfMinutes(interval.endMinute),
        })),
        areas: availability.areas,
        timeOff: availability.timeOff,
      },
      rating,
      missing: missing.get(row.id) ?? [],
      review: {
        submittedAt: row.submittedAt?.toISOString() ?? null,
        verifiedAt: row.verifiedAt?.toISOString() ?? null,
        note: row.reviewNote,
        identity: check
          ? { result: check.result, last4: check.last4, checkedAt: check.checkedAt.toISOString() }
          : null,
      },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** What Users see: built from public columns only, never from aboki_private. */
  async function publicView(row: AbokiRow): Promise<AbokiPublicView> {
    const [offered, availability, rating] = await Promise.all([
      findOfferedServices(db, [row.id]),
      findAvailability(db, row.id),
      ratingOf(db, { sum: row.ratingSum, count: row.ratingCount }),
    ]);
    return {
      id: row.id,
      displayName: abokiDisplayName(row.firstName, row.lastName),
      photoUrl: photoUrlOf(row.photoKey),
      languages: row.languages as AbokiPublicView['languages'],
      bio: row.bio,
      state: row.state,
      lga: row.lga,
      areas: availability.areas,
      services: offered.get(row.id) ?? [],
      rating,
      verifiedMonth: lagosMonthOf(row.verifiedAt),
    };
  }

  async function reload(abokiId: string): Promise<AbokiOwnerView> {
    const row = await findAboki(db, abokiId);
    if (!row) throw notFound();
    return ownerView(row);
  }

  /** Runs `work` with the agent's Aboki locked; another agent's Aboki (or none) is 404, never 403. */
  async function withOwned(
    agentId: string,
    abokiId: string,
    work: (tx: Db, row: AbokiRow) => Promise<void>,
  ): Promise<AbokiOwnerView> {
    if (!isUuid(abokiId)) throw notFound();
    await db.transaction(async (tx) => {
      const row = await lockOwnedAboki(tx, abokiId, agentId);
      if (!row) throw notFound();
      await work(tx, row);
    });
    return reload(abokiId);
  }

  /** ACTIVE ⇄ PAUSED by compare-and-swap: of concurrent calls exactly one changes the status. */
  async function transition(
    agentId: string,
    abokiId: string,
    from: AbokiStatus,
    to: AbokiStatus,
    wrongStatus: string,
  ): Promise<AbokiOwnerView> {
    if (!isUuid(abokiId)) throw notFound();
    if (!(await transitionStatus(db, abokiId, agentId, from, to))) {
      const row = await findAboki(db, abokiId);
      if (!row || row.agentId !== agentId) throw notFound();
      throw new AppError('CONFLICT', wrongStatus);
    }
    return reload(abokiId);
  }

  /** Checks a new ID number of the agent's Aboki; another agent's Aboki (or none) is 404 first. */
  async function checkIdentityOf(
    agentId: string,
    abokiId: string,
    idType: NonNullable<AbokiUpdate['idType']>,
    idNumber: string,
    input: AbokiUpdate,
  ) {
    if (!isUuid(abokiId)) throw notFound();
    const row = await findAboki(db, abokiId);
    if (!row || row.agentId !== agentId) throw notFound();
    return identity.check(idType, idNumber, {
      firstName: input.firstName ?? row.firstName,
      lastName: input.lastName ?? row.lastName,
      dateOfBirth: input.dateOfBirth === undefined ? row.dateOfBirth : input.dateOfBirth,
    });
  }

  return {
    async create(agentId: string, input: AbokiCreate): Promise<AbokiOwnerView> {
      const id = await db.transaction((tx) =>
        insertAboki(
          tx,
          agentId,
          {
            firstName: input.firstName,
            lastName: input.lastName,
            gender: input.gender ?? null,
            dateOfBirth: input.dateOfBirth ?? null,
            languages: input.languages,
            bio: input.bio ?? null,
            phoneNumber: input.phoneNumber ?? null,
            state: input.state,
            lga: input.lga,
          },
          { state: input.state, lga: input.lga },
        ),
      );
      return reload(id);
    },

    async update(agentId: string, abokiId: string, input: AbokiUpdate): Promise<AbokiOwnerView> {
      const { address, landmark, idType, idNumber, identityConsent, guarantor, ...publicChanges } = input;
      const publicFields = Object.fromEntries(
        Object.entries(publicChanges).filter(([, value]) => value !== undefined),
      );
      // A new ID number is checked with the provider before the transaction (no row lock is held
      // over a network call), against the names and birth date the Aboki will have after this change.
      const check =
        idType !== undefined && idNumber !== undefined
          ? await checkIdentityOf(agentId, abokiId, idType, idNumber, input)
          : undefined;
      const privateFields: Partial<AbokiPrivateFields> = {
        ...(address !== undefined ? { address } : {}),
        ...(landmark !== undefined ? { landmark } : {}),
        ...(check && idType !== undefined
          ? { idType, idNumberLast4: check.numberLast4, idNumberHash: check.numberHash }
          : {}),
        ...(guarantor
          ? {
              guarantorName: guarantor.name,
              guarantorPhone: guarantor.phoneNumber,
              guarantorRelationship: guarantor.relationship,
              guarantorAddress: guarantor.address,
            }
          : {}),
      };
      return withOwned(agentId, abokiId, async (tx, row) => {
        if (Object.keys(publicFields).length > 0) await updateAboki(tx, row.id, publicFields);
        if (Object.keys(privateFields).length > 0) {
          await updatePrivate(tx, row.id, privateFields);
          if (Object.keys(publicFields).length === 0) await touchAboki(tx, row.id);
        }
        if (input.state !== undefined && input.lga !== undefined) {
          await moveHomeArea(tx, row.id, input.state, input.lga);
        }
        if (check && idType !== undefined) {
          await insertIdentityCheck(tx, {
            abokiId: row.id,
            idType,
            numberHash: check.numberHash,
            numberLast4: check.numberLast4,
            result: check.result,
            provider: check.provider,
            providerReference: check.providerReference,
            consentVersion: identityConsent ?? IDENTITY_CONSENT.version,
            consentedBy: agentId,
          });
        }
        // What an operator checked changed: they check again before Users see "checked".
        if (check || guarantor) await clearVerification(tx, row.id);
      });
    },

    async setPhoto(agentId: string, abokiId: string, upload: Buffer): Promise<AbokiOwnerView> {
      if (!isUuid(abokiId)) throw notFound();
      // Ownership first: decoding an image costs CPU that a stranger should not get to spend.
      const existing = await findAboki(db, abokiId);
      if (!existing || existing.agentId !== agentId) throw notFound();
      const photo = await processPhoto(upload);
      await photos.put(photo.key, photo.bytes);
      return withOwned(agentId, abokiId, (tx, row) => updateAboki(tx, row.id, { photoKey: photo.key }));
    },

    setServices(agentId: string, abokiId: string, input: AbokiServices): Promise<AbokiOwnerView> {
      return withOwned(agentId, abokiId, async (tx, row) => {
        const catalogue = new Map(
          (
            await findCatalogueServices(
              tx,
              input.services.map((service) => service.serviceSlug),
            )
          ).map((service) => [service.slug, service]),
        );
        const fields: Record<string, string> = {};
        const offered = input.services.flatMap((service, index) => {
          const entry = catalogue.get(service.serviceSlug);
          const at = `services.${index}`;
          if (!entry) {
            fields[`${at}.serviceSlug`] = API_MESSAGES.noSuchService({ slug: service.serviceSlug });
            return [];
          }
          const maxKobo = entry.basePriceKobo * ABOKI_MAX_PRICE_MULTIPLE;
          if (service.priceKobo > maxKobo) {
            fields[`${at}.priceKobo`] = API_MESSAGES.priceTooHigh({
              max: formatNaira(maxKobo),
              multiple: ABOKI_MAX_PRICE_MULTIPLE,
            });
          }
          if (entry.unit === 'job' && service.durationMinutes === undefined) {
            fields[`${at}.durationMinutes`] = API_MESSAGES.durationRequired;
          }
          if (entry.unit === 'hour' && service.durationMinutes !== undefined) {
            fields[`${at}.durationMinutes`] = API_MESSAGES.durationNotForHourly;
          }
          return [
            {
              serviceId: entry.id,
              priceKobo: service.priceKobo,
              durationMinutes: service.durationMinutes ?? null,
            },
          ];
        });
        if (Object.keys(fields).length > 0) throw validationError(fields);
        await replaceServices(tx, row.id, offered);
        await touchAboki(tx, row.id);
      });
    },

    setAvailability(agentId: string, abokiId: string, input: AbokiAvailability): Promise<AbokiOwnerView> {
      return withOwned(agentId, abokiId, async (tx, row) => {
        const fields: Record<string, string> = {};
        input.areas.forEach((lga, index) => {
          if (!isLgaOf(row.state, lga))
            fields[`areas.${index}`] = API_MESSAGES.notAnLgaOf({ lga, state: row.state });
        });
        if (!input.areas.includes(row.lga)) {
          fields.areas ??= API_MESSAGES.includeHomeLga({ lga: row.lga });
        }
        if (Object.keys(fields).length > 0) throw validationError(fields);
        try {
          await replaceAvailability(tx, row.id, {
            hours: input.weeklyHours.map((interval) => ({
              day: interval.day,
              startMinute: minutesOfDay(interval.start),
              endMinute: minutesOfDay(interval.end),
            })),
            timeOff: (input.timeOff ?? []).map((period) => ({ firstDay: period.from, lastDay: period.to })),
            areas: input.areas.map((lga) => ({ state: row.state, lga })),
          });
        } catch (error) {
          // The schema refuses overlaps first; the database's exclusion constraint is the backstop.
          if (
            (error as { cause?: { code?: string } }).cause?.code === '23P01' ||
            (error as { code?: string }).code === '23P01'
          ) {
            throw validationError({ weeklyHours: API_MESSAGES.intervalsOverlap });
          }
          throw error;
        }
        await touchAboki(tx, row.id);
      });
    },

    publish(agentId: string, abokiId: string): Promise<AbokiOwnerView> {
      return withOwned(agentId, abokiId, async (tx, row) => {
        if (row.status === 'ACTIVE') throw new AppError('CONFLICT', MESSAGES.abokiAlreadyPublished);
        if (row.status === 'PAUSED') throw new AppError('CONFLICT', MESSAGES.abokiIsPaused);
        if (row.status === 'PENDING_REVIEW') throw new AppError('CONFLICT', MESSAGES.abokiWaitingForReview);
        if (row.status === 'SUSPENDED') throw new AppError('CONFLICT', MESSAGES.abokiIsSuspended);
        // The row lock held since withOwned keeps services and hours from changing under this check.
        const missing = (await findMissing(tx, [row.id])).get(row.id) ?? [];
        if (missing.length > 0) {
          throw new AppError('NOT_READY', MESSAGES.abokiNotReady({ missing: missing.join(', ') }), {
            fields: Object.fromEntries(missing.map((item) => [item, MISSING_TEXT[item]])),
          });
        }
        // Issue 27: the reviewers call the agent, so the agent's number must be proven first.
        if (phoneVerified && !(await phoneVerified(tx, agentId))) {
          throw new AppError('PHONE_NOT_VERIFIED', PHONE_MESSAGES.verifyBeforeReview);
        }
        // Not ACTIVE: an operator checks the ID and calls the guarantor first (issue 25).
        if (!(await submitForReview(tx, row.id, row.status))) {
          throw new AppError('CONFLICT', MESSAGES.abokiChanged);
        }
      });
    },

    pause: (agentId: string, abokiId: string) =>
      transition(agentId, abokiId, 'ACTIVE', 'PAUSED', MESSAGES.abokiCannotPause),

    resume: (agentId: string, abokiId: string) =>
      transition(agentId, abokiId, 'PAUSED', 'ACTIVE', MESSAGES.abokiCannotResume),

    async listMine(
      agentId: string,
      cursor: string | undefined,
    ): Promise<{ abokis: AbokiListItem[]; nextCursor: string | null }> {
      const after = cursor ? decodeTimeIdCursor(cursor, 'createdAt') : undefined;
      const page = await listAgentAbokis(db, agentId, after, MINE_PAGE_SIZE);
      const ids = page.rows.map((row) => row.id);
      const [offered, missing] = await Promise.all([findOfferedServices(db, ids), findMissing(db, ids)]);
      return {
        abokis: page.rows.map((row) => ({
          id: row.id,
          status: row.status,
          displayName: abokiDisplayName(row.firstName, row.lastName),
          photoUrl: photoUrlOf(row.photoKey),
          services: (offered.get(row.id) ?? []).map((service) => ({
            slug: service.serviceSlug,
            name: service.serviceName,
          })),
          missing: missing.get(row.id) ?? [],
          reviewNote: row.reviewNote,
        })),
        nextCursor: page.hasMore && page.last ? encodeCursor([page.last.createdAt, page.last.id]) : null,
      };
    },

    /**
     * Whether the Aboki works at an instant, decided on the Lagos date and clock: 22:30 UTC on a
     * Sunday is Sunday 23:30 in Lagos, 23:30 UTC is already Monday. Booking builds on this.
     */
    isWorkingAt(abokiId: string, instant: Date): Promise<boolean> {
      const date = lagosDateOf(instant);
      const minute = Math.floor((instant.getTime() - lagosInstant(date, '00:00').getTime()) / 60_000);
      return worksAt(db, abokiId, { date, day: isoWeekdayOfLagosDate(date), minute });
    },

    /**
     * The owning agent sees everything (ID masked); anyone else, signed in or not, sees only an
     * ACTIVE Aboki's public view. Drafts and paused Abokis are 404 to them.
     */
    async view(viewerId: string | undefined, abokiId: string): Promise<AbokiOwnerView | AbokiProfile> {
      if (!isUuid(abokiId)) throw notFound();
      const row = await findAboki(db, abokiId);
      if (!row) throw notFound();
      if (viewerId !== undefined && row.agentId === viewerId) return ownerView(row);
      if (row.status !== 'ACTIVE') throw notFound();
      const [view, completedJobs] = await Promise.all([publicView(row), countCompletedJobs(db, row.id)]);
      return { ...view, completedJobs, since: lagosDateOf(row.publishedAt ?? row.createdAt) };
    },
  };
}

export type AbokiService = ReturnType<typeof createAbokiService>;
