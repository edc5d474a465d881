import { Link, useParams } from 'react-router-dom';
import {
  Card,
  EmptyState,
  LoadMoreButton,
  Loaded,
  PageHeading,
  buttonClass,
  formatNaira,
  useLoad,
  useLoadMore,
} from 'shared';
import { formatLagosDay } from 'shared/lagos-time';
import type { AbokiProfile, ReviewView } from 'shared/schemas';
import { fetchAbokiProfile, fetchAbokiReviews, type ReviewsPage } from '../api/booking.js';
import { searchQuery, useBookingDraft } from '../booking-draft.js';
import { AbokiPhoto, ratingText } from '../components/aboki-photo.js';
import styles from '../components/components.module.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 2026" from a YYYY-MM-DD date. */
const monthOf = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** "★★★★☆", read out as "4 out of 5 stars". */
function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

/**
 * `/select-aboki/aboki/:id`: who is coming. An Aboki's photo, rating, languages, areas, bio, jobs
 * done and time with Aboki, their services and prices, and what Users wrote; public, opened from
 * the search, the week view, confirm and the job page.
 */
export function AbokiProfilePage() {
  const { id = '' } = useParams();
  const profile = useLoad((signal) => fetchAbokiProfile(id, signal), [id]);
  const aboki = profile.status === 'ready' ? profile.data.aboki : null;
  return (
    <>
      <PageHeading
        title={aboki?.displayName ?? 'Aboki profile'}
        description={aboki ? `An Aboki in ${aboki.lga}, ${aboki.state}.` : 'Who is coming to help.'}
      />
      <Loaded load={profile} loadingLabel="Loading the Aboki…" errorTitle="We could not load this Aboki">
        {(data) => <Profile aboki={data.aboki} />}
      </Loaded>
    </>
  );
}

function Profile({ aboki }: { aboki: AbokiProfile }) {
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
            <p className={styles.meta}>{ratingText(aboki.rating)}</p>
            <p className={styles.meta}>
              {aboki.completedJobs === 1 ? '1 job done' : `${aboki.completedJobs} jobs done`} · With Aboki
              since {monthOf(aboki.since)}
            </p>
            <p className={styles.meta}>Speaks {aboki.languages.join(', ')}</p>
          </div>
        </div>
        {aboki.bio ? <p>{aboki.bio}</p> : null}
        <p className={styles.meta}>
          Works in {aboki.areas.join(', ')} ({aboki.state})
        </p>
        <Link to={book} className={buttonClass('primary')}>
          {search ? `See ${aboki.displayName}’s free times` : `Book ${aboki.displayName}`}
        </Link>
      </Card>
      <section aria-labelledby="offers-title">
        <h2 id="offers-title" className={styles.sectionTitle}>
          Services and prices
        </h2>
        <ul className={styles.list}>
          {aboki.services.map((service) => (
            <Card as="li" key={service.serviceSlug}>
              <p className={styles.name}>{service.serviceName}</p>
              <p className={styles.price}>
                {formatNaira(service.priceKobo)}
                {service.unit === 'hour' ? ' an hour' : ' a job'}
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
        What Users say
      </h2>
      <Loaded load={reviews} loadingLabel="Loading reviews…" errorTitle="We could not load the reviews">
        {(shown) =>
          shown.reviews.length === 0 ? (
            <EmptyState
              role="status"
              title="No reviews yet"
              description={`${name} has not been reviewed yet.`}
            />
          ) : (
            <>
              <ul className={styles.list} aria-label="Reviews">
                {shown.reviews.map((review, index) => (
                  <ReviewCard key={`${review.createdAt}-${index}`} review={review} />
                ))}
              </ul>
              <LoadMoreButton more={more} shown={shown} block>
                More reviews
              </LoadMoreButton>
            </>
          )
        }
      </Loaded>
    </section>
  );
}

function ReviewCard({ review }: { review: ReviewView }) {
  return (
    <Card as="li">
      <p className={styles.meta}>
        <Stars rating={review.rating} /> · {review.reviewerName} ·{' '}
        {formatLagosDay(new Date(review.createdAt))}
      </p>
      {review.comment ? <p>{review.comment}</p> : null}
    </Card>
  );
}
