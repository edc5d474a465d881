import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  EmptyState,
  Loaded,
  PageHeading,
  authAtom,
  buttonClass,
  findState,
  formatNaira,
  isLgaOf,
  languageAtom,
  LoadMoreButton,
  useLoad,
  useLoadMore,
  useServiceCatalogue,
  useT,
  type Language,
  type LoadResult,
  type PageHeadingProps,
  translatedHeading,
  useSpokenLanguageName,
} from 'shared';
import {
  formatLagosClock,
  formatLagosDay,
  formatLagosSpan,
  isCalendarDate,
  isWallClockTime,
  lagosInstant,
} from 'shared/lagos-time';
import { DEFAULT_BOOKING_HOURS } from 'shared/job-rules';
import type { AbokiSearchResult, Service, Slot } from 'shared/schemas';
import { fetchSlots, searchAbokis } from '../api/booking.js';
import {
  searchQuery,
  useBookingDraft,
  type BookingDraft,
  type DraftAboki,
  type DraftSearch,
} from '../booking-draft.js';
import { AbokiName, AbokiPhoto, abokiProfilePath, ratingText } from '../components/aboki-photo.js';
import { bookingPriceKobo } from '../components/booking-summary.js';
import { SEARCH_LANGUAGES, SearchForm, type SearchValues } from '../components/search-form.js';
import { SlotList } from '../components/slot-list.js';
import { VerifiedBadge } from '../components/verified-badge.js';
import styles from '../components/components.module.css';
import { requestsBook, speaksText, type RequestsT } from '../i18n/index.js';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs, with its translations from the catalogues). The page shows it in the
 * page's language.
 */
export const heading = {
  title: 'Choose an Aboki',
  description: 'Abokis near you who are free when you need them, with the price up front.',
} as const satisfies PageHeadingProps;

/** The search the address asks for, when it names a service and a place that fit together. */
function searchOf(params: URLSearchParams): DraftSearch | null {
  const service = params.get('service');
  const state = findState(params.get('state') ?? '');
  const lga = params.get('lga');
  if (!service || !state || !lga || !isLgaOf(state.name, lga)) return null;
  const date = params.get('date') ?? undefined;
  const time = params.get('time') ?? undefined;
  const at = date && time && isCalendarDate(date) && isWallClockTime(time) ? { date, time } : {};
  const hours = Number(params.get('hours')) || undefined;
  const language = SEARCH_LANGUAGES.find((known) => known === params.get('language'));
  return {
    service,
    state: state.name,
    lga,
    ...at,
    ...(hours ? { hours } : {}),
    ...(language ? { language } : {}),
  };
}

type Mode = 'at-time' | 'this-week' | 'instead';
interface Found {
  mode: Mode;
  abokis: AbokiSearchResult[];
  nextCursor: string | null;
}

/** The search over the next days: without the date and time. */
const weekOf = ({ date: _date, time: _time, ...week }: DraftSearch) => week;

/** The search; when no one is free at the time asked, the nearest free times instead of a dead end. */
async function findAbokis(search: DraftSearch, signal: AbortSignal): Promise<LoadResult<Found>> {
  const timed = Boolean(search.date && search.time);
  const first = await searchAbokis(search, signal);
  if (!first.ok) return first;
  if (!timed || first.data.abokis.length > 0) {
    const { abokis, nextCursor } = first.data;
    return { ok: true, data: { mode: timed ? 'at-time' : 'this-week', abokis, nextCursor } };
  }
  const instead = await searchAbokis(weekOf(search), signal);
  if (!instead.ok) return instead;
  const { abokis, nextCursor } = instead.data;
  return { ok: true, data: { mode: 'instead', abokis, nextCursor } };
}

function draftAbokiOf(result: AbokiSearchResult, serviceSlug: string): DraftAboki {
  const offered = result.services.find((service) => service.serviceSlug === serviceSlug);
  return {
    id: result.id,
    displayName: result.displayName,
    photoUrl: result.photoUrl,
    languages: result.languages,
    rating: result.rating,
    unitPriceKobo: offered?.priceKobo,
    durationMinutes: offered?.durationMinutes ?? null,
  };
}

function serviceOf(catalogue: readonly Service[], slug: string) {
  const found = catalogue.find((service) => service.slug === slug);
  return found ? { slug, name: found.name, unit: found.unit } : undefined;
}

/**
 * The search as it is asked, priced and booked: an hourly service always for stated hours (the
 * field's first value when the address names none), a per-job one never, so the hours shown are
 * the hours the results, the slots, the price and the booking are for.
 */
function withHours(search: DraftSearch, unit: 'job' | 'hour'): DraftSearch {
  const { hours, ...rest } = search;
  return unit === 'hour' ? { ...rest, hours: hours ?? DEFAULT_BOOKING_HOURS } : rest;
}

/** `/select-aboki`: search, results, and one Aboki's free times (`?aboki=<id>`). */
export function SelectAbokiPage() {
  const t = useT(requestsBook);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAtomValue(authAtom);
  const [draft, update] = useBookingDraft();
  const catalogueState = useServiceCatalogue();
  const catalogue = catalogueState.status === 'ready' ? catalogueState.data : null;

  const asked = searchOf(params);
  const service = asked && catalogue ? serviceOf(catalogue, asked.service) : undefined;
  const search = asked && service ? withHours(asked, service.unit) : asked;
  const abokiId = params.get('aboki');
  const searchKey = search ? searchQuery(search) : '';

  // Back on /select-aboki with nothing in the address: the draft's search, as it was.
  const asksNothing = !params.has('service') && !params.has('state');
  useEffect(() => {
    if (asksNothing && draft?.search) setParams(searchQuery(draft.search).slice(1), { replace: true });
  }, [asksNothing, draft?.search, setParams]);

  // What the address names wins (a partial link too); else where the User lives, from their profile.
  const placeParams = params.get('state') ? { state: params.get('state'), lga: params.get('lga') } : null;
  const initial: SearchValues = {
    service: search?.service ?? params.get('service') ?? '',
    state: placeParams?.state ?? user?.state ?? '',
    lga: (placeParams ? placeParams.lga : user?.lga) ?? '',
    date: search?.date ?? '',
    time: search?.time ?? '',
    hours: search?.hours ? String(search.hours) : '',
    language: search?.language ?? '',
  };

  function onSearch(next: DraftSearch) {
    update((current) => ({ ...current, search: next }));
    setParams(searchQuery(next).slice(1));
  }

  const chosen = draft?.aboki && draft.aboki.id === abokiId ? draft.aboki : null;

  /** Keeps the choice in the draft and moves on to confirming it. */
  /** `priceKobo`: the search's price for this booking; from the Aboki's own price when there is none. */
  function choose(aboki: DraftAboki, slot: Slot, priceKobo?: number) {
    if (!search || !service) return;
    update((current) => ({
      ...current,
      search,
      service,
      aboki,
      slot: { ...slot, priceKobo: priceKobo ?? bookingPriceKobo(aboki, search.hours, service) ?? 0 },
      lastError: undefined,
    }));
    void navigate('/select-aboki/confirm-request');
  }

  return (
    <>
      <PageHeading {...translatedHeading(t, heading)} />
      <ContinueBanner draft={draft} hidden={Boolean(abokiId)} />
      <Card className={styles.section}>
        <Loaded
          load={catalogueState}
          loadingLabel={t('Loading services…')}
          errorTitle={t('We could not load the services')}
        >
          {(services) => (
            <SearchForm key={searchKey} catalogue={services} initial={initial} onSearch={onSearch} />
          )}
        </Loaded>
      </Card>
      {search && service ? (
        chosen ? (
          <FreeTimes
            key={chosen.id}
            aboki={chosen}
            search={search}
            serviceName={service.name}
            onChoose={(slot) => choose(chosen, slot)}
            backTo={searchQuery(search)}
          />
        ) : (
          <SearchResults
            key={searchKey}
            search={search}
            serviceName={service.name}
            onChoose={(result, slot) => choose(draftAbokiOf(result, search.service), slot, result.priceKobo)}
            onSeeTimes={(result) => {
              update((current) => ({
                ...current,
                search,
                service,
                aboki: draftAbokiOf(result, search.service),
              }));
              setParams(searchQuery(search, result.id).slice(1));
            }}
          />
        )
      ) : search && catalogue && !service ? (
        <EmptyState
          role="alert"
          title={t('We do not know that service')}
          description={t('Choose a service from the list above.')}
        />
      ) : null}
    </>
  );
}

/** A booking left half-way (e.g. before signing in) can be picked up again. */
function ContinueBanner({ draft, hidden }: { draft: BookingDraft | null; hidden: boolean }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  if (hidden || !draft?.aboki || !draft.slot || !draft.service) return null;
  const when = formatLagosSpan(new Date(draft.slot.startsAt), new Date(draft.slot.endsAt), language);
  return (
    <p className={styles.banner}>
      {t('You were booking {aboki} for {service}, {when}.', {
        aboki: draft.aboki.displayName,
        service: draft.service.name,
        when,
      })}{' '}
      <Link to="/select-aboki/confirm-request">{t('Continue that booking')}</Link>
    </p>
  );
}

function describeSearch(
  t: RequestsT,
  spoken: (name: string) => string,
  language: Language,
  search: DraftSearch,
  serviceName: string,
): string {
  const at = search.date && search.time ? lagosInstant(search.date, search.time) : null;
  const when = at
    ? t('{day} at {time}', { day: formatLagosDay(at, language), time: formatLagosClock(at) })
    : t('this week');
  const what = search.hours
    ? t('{service} for {hours, plural, one {# hour} other {# hours}}', {
        service: serviceName,
        hours: search.hours,
      })
    : serviceName;
  const place = { what, lga: search.lga, state: search.state, when };
  return search.language
    ? t('{what} in {lga}, {state}, {when}, by an Aboki who speaks {language}', {
        ...place,
        language: spoken(search.language),
      })
    : t('{what} in {lga}, {state}, {when}', place);
}

function SearchResults({
  search,
  serviceName,
  onChoose,
  onSeeTimes,
}: {
  search: DraftSearch;
  serviceName: string;
  onChoose: (result: AbokiSearchResult, slot: Slot) => void;
  onSeeTimes: (result: AbokiSearchResult) => void;
}) {
  const t = useT(requestsBook);
  const spoken = useSpokenLanguageName();
  const language = useAtomValue(languageAtom);
  const results = useLoad(
    (signal) => findAbokis(search, signal),
    [search.service, search.state, search.lga, search.date, search.time, search.hours, search.language],
  );
  const more = useLoadMore({
    // The next page of the search the list shows: the week's, when the time asked had no one.
    nextPage: (cursor, found: Found) =>
      searchAbokis({ ...(found.mode === 'instead' ? weekOf(search) : search), cursor }),
    join: (found, page) => ({
      ...found,
      abokis: [...found.abokis, ...page.abokis],
      nextCursor: page.nextCursor,
    }),
    put: results.setData,
  });

  function shown(found: Found) {
    if (found.abokis.length === 0) {
      return (
        <EmptyState
          role="status"
          title={t('No Aboki is free for this yet')}
          description={
            search.language
              ? t(
                  'No one offering {service} in {lga} who speaks {language} has a free time in the next 7 days. Try any language, a neighbouring LGA or another service.',
                  {
                    service: serviceName,
                    lga: search.lga,
                    language: spoken(search.language),
                  },
                )
              : t(
                  'No one offering {service} in {lga} has a free time in the next 7 days. Try a neighbouring LGA or another service.',
                  { service: serviceName, lga: search.lga },
                )
          }
        />
      );
    }
    return (
      <section aria-labelledby="results-title">
        {found.mode === 'instead' ? (
          <div role="status">
            <h2 id="results-title" className={styles.sectionTitle}>
              {t('No one is free at that time')}
            </h2>
            <p className={styles.note}>
              {t('These Abokis have free times soon. Choose one of their times.')}
            </p>
          </div>
        ) : (
          <h2 id="results-title" className={styles.sectionTitle}>
            {found.mode === 'at-time' ? t('Free then') : t('Free this week')}
          </h2>
        )}
        <p className={styles.note}>{describeSearch(t, spoken, language, search, serviceName)}</p>
        <ul className={styles.list} aria-label={t('Abokis')}>
          {found.abokis.map((result) => (
            <AbokiCard
              key={result.id}
              result={result}
              onChoose={onChoose}
              onSeeTimes={onSeeTimes}
              serviceSlug={search.service}
            />
          ))}
        </ul>
        <LoadMoreButton more={more} shown={found} block>
          {t('Show more Abokis')}
        </LoadMoreButton>
      </section>
    );
  }

  return (
    <Loaded load={results} loadingLabel={t('Looking for free Abokis…')} errorTitle={t('We could not search')}>
      {shown}
    </Loaded>
  );
}

function AbokiCard({
  result,
  serviceSlug,
  onChoose,
  onSeeTimes,
}: {
  result: AbokiSearchResult;
  serviceSlug: string;
  onChoose: (result: AbokiSearchResult, slot: Slot) => void;
  onSeeTimes: (result: AbokiSearchResult) => void;
}) {
  const t = useT(requestsBook);
  const spoken = useSpokenLanguageName();
  const language = useAtomValue(languageAtom);
  const offered = result.services.find((service) => service.serviceSlug === serviceSlug);
  const at = result.startsAt && result.endsAt ? { startsAt: result.startsAt, endsAt: result.endsAt } : null;
  return (
    <Card as="li" aria-label={result.displayName}>
      <div className={styles.card}>
        <AbokiPhoto name={result.displayName} photoUrl={result.photoUrl} />
        <div>
          <h3 className={styles.name}>
            <AbokiName id={result.id} name={result.displayName} />
          </h3>
          <p className={styles.meta}>
            {ratingText(t, result.rating)} · {speaksText(t, result.languages.map(spoken))}
          </p>
          <p className={styles.meta}>
            <VerifiedBadge verifiedMonth={result.verifiedMonth} />
          </p>
          <p className={styles.price}>
            {formatNaira(result.priceKobo)}
            {offered?.unit === 'hour' ? (
              <span className={styles.meta}>
                {' '}
                {t('({price} an hour)', { price: formatNaira(offered.priceKobo) })}
              </span>
            ) : null}
          </p>
          {at ? (
            <>
              <p className={styles.meta}>
                {formatLagosSpan(new Date(at.startsAt), new Date(at.endsAt), language)}
              </p>
              <div className={styles.actions}>
                <Button
                  aria-label={t('Choose {name}', { name: result.displayName })}
                  onClick={() => onChoose(result, at)}
                >
                  {t('Choose')}
                </Button>
              </div>
            </>
          ) : (
            <>
              {result.nextSlots?.length ? (
                <>
                  <p className={styles.meta}>{t('Next free:')}</p>
                  <ul
                    className={styles.slots}
                    aria-label={t('Next free times of {name}', { name: result.displayName })}
                  >
                    {result.nextSlots.map((slot) => (
                      <li key={slot.startsAt}>
                        <button
                          type="button"
                          className={styles.slotButton}
                          onClick={() => onChoose(result, slot)}
                        >
                          {formatLagosDay(new Date(slot.startsAt), language)},{' '}
                          {formatLagosClock(new Date(slot.startsAt))}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  aria-label={t('Choose {name}', { name: result.displayName })}
                  onClick={() => onSeeTimes(result)}
                >
                  {t('Choose')}
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </Card>
  );
}

/** One Aboki's free start times for the week, when they were chosen without a time. */
function FreeTimes({
  aboki,
  search,
  serviceName,
  onChoose,
  backTo,
}: {
  aboki: DraftAboki;
  search: DraftSearch;
  serviceName: string;
  onChoose: (slot: Slot) => void;
  backTo: string;
}) {
  const t = useT(requestsBook);
  const spoken = useSpokenLanguageName();
  const slots = useLoad(
    (signal) => fetchSlots(aboki.id, { service: search.service, hours: search.hours }, signal),
    [aboki.id, search.service, search.hours],
  );
  const heading = useRef<HTMLHeadingElement>(null);

  // Chosen below the search form: on a phone the times would start off screen.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby="times-title">
      <h2 id="times-title" className={styles.sectionTitle} ref={heading} tabIndex={-1}>
        {t('Free times for {name}', { name: aboki.displayName })}
      </h2>
      <div className={styles.card}>
        <AbokiPhoto name={aboki.displayName} photoUrl={aboki.photoUrl} />
        <p className={styles.meta}>
          {serviceName} · {ratingText(t, aboki.rating)} · {speaksText(t, aboki.languages.map(spoken))} ·{' '}
          <Link to={abokiProfilePath(aboki.id)}>{t('About {name}', { name: aboki.displayName })}</Link>
        </p>
      </div>
      <Loaded
        load={slots}
        loadingLabel={t('Loading free times…')}
        errorTitle={t('We could not load the free times')}
      >
        {({ slots: free }) =>
          free.length === 0 ? (
            <EmptyState
              role="status"
              title={t('{name} has no free time this week', { name: aboki.displayName })}
              description={t('Choose another Aboki from the list.')}
            />
          ) : (
            <SlotList
              slots={free}
              onChoose={onChoose}
              label={t('Free times for {name}', { name: aboki.displayName })}
            />
          )
        }
      </Loaded>
      <p className={styles.actions}>
        <Link to={`/select-aboki${backTo}`} className={buttonClass('ghost')}>
          {t('Back to all Abokis')}
        </Link>
      </p>
    </section>
  );
}
