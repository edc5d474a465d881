import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router-dom';
import {
  Card,
  EmptyState,
  LoadMoreButton,
  Loaded,
  PageHeading,
  buttonClass,
  formatNaira,
  languageAtom,
  useLoad,
  useLoadMore,
  useT,
  useSpokenLanguageName,
} from 'shared';
import { formatLagosDay, formatMonthOfYear } from 'shared/lagos-time';
import type { AbokiProfile, ReviewView } from 'shared/schemas';
import { fetchAbokiProfile, fetchAbokiReviews, type ReviewsPage } from '../api/booking.js';
import { searchQuery, useBookingDraft } from '../booking-draft.js';
import { AbokiPhoto, ratingText } from '../components/aboki-photo.js';
import { VerifiedBadge } from '../components/verified-badge.js';
import styles from '../components/components.module.css';
import { requestsBook, speaksText } from '../i18n/index.js';

/** "★★★★☆", read out as "4 out of 5 stars". */
function Stars({ rating }: { rating: number }) {
  const t = useT(requestsBook);
  return (
    <span role="img" aria-label={t('{rating} out of 5 stars', { rating })}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

/**
 * `/select-aboki/aboki/:id`: who is coming. An Aboki's photo, rating, whether they are verified,
 * languages, areas, bio, jobs done and time with Aboki, their services and prices, and what Users wrote; public, opened from
 * the search, the week view, confirm and the job page.
 */
export function AbokiProfilePage() {
  const t = useT(requestsBook);
  const { id = '' } = useParams();
  const profile = useLoad((signal) => fetchAbokiProfile(id, signal), [id]);
  const aboki = profile.status === 'ready' ? profile.data.aboki : null;
  return (
    <>
      <PageHeading
        title={aboki?.displayName ?? t('Aboki profile')}
        description={
          aboki
            ? t('An Aboki in {lga}, {state}.', { lga: aboki.lga, state: aboki.state })
            : t('Who is coming to help.')
        }
      />
      <Loaded
        load={profile}
        loadingLabel={t('Loading the Aboki…')}
        errorTitle={t('We could not load this Aboki')}
      >
        {(data) => <Profile aboki={data.aboki} />}
      </Loaded>
    </>
  );
}

function Profile({ aboki }: { aboki: AbokiProfile }) {
  const t = useT(requestsBook);
  const spoken = useSpokenLanguageName();
  const language = useAtomValue(languageAtom);
  const [draft] = useBookingDraft();
  // Back to the search the User came from, at this Aboki's free times; else a search in their area.
  const search = draft?.search;
  const book = search
    ? `/select-aboki${searchQuery(search, aboki.id)}`
    : `/select-aboki?${new URLSearchParams({ service: aboki.services[0]?.serviceSlug ?? '', state: aboki.state, lga: aboki.lga })}`;
  return (
    <>
      <Card className={styles.section}>
        <div className={styles.card}>
          <AbokiPhoto name={aboki.displayName} photoUrl={aboki.photoUrl} />
          <div>
            <p className={styles.meta}>{ratingText(t, aboki.rating)}</p>
            <p className={styles.meta}>
              <VerifiedBadge verifiedMonth={aboki.verifiedMonth} />
            </p>
            <p className={styles.meta}>
              {t('{count, plural, one {# job done} other {# jobs done}}', { count: aboki.completedJobs })} ·{' '}
              {t('With Aboki since {month}', { month: formatMonthOfYear(aboki.since, language) })}
            </p>
            <p className={styles.meta}>{speaksText(t, aboki.languages.map(spoken))}</p>
          </div>
        </div>
        {aboki.bio ? <p>{aboki.bio}</p> : null}
        <p className={styles.meta}>
          {t('Works in {areas} ({state})', { areas: aboki.areas.join(', '), state: aboki.state })}
        </p>
        <Link to={book} className={buttonClass('primary')}>
          {search
            ? t('See {name}’s free times', { name: aboki.displayName })
            : t('Book {name}', { name: aboki.displayName })}
        </Link>
      </Card>
      <section aria-labelledby="offers-title">
        <h2 id="offers-title" className={styles.sectionTitle}>
          {t('Services and prices')}
        </h2>
        <ul className={styles.list}>
          {aboki.services.map((service) => (
            <Card as="li" key={service.serviceSlug}>
              <p className={styles.name}>{service.serviceName}</p>
              <p className={styles.price}>
                {service.unit === 'hour'
                  ? t('{price} an hour', { price: formatNaira(service.priceKobo) })
                  : t('{price} a job', { price: formatNaira(service.priceKobo) })}
              </p>
            </Card>
          ))}
        </ul>
      </section>
      <Reviews abokiId={aboki.id} name={aboki.displayName} />
    </>
  );
}

function Reviews({ abokiId, name }: { abokiId: string; name: string }) {
  const t = useT(requestsBook);
  const reviews = useLoad((signal) => fetchAbokiReviews(abokiId, undefined, signal), [abokiId]);
  const more = useLoadMore({
    nextPage: (cursor) => fetchAbokiReviews(abokiId, cursor),
    join: (shown: ReviewsPage, page: ReviewsPage) => ({
      reviews: [...shown.reviews, ...page.reviews],
      nextCursor: page.nextCursor,
    }),
    put: reviews.setData,
  });
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.sectionTitle}>
        {t('What Users say')}
      </h2>
      <Loaded
        load={reviews}
        loadingLabel={t('Loading reviews…')}
        errorTitle={t('We could not load the reviews')}
      >
        {(shown) =>
          shown.reviews.length === 0 ? (
            <EmptyState
              role="status"
              title={t('No reviews yet')}
              description={t('{name} has not been reviewed yet.', { name })}
            />
          ) : (
            <>
              <ul className={styles.list} aria-label={t('Reviews')}>
                {shown.reviews.map((review, index) => (
                  <ReviewCard key={`${review.createdAt}-${index}`} review={review} />
                ))}
              </ul>
              <LoadMoreButton more={more} shown={shown} block>
                {t('More reviews')}
              </LoadMoreButton>
            </>
          )
        }
      </Loaded>
    </section>
  );
}

function ReviewCard({ review }: { review: ReviewView }) {
  const language = useAtomValue(languageAtom);
  return (
    <Card as="li">
      <p className={styles.meta}>
        <Stars rating={review.rating} /> · {review.reviewerName} ·{' '}
        {formatLagosDay(new Date(review.createdAt), language)}
      </p>
      {review.comment ? <p>{review.comment}</p> : null}
    </Card>
  );
}
